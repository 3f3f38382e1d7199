import type { Blueprint } from '../blueprint/blueprint.js';
import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { BlueprintRepository, BrandRepository } from '../ports/repositories.js';
import { DomainError } from '../shared/errors.js';
import { isFilled } from '../validation/validation.js';
import { readVisibleBrand } from './content-access.js';
import { failingWith } from './or-fail.js';

/**
 * What the guide screen reads (docs/product.md, "Communication guide (blueprint)"): the
 * brand's stored guide, or none (the screen then runs 'blueprint/generate').
 */
export class BlueprintViews {
  constructor(
    private readonly brands: BrandRepository,
    private readonly blueprints: BlueprintRepository,
  ) {}

  /** The stored guide of a brand the actor may see (VIEW_BLUEPRINT), or null when it has none yet. */
  async stored(actor: Actor, brandId: string | null | undefined): Promise<Blueprint | null> {
    requirePermission(actor, 'VIEW_BLUEPRINT');
    const id = requireBrandId(brandId);
    const guard = failingWith(Messages.blueprint.getOrGenerate);
    await readVisibleBrand(this.brands, actor, id, guard, Messages.carousel.brandNotFound);
    return guard(() => this.blueprints.get(id));
  }
}

/** The brand id a guide action needs, trimmed; refused when blank. */
export const requireBrandId = (brandId: string | null | undefined): string => {
  if (!isFilled(brandId)) throw new DomainError('validation', Messages.blueprint.missingBrandId);
  return brandId.trim();
};
