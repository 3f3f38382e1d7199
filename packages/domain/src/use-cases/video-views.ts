import type { Brand, SocialNetwork } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { can, requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { BrandRepository, RequirementRepository } from '../ports/repositories.js';
import type { VideoRequirement } from '../requirements/requirement.js';
import { asVideo } from '../requirements/requirement-kinds.js';
import { networksFor } from '../scheduling/networks.js';
import { DomainError } from '../shared/errors.js';
import { validateVideoRequirementRef } from '../validation/content-rules.js';
import { assertValid, isFilled } from '../validation/validation.js';
import { readVisibleBrand } from './content-access.js';
import { failingWith } from './or-fail.js';

/** What the video detail shows after loading. */
export interface VideoDetail {
  readonly brand: Brand;
  readonly requirement: VideoRequirement;
  /** The network choices: the brand's networks that take video. */
  readonly networks: readonly SocialNetwork[];
  /** The 'Datos para publicar' panel: CARROUSEL_SENDTOMETRICS and a brand with idMetrics. */
  readonly canPublish: boolean;
}

/**
 * The reads of the video requirement detail (/video/{id}, docs/product.md, "Videos"), in the
 * browser: the brand and the requirement by the brandId and number of the navigation state.
 * Its actions are the `video` commands (VideoUseCases, on the server); a requirement opened
 * without scripts gets them from the `video/scripts` command, which the screen runs.
 */
export class VideoViews {
  constructor(
    private readonly brands: BrandRepository,
    private readonly requirements: RequirementRepository,
  ) {}

  async load(
    actor: Actor,
    brandId: string | null | undefined,
    number: number | string | null | undefined,
  ): Promise<VideoDetail> {
    requirePermission(actor, 'VIEW_REQUIREMENTS');
    assertValid(validateVideoRequirementRef({ brandId, number }));
    const id = (brandId ?? '').trim();
    const guard = failingWith(Messages.requirements.find);
    const brand = await readVisibleBrand(this.brands, actor, id, guard, Messages.video.brandDataNotFound);
    const requirement = await guard(() => this.requirements.findByNumber(id, Number(number)));
    if (requirement === null) {
      throw new DomainError('not-found', Messages.carousel.requirementNotFound, { brandId: id, number });
    }
    // Another kind is refused as the video commands refuse it.
    const video = asVideo(requirement);
    if (video === null) {
      throw new DomainError('validation', Messages.video.notAVideo, { brandId: id, number, title: requirement.title });
    }
    return {
      brand,
      requirement: video,
      networks: networksFor(brand, 'video'),
      canPublish: can(actor, 'CARROUSEL_SENDTOMETRICS') && isFilled(brand.idMetrics),
    };
  }
}
