import type { Requirement } from './requirement.js';
import type { RequirementListKind } from './requirement-filters.js';
import { rankColumn } from './requirement-list-keys.js';
import { allIndices, collateSpanish, orderByRanks, timeOf } from './requirement-ranks.js';
import type { RequirementColumnKey, SortDirection } from './requirement-column.js';

export type { RequirementColumnKey, SortDirection } from './requirement-column.js';

/** The columns each list shows, in display order (the finished list has no status and no En diseño). */
export const LIST_COLUMN_KEYS: Readonly<Record<RequirementListKind, readonly RequirementColumnKey[]>> = {
  active: ['title', 'brand', 'number', 'createdBy', 'status', 'assignedTo', 'updatedAt', 'createdAt', 'inDesignAt'],
  finished: ['title', 'brand', 'number', 'createdBy', 'assignedTo', 'updatedAt', 'createdAt'],
};

export const isListColumn = (kind: RequirementListKind, column: string): column is RequirementColumnKey =>
  (LIST_COLUMN_KEYS[kind] as readonly string[]).includes(column);

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
      return (a, b) => sign * collateSpanish(a[column] as string, b[column] as string);
  }
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
