import type { SortDirection } from './requirement-column.js';

/**
 * Sort keys as integers (docs/product.md, "Requirements"): a column's rank per row, and
 * ordering rows by those ranks with a counting sort instead of a collator call per
 * comparison. Shared by requirement-sort.ts and the list keys (requirement-list-keys.ts).
 */

/** Spanish collation, as the text columns sort. */
export const collateSpanish = new Intl.Collator('es').compare;

/** An unset or unreadable date has no time. */
export const timeOf = (value: Date | null): number | null => {
  if (value === null) return null;
  const time = value.getTime();
  return Number.isNaN(time) ? null : time;
};

/** A date's time for ranking: NaN when it is empty or invalid (timeOf's null). */
export const timeOrNaN = (value: Date | null): number => timeOf(value) ?? Number.NaN;

/**
 * One column's sort key for every row, computed once: the rank of the row's value among
 * the column's distinct values in ascending compareBy order (values compareBy holds equal
 * share a rank). Ranks may skip numbers (a value no row holds any more keeps its rank).
 */
export interface ColumnRanks {
  /** Per row, in input order: 0..distinct-1, or EMPTY_RANK for an empty or invalid date. */
  readonly ranks: Int32Array;
  /** One more than the highest rank. */
  readonly distinct: number;
}

/** The rank of an empty date: last in both directions. */
export const EMPTY_RANK = -1;

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
