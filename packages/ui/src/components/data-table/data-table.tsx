// The console's lists (requirements, brands, users, roles): click-to-sort headers that
// toggle ascending/descending with a visible arrow and aria-sort, page-number buttons
// with 'Total registros: N', and the loading, error and empty states. The table is
// controlled: the screen owns sorting and paging (the domain's list rules) and passes
// the rows of the current page.
import { Box, Button, chakra, Flex, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { Messages } from '@estudio/domain/shared';
import { memo } from 'react';
import type { Key, ReactNode } from 'react';
import { sortableHeaderRecipe } from '../../theme/recipes/sortable-header.js';
import { UiTexts } from '../../ui-texts.js';
import type { TableSort } from './table-sort.js';

export interface DataTableColumn<Row> {
  readonly key: string;
  readonly header: string;
  /** Sortable unless false. */
  readonly sortable?: boolean;
  readonly cell: (row: Row) => ReactNode;
  readonly align?: 'start' | 'end' | 'center';
  readonly width?: string;
}

export interface DataTablePagination {
  /** 1-based. */
  readonly page: number;
  readonly pageCount: number;
  readonly onPageChange: (page: number) => void;
}

export interface DataTableProps<Row> {
  /** The table's accessible name (also a caption for screen readers). */
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
}

const SortButton = chakra('button', sortableHeaderRecipe);

interface DataRowProps<Row> {
  readonly row: Row;
  readonly columns: readonly DataTableColumn<Row>[];
}

const DataRowCells = <Row,>({ row, columns }: DataRowProps<Row>) => (
  <Table.Row>
    {columns.map((column) => (
      <Table.Cell key={column.key} textAlign={column.align}>
        {column.cell(row)}
      </Table.Cell>
    ))}
  </Table.Row>
);

/**
 * A row draws again only when its row value or the columns change: a sort, a page turn or a
 * change to one row leaves the others as they are (a screen keeps `columns` stable with useMemo).
 */
const DataRow = memo(DataRowCells) as typeof DataRowCells;

const ariaSort = (sort: TableSort | null | undefined, column: string) => {
  if (sort?.column !== column) return 'none' as const;
  return sort.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
};

const indicator = (state: 'none' | 'ascending' | 'descending') =>
  state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕';

/** The visible page buttons: all of them up to 9 pages, else the ends and the current one's neighbours. */
export const visiblePages = (page: number, pageCount: number): (number | 'gap')[] => {
  if (pageCount <= 9) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, 2, page - 1, page, page + 1, pageCount - 1, pageCount]);
  const pages = [...shown].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  return pages.flatMap((p, i) => (i > 0 && p - (pages[i - 1] ?? p) > 1 ? (['gap', p] as const) : [p]));
};

export const DataTable = <Row,>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  pagination,
  total,
  loading = false,
  error,
  emptyMessage = UiTexts.table.empty,
}: DataTableProps<Row>) => {
  const message = (content: ReactNode, role?: 'alert' | 'status') => (
    <Table.Row>
      <Table.Cell colSpan={columns.length} py="10" textAlign="center">
        <Box
          role={role}
          color={role === 'alert' ? 'fg.error' : 'fg.muted'}
          display="inline-flex"
          gap="3"
          alignItems="center"
        >
          {content}
        </Box>
      </Table.Cell>
    </Table.Row>
  );

  let body: ReactNode;
  if (error) body = message(error, 'alert');
  else if (loading)
    body = message(
      <>
        <Spinner size="sm" color="brand.solid" />
        <Text>{UiTexts.table.loading}</Text>
      </>,
      'status',
    );
  else if (rows.length === 0) body = message(emptyMessage, 'status');
  else body = rows.map((row) => <DataRow key={rowKey(row)} row={row} columns={columns} />);

  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" borderRadius="card" bg="bg">
        <Table.Root size="sm" aria-busy={loading || undefined} interactive={rows.length > 0 && !loading && !error}>
          <chakra.caption srOnly>{label}</chakra.caption>
          <Table.Header>
            <Table.Row bg="bg.muted">
              {columns.map((column) => {
                const state = ariaSort(sort, column.key);
                const sortable = column.sortable !== false && onSortChange !== undefined;
                return (
                  <Table.ColumnHeader
                    key={column.key}
                    scope="col"
                    aria-sort={sortable ? state : undefined}
                    textAlign={column.align}
                    width={column.width}
                    whiteSpace="nowrap"
                    fontWeight="semibold"
                  >
                    {sortable ? (
                      <SortButton type="button" sorted={state !== 'none'} onClick={() => onSortChange(column.key)}>
                        {column.header}
                        <chakra.span
                          aria-hidden="true"
                          fontSize="2xs"
                          opacity={state === 'none' ? 0.45 : 1}
                          data-sort-indicator={state}
                        >
                          {indicator(state)}
                        </chakra.span>
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>{body}</Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      {!loading && !error && (pagination || total !== undefined) ? (
        <Flex mt="3" gap="3" align="center" justify="space-between" wrap="wrap">
          {total !== undefined ? (
            <Text fontSize="sm" color="fg.muted" data-testid="table-total">
              {Messages.requirements.totalRecords(total)}
            </Text>
          ) : (
            <span />
          )}
          {pagination && pagination.pageCount > 0 ? (
            <chakra.nav aria-label={`${UiTexts.table.pagination}: ${label}`}>
              <HStack as="ul" listStyleType="none" gap="1" m="0" p="0" wrap="wrap">
                {visiblePages(pagination.page, pagination.pageCount).map((page, index) =>
                  page === 'gap' ? (
                    <li key={`gap-${index}`} aria-hidden="true">
                      …
                    </li>
                  ) : (
                    <li key={page}>
                      <Button
                        size="xs"
                        minW="8"
                        colorPalette="brand"
                        variant={page === pagination.page ? 'solid' : 'ghost'}
                        aria-label={UiTexts.table.page(page)}
                        aria-current={page === pagination.page ? 'page' : undefined}
                        onClick={() => pagination.onPageChange(page)}
                      >
                        {page}
                      </Button>
                    </li>
                  ),
                )}
              </HStack>
            </chakra.nav>
          ) : null}
        </Flex>
      ) : null}
    </Box>
  );
};
