// The console's lists (requirements, brands, users, roles): click-to-sort headers that
// toggle ascending/descending with a visible arrow and aria-sort, a header row that sticks
// below the page's header, columns that take their content's width (cut with an ellipsis
// past their maxWidth) and can be hidden from a Columnas menu, cards instead of a table on
// phones, page-number buttons with 'Total registros: N', and skeleton, error and empty
// states. The table is controlled: the screen owns sorting and paging (the domain's list
// rules) and passes the rows of the current page.
import { Button, chakra, Flex, HStack, Text, useBreakpointValue } from '@chakra-ui/react';
import { Messages } from '@estudio/domain/shared';
import { useMemo } from 'react';
import { UiTexts } from '../../ui-texts.js';
import { CardView } from './card-view.js';
import { ColumnsMenu, useHiddenColumns } from './column-visibility.js';
import type { DataTableLayout, DataTablePagination, DataTableProps } from './data-table-types.js';
import { EmptyState } from './table-states.js';
import { TableView } from './table-view.js';

export type { DataTableColumn, DataTableLayout, DataTablePagination, DataTableProps } from './data-table-types.js';

/** The visible page buttons: all of them up to 9 pages, else the ends and the current one's neighbours. */
export const visiblePages = (page: number, pageCount: number): (number | 'gap')[] => {
  if (pageCount <= 9) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, 2, page - 1, page, page + 1, pageCount - 1, pageCount]);
  const pages = [...shown].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  return pages.flatMap((p, i) => (i > 0 && p - (pages[i - 1] ?? p) > 1 ? (['gap', p] as const) : [p]));
};

/** Below md (phones) the rows are cards; from md up, a table. */
const useLayout = (layout: DataTableLayout): 'table' | 'cards' => {
  const responsive = useBreakpointValue<'table' | 'cards'>({ base: 'cards', md: 'table' }, { fallback: 'md' });
  return layout === 'auto' ? (responsive ?? 'table') : layout;
};

const Pages = ({ label, pagination }: { readonly label: string; readonly pagination: DataTablePagination }) => (
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
);

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
  emptyHint = UiTexts.table.emptyHint,
  columnsMenu = false,
  layout = 'auto',
  stickyTop = 'var(--estudio-sticky-top, 0px)',
}: DataTableProps<Row>) => {
  const shownLayout = useLayout(layout);
  const { hidden, toggle } = useHiddenColumns(label, columnsMenu);
  // The first column (the row's name or link) always stays.
  const hideable = useMemo(() => columns.filter((column, index) => index > 0 && column.hideable !== false), [columns]);
  const visible = useMemo(
    () => (columnsMenu ? columns.filter((column) => !hidden.includes(column.key)) : columns),
    [columns, hidden, columnsMenu],
  );

  const View = shownLayout === 'cards' ? CardView : TableView;
  const showFooter = !loading && !error && (pagination !== undefined || total !== undefined);

  return (
    <chakra.div minW="0">
      {columnsMenu && hideable.length > 0 ? (
        <Flex justify="flex-end" mb="2">
          <ColumnsMenu table={label} columns={hideable} hidden={hidden} onToggle={toggle} />
        </Flex>
      ) : null}
      <View
        label={label}
        columns={visible}
        rows={rows}
        rowKey={rowKey}
        sort={sort}
        onSortChange={onSortChange}
        loading={loading}
        error={error}
        empty={<EmptyState message={emptyMessage} hint={emptyHint} />}
        stickyTop={stickyTop}
      />
      {showFooter ? (
        <Flex mt="3" gap="3" align="center" justify="space-between" wrap="wrap">
          {total !== undefined ? (
            <Text fontSize="sm" color="fg.muted" data-testid="table-total">
              {Messages.requirements.totalRecords(total)}
            </Text>
          ) : (
            <span />
          )}
          {pagination && pagination.pageCount > 0 ? <Pages label={label} pagination={pagination} /> : null}
        </Flex>
      ) : null}
    </chakra.div>
  );
};
