// The list as a table (laptops and up): the header row sticks below the page's sticky
// header while the page scrolls; columns take their content's width up to their maxWidth,
// where the text is cut with an ellipsis and shows whole in its tooltip.
import { Box, chakra, Table } from '@chakra-ui/react';
import { memo } from 'react';
import type { ReactNode } from 'react';
import { sortableHeaderRecipe } from '../../theme/recipes/sortable-header.js';
import type { DataTableColumn, DataTableViewProps } from './data-table-types.js';
import { ErrorState, LoadingStatus, SKELETON_ROWS, SkeletonBar } from './table-states.js';
import type { TableSort } from './table-sort.js';

const SortButton = chakra('button', sortableHeaderRecipe);

/** A cell's content, cut to the column's maxWidth with the whole text as its tooltip. */
export const cellContent = <Row,>(column: DataTableColumn<Row>, row: Row): ReactNode => {
  const content = column.cell(row);
  if (column.maxWidth === undefined) return content;
  const plain = typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;
  return (
    <Box maxW={column.maxWidth} truncate title={column.cellTitle?.(row) ?? plain}>
      {content}
    </Box>
  );
};

const compactStyle = { fontSize: 'xs', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

interface DataRowProps<Row> {
  readonly row: Row;
  readonly columns: readonly DataTableColumn<Row>[];
}

const DataRowCells = <Row,>({ row, columns }: DataRowProps<Row>) => (
  <Table.Row>
    {columns.map((column) => (
      <Table.Cell
        key={column.key}
        textAlign={column.align}
        px="1.5"
        py="2"
        verticalAlign="middle"
        {...(column.compact ? compactStyle : {})}
      >
        {cellContent(column, row)}
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

export const TableView = <Row,>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  loading,
  error,
  empty,
  stickyTop,
}: DataTableViewProps<Row>) => {
  const wholeRow = (content: ReactNode) => (
    <Table.Row>
      <Table.Cell colSpan={columns.length} p="0">
        {content}
      </Table.Cell>
    </Table.Row>
  );

  let body: ReactNode;
  if (error) body = wholeRow(<ErrorState message={error} />);
  else if (loading)
    body = Array.from({ length: SKELETON_ROWS }, (_, index) => (
      <Table.Row key={`skeleton-${index}`}>
        {columns.map((column, position) => (
          <Table.Cell key={column.key} px="1.5" py="3">
            {index === 0 && position === 0 ? <LoadingStatus /> : null}
            <SkeletonBar row={index} column={position} />
          </Table.Cell>
        ))}
      </Table.Row>
    ));
  else if (rows.length === 0) body = wholeRow(empty);
  else body = rows.map((row) => <DataRow key={rowKey(row)} row={row} columns={columns} />);

  return (
    <Box
      borderWidth="1px"
      borderRadius="card"
      bg="bg"
      // Laptops and up: no scroll box, so the header sticks to the page. Between phone and
      // laptop a wide table may still scroll sideways inside its frame.
      overflowX={{ base: 'auto', lg: 'visible' }}
    >
      <Table.Root
        size="sm"
        width="100%"
        aria-busy={loading || undefined}
        interactive={rows.length > 0 && !loading && !error}
        css={{
          '& thead th:first-of-type': { borderTopStartRadius: 'card' },
          '& thead th:last-of-type': { borderTopEndRadius: 'card' },
          '& tbody tr:last-of-type td': { borderBottomWidth: '0' },
          // A little more room at the table's edges than between its columns.
          '& tr > :first-of-type': { ps: '3' },
          '& tr > :last-of-type': { pe: '3' },
        }}
      >
        <chakra.caption srOnly>{label}</chakra.caption>
        <Table.Header>
          <Table.Row>
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
                  fontSize="xs"
                  color="fg.muted"
                  px="1.5"
                  py="2.5"
                  bg="bg.muted"
                  position="sticky"
                  top={stickyTop}
                  zIndex="1"
                  boxShadow="inset 0 -1px 0 var(--chakra-colors-border)"
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
    </Box>
  );
};
