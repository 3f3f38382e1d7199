import { ID_PATTERN } from '../commands/body.js';
import { canSeeBrand } from '../brands/visibility.js';
import { Messages } from '../messages.js';
import { requirePermission, type Actor } from '../permissions/actor.js';
import type { BrandRepository, RequirementRepository } from '../ports/repositories.js';
import type { BlogRequirement, Requirement } from '../requirements/requirement.js';
import { asBlog } from '../requirements/requirement-kinds.js';
import { DomainError } from '../shared/errors.js';
import { isFilled } from '../validation/validation.js';
import { failingWith } from './or-fail.js';

/** Which blog requirement the detail shows: its brand and id, and the number when the list's link carried it. */
export interface BlogRef {
  readonly brandId: string;
  readonly requirementId: string;
  /** From the list's navigation state; null after a reload or on a pasted link. */
  readonly number: number | null;
}

const noPermission = (details: unknown): DomainError =>
  new DomainError('forbidden', Messages.requirements.noPermission, details);

/**
 * What the blog detail (/blog/{id}, docs/product.md, "Blog articles") reads in the browser: the
 * requirement. Its actions are content commands, run on the server (BlogUseCases).
 */
export class BlogViews {
  constructor(
    private readonly brands: BrandRepository,
    private readonly requirements: RequirementRepository,
  ) {}

  /**
   * The requirement by the list's brandId and number when the navigation state carries them (and they
   * name this id: docs/product.md, "Opening a requirement by number"); otherwise by its id among the
   * brand's requirements (a reload or a pasted link). Needs VIEW_REQUIREMENTS and a brand the actor sees.
   */
  async open(actor: Actor, ref: BlogRef): Promise<BlogRequirement> {
    requirePermission(actor, 'VIEW_REQUIREMENTS', Messages.requirements.noPermission);
    const guard = failingWith(Messages.requirements.find);
    const brandId = ref.brandId.trim();
    if (ref.number !== null) {
      if (!isFilled(brandId) || !Number.isInteger(ref.number) || ref.number < 1) {
        throw new DomainError('validation', Messages.carousel.missingBrandOrRequirement, { ...ref });
      }
      const notFound = new DomainError('not-found', Messages.requirements.notFoundByNumber, { ...ref });
      const brand = await guard(() => this.brands.get(brandId));
      if (brand === null) throw notFound;
      if (!canSeeBrand(brand, actor)) throw noPermission({ brandId });
      const found = await guard(() => this.requirements.findByNumber(brandId, ref.number ?? 0));
      if (found === null) throw notFound;
      if (found.id === ref.requirementId) return blogOf(found, ref);
    }
    const notFound = new DomainError('not-found', Messages.carousel.requirementNotFound, { ...ref });
    const requirementId = ref.requirementId.trim();
    // Document ids only: anything else names no requirement (and no other path of the store).
    if (!ID_PATTERN.test(brandId) || !ID_PATTERN.test(requirementId)) throw notFound;
    const brand = await guard(() => this.brands.get(brandId));
    if (brand === null) throw notFound;
    if (!canSeeBrand(brand, actor)) throw noPermission({ brandId });
    const requirement = await guard(() => this.requirements.get(brandId, requirementId));
    if (requirement === null || requirement.brandId !== brandId) throw notFound;
    return blogOf(requirement, ref);
  }
}

/** The requirement as a blog; another kind is not found, as the blog commands say. */
const blogOf = (requirement: Requirement, ref: BlogRef): BlogRequirement => {
  const blog = asBlog(requirement);
  if (blog === null) {
    throw new DomainError('not-found', Messages.carousel.requirementNotFound, { ...ref, title: requirement.title });
  }
  return blog;
};
