import type { Requirement } from './requirement.js';
import { EMPTY_FILTERS, FILTER_KEYS, belongsToList, filterRequirements } from './requirement-filters.js';
import type {
  RequirementFilterKey,
  RequirementFilters,
  RequirementListKind,
} from './requirement-filters.js';
import { isListColumn, sortRequirements, toggleSort } from './requirement-sort.js';
import type { RequirementColumnKey, SortState } from './requirement-sort.js';
import { paginate } from './pagination.js';
import type { Page } from './pagination.js';

/** What the screen remembers about one requirement list (spec 000 section 2). */
export interface RequirementListState {
  readonly kind: RequirementListKind;
  readonly filters: RequirementFilters;
  /** null: the order the requirements were loaded in. */
  readonly sort: SortState | null;
  /** 1-based; brought into range when a page is selected. */
  readonly page: number;
}

export const initialListState = (kind: RequirementListKind): RequirementListState => ({
  kind,
  filters: EMPTY_FILTERS,
  sort: null,
  page: 1,
});

/** One action per filter key, its value typed by the key. */
export type SetFilterAction = {
  readonly [K in RequirementFilterKey]: {
    readonly type: 'setFilter';
    readonly key: K;
    readonly value: RequirementFilters[K];
  };
}[RequirementFilterKey];

export type RequirementListAction =
  | SetFilterAction
  | { readonly type: 'clearFilters' }
  | { readonly type: 'toggleSort'; readonly column: RequirementColumnKey }
  | { readonly type: 'setPage'; readonly page: number };

/**
 * Any filter change returns to page 1 (spec 000 section 2). Sorting keeps the page the
 * user is on. Actions that do not apply to the list (the status filter or a status column
 * on the finished list) leave the state as it is.
 */
export const listReducer = (
  state: RequirementListState,
  action: RequirementListAction,
): RequirementListState => {
  switch (action.type) {
    case 'setFilter':
      if (!FILTER_KEYS[state.kind].includes(action.key)) return state;
      return { ...state, filters: { ...state.filters, [action.key]: action.value }, page: 1 };
    case 'clearFilters':
      return { ...state, filters: EMPTY_FILTERS, page: 1 };
    case 'toggleSort':
      if (!isListColumn(state.kind, action.column)) return state;
      return { ...state, sort: toggleSort(state.sort, action.column) };
    case 'setPage':
      return { ...state, page: Number.isFinite(action.page) ? Math.max(1, Math.trunc(action.page)) : 1 };
  }
};

/** The rows on screen: the list's requirements, filtered, sorted, then cut into pages of 50. */
export const selectPage = (
  requirements: readonly Requirement[],
  state: RequirementListState,
): Page<Requirement> => {
  const inList = requirements.filter((r) => belongsToList(r, state.kind));
  const filtered = filterRequirements(inList, state.filters, state.kind);
  return paginate(sortRequirements(filtered, state.sort), state.page);
};
