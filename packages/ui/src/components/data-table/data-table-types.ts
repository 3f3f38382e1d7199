// The data table's column and props, shared by its table and card layouts.
import type { Key, ReactNode } from 'react';
import type { TableSort } from './table-sort.js';

export interface DataTableColumn<Row> {
  readonly key: string;
  readonly header: string;
  /** Sortable unless false. */
  readonly sortable?: boolean;
  readonly cell: (row: Row) => ReactNode;
  readonly align?: 'start' | 'end' | 'center';
  readonly width?: string;
  /**
   * The widest the column grows: longer content is cut with an ellipsis and shows whole in
   * its tooltip (the cell's text, or cellTitle).
   */
  readonly maxWidth?: string;
  /** The tooltip of a cut cell whose content is not plain text (a link, a select). */
  readonly cellTitle?: (row: Row) => string;
  /** Small tabular figures that never wrap: dates, numbers. */
  readonly compact?: boolean;
  /** Offered in the Columnas menu unless false; the first column is never hidden. */
  readonly hideable?: boolean;
}

export interface DataTablePagination {
  /** 1-based. */
  readonly page: number;
  readonly pageCount: number;
  readonly onPageChange: (page: number) => void;
}

/** 'auto' shows cards below the md breakpoint (phones) and the table above. */
export type DataTableLayout = 'auto' | 'table' | 'cards';

export interface DataTableProps<Row> {
  /** The table's accessible name (also a caption for screen readers), and its Columnas key. */
  readonly label: string;
  readonly columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page, already filtered and sorted. */
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => Key;
  readonly sort?: TableSort | null;
  /** Called with the clicked column; the caller decides the new sort (see nextSort). */
  readonly onSortChange?: (column: string) => void;
  readonly pagination?: DataTablePagination;
  /** Rows across all pages: shows 'Total registros: N'. */
  readonly total?: number;
  readonly loading?: boolean;
  /** A catalogue message to show instead of the rows. */
  readonly error?: string | null;
  readonly emptyMessage?: string;
  /** The next step under the empty message (what to do to see rows). */
  readonly emptyHint?: ReactNode;
  /** Offer the Columnas menu; the choice is remembered under the table's label. */
  readonly columnsMenu?: boolean;
  readonly layout?: DataTableLayout;
  /**
   * Where the header row sticks: below the page's own sticky header. A CSS length; by
   * default the --estudio-sticky-top variable, else 0.
   */
  readonly stickyTop?: string;
}

/** What both layouts draw from. */
export interface DataTableViewProps<Row> {
  readonly label: string;
  readonly columns: readonly DataTableColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => Key;
  readonly sort?: TableSort | null;
  readonly onSortChange?: (column: string) => void;
  readonly loading: boolean;
  readonly error?: string | null;
  readonly empty: ReactNode;
  readonly stickyTop: string;
}
