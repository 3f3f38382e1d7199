import type { Brand, SocialNetwork } from '../brands/brand.js';
import type { ContentCommands } from '../ports/content-commands.js';
import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { LinkedInConnectionReader } from '../ports/linkedin-oauth.js';
import type { BrandRepository, RequirementRepository } from '../ports/repositories.js';
import type { BestTimesAnswer, SchedulingGateway } from '../ports/scheduling.js';
import type { CarouselRequirement, Requirement, VideoRequirement } from '../requirements/requirement.js';
import { asCarousel, asVideo } from '../requirements/requirement-kinds.js';
import { metricsBlogId } from '../scheduling/payload.js';
import { schedulingProblems } from '../scheduling/preflight.js';
import type { ContentKind } from '../scheduling/types.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import { isFilled } from '../validation/validation.js';
import { ContentAccess, requireKey, type RequirementKey } from './content-access.js';
import { failingWith } from './or-fail.js';
import { planningPatch, type PlanningInput, type PublicationOutcome } from './planning.js';

/** The result of a carousel's save or send, with the success dialog's text. */
export type CarouselOutcome = PublicationOutcome<CarouselRequirement>;
/** The result of a video's save or send, with the success dialog's text. */
export type VideoOutcome = PublicationOutcome<VideoRequirement>;

/** The outcome of a carousel panel, its requirement typed as one (planning/save answers the stored requirement). */
const carouselOutcome = ({ requirement, message }: PublicationOutcome): CarouselOutcome => {
  const carousel = asCarousel(requirement);
  if (carousel === null) {
    throw new DomainError('not-found', Messages.carousel.requirementNotFound, { title: requirement.title });
  }
  return { requirement: carousel, message };
};

/** The outcome of a video panel, its requirement typed as one. */
const videoOutcome = ({ requirement, message }: PublicationOutcome): VideoOutcome => {
  const video = asVideo(requirement);
  if (video === null) throw new DomainError('validation', Messages.video.notAVideo, { title: requirement.title });
  return { requirement: video, message };
};

/** One panel: how it reads its requirement, and the text of a failed save. */
interface Panel {
  readonly content: ContentAccess;
  readonly missingKey: string;
  readonly saveFailed: string;
}

/**
 * The publishing panels of the carousel and video details (docs/product.md, "Scheduling (Metricool)"), in the
 * browser: the planning saved alone ('Guardar publicación', the `planning/save` command: the server writes it), or
 * checked, saved and sent through the scheduler function ('Programar publicación'), and the pre-flight list a screen
 * shows before. Every pre-flight problem of the planned post is listed before anything is saved; the scheduler
 * function then reads the saved requirement again, checks it and its media, sends it as a draft and answers the
 * text shown. Apart from the content screens so those resolve without the scheduler; each kind keeps its own
 * screen's messages.
 */
export class SchedulingPanelUseCases {
  constructor(
    brands: BrandRepository,
    requirements: RequirementRepository,
    private readonly connections: LinkedInConnectionReader,
    private readonly gateway: SchedulingGateway,
    private readonly commands: ContentCommands,
    private readonly clock: Clock,
  ) {
    this.panels = {
      carousel: {
        content: new ContentAccess(brands, requirements, {
          missingKey: Messages.carousel.missingBrandOrRequirement,
          brandNotFound: Messages.carousel.brandNotFound,
          requirementNotFound: Messages.carousel.requirementNotFound,
        }),
        missingKey: Messages.carousel.missingBrandOrRequirement,
        saveFailed: Messages.carousel.savePlanning,
      },
      video: {
        content: new ContentAccess(brands, requirements, {
          missingKey: Messages.video.missingBrandOrRequirement,
          brandNotFound: Messages.video.brandDataNotFound,
          requirementNotFound: Messages.carousel.requirementNotFound,
        }),
        missingKey: Messages.video.missingBrandOrRequirement,
        saveFailed: Messages.video.savePlanning,
      },
    };
  }

  private readonly panels: Readonly<Record<ContentKind, Panel>>;

  /** Carousel, 'Guardar publicación': the planning fields alone. */
  async saveCarouselPlanning(actor: Actor, key: RequirementKey, planning: PlanningInput): Promise<CarouselOutcome> {
    return carouselOutcome(await this.save(actor, key, planning, 'carousel'));
  }

  /**
   * Carousel, 'Programar publicación': every image goes, as one draft post; `overrideReason` sends it despite
   * blocking brand-guard findings (docs/product.md, "Revisión de marca"; the server checks it).
   */
  async scheduleCarousel(
    actor: Actor,
    key: RequirementKey,
    planning: PlanningInput,
    overrideReason?: string,
  ): Promise<CarouselOutcome> {
    return carouselOutcome(await this.schedule(actor, key, planning, 'carousel', overrideReason));
  }

  /** Video, 'Guardar publicación': the planning fields alone. */
  async saveVideoPlanning(actor: Actor, key: RequirementKey, planning: PlanningInput): Promise<VideoOutcome> {
    return videoOutcome(await this.save(actor, key, planning, 'video'));
  }

  /** Video, 'Programar publicación': the chosen script's video goes, as one draft post (`overrideReason` as above). */
  async scheduleVideo(
    actor: Actor,
    key: RequirementKey,
    planning: PlanningInput,
    overrideReason?: string,
  ): Promise<VideoOutcome> {
    return videoOutcome(await this.schedule(actor, key, planning, 'video', overrideReason));
  }

  /**
   * 'Mejor momento': the next best slot of each chosen network, from the scheduler function (which
   * checks the caller, the brand and its Metricool blog again).
   */
  async bestTimes(actor: Actor, brandId: string, networks: readonly SocialNetwork[]): Promise<BestTimesAnswer> {
    requirePermission(actor, 'CARROUSEL_SENDTOMETRICS');
    return failingWith({ fallback: Messages.scheduling.bestTimesFailed })(() =>
      this.gateway.bestTimes({ brandId, networks }),
    );
  }

  /**
   * Every reason the planned post could not be scheduled yet, all at once (empty: it can be sent), the brand's
   * missing Metricool id first.
   */
  async preflight(
    actor: Actor,
    key: RequirementKey,
    planning: PlanningInput,
    kind: ContentKind,
  ): Promise<readonly string[]> {
    requirePermission(actor, 'CARROUSEL_SENDTOMETRICS');
    const panel = this.panels[kind];
    const { brand, requirement } = await panel.content.read(actor, key, failingWith(panel.saveFailed));
    const blog = isFilled(brand.idMetrics) ? [] : [Messages.scheduling.missingMetricsId];
    return [...blog, ...(await this.problems(actor, brand, requirement, planning, kind))];
  }

  /** The planning saved by the server (planning/save), which answers the requirement as stored and the text shown. */
  private async save(
    actor: Actor,
    key: RequirementKey,
    planning: PlanningInput,
    kind: ContentKind,
  ): Promise<PublicationOutcome> {
    requirePermission(actor, 'CARROUSEL_SENDTOMETRICS');
    const checked = requireKey(key, this.panels[kind].missingKey);
    return this.commands.run('planning/save', { ...checked, planning });
  }

  private async schedule(
    actor: Actor,
    key: RequirementKey,
    planning: PlanningInput,
    kind: ContentKind,
    overrideReason: string | undefined,
  ): Promise<PublicationOutcome> {
    requirePermission(actor, 'CARROUSEL_SENDTOMETRICS');
    const panel = this.panels[kind];
    const { brand, requirement } = await panel.content.read(actor, key, failingWith(panel.saveFailed));
    metricsBlogId(brand);
    const problems = await this.problems(actor, brand, requirement, planning, kind);
    if (problems.length > 0) {
      throw new DomainError('validation', Messages.scheduling.preflightRefused, { problems });
    }
    const { requirement: saved } = await this.save(actor, key, planning, kind);
    const answer = await failingWith({ fallback: Messages.scheduling.sendFailed })(() =>
      this.gateway.schedule(kind, {
        brandId: saved.brandId,
        requirementId: saved.id,
        ...(overrideReason === undefined ? {} : { overrideReason }),
      }),
    );
    return { requirement: saved, message: answer.message };
  }

  /** The pre-flight problems of the requirement with the planning applied, at the clock's now. */
  private async problems(
    actor: Actor,
    brand: Brand,
    requirement: Requirement,
    planning: PlanningInput,
    kind: ContentKind,
  ): Promise<readonly string[]> {
    const planned: Requirement = { ...requirement, ...planningPatch(brand, kind, planning) };
    // A failed read shows "not connected", as the LinkedIn indicator does.
    const linkedIn = planned.selectedSocialNetwork.includes('LinkedIn')
      ? await this.connections.get(actor.uid).catch(() => null)
      : null;
    return schedulingProblems({ kind, brand, requirement: planned, now: this.clock.now(), linkedIn });
  }
}
