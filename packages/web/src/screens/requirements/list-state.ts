import {
  EMPTY_FILTERS,
  FILTER_KEYS,
  isListColumn,
  toggleSort,
  type RequirementColumnKey,
  type RequirementFilterKey,
  type RequirementFilters,
  type RequirementListKind,
  type RequirementListQuery,
} from '@estudio/domain/requirements';

/** What the list screen remembers: the query of the rows it shows. */
export type RequirementListState = RequirementListQuery;

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
 * Any filter change returns to page 1 (docs/product.md, "Requirements"). Sorting keeps the page the
 * user is on. Actions that do not apply to the list (the status filter or a status column
 * on the finished list) leave the state as it is.
 */
export const listReducer = (state: RequirementListState, action: RequirementListAction): RequirementListState => {
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
