/**
 * What the requirement lists filter and sort on, per column, computed once for a data set
 * and then kept up to date row by row (docs/product.md, "Requirements"): a status or
 * assignee change rewrites that row's keys, and a value the column has not held before
 * finds its place among the column's values by one binary search, so nothing is sorted
 * again. Private to the list selection (requirement-selection.ts).
 */
import type { Requirement } from './requirement.js';
import { isFinished } from './requirement-status.js';
import { searchTextOf } from './requirement-filters.js';
import { EMPTY_RANK, collateSpanish, timeOrNaN, type ColumnRanks } from './requirement-ranks.js';
import type { RequirementColumnKey } from './requirement-column.js';

/** The columns the text filters search. */
export type SearchColumn = 'title' | 'brand' | 'number' | 'createdBy';
type ValueColumnKey = 'title' | 'brand' | 'number' | 'createdBy' | 'status' | 'assignedTo';
type DateColumnKey = 'updatedAt' | 'createdAt' | 'inDesignAt';

const VALUE_COLUMNS: readonly ValueColumnKey[] = ['title', 'brand', 'number', 'createdBy', 'status', 'assignedTo'];
const DATE_COLUMNS: readonly DateColumnKey[] = ['updatedAt', 'createdAt', 'inDesignAt'];
const isDateColumn = (column: RequirementColumnKey): column is DateColumnKey =>
  (DATE_COLUMNS as readonly string[]).includes(column);

const SEARCHED: ReadonlySet<ValueColumnKey> = new Set(['title', 'brand', 'number', 'createdBy']);

/**
 * A rank per row, and the key of each rank in ascending order (ties share a rank). An
 * updated copy owns its ranks; keys and rankOfId stay shared with the original until they
 * change, and are then replaced, never changed in place.
 */
interface Ordering<K> {
  readonly ranks: Int32Array;
  keys: readonly K[];
  /** Per distinct value (an id): its rank. */
  rankOfId: readonly number[];
}

/** A text or number column: each distinct value once, and which one each row holds. */
interface ValueColumn {
  /** Per row: an index into values. */
  readonly ids: Int32Array;
  /** Each value once (as a Map key: -0 is 0), in first-seen order. */
  readonly values: unknown[];
  readonly idOf: Map<unknown, number>;
  /** Per value, lower-cased as containsIgnoringCase does (the searched columns), else null. */
  readonly haystacks: string[] | null;
  /** null when compareBy is no consistent order on the values (a number column with NaN). */
  ordering: Ordering<string | number> | null;
}

/** A date column: each row's time (NaN when empty or invalid) and the ranks of the times. */
interface DateColumn {
  readonly times: Float64Array;
  readonly ordering: Ordering<number>;
}

export interface ListKeys {
  /** Per row: 1 for Finalizado (the finished list), 0 for the active list. */
  readonly finished: Uint8Array;
  readonly values: Readonly<Record<ValueColumnKey, ValueColumn>>;
  readonly dates: Readonly<Record<DateColumnKey, DateColumn>>;
}

/** What a text filter searches: per row an index into the lower-cased distinct values. */
export interface SearchKeys {
  readonly ids: Int32Array;
  readonly haystacks: readonly string[];
}

export const searchKeysOf = (keys: ListKeys, column: SearchColumn): SearchKeys => {
  const { ids, haystacks } = keys.values[column];
  return { ids, haystacks: haystacks ?? [] };
};

/** The ranks one column sorts by; null for a column compareBy cannot rank (sorted the old way). */
export const ranksOf = (keys: ListKeys, column: RequirementColumnKey): ColumnRanks | null => {
  const ordering = isDateColumn(column) ? keys.dates[column].ordering : keys.values[column].ordering;
  return ordering === null ? null : { ranks: ordering.ranks, distinct: ordering.keys.length };
};

const compareNumbers = (a: number, b: number): number => a - b;

/** The same reading as containsIgnoringCase: text lower-cased, the number in decimal. */
const haystackOf = (column: ValueColumnKey, value: unknown): string =>
  column === 'number' ? searchTextOf(String(value)) : searchTextOf(value as string | undefined);

/** The column's sort key of a value: Intl.Collator#compare reads text as strings. */
const sortKeyOf = (column: ValueColumnKey, value: unknown): string | number | null =>
  column !== 'number' ? String(value) : typeof value === 'number' && !Number.isNaN(value) ? value : null;

const compareOf = (column: ValueColumnKey) =>
  (column === 'number' ? compareNumbers : collateSpanish) as (a: string | number, b: string | number) => number;

/** Ranks of the distinct values sorted by `compare` (ties share a rank), spread to the rows. */
const rankDistinct = <K>(ids: Int32Array, keys: readonly K[], compare: (a: K, b: K) => number): Ordering<K> => {
  const order = keys.map((_, id) => id).sort((a, b) => compare(keys[a] as K, keys[b] as K));
  const rankOfId: number[] = new Array<number>(keys.length);
  const rankKeys: K[] = [];
  order.forEach((id) => {
    const key = keys[id] as K;
    if (rankKeys.length === 0 || compare(rankKeys[rankKeys.length - 1] as K, key) !== 0) rankKeys.push(key);
    rankOfId[id] = rankKeys.length - 1;
  });
  const ranks = new Int32Array(ids.length);
  for (let i = 0; i < ids.length; i += 1) ranks[i] = rankOfId[ids[i] as number] as number;
  return { ranks, keys: rankKeys, rankOfId };
};

const valueColumn = (column: ValueColumnKey, count: number): ValueColumn => ({
  ids: new Int32Array(count),
  values: [],
  idOf: new Map(),
  haystacks: SEARCHED.has(column) ? [] : null,
  ordering: null,
});

/** The value's id in the column, added (with its haystack) when the column has not held it. */
const idFor = (column: ValueColumnKey, keys: ValueColumn, value: unknown): { id: number; added: boolean } => {
  const known = keys.idOf.get(value);
  if (known !== undefined) return { id: known, added: false };
  const id = keys.values.length;
  keys.idOf.set(value, id);
  keys.values.push(value);
  keys.haystacks?.push(haystackOf(column, value));
  return { id, added: true };
};

const orderValues = (column: ValueColumnKey, keys: ValueColumn): Ordering<string | number> | null => {
  const sortKeys = keys.values.map((value) => sortKeyOf(column, value));
  if (sortKeys.some((key) => key === null)) return null;
  return rankDistinct(keys.ids, sortKeys as (string | number)[], compareOf(column));
};

/** The distinct times ascending; each row finds its rank by binary search. */
const orderTimes = (times: Float64Array): Ordering<number> => {
  const sorted = Float64Array.from(times.filter((time) => !Number.isNaN(time))).sort();
  const keys: number[] = [];
  for (const time of sorted) if (keys.length === 0 || time !== keys[keys.length - 1]) keys.push(time);
  const ranks = new Int32Array(times.length);
  for (let i = 0; i < times.length; i += 1) {
    const time = times[i] as number;
    ranks[i] = Number.isNaN(time) ? EMPTY_RANK : lowerBound(keys, time, compareNumbers);
  }
  return { ranks, keys, rankOfId: [] };
};

/** The first position whose key is not below `key`. */
const lowerBound = <K>(keys: readonly K[], key: K, compare: (a: K, b: K) => number): number => {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(keys[middle] as K, key) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
};

/**
 * The rank of `key`, inserted among the ordering's keys when none compares equal: the rows
 * and values ranked at or above it move up one, which keeps every row's order.
 */
const rankFor = <K>(ordering: Ordering<K>, key: K, compare: (a: K, b: K) => number): number => {
  const { keys, ranks } = ordering;
  const at = lowerBound(keys, key, compare);
  if (at < keys.length && compare(keys[at] as K, key) === 0) return at;
  const inserted = keys.slice();
  inserted.splice(at, 0, key);
  ordering.keys = inserted;
  ordering.rankOfId = ordering.rankOfId.map((rank) => (rank >= at ? rank + 1 : rank));
  for (let i = 0; i < ranks.length; i += 1) if ((ranks[i] as number) >= at) ranks[i] = (ranks[i] as number) + 1;
  return at;
};

/**
 * Computes once what the lists sort and filter on: Spanish collation ranks of the text
 * columns, the order of the numbers and of the dates (empty and invalid dates last), the
 * lower-cased text the filters search and which list each requirement is on.
 */
export const listKeysOf = (requirements: readonly Requirement[]): ListKeys => {
  const count = requirements.length;
  const finished = new Uint8Array(count);
  const values = Object.fromEntries(VALUE_COLUMNS.map((column) => [column, valueColumn(column, count)])) as Record<
    ValueColumnKey,
    ValueColumn
  >;
  const times = Object.fromEntries(DATE_COLUMNS.map((column) => [column, new Float64Array(count)])) as Record<
    DateColumnKey,
    Float64Array
  >;
  // One pass over the requirements: with many rows, reading each object once is most of
  // the cost; the ranking below works on compact arrays and the distinct values.
  for (let i = 0; i < count; i += 1) {
    const r = requirements[i] as Requirement;
    finished[i] = isFinished(r) ? 1 : 0;
    for (const column of VALUE_COLUMNS) values[column].ids[i] = idFor(column, values[column], r[column]).id;
    for (const column of DATE_COLUMNS) times[column][i] = timeOrNaN(r[column]);
  }
  for (const column of VALUE_COLUMNS) values[column].ordering = orderValues(column, values[column]);
  const dates = Object.fromEntries(
    DATE_COLUMNS.map((column) => [column, { times: times[column], ordering: orderTimes(times[column]) }]),
  ) as Record<DateColumnKey, DateColumn>;
  return { finished, values, dates };
};

/** The ranks of any one column over the given rows (and nothing else); null as ranksOf says. */
export const rankColumn = (requirements: readonly Requirement[], column: RequirementColumnKey): ColumnRanks | null => {
  const ordering = isDateColumn(column)
    ? orderTimes(Float64Array.from(requirements, (r) => timeOrNaN(r[column])))
    : (() => {
        const keys = valueColumn(column, requirements.length);
        requirements.forEach((r, i) => {
          keys.ids[i] = idFor(column, keys, r[column]).id;
        });
        return orderValues(column, keys);
      })();
  return ordering === null ? null : { ranks: ordering.ranks, distinct: ordering.keys.length };
};

const copyOrdering = <K>(ordering: Ordering<K>): Ordering<K> => ({ ...ordering, ranks: ordering.ranks.slice() });

const copyValueColumn = (keys: ValueColumn): ValueColumn => ({
  ids: keys.ids.slice(),
  values: [...keys.values],
  idOf: new Map(keys.idOf),
  haystacks: keys.haystacks === null ? null : [...keys.haystacks],
  ordering: keys.ordering === null ? null : copyOrdering(keys.ordering),
});

const setValue = (column: ValueColumnKey, keys: ValueColumn, row: number, value: unknown): void => {
  const { id, added } = idFor(column, keys, value);
  keys.ids[row] = id;
  const { ordering } = keys;
  if (ordering === null) return;
  if (added) {
    const key = sortKeyOf(column, value);
    // A number compareBy cannot order: the column is sorted the old way from now on.
    if (key === null) {
      keys.ordering = null;
      return;
    }
    const rank = rankFor(ordering, key, compareOf(column));
    ordering.rankOfId = [...ordering.rankOfId, rank];
  }
  ordering.ranks[row] = ordering.rankOfId[id] as number;
};

const setTime = (keys: DateColumn, row: number, time: number): void => {
  keys.times[row] = time;
  keys.ordering.ranks[row] = Number.isNaN(time) ? EMPTY_RANK : rankFor(keys.ordering, time, compareNumbers);
};

/**
 * The keys of `requirements`, which differ from those `keys` was made of only at the
 * `changed` rows (same length, same requirement at every other row). Only the columns a
 * changed row holds a new value in are copied and updated; the rest are shared.
 */
export const listKeysWithChanges = (
  keys: ListKeys,
  requirements: readonly Requirement[],
  changed: readonly number[],
): ListKeys => {
  let finished = keys.finished;
  const values: Record<ValueColumnKey, ValueColumn> = { ...keys.values };
  const dates: Record<DateColumnKey, DateColumn> = { ...keys.dates };
  const copied = new Set<string>();
  const writable = <T>(column: string, current: T, copy: (from: T) => T): T => {
    if (copied.has(column)) return current;
    copied.add(column);
    return copy(current);
  };
  for (const row of changed) {
    const r = requirements[row] as Requirement;
    const isDone = isFinished(r) ? 1 : 0;
    if (finished[row] !== isDone) {
      finished = writable('finished', finished, (from) => from.slice());
      finished[row] = isDone;
    }
    for (const column of VALUE_COLUMNS) {
      const current = values[column];
      if (Object.is(current.values[current.ids[row] as number], r[column])) continue;
      values[column] = writable(column, current, copyValueColumn);
      setValue(column, values[column], row, r[column]);
    }
    for (const column of DATE_COLUMNS) {
      const time = timeOrNaN(r[column]);
      const current = dates[column];
      if (Object.is(current.times[row], time)) continue;
      dates[column] = writable(column, current, (from) => ({
        times: from.times.slice(),
        ordering: copyOrdering(from.ordering),
      }));
      setTime(dates[column], row, time);
    }
  }
  return { finished, values, dates };
};
