import type { BrandReviewEntry } from '../guard/types.js';
import { Messages } from '../messages.js';
import { requirePermission, type Actor } from '../permissions/actor.js';
import type { BrandReviewHistory } from '../ports/brand-guard.js';
import type { BrandRepository, RequirementRepository } from '../ports/repositories.js';
import { ContentAccess, type RequirementKey } from './content-access.js';
import { failingWith } from './or-fail.js';

/**
 * What the 'Revisión de marca' panel reads in the browser (docs/product.md, "Revisión de marca"): a
 * requirement's review history, kept by the server. Its action is a content command ('guard/score').
 */
export class BrandGuardViews {
  private readonly content: ContentAccess;

  constructor(
    brands: BrandRepository,
    requirements: RequirementRepository,
    private readonly reviews: BrandReviewHistory,
  ) {
    this.content = new ContentAccess(brands, requirements, {
      missingKey: Messages.carousel.missingBrandOrRequirement,
      brandNotFound: Messages.carousel.brandNotFound,
      requirementNotFound: Messages.carousel.requirementNotFound,
    });
  }

  /** The requirement's brand reviews (date, score, who asked), newest first (VIEW_REQUIREMENTS, a brand one sees). */
  async history(actor: Actor, key: RequirementKey): Promise<readonly BrandReviewEntry[]> {
    requirePermission(actor, 'VIEW_REQUIREMENTS');
    const guard = failingWith(Messages.requirements.find);
    const { requirement } = await this.content.read(actor, key, guard);
    return guard(() => this.reviews.list(requirement.brandId, requirement.id));
  }
}
