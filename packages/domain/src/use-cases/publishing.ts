import type { Brand } from '../brands/brand.js';
import { Messages } from '../messages.js';
import type { Actor } from '../permissions/actor.js';
import type { BrandRepository, RequirementRepository } from '../ports/repositories.js';
import type { Scheduler, SchedulerSettings } from '../ports/scheduler.js';
import { buildDraftPost, buildVideoScheduleRequest, draftPostQuery } from '../scheduling/payload.js';
import type { DraftPost, VideoScheduleRequest } from '../scheduling/types.js';
import type { Clock } from '../shared/clock.js';
import { selectedVideoUrl, validateCarouselImages } from '../validation/content-rules.js';
import { assertValid } from '../validation/validation.js';
import { ContentAccess, type RequirementKey } from './content-access.js';
import {
  optionalDataOf,
  Publication,
  type PlanningInput,
  type PublicationChannel,
  type PublicationOutcome,
} from './publication.js';

/** The result of a carousel's save or send, with the success dialog's text. */
export type CarouselOutcome = PublicationOutcome;
/** The result of a video's save or send, with the success dialog's text. */
export type VideoOutcome = PublicationOutcome;

/**
 * The publishing panels of the carousel and video details (docs/product.md, "Scheduling (Metricool)"): the planning
 * saved alone ('Guardar publicación') or saved and sent as a draft ('Programar publicación'). Apart from the content
 * use cases so those resolve without a Scheduler; each kind keeps its own screen's messages.
 */
export class PublishingUseCases {
  constructor(
    brands: BrandRepository,
    requirements: RequirementRepository,
    private readonly scheduler: Scheduler,
    private readonly schedulerSettings: SchedulerSettings,
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
    this.carousel = new Publication(carousel, scheduler, clock, Messages.carousel.savePlanning);
    this.video = new Publication(video, scheduler, clock, Messages.video.savePlanning);
  }

  private readonly carousel: Publication;
  private readonly video: Publication;

  /** Carousel, 'Guardar publicación': the planning fields alone. */
  saveCarouselPlanning(actor: Actor, key: RequirementKey, planning: PlanningInput): Promise<CarouselOutcome> {
    return this.carousel.save(actor, key, planning, 'carousel');
  }

  /** Carousel, 'Programar publicación': every image goes, as a draft post (see Publication). */
  scheduleCarousel(actor: Actor, key: RequirementKey, planning: PlanningInput): Promise<CarouselOutcome> {
    return this.carousel.schedule(actor, key, planning, this.draftChannel());
  }

  /** Video, 'Guardar publicación': the planning fields alone. */
  saveVideoPlanning(actor: Actor, key: RequirementKey, planning: PlanningInput): Promise<VideoOutcome> {
    return this.video.save(actor, key, planning, 'video');
  }

  /** Video, 'Programar publicación': the chosen video goes, as a video request (see Publication). */
  scheduleVideo(actor: Actor, key: RequirementKey, planning: PlanningInput): Promise<VideoOutcome> {
    return this.video.schedule(actor, key, planning, this.videoChannel());
  }

  /** Carousels go as one draft post carrying every image, to the brand's carousel networks. */
  private draftChannel(): PublicationChannel<DraftPost> {
    const userId = this.schedulerSettings.schedulerUserId;
    return {
      kind: 'carousel',
      media: (brand, planned) => {
        draftPostQuery(brand, userId);
        assertValid(validateCarouselImages(planned.imagesAIUrl));
        return planned.imagesAIUrl.map((url) => url.trim()).filter((url) => url !== '');
      },
      payload: (brand, requirement, media, now) =>
        buildDraftPost({
          ...optionalDataOf(requirement),
          kind: 'carousel',
          caption: requirement.caption,
          mediaUrls: media,
          networks: Publication.networksToSend(brand, requirement, 'carousel'),
          publicationDate: requirement.publicationDate,
          now,
        }),
      send: (brand: Brand, post) => this.scheduler.createDraft(draftPostQuery(brand, userId), post),
    };
  }

  /** Videos go as one request carrying the chosen script's video, to the brand's video networks. */
  private videoChannel(): PublicationChannel<VideoScheduleRequest> {
    return {
      kind: 'video',
      media: (_brand, planned) => [selectedVideoUrl(planned.scripts, planned.videoToPublishIndex)],
      payload: (brand, requirement, media, now) =>
        buildVideoScheduleRequest({
          ...optionalDataOf(requirement),
          brand,
          caption: requirement.caption,
          mediaUrls: [...media],
          selectedSocialNetwork: Publication.networksToSend(brand, requirement, 'video'),
          publicationDate: requirement.publicationDate,
          now,
        }),
      send: (_brand, request) => this.scheduler.scheduleVideo(request),
    };
  }
}
