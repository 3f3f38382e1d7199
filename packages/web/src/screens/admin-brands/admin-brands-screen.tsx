import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import {
  EMPTY_BRAND_FILTER,
  brandStatus,
  brandToggleAction,
  filterBrands,
  isBrandStatusFilter,
  statusAfter,
  type AdminBrandRow,
  type BrandFilter,
} from '@estudio/domain/brands';
import { Messages } from '@estudio/domain/shared';
import {
  Breadcrumb,
  ClearFiltersButton,
  DataTable,
  FilterBar,
  PageHeader,
  SearchFilter,
  SelectFilter,
  StatusBadge,
  type DataTableColumn,
} from '@estudio/ui';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../shared/dialogs.js';
import { useSession } from '../../shared/session.js';
import { useAdminBrands, useSetBrandStatus } from './api/brands.js';
import { BrandAccessPanel } from './brand-access-panel.js';
import { brandEditState } from './brand-edit-state.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { BRAND_STATUS_FILTER_OPTIONS } from '../../shared/filter-options.js';
import { TableHeaders } from '../../shared/table-headers.js';
import { AdminBrandsTexts } from './admin-brands-texts.js';

const text = Messages.brandSettings;

/** docs/product.md, "Brands": on this screen any load or write error replaces the whole screen. */
const BlockingError = ({ message }: { readonly message: string }) => (
  <Box role="alert" bg="bg" borderWidth="1px" borderColor="border.error" borderRadius="card" p="6" color="fg.error">
    <Text fontWeight="medium">{message}</Text>
  </Box>
);

/**
 * Brand settings (/adminbrands): the visible brands with their owner's e-mail, filtered by
 * name or owner and by status; edit (STRATEGY), enable/disable (ADMIN_BRAND_DISABLE) and
 * manage users (ADMIN_BRAND_USERS). The data needs ADMIN_BRANDS.
 */
export const AdminBrandsScreen = () => {
  const { actor } = useSession();
  const navigate = useNavigate();

  const mayLoad = can(actor, 'ADMIN_BRANDS');
  const mayEdit = can(actor, 'STRATEGY');
  const mayToggle = can(actor, 'ADMIN_BRAND_DISABLE');
  const mayManageUsers = can(actor, 'ADMIN_BRAND_USERS');

  const brands = useAdminBrands(mayLoad);
  const setStatus = useSetBrandStatus();
  const [failure, setFailure] = useState<string | null>(null);
  const [filter, setFilter] = useState<BrandFilter>(EMPTY_BRAND_FILTER);
  const [panelBrandId, setPanelBrandId] = useState<string | null>(null);

  const fail = useCallback((error: unknown, fallback: string) => setFailure(messageOf(error, fallback)), []);
  const rows = brands.data ?? null;
  const blockingError = !mayLoad
    ? Messages.access.forbidden
    : (failure ?? (brands.error === null ? null : messageOf(brands.error, text.fetchBrands)));
  const toggling = setStatus.isPending ? (setStatus.variables?.brandId ?? null) : null;

  const toggle = (row: AdminBrandRow) => {
    const action = brandToggleAction(row);
    setStatus.mutate(
      { brandId: row.id, status: statusAfter(action) },
      { onError: (error) => fail(error, action === 'disable' ? text.disableBrand : text.enableBrand) },
    );
  };

  const visible = useMemo(() => (rows === null ? [] : filterBrands(rows, filter)), [rows, filter]);
  const panelBrand = rows?.find((row) => row.id === panelBrandId) ?? null;

  const columns: DataTableColumn<AdminBrandRow>[] = [
    { key: 'brandName', header: TableHeaders.brands.brandName, cell: (row) => row.brandName, maxWidth: '16rem' },
    { key: 'ownerEmail', header: TableHeaders.brands.ownerEmail, cell: (row) => row.ownerEmail, maxWidth: '16rem' },
    {
      key: 'status',
      header: TableHeaders.brands.status,
      cell: (row) => <StatusBadge status={brandStatus(row)} size="sm" />,
    },
    {
      key: 'actions',
      header: TableHeaders.brands.actions,
      cell: (row) => {
        const action = brandToggleAction(row);
        const toggleLabel = action === 'disable' ? AdminBrandsTexts.disable : AdminBrandsTexts.enable;
        return (
          <HStack gap="2" wrap="wrap">
            {mayEdit ? (
              <Button
                size="xs"
                variant="outline"
                colorPalette="brand"
                aria-label={`${AdminBrandsTexts.edit} ${row.brandName}`}
                onClick={() => navigate('/marca', { state: brandEditState(row) })}
              >
                {AdminBrandsTexts.edit}
              </Button>
            ) : null}
            {mayToggle ? (
              <Button
                size="xs"
                variant="outline"
                colorPalette={action === 'disable' ? 'red' : 'green'}
                aria-label={`${toggleLabel} ${row.brandName}`}
                loading={toggling === row.id}
                disabled={toggling !== null}
                onClick={() => toggle(row)}
              >
                {toggleLabel}
              </Button>
            ) : null}
            {mayManageUsers ? (
              <Button
                size="xs"
                variant={panelBrandId === row.id ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-label={`${AdminBrandsTexts.manageUsers} ${row.brandName}`}
                aria-expanded={panelBrandId === row.id}
                onClick={() => setPanelBrandId(row.id)}
              >
                {AdminBrandsTexts.manageUsers}
              </Button>
            ) : null}
          </HStack>
        );
      },
    },
  ];

  if (blockingError !== null) return <BlockingError message={blockingError} />;

  return (
    <>
      <PageHeader
        title={ScreenTitles.adminBrands}
        breadcrumb={<Breadcrumb items={[{ label: ScreenTitles.brandSettings }]} />}
      />
      <FilterBar label={AdminBrandsTexts.brandFilters}>
        <SearchFilter
          label={AdminBrandsTexts.searchPlaceholder}
          placeholder={AdminBrandsTexts.searchPlaceholder}
          value={filter.text}
          onChange={(value) => setFilter((current) => ({ ...current, text: value }))}
          width="20rem"
        />
        <SelectFilter
          label={AdminBrandsTexts.statusFilter}
          value={filter.status}
          options={BRAND_STATUS_FILTER_OPTIONS}
          onChange={(value) => {
            if (isBrandStatusFilter(value)) setFilter((current) => ({ ...current, status: value }));
          }}
        />
        <ClearFiltersButton
          onClick={() => setFilter(EMPTY_BRAND_FILTER)}
          disabled={filter.text === EMPTY_BRAND_FILTER.text && filter.status === EMPTY_BRAND_FILTER.status}
        />
      </FilterBar>
      <DataTable
        label={ScreenTitles.adminBrands}
        columns={columns}
        rows={visible}
        rowKey={(row) => row.id}
        loading={rows === null}
      />
      {mayManageUsers && panelBrand !== null ? (
        <BrandAccessPanel
          key={panelBrand.id}
          brandId={panelBrand.id}
          brandName={panelBrand.brandName}
          onClose={() => setPanelBrandId(null)}
          onFail={fail}
        />
      ) : null}
    </>
  );
};
