// The list as cards (phones, below the md breakpoint): one card per row, its first column
// (the title, usually a link) on top, then each other column as a label and its value, so
// nothing scrolls sideways. With no headers to click, a select above the cards sorts them by
// any sortable column and a button flips the direction (the same onSortChange as the table).
import { Box, Button, chakra, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { Fragment, memo, useId } from 'react';
import type { ReactNode } from 'react';
import { UiTexts } from '../../ui-texts.js';
import type { DataTableColumn, DataTableViewProps } from './data-table-types.js';
import { ErrorState, LoadingStatus, SKELETON_ROWS, SkeletonBar } from './table-states.js';

const Card = ({ children }: { readonly children: ReactNode }) => (
  <chakra.li bg="bg" borderWidth="1px" borderRadius="card" p="4" boxShadow="xs" minW="0">
    {children}
  </chakra.li>
);

interface RowCardProps<Row> {
  readonly row: Row;
  readonly columns: readonly DataTableColumn<Row>[];
}

const RowCardContent = <Row,>({ row, columns }: RowCardProps<Row>) => {
  const [first, ...rest] = columns;
  return (
    <Card>
      {first ? (
        <Box fontWeight="semibold" fontSize="md" mb="3" minW="0" overflowWrap="anywhere">
          {first.cell(row)}
        </Box>
      ) : null}
      <Box
        as="dl"
        display="grid"
        gridTemplateColumns="minmax(5.5rem, max-content) minmax(0, 1fr)"
        columnGap="3"
        rowGap="2"
        fontSize="sm"
        alignItems="center"
        m="0"
      >
        {rest.map((column) => (
          <Fragment key={column.key}>
            <Box as="dt" color="fg.muted" fontSize="xs" fontWeight="medium">
              {column.header}
            </Box>
            <Box
              as="dd"
              m="0"
              minW="0"
              overflowWrap="anywhere"
              fontVariantNumeric={column.compact ? 'tabular-nums' : undefined}
            >
              {column.cell(row)}
            </Box>
          </Fragment>
        ))}
      </Box>
    </Card>
  );
};

const RowCard = memo(RowCardContent) as typeof RowCardContent;

type CardSortProps<Row> = Pick<DataTableViewProps<Row>, 'columns' | 'sort' | 'onSortChange'>;

/** 'Ordenar por' a column, and the direction; shown when the list can be sorted. */
const CardSort = <Row,>({ columns, sort, onSortChange }: CardSortProps<Row>) => {
  const id = useId();
  const sortable = columns.filter((column) => column.sortable !== false);
  if (onSortChange === undefined || sortable.length === 0) return null;
  const current =
    sort !== null && sort !== undefined && sortable.some((column) => column.key === sort.column) ? sort : null;
  return (
    <HStack gap="2" mb="3" wrap="wrap" data-testid="card-sort">
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted" fontWeight="medium">
        {UiTexts.table.sortCards}
      </chakra.label>
      <NativeSelect.Root size="sm" flex="1" minW="8rem" maxW="16rem" colorPalette="brand">
        <NativeSelect.Field
          id={id}
          value={current?.column ?? ''}
          onChange={(event) => {
            const column = event.currentTarget.value;
            if (column !== '') onSortChange(column);
          }}
        >
          {current === null ? <option value="">{UiTexts.table.unsorted}</option> : null}
          {sortable.map((column) => (
            <option key={column.key} value={column.key}>
              {column.header}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {current === null ? null : (
        <Button
          size="sm"
          variant="outline"
          title={UiTexts.table.flipDirection}
          onClick={() => onSortChange(current.column)}
        >
          <span aria-hidden="true">{current.direction === 'asc' ? '↑' : '↓'}</span>
          {UiTexts.table.direction(current.direction)}
        </Button>
      )}
    </HStack>
  );
};

export const CardView = <Row,>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  loading,
  error,
  empty,
}: DataTableViewProps<Row>) => {
  if (error)
    return (
      <Box bg="bg" borderWidth="1px" borderRadius="card" aria-label={label} role="region">
        <ErrorState message={error} />
      </Box>
    );
  if (!loading && rows.length === 0)
    return (
      <Box bg="bg" borderWidth="1px" borderRadius="card" aria-label={label} role="region">
        {empty}
      </Box>
    );
  return (
    <>
      {rows.length > 1 || loading ? <CardSort columns={columns} sort={sort} onSortChange={onSortChange} /> : null}
      <Stack
        as="ul"
        aria-label={UiTexts.table.cards(label)}
        aria-busy={loading || undefined}
        listStyleType="none"
        m="0"
        p="0"
        gap="3"
      >
        {loading
          ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <Card key={`skeleton-${index}`}>
                {index === 0 ? <LoadingStatus /> : null}
                <Stack gap="3">
                  <SkeletonBar row={index} column={0} />
                  {columns.slice(1, 4).map((column, position) => (
                    <SkeletonBar key={column.key} row={index} column={position + 1} />
                  ))}
                </Stack>
              </Card>
            ))
          : rows.map((row) => <RowCard key={rowKey(row)} row={row} columns={columns} />)}
      </Stack>
    </>
  );
};
