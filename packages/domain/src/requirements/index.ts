export { snapshotPager } from '../paging/finished-pager.js';
export type { PageSource } from '../paging/finished-pager.js';
export { isTimestampLike } from '../paging/firestore-order.js';
export type { TimestampLike } from '../paging/firestore-order.js';
export { RequirementRepository } from '../ports/repositories.js';
export { ContentGridUseCases } from '../use-cases/content-grid.js';
export { RequirementAssignmentUseCases } from '../use-cases/requirement-assignment.js';
export { RequirementUseCases } from '../use-cases/requirements.js';
export { BRANDS_PER_CHECKED_READ } from './active-groups.js';
export type { ActiveGroup } from './active-groups.js';
export type { ArticleEdit } from './article-edit.js';
export {
  CONTENT_GRID,
  CONTENT_GRID_SIZE,
  planContentGrid,
  gridNumberingStart,
  listedWrite,
  numberedWrite,
} from './content-grid.js';
export type { NumberedWrite } from './content-grid.js';
export { PAGE_SIZE, pageCountOf, paginate } from './pagination.js';
export type { Page } from './pagination.js';
export { EMPTY_FILTERS, FILTER_KEYS } from './requirement-filters.js';
export type { RequirementListKind, RequirementFilters, RequirementFilterKey } from './requirement-filters.js';
export type { RequirementListQuery } from './requirement-list.js';
export { viewRequirementList } from './requirement-list-view.js';
export type { RequirementListView } from './requirement-list-view.js';
export { LIST_COLUMN_KEYS, isListColumn, toggleSort } from './requirement-sort.js';
export type { RequirementColumnKey, SortState } from './requirement-sort.js';
export {
  REQUIREMENT_STATUSES,
  FINISHED_STATUS,
  UNASSIGNED,
  isRequirementStatus,
  createRequirement,
  requirementKind,
} from './requirement.js';
export type {
  RequirementStatus,
  ImageValidation,
  GuideSet,
  ReplacedImage,
  ArticleSection,
  Requirement,
  NewRequirement,
  RequirementKind,
  CarouselRequirement,
  VideoRequirement,
  BlogRequirement,
} from './requirement.js';
export { imageToRestore } from './replaced-image.js';
export { requirementReviewStatus, blueprintReviewStatus, reviewStatusLabel, partLabel } from '../review/review.js';
export type { ContentReview, ReviewAction, ReviewState, ReviewStep } from '../review/review-record.js';
export type { ReviewStatus } from '../review/review.js';
