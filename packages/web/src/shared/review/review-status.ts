import { requirementDigests, reviewStatus, type Requirement, type ReviewStatus } from '@estudio/domain/requirements';

/**
 * What the requirement's review says against its current content (docs/product.md,
 * "Approval"): the detail's review bar and the lists' badge. Apart from the bar, so the lists
 * carry the badge without the bar's code.
 */
export const requirementReviewStatus = (
  requirement: Pick<Requirement, 'review'> & Partial<Requirement>,
): ReviewStatus => reviewStatus(requirement.review, requirementDigests(requirement));
