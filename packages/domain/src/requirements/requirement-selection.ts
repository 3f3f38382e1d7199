/**
 * The requirement lists in stages a screen can memoise (docs/product.md, "Requirements"):
 *
 *   prepareRequirements(requirements)            once per data set
 *   selectRows(prepared, kind, filters, sort)    when the list, a filter or the sort changes
 *   paginate(rows, page)                         when the page changes: no new sort
 *
 * and, when a few rows of the data set change (a status or an assignee), the same stages
 * row by row (requirement-list-view.ts): withChangedRows updates those rows' keys and
 * reselect moves each changed row to its place, without sorting the list again.
 *
 * selectRows gives exactly the rows of filterRequirements then sortRequirements over the
 * list's requirements (the rows selectPage cuts into pages), without a collator call or a
 * lower-casing per row: those are done once by prepareRequirements.
 */
import type { Requirement } from './requirement.js';
import { compileFilters } from './requirement-filters.js';
import type { RequirementFilters, RequirementListKind } from './requirement-filters.js';
import { listKeysOf, listKeysWithChanges, ranksOf, searchKeysOf } from './requirement-list-keys.js';
import type { ListKeys, SearchKeys } from './requirement-list-keys.js';
import { EMPTY_RANK, orderByRanks, type ColumnRanks } from './requirement-ranks.js';
import { compareBy, type SortState } from './requirement-sort.js';

const listKeys = Symbol('requirement list keys');

/**
 * Requirements with every sort key and filter haystack of the lists computed once.
 * Opaque: made by prepareRequirements, read by selectRows. Small beside the requirements:
 * a few integers per requirement and a string per distinct value.
 */
export interface PreparedRequirements {
  /** The requirements it was prepared from, in their order. */
  readonly requirements: readonly Requirement[];
  readonly [listKeys]: ListKeys;
}

/**
 * Computes once what the lists sort and filter on (requirement-list-keys.ts). Call it when
 * the requirements change (a React useMemo on the data), not per filter, sort or page.
 */
export const prepareRequirements = (requirements: readonly Requirement[]): PreparedRequirements => ({
  requirements,
  [listKeys]: listKeysOf(requirements),
});

/**
 * `prepared` for `requirements`, which differ from prepared.requirements only at the
 * `changed` rows (same length, the same requirement at every other row): only those rows'
 * keys are computed. The same keys prepareRequirements(requirements) would give, for selectRows.
 */
export const withChangedRows = (
  prepared: PreparedRequirements,
  requirements: readonly Requirement[],
  changed: readonly number[],
): PreparedRequirements => ({
  requirements,
  [listKeys]: listKeysWithChanges(prepared[listKeys], requirements, changed),
});

/**
 * Per distinct value, whether it contains the needle (null when the filter is blank): for
 * every row at once, each value searched once; for a few rows, only their values.
 */
const matcher = ({ haystacks }: SearchKeys, needle: string, few: boolean): ((id: number) => boolean) | null => {
  if (needle === '') return null;
  if (few) return (id) => (haystacks[id] as string).includes(needle);
  const matches = Uint8Array.from(haystacks, (haystack) => (haystack.includes(needle) ? 1 : 0));
  return (id) => matches[id] === 1;
};

/** Whether row i is on the list and passes the filters: the filters read once. `few`: a few rows will be asked. */
const rowTest = (
  prepared: PreparedRequirements,
  kind: RequirementListKind,
  filters: RequirementFilters,
  few = false,
): ((i: number) => boolean) => {
  const keys = prepared[listKeys];
  const f = compileFilters(filters, kind);
  const searched = (['title', 'brand', 'number', 'createdBy'] as const).flatMap((column) => {
    const search = searchKeysOf(keys, column);
    const matches = matcher(search, f[column], few);
    return matches === null ? [] : [{ ids: search.ids, matches }];
  });
  const { finished } = keys;
  const { requirements } = prepared;
  const inList = kind === 'finished' ? 1 : 0;
  return (i) => {
    if (finished[i] !== inList) return false;
    for (let s = 0; s < searched.length; s += 1) {
      const { ids, matches } = searched[s] as (typeof searched)[number];
      if (!matches(ids[i] as number)) return false;
    }
    const requirement = requirements[i] as Requirement;
    if (f.status !== '' && requirement.status !== f.status) return false;
    return f.assignedTo === '' || requirement.assignedTo === f.assignedTo;
  };
};

/** The requirements at the given indices, in that order (a loop: Array.from with a map is slower). */
const rowsAt = (requirements: readonly Requirement[], indices: Int32Array): Requirement[] => {
  const rows = new Array<Requirement>(indices.length);
  for (let i = 0; i < indices.length; i += 1) rows[i] = requirements[indices[i] as number] as Requirement;
  return rows;
};

const selection = Symbol('requirement selection');

/** The rows one list shows for its filters and sort, and what reselect needs to move one. */
export interface RequirementSelection {
  readonly rows: Requirement[];
  readonly kind: RequirementListKind;
  readonly filters: RequirementFilters;
  readonly sort: SortState | null;
  /** The rows' indices in the prepared requirements, in order; null when sorted the old way (by comparator). */
  readonly [selection]: { readonly indices: Int32Array | null };
}

/**
 * The rows of one list that pass the filters, in the sort's order (rows with equal keys
 * in their loaded order; no sort keeps the loaded order): the same rows, in the same
 * order, as sortRequirements(filterRequirements(the list's requirements, filters, kind),
 * sort).
 */
export const selectRequirements = (
  prepared: PreparedRequirements,
  kind: RequirementListKind,
  filters: RequirementFilters,
  sort: SortState | null,
): RequirementSelection => {
  const { requirements } = prepared;
  const passes = rowTest(prepared, kind, filters);
  const kept = new Int32Array(requirements.length);
  let count = 0;
  for (let i = 0; i < requirements.length; i += 1) {
    if (!passes(i)) continue;
    kept[count] = i;
    count += 1;
  }
  const filtered = kept.subarray(0, count);
  const made = (rows: Requirement[], indices: Int32Array | null): RequirementSelection => ({
    rows,
    kind,
    filters,
    sort,
    [selection]: { indices },
  });
  if (sort === null) return made(rowsAt(requirements, filtered), filtered);
  const ranks = ranksOf(prepared[listKeys], sort.column);
  // A column compareBy cannot rank: sorted the old way, and selected again on any change.
  if (ranks === null) return made(rowsAt(requirements, filtered).sort(compareBy(sort.column, sort.direction)), null);
  const ordered = orderByRanks(filtered, ranks, sort.direction);
  return made(rowsAt(requirements, ordered), ordered);
};

/** A new array; cut it into pages with paginate. */
export const selectRows = (
  prepared: PreparedRequirements,
  kind: RequirementListKind,
  filters: RequirementFilters,
  sort: SortState | null,
): Requirement[] => selectRequirements(prepared, kind, filters, sort).rows;

/** The position a row sorts at: its rank's bucket as orderByRanks has it, then its row index. */
const sortPosition = (ranks: ColumnRanks | null, desc: boolean) => {
  if (ranks === null) return (i: number) => [0, i] as const;
  const { distinct } = ranks;
  return (i: number) => {
    const rank = ranks.ranks[i] as number;
    return [rank === EMPTY_RANK ? distinct : desc ? distinct - 1 - rank : rank, i] as const;
  };
};

/**
 * The selection over `prepared` (withChangedRows of the selection's data at `changed`):
 * the changed rows are taken out and each one that still passes the filters is put back
 * where the sort places it, by binary search. The same rows, in the same order, as
 * selectRequirements(prepared, …) with the selection's list, filters and sort.
 */
export const reselect = (
  previous: RequirementSelection,
  prepared: PreparedRequirements,
  changed: readonly number[],
): RequirementSelection => {
  const { kind, filters, sort } = previous;
  const { indices } = previous[selection];
  const ranks = sort === null ? null : ranksOf(prepared[listKeys], sort.column);
  if (indices === null || (sort !== null && ranks === null)) return selectRequirements(prepared, kind, filters, sort);
  const passes = rowTest(prepared, kind, filters, true);
  const position = sortPosition(ranks, sort?.direction === 'desc');
  const before = (a: readonly [number, number], b: readonly [number, number]) =>
    a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
  // One copy: the rows that did not change, then each changed row that passes put in at
  // its place (found by binary search among the rows already there).
  const moved = new Set(changed);
  const ordered = new Int32Array(indices.length + moved.size);
  let count = 0;
  for (let i = 0; i < indices.length; i += 1) {
    const row = indices[i] as number;
    if (!moved.has(row)) {
      ordered[count] = row;
      count += 1;
    }
  }
  for (const row of moved) {
    if (!passes(row)) continue;
    const at = position(row);
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(position(ordered[middle] as number), at)) low = middle + 1;
      else high = middle;
    }
    ordered.copyWithin(low + 1, low, count);
    ordered[low] = row;
    count += 1;
  }
  const kept = ordered.subarray(0, count);
  return {
    rows: rowsAt(prepared.requirements, kept),
    kind,
    filters,
    sort,
    [selection]: { indices: kept },
  };
};
