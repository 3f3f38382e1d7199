// Column sorting of the data table, independent of what the rows are. Screens with a
// domain sort of their own (the requirement lists) pass their state in; these helpers
// serve the rest and the stories.

export type TableSortDirection = 'asc' | 'desc';

export interface TableSort<K extends string = string> {
  readonly column: K;
  readonly direction: TableSortDirection;
}

/** Clicking the sorted column flips its direction; another column starts ascending. */
export const nextSort = <K extends string>(current: TableSort<K> | null, column: K): TableSort<K> =>
  current !== null && current.column === column
    ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { column, direction: 'asc' };

export type SortValue = string | number | Date | null | undefined;

const spanish = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Empty values go last whichever the direction; texts compare in Spanish order. */
export const compareSortValues = (a: SortValue, b: SortValue, direction: TableSortDirection): number => {
  const empty = (v: SortValue) =>
    v === null || v === undefined || v === '' || (v instanceof Date && Number.isNaN(v.getTime()));
  if (empty(a) || empty(b)) return (empty(a) ? 1 : 0) - (empty(b) ? 1 : 0);
  const sign = direction === 'asc' ? 1 : -1;
  if (a instanceof Date && b instanceof Date) return sign * (a.getTime() - b.getTime());
  if (typeof a === 'number' && typeof b === 'number') return sign * (a - b);
  return sign * spanish.compare(String(a), String(b));
};

/** A sorted copy; equal rows keep their order. No sort returns the rows as they are. */
export const sortRows = <Row, K extends string>(
  rows: readonly Row[],
  sort: TableSort<K> | null,
  valueOf: (row: Row, column: K) => SortValue,
): Row[] =>
  sort === null
    ? [...rows]
    : [...rows].sort((a, b) => compareSortValues(valueOf(a, sort.column), valueOf(b, sort.column), sort.direction));
