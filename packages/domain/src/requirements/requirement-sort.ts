import type { Requirement } from './requirement.js';
import type { RequirementListKind } from './requirement-filters.js';

export type RequirementColumnKey =
  'title' | 'brand' | 'number' | 'createdBy' | 'status' | 'assignedTo' | 'updatedAt' | 'createdAt' | 'inDesignAt';

/** The columns each list shows, in display order (the finished list has no status and no En diseño). */
export const LIST_COLUMN_KEYS: Readonly<Record<RequirementListKind, readonly RequirementColumnKey[]>> = {
  active: ['title', 'brand', 'number', 'createdBy', 'status', 'assignedTo', 'updatedAt', 'createdAt', 'inDesignAt'],
  finished: ['title', 'brand', 'number', 'createdBy', 'assignedTo', 'updatedAt', 'createdAt'],
};

export const isListColumn = (kind: RequirementListKind, column: string): column is RequirementColumnKey =>
  (LIST_COLUMN_KEYS[kind] as readonly string[]).includes(column);

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  readonly column: RequirementColumnKey;
  readonly direction: SortDirection;
}

/** The same column flips the direction; a new column starts ascending. */
export const toggleSort = (current: SortState | null, column: RequirementColumnKey): SortState =>
  current !== null && current.column === column
    ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { column, direction: 'asc' };

type ColumnKind = 'text' | 'number' | 'date';

const COLUMN_KINDS: Readonly<Record<RequirementColumnKey, ColumnKind>> = {
  title: 'text',
  brand: 'text',
  number: 'number',
  createdBy: 'text',
  status: 'text',
  assignedTo: 'text',
  updatedAt: 'date',
  createdAt: 'date',
  inDesignAt: 'date',
};

const spanish = new Intl.Collator('es');

/** An unset or unreadable date has no time. */
const timeOf = (value: Date | null): number | null => {
  if (value === null) return null;
  const time = value.getTime();
  return Number.isNaN(time) ? null : time;
};

/**
 * Orders two requirements by one column. Empty dates go last in both directions: a
 * requirement never sent to design is not "earliest" nor "latest".
 */
export const compareBy = (
  column: RequirementColumnKey,
  direction: SortDirection,
): ((a: Requirement, b: Requirement) => number) => {
  const sign = direction === 'asc' ? 1 : -1;
  switch (COLUMN_KINDS[column]) {
    case 'number':
      return (a, b) => sign * ((a[column] as number) - (b[column] as number));
    case 'date':
      return (a, b) => {
        const ta = timeOf(a[column] as Date | null);
        const tb = timeOf(b[column] as Date | null);
        if (ta === null || tb === null) return (ta === null ? 1 : 0) - (tb === null ? 1 : 0);
        return sign * (ta - tb);
      };
    case 'text':
      return (a, b) => sign * spanish.compare(a[column] as string, b[column] as string);
  }
};

/**
 * One column's sort key for every row, computed once: the rank of the row's value among
 * the column's distinct values in ascending compareBy order (values compareBy holds equal
 * share a rank). Ordering rows is then an integer compare, or a counting sort, instead of
 * a collator call per comparison.
 */
export interface ColumnRanks {
  /** Per row, in input order: 0..distinct-1, or EMPTY_RANK for an empty or invalid date. */
  readonly ranks: Int32Array;
  /** How many distinct non-empty keys the column holds. */
  readonly distinct: number;
}

/** The rank of an empty date: last in both directions. */
export const EMPTY_RANK = -1;

/** The distinct values of a text or number column, and which one each row holds. */
export interface ColumnValues {
  /** Per row, in input order: an index into values. */
  readonly ids: Int32Array;
  /** Each value once (as a Map key: -0 is 0), in first-seen order. */
  readonly values: readonly unknown[];
}

/** Fills a ColumnValues row by row: one hash lookup per row. */
export interface ValueCollector extends ColumnValues {
  add(row: number, value: unknown): void;
}

export const collectValues = (count: number): ValueCollector => {
  const idOf = new Map<unknown, number>();
  const values: unknown[] = [];
  const ids = new Int32Array(count);
  return {
    ids,
    values,
    add: (row, value) => {
      let id = idOf.get(value);
      if (id === undefined) {
        id = values.length;
        idOf.set(value, id);
        values.push(value);
      }
      ids[row] = id;
    },
  };
};

/** A date's time for ranking: NaN when it is empty or invalid (timeOf's null). */
export const timeOrNaN = (value: Date | null): number => timeOf(value) ?? Number.NaN;

/** Ranks of distinct keys sorted by `compare` (ties share a rank), spread to the rows. */
const rankDistinct = <T>(ids: Int32Array, keys: readonly T[], compare: (a: T, b: T) => number): ColumnRanks => {
  const order = keys.map((_, id) => id).sort((a, b) => compare(keys[a] as T, keys[b] as T));
  const rankOfId = new Int32Array(keys.length);
  let rank = -1;
  order.forEach((id, i) => {
    if (i === 0 || compare(keys[order[i - 1] as number] as T, keys[id] as T) !== 0) rank += 1;
    rankOfId[id] = rank;
  });
  const ranks = new Int32Array(ids.length);
  for (let i = 0; i < ids.length; i += 1) ranks[i] = rankOfId[ids[i] as number] as number;
  return { ranks, distinct: rank + 1 };
};

const compareNumbers = (a: number, b: number): number => a - b;

/**
 * The ranks of a text or number column from its distinct values. null when compareBy is
 * not a consistent order on them (a number column holding NaN or a non-number, where
 * subtraction gives NaN): the caller then sorts with compareBy itself, as it always did.
 */
export const rankValues = (column: RequirementColumnKey, { ids, values }: ColumnValues): ColumnRanks | null => {
  // Intl.Collator#compare reads its arguments as strings; so does this.
  if (COLUMN_KINDS[column] === 'text') return rankDistinct(ids, values.map(String), spanish.compare);
  if (values.some((n) => typeof n !== 'number' || Number.isNaN(n))) return null;
  return rankDistinct(ids, values as readonly number[], compareNumbers);
};

/**
 * The ranks of a date column from its times (timeOrNaN). Dates have nearly as many
 * distinct values as rows: the times are sorted natively and each row finds its rank by
 * binary search.
 */
export const rankTimes = (times: Float64Array): ColumnRanks => {
  let present = 0;
  for (const time of times) if (!Number.isNaN(time)) present += 1;
  const sorted = new Float64Array(present);
  present = 0;
  for (const time of times) {
    if (!Number.isNaN(time)) {
      sorted[present] = time;
      present += 1;
    }
  }
  sorted.sort();
  let distinct = 0;
  for (const time of sorted) {
    if (distinct === 0 || time !== sorted[distinct - 1]) {
      sorted[distinct] = time;
      distinct += 1;
    }
  }
  const ranks = new Int32Array(times.length);
  for (let i = 0; i < times.length; i += 1) {
    const time = times[i] as number;
    if (Number.isNaN(time)) {
      ranks[i] = EMPTY_RANK;
      continue;
    }
    let low = 0;
    let high = distinct - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((sorted[middle] as number) < time) low = middle + 1;
      else high = middle;
    }
    ranks[i] = low;
  }
  return { ranks, distinct };
};

/** The ranks of any one column over the given rows; null as rankValues says. */
export const rankColumn = (requirements: readonly Requirement[], column: RequirementColumnKey): ColumnRanks | null => {
  if (COLUMN_KINDS[column] === 'date') {
    const times = new Float64Array(requirements.length);
    requirements.forEach((r, i) => {
      times[i] = timeOrNaN(r[column] as Date | null);
    });
    return rankTimes(times);
  }
  const values = collectValues(requirements.length);
  requirements.forEach((r, i) => values.add(i, r[column]));
  return rankValues(column, values);
};

/**
 * The given row indices ordered by their ranks: a stable counting sort, so rows with
 * equal keys keep the order they are given in, and empty dates go last in both
 * directions (as compareBy has it). O(rows + distinct values).
 */
export const orderByRanks = (
  indices: Int32Array,
  { ranks, distinct }: ColumnRanks,
  direction: SortDirection,
): Int32Array => {
  // A row's bucket is its rank (descending: counted from the end); empty dates take the
  // last bucket, `distinct`, in both directions. buckets[i] is that of indices[i].
  const flip = direction === 'desc';
  const buckets = new Int32Array(indices.length);
  // next[b + 1] first counts bucket b; the running sum then makes next[b] the slot of
  // bucket b's next row.
  const next = new Int32Array(distinct + 2);
  for (let i = 0; i < indices.length; i += 1) {
    const rank = ranks[indices[i] as number] as number;
    const bucket = rank === EMPTY_RANK ? distinct : flip ? distinct - 1 - rank : rank;
    buckets[i] = bucket;
    next[bucket + 1] = (next[bucket + 1] as number) + 1;
  }
  for (let b = 1; b < next.length; b += 1) next[b] = (next[b] as number) + (next[b - 1] as number);
  const ordered = new Int32Array(indices.length);
  for (let i = 0; i < indices.length; i += 1) {
    const bucket = buckets[i] as number;
    const slot = next[bucket] as number;
    ordered[slot] = indices[i] as number;
    next[bucket] = slot + 1;
  }
  return ordered;
};

/** Rows 0..count-1. */
export const allIndices = (count: number): Int32Array => {
  const indices = new Int32Array(count);
  for (let i = 0; i < count; i += 1) indices[i] = i;
  return indices;
};

/**
 * A new array; rows that compare equal keep their input order. No sort keeps the input.
 * The same order as sorting with compareBy, with each value's collation computed once.
 */
export const sortRequirements = (requirements: readonly Requirement[], sort: SortState | null): Requirement[] => {
  if (sort === null) return [...requirements];
  const ranks = rankColumn(requirements, sort.column);
  if (ranks === null) return [...requirements].sort(compareBy(sort.column, sort.direction));
  const order = orderByRanks(allIndices(requirements.length), ranks, sort.direction);
  const sorted = new Array<Requirement>(order.length);
  for (let i = 0; i < order.length; i += 1) sorted[i] = requirements[order[i] as number] as Requirement;
  return sorted;
};
