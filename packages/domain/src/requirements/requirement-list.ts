import type { Requirement } from './requirement.js';
import { belongsToList, filterRequirements } from './requirement-filters.js';
import type { RequirementFilters, RequirementListKind } from './requirement-filters.js';
import { sortRequirements } from './requirement-sort.js';
import type { SortState } from './requirement-sort.js';
import { paginate } from './pagination.js';
import type { Page } from './pagination.js';

/** Which rows of one requirement list to show: the list, its filters, order and page. */
export interface RequirementListQuery {
  readonly kind: RequirementListKind;
  readonly filters: RequirementFilters;
  /** null: the order the requirements were loaded in. */
  readonly sort: SortState | null;
  /** 1-based; brought into range when a page is selected. */
  readonly page: number;
}

/** The rows on screen: the list's requirements, filtered, sorted, then cut into pages of 50. */
export const selectPage = (requirements: readonly Requirement[], query: RequirementListQuery): Page<Requirement> => {
  const inList = requirements.filter((r) => belongsToList(r, query.kind));
  const filtered = filterRequirements(inList, query.filters, query.kind);
  return paginate(sortRequirements(filtered, query.sort), query.page);
};
