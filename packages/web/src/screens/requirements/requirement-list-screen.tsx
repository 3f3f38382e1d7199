import { Button, HStack, Link, Text, chakra } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import {
  EMPTY_FILTERS,
  FILTER_KEYS,
  REQUIREMENT_STATUSES,
  UNASSIGNED,
  isListColumn,
  isRequirementStatus,
  requirementReviewStatus,
} from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import type { AssignableUser } from '@estudio/domain/accounts';
import type { Requirement, RequirementColumnKey, RequirementFilterKey } from '@estudio/domain/requirements';
import {
  Breadcrumb,
  ClearFiltersButton,
  DataTable,
  FilterBar,
  NewCountBadge,
  PageHeader,
  SearchFilter,
  SelectFilter,
  TablePersonCell,
  TableStatusCell,
  formatDate,
} from '@estudio/ui';
import { GuardStatusBadge, ReviewBadge, type DataTableColumn } from '@estudio/ui';
import { Suspense, useEffect, useMemo, useReducer } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useActiveBrand } from '../../shared/active-brand.js';
import { useSession } from '../../shared/session.js';
import { useNewCommentCounts } from '../../shared/comments/comment-counts.js';
import { guardStatus, newCountKey, threadKey } from '@estudio/domain/content';
import { lazyComponent } from '../../shared/lazy-component.js';
import type { FilterOption } from '../../shared/filter-options.js';
import { STATUS_FILTER_OPTIONS, assigneeFilterOptions } from './filter-options.js';
import { initialListState, listReducer } from './list-state.js';
import { COLUMN_SIZING, FINISHED_SIZING, LIST_COLUMNS } from './requirement-columns.js';
import type { RequirementListConfig } from './requirement-list-config.js';
import { requirementDetailRoute } from './requirement-route.js';
import { rowKeyOf, useRequirementList } from './use-requirement-list.js';
import type { RequirementListData } from './use-requirement-list.js';
import { RequirementsTexts } from './requirements-texts.js';

const STATUS_OPTIONS: readonly FilterOption[] = REQUIREMENT_STATUSES.map((status) => ({
  value: status,
  label: status,
}));

/** The detail of a requirement of no content kind (/requirements/{id}): a chunk of its own, fetched when such a route opens. */
const RequirementThread = lazyComponent(() => import('./requirement-thread.js'), 'RequirementThread');

/** Por asignar and every assignable user; a current assignee no longer assignable stays shown. */
const assigneeOptions = (users: readonly AssignableUser[], current: string): FilterOption[] => {
  const options = [
    { value: UNASSIGNED, label: UNASSIGNED },
    ...users.map((user) => ({ value: user.email, label: user.label })),
  ];
  return options.some((option) => option.value === current)
    ? options
    : [...options, { value: current, label: current }];
};

/** The accessible name of a row's select: the column, then which requirement of which brand. */
const cellLabel = (column: string, row: Requirement): string => `${column}: ${row.title} (${row.brand})`;

const isTextFilter = (key: RequirementFilterKey): key is 'title' | 'brand' | 'number' | 'createdBy' =>
  key !== 'status' && key !== 'assignedTo';

/**
 * The spec's title as the h1, under the menu item that leads here ('Parrilla', 'Personalizado'). A
 * reviewer (docs/product.md, "Approval"), who has no Marca menu, reaches the selected brand's guide from here
 * when the brand requires approval.
 */
const ListHeader = ({ config }: { readonly config: RequirementListConfig }) => {
  const { actor } = useSession();
  const { activeBrand } = useActiveBrand();
  const reviewsGuide =
    activeBrand?.requiresApproval === true && can(actor, 'APPROVE_CONTENT') && can(actor, 'VIEW_BLUEPRINT');
  return (
    <PageHeader
      title={config.title}
      breadcrumb={<Breadcrumb items={[{ label: config.menuLabel }, { label: config.title }]} />}
      actions={
        reviewsGuide ? (
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={`/blueprint?brandId=${encodeURIComponent(activeBrand.id)}`}>
              {RequirementsTexts.reviewGuide}
            </RouterLink>
          </Button>
        ) : undefined
      }
    />
  );
};

/** The screen of both requirement lists; the configuration says which (docs/product.md, "Requirements"). */
export const RequirementListScreen = ({ config }: { readonly config: RequirementListConfig }) => {
  const { actor } = useSession();
  if (!can(actor, 'VIEW_REQUIREMENTS')) {
    return (
      <>
        <ListHeader config={config} />
        <Text role="status" color="fg.muted">
          {Messages.requirements.noPermission}
        </Text>
      </>
    );
  }
  return <RequirementList config={config} />;
};

const RequirementList = ({ config }: { readonly config: RequirementListConfig }) => {
  const { actor } = useSession();
  const { id: detailId } = useParams();
  const [state, dispatch] = useReducer(listReducer, config.kind, initialListState);
  const data = useRequirementList(config, state);
  const { assignableUsers, saving, changeStatus, changeAssignee, page } = data;
  // Comments new for the reader on the rows shown (docs/product.md, "Comments").
  const newCounts = useNewCommentCounts(
    page.rows.map((row) => row.brandId),
    'requirement',
  );

  // Rows leaving the list (a requirement moved to Finalizado) can shorten it: follow the
  // page the table shows, so a rollback does not jump to another page.
  useEffect(() => {
    if (!data.loading && page.page !== state.page) dispatch({ type: 'setPage', page: page.page });
  }, [data.loading, page.page, state.page]);

  const { brands } = useActiveBrand();
  // The brands whose pieces need the client's approval: their rows show the review state.
  const approvalBrands = useMemo(
    () => new Set(brands.filter((brand) => brand.requiresApproval === true).map((brand) => brand.id)),
    [brands],
  );
  const columns = useMemo(
    () =>
      LIST_COLUMNS[config.kind].map((column): DataTableColumn<Requirement> => ({
        key: column.key,
        header: column.label,
        ...COLUMN_SIZING[column.key],
        ...(config.kind === 'finished' ? FINISHED_SIZING[column.key] : {}),
        cell: cellRenderer(column.key, column.label, {
          assignableUsers,
          saving,
          changeStatus,
          changeAssignee,
          canOpen: can(actor, config.linkKey),
          canChangeStatus: can(actor, 'STATUS_REQUIREMENTS'),
          canAssign: can(actor, 'ASSIGN_REQUIREMENTS'),
          approvalBrands,
          newCounts,
          // Finalizados has no status column: the brand review's badge goes with the title.
          guardWithTitle: config.kind === 'finished',
        }),
      })),
    // Stable while only filters, sort or page change, so the table redraws no unchanged row.
    [config, actor, assignableUsers, saving, changeStatus, changeAssignee, approvalBrands, newCounts],
  );

  const labelOf = (key: RequirementFilterKey): string =>
    LIST_COLUMNS[config.kind].find((column) => column.key === key)?.label ?? key;
  const setText = (key: 'title' | 'brand' | 'number' | 'createdBy', value: string) =>
    dispatch({ type: 'setFilter', key, value });
  const filtered = (Object.keys(EMPTY_FILTERS) as RequirementFilterKey[]).some(
    (key) => state.filters[key] !== EMPTY_FILTERS[key],
  );

  const filterControl = (key: RequirementFilterKey): ReactNode => {
    if (isTextFilter(key)) {
      return (
        <SearchFilter
          key={key}
          label={labelOf(key)}
          showLabel
          value={state.filters[key]}
          onChange={(value) => setText(key, value)}
        />
      );
    }
    if (key === 'status') {
      return (
        <SelectFilter
          key={key}
          label={labelOf(key)}
          showLabel
          value={state.filters.status}
          options={STATUS_FILTER_OPTIONS}
          onChange={(value) => {
            if (value === '' || isRequirementStatus(value)) dispatch({ type: 'setFilter', key: 'status', value });
          }}
        />
      );
    }
    return (
      <SelectFilter
        key={key}
        label={labelOf(key)}
        showLabel
        value={state.filters.assignedTo}
        options={assigneeFilterOptions(assignableUsers)}
        onChange={(value) => dispatch({ type: 'setFilter', key: 'assignedTo', value })}
      />
    );
  };

  return (
    <>
      <ListHeader config={config} />
      {detailId === undefined ? null : (
        <Suspense fallback={null}>
          <RequirementThread rows={data.loaded} />
        </Suspense>
      )}
      <FilterBar>
        {FILTER_KEYS[config.kind].map(filterControl)}
        <ClearFiltersButton onClick={() => dispatch({ type: 'clearFilters' })} disabled={!filtered} />
      </FilterBar>
      {data.note === null ? null : (
        <Text
          role="status"
          data-testid="list-note"
          data-kind={data.note.kind}
          fontSize="sm"
          mb="2"
          color={data.note.kind === 'error' ? 'fg.error' : 'fg.muted'}
        >
          {data.note.text}
        </Text>
      )}
      <DataTable
        label={config.title}
        columns={columns}
        rows={page.rows}
        rowKey={rowKeyOf}
        sort={state.sort}
        onSortChange={(column) => {
          if (isListColumn(config.kind, column)) dispatch({ type: 'toggleSort', column });
        }}
        pagination={{
          page: page.page,
          pageCount: page.pageCount,
          onPageChange: (next) => dispatch({ type: 'setPage', page: next }),
        }}
        total={page.total}
        loading={data.loading}
        error={data.loadError}
        emptyMessage={config.emptyMessage}
        emptyHint={filtered ? RequirementsTexts.emptyFiltered : config.emptyHint}
        columnsMenu
      />
    </>
  );
};

interface CellContext extends Pick<
  RequirementListData,
  'assignableUsers' | 'saving' | 'changeStatus' | 'changeAssignee'
> {
  readonly canOpen: boolean;
  readonly canChangeStatus: boolean;
  readonly canAssign: boolean;
  /** The brands that require approval (docs/product.md, "Approval"). */
  readonly approvalBrands: ReadonlySet<string>;
  /** Comments new for the reader, by newCountKey. */
  readonly newCounts: ReadonlyMap<string, number>;
  /** The brand review's badge (docs/product.md, "Revisión de marca") before the title, not beside the status. */
  readonly guardWithTitle: boolean;
}

/** Whether the item passes the brand review; nothing for one never reviewed. */
const GuardBadge = ({ row }: { readonly row: Requirement }) => {
  const { status } = guardStatus(row);
  return status === 'sin-revisar' ? null : (
    <chakra.span me="1.5">
      <GuardStatusBadge status={status} />
    </chakra.span>
  );
};

/** How one column draws a requirement. */
const cellRenderer = (
  key: RequirementColumnKey,
  label: string,
  {
    assignableUsers,
    saving,
    changeStatus,
    changeAssignee,
    canOpen,
    canChangeStatus,
    canAssign,
    approvalBrands,
    newCounts,
    guardWithTitle,
  }: CellContext,
): ((row: Requirement) => ReactNode) => {
  switch (key) {
    case 'title':
      return (row) => {
        const badge = (
          <NewCountBadge
            count={newCounts.get(newCountKey(row.brandId, threadKey({ kind: 'requirement', id: row.id }))) ?? 0}
          />
        );
        const guard = guardWithTitle ? <GuardBadge row={row} /> : null;
        if (!canOpen) {
          return (
            <>
              {guard}
              {row.title}
              {badge}
            </>
          );
        }
        const route = requirementDetailRoute(row);
        return (
          <>
            {guard}
            {/* Inline, so that a title past the column's width is cut with an ellipsis, not hidden whole. */}
            <Link asChild colorPalette="brand" fontWeight="medium" display="inline">
              <RouterLink to={route.path} state={route.state}>
                {row.title}
              </RouterLink>
            </Link>
            {badge}
          </>
        );
      };
    case 'status':
      return (row) => {
        const cell = (
          <TableStatusCell
            label={cellLabel(label, row)}
            value={row.status}
            options={STATUS_OPTIONS}
            editable={canChangeStatus}
            pending={saving.has(rowKeyOf(row))}
            onChange={(value) => {
              if (isRequirementStatus(value) && value !== row.status) changeStatus(row, value);
            }}
          />
        );
        // The client's review and the brand review beside the status, never instead of it: the
        // three are separate.
        const reviewed = approvalBrands.has(row.brandId) || row.review !== null;
        const guard = guardStatus(row).status;
        return reviewed || guard !== 'sin-revisar' ? (
          <HStack gap="2" wrap="wrap">
            {cell}
            {reviewed ? <ReviewBadge status={requirementReviewStatus(row)} size="sm" /> : null}
            <GuardStatusBadge status={guard} />
          </HStack>
        ) : (
          cell
        );
      };
    case 'assignedTo':
      return (row) => (
        <TablePersonCell
          label={cellLabel(label, row)}
          value={row.assignedTo}
          emptyValue={UNASSIGNED}
          options={assigneeOptions(assignableUsers, row.assignedTo)}
          editable={canAssign}
          pending={saving.has(rowKeyOf(row))}
          onChange={(value) => {
            if (value !== row.assignedTo) changeAssignee(row, value);
          }}
        />
      );
    case 'updatedAt':
    case 'createdAt':
    case 'inDesignAt':
      return (row) => formatDate(row[key]);
    case 'number':
      return (row) => row.number;
    case 'brand':
    case 'createdBy':
      return (row) => row[key];
  }
};
