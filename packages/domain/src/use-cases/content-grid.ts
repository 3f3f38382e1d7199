import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { BrandRepository, RequirementRepository } from '../ports/repositories.js';
import { canSeeBrand } from '../brands/visibility.js';
import { CONTENT_GRID_SIZE, planContentGrid } from '../requirements/content-grid.js';
import type { Requirement } from '../requirements/requirement.js';
import { changeStamp } from '../shared/change-stamp.js';
import type { Clock } from '../shared/clock.js';
import { DomainError, isDomainError } from '../shared/errors.js';

const failure = (detail: string): string => `${Messages.blueprint.generateRequirementsPrefix}${detail}`;

/**
 * The guide's "generate content grid" button (docs/product.md, "Content grid"), run on the
 * server as 'blueprint/generate-grid'.
 */
export class ContentGridUseCases {
  constructor(
    private readonly brands: BrandRepository,
    private readonly requirements: RequirementRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Creates the brand's 14 grid requirements in one all-or-nothing write, numbered after
   * the highest number the brand ever handed out, each stamped with who asked for it, and
   * returns them. Only the grid's plan is written: exactly its 14, in its order.
   */
  async generate(actor: Actor, brandId: string): Promise<Requirement[]> {
    requirePermission(actor, 'GEN_REQUIREMENTS');
    if (brandId.trim() === '') throw new DomainError('validation', Messages.blueprint.missingBrandId);
    try {
      const brand = await this.brands.get(brandId);
      if (brand === null) {
        throw new DomainError('not-found', failure(Messages.carousel.brandNotFound), { brandId });
      }
      if (!canSeeBrand(brand, actor)) throw new DomainError('forbidden', Messages.access.forbidden, { brandId });
      const createdAt = this.clock.now();
      const changedBy = changeStamp(actor, createdAt);
      // The numbers come from the brand's counter, in the same transaction as the write:
      // two grids generated at once never share a number.
      return await this.requirements.createNumbered(brandId, CONTENT_GRID_SIZE, (first) => {
        const plan = planContentGrid({
          brandId,
          brandName: brand.brandName,
          existingCount: first - 1,
          createdBy: actor.email,
          createdAt,
        });
        if (plan.length !== CONTENT_GRID_SIZE) throw new RangeError(`a grid is ${CONTENT_GRID_SIZE} requirements`);
        return plan.map((requirement) => ({ ...requirement, changedBy }));
      });
    } catch (error) {
      if (isDomainError(error)) throw error;
      const detail = error instanceof Error ? error.message : String(error);
      throw new DomainError('upstream', failure(detail), { cause: error });
    }
  }
}
