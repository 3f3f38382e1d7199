import type { Requirement, RequirementColumnKey, RequirementListKind } from '@estudio/domain/requirements';
import type { DataTableColumn } from '@estudio/ui';

export interface RequirementColumn {
  readonly key: RequirementColumnKey;
  /** The Spanish header. */
  readonly label: string;
}

/** The Spanish headers of the requirement lists' columns. */
export const COLUMN_LABELS = {
  title: 'Tipo de contenido',
  brand: 'Marca',
  numberShort: 'Núm.',
  number: 'Número',
  createdBy: 'Creado por',
  status: 'Estado',
  assignedTo: 'Asignado a',
  edited: 'Editado',
  updated: 'Actualizado',
  createdAt: 'Creado',
  inDesignAt: 'En diseño',
} as const;

const labels = COLUMN_LABELS;

/** Requerimientos, in display order (docs/product.md, "Requirements"). */
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

type Sizing = Pick<DataTableColumn<Requirement>, 'maxWidth' | 'compact' | 'align' | 'cellTitle'>;

/**
 * How wide each column may grow: at 1366 px with the sidebar the nine columns of
 * Requerimientos fit the page without a sideways scroll. Titles, brands and e-mails past
 * their width are cut with an ellipsis and show whole in their tooltip; dates and numbers
 * are small tabular figures.
 */
export const COLUMN_SIZING: Readonly<Record<RequirementColumnKey, Sizing>> = {
  title: { maxWidth: '9rem', cellTitle: (row) => row.title },
  brand: { maxWidth: '6rem' },
  number: { align: 'end', compact: true },
  createdBy: { maxWidth: '6rem' },
  status: {},
  assignedTo: {},
  updatedAt: { compact: true },
  createdAt: { compact: true },
  inDesignAt: { compact: true },
};

/** Finalizados' title also holds the brand review's badge (it has no status column): room for both. */
export const FINISHED_SIZING: Partial<Readonly<Record<RequirementColumnKey, Sizing>>> = {
  title: { ...COLUMN_SIZING.title, maxWidth: '14rem' },
};
