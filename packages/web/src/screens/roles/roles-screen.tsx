import { Box, Button, Heading, SimpleGrid } from '@chakra-ui/react';
import {
  Messages,
  PERMISSION_CODES,
  RoleAdministration,
  can,
  filterRolesByName,
  sortRolesByName,
  type Role,
} from '@estudio/domain';
import {
  ConfirmDialog,
  DataTable,
  FilterBar,
  MultiSelect,
  PageHeader,
  SearchFilter,
  TextField,
  nextSort,
  type DataTableColumn,
  type TableSort,
} from '@estudio/ui';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { messageOf, useDialogs } from '../../app/dialogs.js';
import { useService } from '../../app/services.js';
import { useSession } from '../../app/session.js';

const text = Messages.roles;
const catalogue = Messages.rolesAndUsers;

/** Every permission code a role may hold (spec 000 section 3). */
const CODE_OPTIONS = PERMISSION_CODES.map((code) => ({ value: code, label: code }));

/**
 * Role management (/roles, ADMIN_ROLES): the roles, searchable and sortable by name, each
 * with its permission codes (saved on every change), delete after confirmation, and the
 * add-role form (a blank name is ignored). Failures show the catalogue message in the error
 * modal and leave the data as it was.
 */
export const RolesScreen = () => {
  const { actor } = useSession();
  return (
    <>
      <PageHeader title={Messages.screens.roles} />
      {can(actor, 'ADMIN_ROLES') ? (
        <RolesAdministration />
      ) : (
        <Box role="alert" color="fg.error">
          {Messages.access.forbidden}
        </Box>
      )}
    </>
  );
};

const RolesAdministration = () => {
  const { actor } = useSession();
  const service = useService(RoleAdministration);
  const { showError } = useDialogs();
  const formHeading = useId();

  const [roles, setRoles] = useState<Role[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort<'name'>>({ column: 'name', direction: 'asc' });
  /** Permission changes on their way: shown at once, rolled back on failure. */
  const [pending, setPending] = useState<ReadonlyMap<string, readonly string[]>>(new Map());
  const [toDelete, setToDelete] = useState<Role | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [draft, setDraft] = useState<{ name: string; permissions: string[] }>({ name: '', permissions: [] });
  const [adding, setAdding] = useState(false);

  const fail = useCallback((error: unknown, fallback: string) => showError(messageOf(error, fallback)), [showError]);

  useEffect(() => {
    let current = true;
    service.list(actor).then(
      (loaded) => {
        if (current) setRoles(loaded);
      },
      (error: unknown) => {
        if (!current) return;
        setLoadError(messageOf(error, catalogue.loadRoles));
        fail(error, catalogue.loadRoles);
      },
    );
    return () => {
      current = false;
    };
  }, [service, actor, fail]);

  const savePermissions = async (role: Role, permissions: string[]) => {
    setPending((current) => new Map(current).set(role.id, permissions));
    try {
      await service.updatePermissions(actor, role.id, permissions);
      setRoles((current) => current?.map((r) => (r.id === role.id ? { ...r, permissions } : r)) ?? null);
    } catch (error) {
      fail(error, catalogue.updatePermissions);
    } finally {
      setPending((current) => {
        // A later change of the same role keeps its own pending value.
        if (current.get(role.id) !== permissions) return current;
        const next = new Map(current);
        next.delete(role.id);
        return next;
      });
    }
  };

  const confirmDelete = async () => {
    if (toDelete === null) return;
    setDeleting(true);
    try {
      await service.delete(actor, toDelete.id);
      setRoles((current) => current?.filter((r) => r.id !== toDelete.id) ?? null);
    } catch (error) {
      fail(error, catalogue.deleteRole);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setAdding(true);
    try {
      const created = await service.create(actor, draft);
      if (created !== null) {
        setRoles((current) => [...(current ?? []), created]);
        setDraft({ name: '', permissions: [] });
      }
    } catch (error) {
      fail(error, catalogue.addRole);
    } finally {
      setAdding(false);
    }
  };

  const visible = useMemo(
    () => (roles === null ? [] : sortRolesByName(filterRolesByName(roles, search), sort.direction)),
    [roles, search, sort],
  );

  const columns: DataTableColumn<Role>[] = [
    { key: 'name', header: text.columns.name, cell: (role) => role.name, width: '16rem' },
    {
      key: 'permissions',
      header: text.columns.permissions,
      sortable: false,
      cell: (role) => (
        // A fixed width: the chosen codes are cut with an ellipsis instead of widening the table.
        <Box width={{ base: '16rem', xl: '34rem' }}>
          <MultiSelect
            label={text.permissionsOf(role.name)}
            hideLabel
            // No one-click emptying: every change is saved at once.
            clearable={false}
            options={CODE_OPTIONS}
            value={pending.get(role.id) ?? role.permissions}
            onChange={(permissions) => void savePermissions(role, permissions)}
          />
        </Box>
      ),
    },
    {
      key: 'actions',
      header: text.columns.actions,
      sortable: false,
      width: '8rem',
      cell: (role) => (
        <Button size="xs" variant="outline" colorPalette="red" aria-label={`${Messages.ui.dialogs.confirmDelete} ${role.name}`} onClick={() => setToDelete(role)}>
          {Messages.ui.dialogs.confirmDelete}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Box as="form" aria-labelledby={formHeading} onSubmit={(event: FormEvent) => void add(event)} bg="bg" borderWidth="1px" borderRadius="card" p="4" mb="6">
        <Heading as="h2" size="md" id={formHeading} mb="3">
          {text.addRole}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" alignItems="end">
          <TextField label={text.newRoleName} value={draft.name} onChange={(name) => setDraft((current) => ({ ...current, name }))} name="roleName" autoComplete="off" />
          <MultiSelect
            label={text.permissions}
            options={CODE_OPTIONS}
            value={draft.permissions}
            onChange={(permissions) => setDraft((current) => ({ ...current, permissions }))}
          />
        </SimpleGrid>
        <Button type="submit" mt="4" colorPalette="brand" loading={adding}>
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
        loading={roles === null && loadError === null}
        error={loadError}
      />
      <ConfirmDialog
        open={toDelete !== null}
        intent="delete"
        message={toDelete === null ? '' : text.confirmDelete(toDelete.name)}
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
};
