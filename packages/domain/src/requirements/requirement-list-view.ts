/**
 * What a requirement list shows, kept from one data set to the next (docs/product.md,
 * "Requirements"). A status or assignee change gives a new data set that differs from the
 * last one in a row or two: those rows' keys are updated and each is moved to its place,
 * instead of preparing and sorting the whole list again. Anything else (rows added or
 * removed, many rows changed) prepares the list again; a new filter or sort selects again
 * from the prepared keys.
 */
import type { Requirement } from './requirement.js';
import type { RequirementFilters, RequirementListKind } from './requirement-filters.js';
import type { SortState } from './requirement-sort.js';
import {
  prepareRequirements,
  reselect,
  selectRequirements,
  withChangedRows,
  type PreparedRequirements,
  type RequirementSelection,
} from './requirement-selection.js';

export interface RequirementListView {
  readonly prepared: PreparedRequirements;
  readonly selection: RequirementSelection;
}

/** Beyond this many changed rows, preparing the list again costs about as much. */
export const MAX_ROWS_CHANGED_IN_PLACE = 64;

/**
 * The rows of `next` that are not the very objects of `previous` at the same place, when
 * both hold the same requirements in the same order and only a few changed; null otherwise.
 */
export const changedRowsOf = (previous: readonly Requirement[], next: readonly Requirement[]): number[] | null => {
  if (previous.length !== next.length) return null;
  const changed: number[] = [];
  for (let i = 0; i < next.length; i += 1) {
    const before = previous[i] as Requirement;
    const after = next[i] as Requirement;
    if (before === after) continue;
    if (before.id !== after.id || before.brandId !== after.brandId) return null;
    changed.push(i);
    if (changed.length > MAX_ROWS_CHANGED_IN_PLACE) return null;
  }
  return changed;
};

const sameFilters = (a: RequirementFilters, b: RequirementFilters): boolean =>
  a === b || (Object.keys(a) as (keyof RequirementFilters)[]).every((key) => a[key] === b[key]);

const sameSort = (a: SortState | null, b: SortState | null): boolean =>
  a === b || (a !== null && b !== null && a.column === b.column && a.direction === b.direction);

/**
 * The list's view of `requirements` for its filters and sort, reusing `previous` (the last
 * view the screen drew, or null) as far as it still holds. The selection's rows are always
 * those selectRows(prepareRequirements(requirements), kind, filters, sort) gives.
 */
export const viewRequirementList = (
  previous: RequirementListView | null,
  requirements: readonly Requirement[],
  kind: RequirementListKind,
  filters: RequirementFilters,
  sort: SortState | null,
): RequirementListView => {
  const fresh = (prepared: PreparedRequirements): RequirementListView => ({
    prepared,
    selection: selectRequirements(prepared, kind, filters, sort),
  });
  if (previous === null) return fresh(prepareRequirements(requirements));
  const last = previous.selection;
  const sameQuery = last.kind === kind && sameFilters(last.filters, filters) && sameSort(last.sort, sort);
  if (previous.prepared.requirements === requirements) return sameQuery ? previous : fresh(previous.prepared);
  const changed = changedRowsOf(previous.prepared.requirements, requirements);
  if (changed === null) return fresh(prepareRequirements(requirements));
  const prepared = withChangedRows(previous.prepared, requirements, changed);
  return sameQuery ? { prepared, selection: reselect(last, prepared, changed) } : fresh(prepared);
};
