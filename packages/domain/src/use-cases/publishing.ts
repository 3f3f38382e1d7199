import { Messages } from '../messages.js';
import type { Actor } from '../permissions/actor.js';
import type { LinkedInConnectionReader } from '../ports/linkedin-oauth.js';
import type { BrandRepository, RequirementRepository } from '../ports/repositories.js';
import type { SchedulingGateway } from '../ports/scheduling.js';
import type { ContentKind } from '../scheduling/types.js';
import type { Clock } from '../shared/clock.js';
import { ContentAccess, type RequirementKey } from './content-access.js';
import { Publication, type PlanningInput, type PublicationOutcome } from './publication.js';

/** The result of a carousel's save or send, with the success dialog's text. */
export type CarouselOutcome = PublicationOutcome;
/** The result of a video's save or send, with the success dialog's text. */
export type VideoOutcome = PublicationOutcome;

/**
 * The publishing panels of the carousel and video details (docs/product.md, "Scheduling (Metricool)"): the planning
 * saved alone ('Guardar publicación'), or checked, saved and sent through the scheduler function ('Programar
 * publicación'), and the pre-flight list a screen shows before. Apart from the content use cases so those resolve
 * without the scheduler; each kind keeps its own screen's messages.
 */
export class PublishingUseCases {
  constructor(
    brands: BrandRepository,
    requirements: RequirementRepository,
    connections: LinkedInConnectionReader,
    gateway: SchedulingGateway,
    clock: Clock,
  ) {
    const carousel = new ContentAccess(brands, requirements, {
      missingKey: Messages.carousel.missingBrandOrRequirement,
      brandNotFound: Messages.carousel.brandNotFound,
      requirementNotFound: Messages.carousel.requirementNotFound,
    });
    const video = new ContentAccess(brands, requirements, {
      missingKey: Messages.video.missingBrandOrRequirement,
      brandNotFound: Messages.video.brandDataNotFound,
      requirementNotFound: Messages.carousel.requirementNotFound,
    });
    this.carousel = new Publication(carousel, connections, gateway, clock, Messages.carousel.savePlanning);
    this.video = new Publication(video, connections, gateway, clock, Messages.video.savePlanning);
  }

  private readonly carousel: Publication;
  private readonly video: Publication;

  /** Carousel, 'Guardar publicación': the planning fields alone. */
  saveCarouselPlanning(actor: Actor, key: RequirementKey, planning: PlanningInput): Promise<CarouselOutcome> {
    return this.carousel.save(actor, key, planning, 'carousel');
  }

  /** Carousel, 'Programar publicación': every image goes, as one draft post (see Publication). */
  scheduleCarousel(actor: Actor, key: RequirementKey, planning: PlanningInput): Promise<CarouselOutcome> {
    return this.carousel.schedule(actor, key, planning, 'carousel');
  }

  /** Video, 'Guardar publicación': the planning fields alone. */
  saveVideoPlanning(actor: Actor, key: RequirementKey, planning: PlanningInput): Promise<VideoOutcome> {
    return this.video.save(actor, key, planning, 'video');
  }

  /** Video, 'Programar publicación': the chosen script's video goes, as one draft post (see Publication). */
  scheduleVideo(actor: Actor, key: RequirementKey, planning: PlanningInput): Promise<VideoOutcome> {
    return this.video.schedule(actor, key, planning, 'video');
  }

  /** Every reason the planned post could not be scheduled yet, all at once (empty: it can be sent). */
  preflight(actor: Actor, key: RequirementKey, planning: PlanningInput, kind: ContentKind): Promise<readonly string[]> {
    return (kind === 'carousel' ? this.carousel : this.video).preflight(actor, key, planning, kind);
  }
}
