import { Box, Button, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { filterRolesByName, sortRolesByName, type Role } from '@estudio/domain/accounts';
import { Messages } from '@estudio/domain/shared';
import {
  ConfirmDialog,
  DataTable,
  FilterBar,
  MultiSelect,
  SearchFilter,
  TextField,
  nextSort,
  type DataTableColumn,
  type TableSort,
  UiTexts,
} from '@estudio/ui';
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useQueryErrorDialog } from '../../shared/query-errors.js';
import { useCreateRole, useDeleteRole, useRoles, useUpdateRolePermissions } from './api/roles.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { KeyGatedScreen } from '../../shared/key-gated-screen.js';
import { TableHeaders } from '../../shared/table-headers.js';
import { RolesTexts } from './roles-texts.js';
import { PERMISSION_OPTIONS } from './permission-labels.js';
import { PermissionGroups } from './permission-groups.js';

const text = RolesTexts;
const catalogue = Messages.rolesAndUsers;

/** Every permission code a role may hold (docs/product.md, "Users and roles"), by its description. */
const CODE_OPTIONS = PERMISSION_OPTIONS;

/**
 * Role management (/roles, ADMIN_ROLES): the roles, searchable and sortable by name, each
 * with its permission codes (saved on every change), delete after confirmation, and the
 * add-role form (a blank name is ignored). Failures show the catalogue message in the error
 * modal and leave the data as it was.
 */
export const RolesScreen = () => (
  <KeyGatedScreen title={ScreenTitles.roles} permission="ADMIN_ROLES">
    <RolesAdministration />
  </KeyGatedScreen>
);

const RolesAdministration = () => {
  const { showError } = useDialogs();
  const formHeading = useId();

  const roles = useRoles();
  const loadError = useQueryErrorDialog(roles.error, catalogue.loadRoles);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort<'name'>>({ column: 'name', direction: 'asc' });
  const [toDelete, setToDelete] = useState<Role | null>(null);
  const [draft, setDraft] = useState<{ name: string; permissions: string[] }>({ name: '', permissions: [] });

  const fail = useCallback((error: unknown, fallback: string) => showError(messageOf(error, fallback)), [showError]);
  const updatePermissions = useUpdateRolePermissions({
    onFailure: (error) => fail(error, catalogue.updatePermissions),
  });
  const deleteRole = useDeleteRole();
  const createRole = useCreateRole();

  const savePermissions = (role: Role, permissions: string[]) =>
    updatePermissions.mutate({ roleId: role.id, permissions });

  const confirmDelete = () => {
    if (toDelete === null) return;
    deleteRole.mutate(toDelete.id, {
      onError: (error) => fail(error, catalogue.deleteRole),
      onSettled: () => setToDelete(null),
    });
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    createRole.mutate(draft, {
      onSuccess: (created) => {
        if (created !== null) setDraft({ name: '', permissions: [] });
      },
      onError: (error) => fail(error, catalogue.addRole),
    });
  };

  const visible = useMemo(
    () => (roles.data === undefined ? [] : sortRolesByName(filterRolesByName(roles.data, search), sort.direction)),
    [roles.data, search, sort],
  );

  const columns: DataTableColumn<Role>[] = [
    { key: 'name', header: TableHeaders.roles.name, cell: (role) => role.name, maxWidth: '14rem' },
    {
      key: 'permissions',
      header: TableHeaders.roles.permissions,
      sortable: false,
      cell: (role) => (
        // The chosen descriptions, grouped, above the select that changes them (cut with an
        // ellipsis instead of widening the table).
        <Stack gap="2" py="1" maxW="40rem" minW={{ base: '0', md: '18rem' }}>
          <PermissionGroups codes={role.permissions} />
          <MultiSelect
            label={text.permissionsOf(role.name)}
            hideLabel
            // No one-click emptying: every change is saved at once.
            clearable={false}
            options={CODE_OPTIONS}
            value={[...role.permissions]}
            onChange={(permissions) => savePermissions(role, permissions)}
          />
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: TableHeaders.roles.actions,
      sortable: false,
      cell: (role) => (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={`${UiTexts.dialogs.confirmDelete} ${role.name}`}
          onClick={() => setToDelete(role)}
        >
          {UiTexts.dialogs.confirmDelete}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Box
        as="form"
        aria-labelledby={formHeading}
        onSubmit={add}
        bg="bg"
        borderWidth="1px"
        borderRadius="card"
        p="4"
        mb="6"
      >
        <Heading as="h2" size="md" id={formHeading} mb="3">
          {text.addRole}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" alignItems="end">
          <TextField
            label={text.newRoleName}
            value={draft.name}
            onChange={(name) => setDraft((current) => ({ ...current, name }))}
            name="roleName"
            autoComplete="off"
          />
          <MultiSelect
            label={text.permissions}
            options={CODE_OPTIONS}
            value={draft.permissions}
            onChange={(permissions) => setDraft((current) => ({ ...current, permissions }))}
          />
        </SimpleGrid>
        <Button type="submit" mt="4" colorPalette="brand" loading={createRole.isPending}>
          {text.addRole}
        </Button>
      </Box>
      <FilterBar label={text.filters}>
        <SearchFilter label={text.search} value={search} onChange={setSearch} width="20rem" />
      </FilterBar>
      <DataTable
        label={text.table}
        columns={columns}
        rows={visible}
        rowKey={(role) => role.id}
        sort={sort}
        onSortChange={(column) => {
          if (column === 'name') setSort((current) => nextSort(current, 'name'));
        }}
        loading={roles.isPending && loadError === null}
        error={loadError}
      />
      <ConfirmDialog
        open={toDelete !== null}
        intent="delete"
        message={toDelete === null ? '' : text.confirmDelete(toDelete.name)}
        busy={deleteRole.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
};
