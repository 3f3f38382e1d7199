import { Messages } from '../messages.js';
import type { Requirement } from './requirement.js';
import type { RequirementListKind } from './requirement-filters.js';

export type RequirementColumnKey =
  | 'title'
  | 'brand'
  | 'number'
  | 'createdBy'
  | 'status'
  | 'assignedTo'
  | 'updatedAt'
  | 'createdAt'
  | 'inDesignAt';

export interface RequirementColumn {
  readonly key: RequirementColumnKey;
  /** The Spanish header. */
  readonly label: string;
}

const labels = Messages.requirements.columns;

/** Requerimientos (spec 000 section 2), in display order. */
export const ACTIVE_COLUMNS: readonly RequirementColumn[] = [
  { key: 'title', label: labels.title },
  { key: 'brand', label: labels.brand },
  { key: 'number', label: labels.numberShort },
  { key: 'createdBy', label: labels.createdBy },
  { key: 'status', label: labels.status },
  { key: 'assignedTo', label: labels.assignedTo },
  { key: 'updatedAt', label: labels.edited },
  { key: 'createdAt', label: labels.createdAt },
  { key: 'inDesignAt', label: labels.inDesignAt },
];

/** Requerimientos Finalizados: no status and no En diseño column. */
export const FINISHED_COLUMNS: readonly RequirementColumn[] = [
  { key: 'title', label: labels.title },
  { key: 'brand', label: labels.brand },
  { key: 'number', label: labels.number },
  { key: 'createdBy', label: labels.createdBy },
  { key: 'assignedTo', label: labels.assignedTo },
  { key: 'updatedAt', label: labels.updated },
  { key: 'createdAt', label: labels.createdAt },
];

export const LIST_COLUMNS: Readonly<Record<RequirementListKind, readonly RequirementColumn[]>> = {
  active: ACTIVE_COLUMNS,
  finished: FINISHED_COLUMNS,
};

export const isListColumn = (kind: RequirementListKind, column: string): column is RequirementColumnKey =>
  LIST_COLUMNS[kind].some((c) => c.key === column);

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

/** A new array; rows that compare equal keep their input order. No sort keeps the input. */
export const sortRequirements = (
  requirements: readonly Requirement[],
  sort: SortState | null,
): Requirement[] =>
  sort === null ? [...requirements] : [...requirements].sort(compareBy(sort.column, sort.direction));
