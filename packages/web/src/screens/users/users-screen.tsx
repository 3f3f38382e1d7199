import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import {
  displayName,
  filterUsers,
  fullName,
  sortUsers,
  toggleUserSort,
  userToggleAction,
  type CreatedUser,
  type NewUserInput,
  type User,
  type UserEditInput,
  type UserFilter,
  type UserSort,
  type UserSortField,
} from '@estudio/domain/accounts';
import { Messages } from '@estudio/domain/shared';
import {
  ConfirmDialog,
  DataTable,
  FilterBar,
  SearchFilter,
  SelectFilter,
  StatusBadge,
  PersonAvatar,
  TableSelectCell,
  TextField,
  TruncatedText,
  formatDate,
  initialsOf,
  type DataTableColumn,
  UiTexts,
} from '@estudio/ui';
import { useCallback, useMemo, useState } from 'react';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useQueryErrorDialog } from '../../shared/query-errors.js';
import { useSession } from '../../shared/session.js';
import { AddUserForm } from './add-user-form.js';
import { NewUserPasswordLink } from './new-user-password-link.js';
import { useChangeUserRole, usePendingRoleChanges } from './api/change-user-role.js';
import { useUserRoles, useUsers } from './api/get-users.js';
import { useCreateUser, useSetUserStatus, useUpdateUser } from './api/user-actions.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { KeyGatedScreen } from '../../shared/key-gated-screen.js';
import { roleFilterOptions } from '../../shared/filter-options.js';
import { TableHeaders } from '../../shared/table-headers.js';
import { UsersTexts } from './users-texts.js';

const text = UsersTexts;
const catalogue = Messages.rolesAndUsers;

const SORTABLE: readonly string[] = ['name', 'email', 'createdAt'] satisfies UserSortField[];
const isSortField = (column: string): column is UserSortField => SORTABLE.includes(column);

interface Edit extends UserEditInput {
  readonly uid: string;
}

/**
 * User management (/users, ADMIN_USERS): every user, searchable by name or e-mail and by
 * role, sortable by name, e-mail and creation date; inline edit of the names and e-mail, role
 * change and disable/enable through the endpoints, and the add-user form. Failures show
 * the catalogue message in the error modal and leave the data as it was.
 */
export const UsersScreen = () => (
  <KeyGatedScreen title={ScreenTitles.users} permission="ADMIN_USERS">
    <UsersAdministration />
  </KeyGatedScreen>
);

const UsersAdministration = () => {
  const { actor } = useSession();
  const { showError } = useDialogs();

  const users = useUsers();
  const roles = useUserRoles();
  const loadError = useQueryErrorDialog(users.error, catalogue.loadUsers);
  useQueryErrorDialog(roles.error, catalogue.loadRoles);
  const updateUser = useUpdateUser();
  const setUserStatus = useSetUserStatus();
  const createUser = useCreateUser();

  const [filter, setFilter] = useState<UserFilter>({ text: '', role: '' });
  const [sort, setSort] = useState<UserSort>({ field: 'name', direction: 'asc' });
  const [edit, setEdit] = useState<Edit | null>(null);
  const [toDisable, setToDisable] = useState<User | null>(null);
  const [created, setCreated] = useState<CreatedUser | null>(null);

  const fail = useCallback((error: unknown, fallback: string) => showError(messageOf(error, fallback)), [showError]);
  const changeRoleMutation = useChangeUserRole({ onFailure: (error) => fail(error, catalogue.updateRole) });
  const pendingRoles = usePendingRoleChanges();
  const savingEdit = updateUser.isPending;
  const statusBusy = setUserStatus.isPending ? (setUserStatus.variables?.uid ?? null) : null;

  const saveEdit = () => {
    if (edit === null) return;
    updateUser.mutate(edit, {
      onSuccess: () => setEdit(null),
      onError: (error) => fail(error, catalogue.saveUserEdit),
    });
  };

  const changeRole = (user: User, roleId: string) => {
    if (roleId === user.role) return;
    changeRoleMutation.mutate({ uid: user.uid, roleId });
  };

  const setStatus = (user: User, action: 'disable' | 'enable') => {
    setUserStatus.mutate(
      { uid: user.uid, action },
      {
        onError: (error) => fail(error, action === 'disable' ? catalogue.disableUser : catalogue.enableUser),
        onSettled: () => setToDisable(null),
      },
    );
  };

  const addUser = async (input: NewUserInput): Promise<boolean> => {
    try {
      const result = await createUser.mutateAsync(input);
      if (result === null) return false;
      setCreated(result);
      return true;
    } catch (error) {
      fail(error, catalogue.addUser);
      return false;
    }
  };

  const roleList = useMemo(() => roles.data ?? [], [roles.data]);
  const roleOptions = useMemo(() => roleList.map((role) => ({ value: role.id, label: role.name })), [roleList]);
  const visible = useMemo(
    () => (users.data === undefined ? [] : sortUsers(filterUsers(users.data, filter), sort)),
    [users.data, filter, sort],
  );

  const editField = (field: keyof UserEditInput, label: string, type: 'text' | 'email' = 'text') =>
    edit === null ? null : (
      <TextField
        label={label}
        hideLabel
        size="sm"
        type={type}
        value={edit[field]}
        onChange={(value) => setEdit((current) => (current === null ? null : { ...current, [field]: value }))}
      />
    );

  const columns: DataTableColumn<User>[] = [
    {
      key: 'name',
      header: TableHeaders.users.name,
      cell: (user) =>
        edit?.uid === user.uid ? (
          <Stack gap="1" minW="40">
            {editField('firstName', text.firstName)}
            {editField('lastName', text.lastName)}
          </Stack>
        ) : (
          <HStack gap="2" minW="0">
            <PersonAvatar name={initialsOf(displayName(user))} />
            <TruncatedText maxWidth="13rem">{fullName(user)}</TruncatedText>
          </HStack>
        ),
    },
    {
      key: 'email',
      header: TableHeaders.users.email,
      cell: (user) =>
        edit?.uid === user.uid ? (
          <Box minW="48">{editField('email', text.email, 'email')}</Box>
        ) : (
          <TruncatedText maxWidth="15rem">{user.email}</TruncatedText>
        ),
    },
    {
      key: 'role',
      header: TableHeaders.users.role,
      sortable: false,
      cell: (user) => {
        const value = user.role;
        const options = roleOptions.some((option) => option.value === value)
          ? roleOptions
          : [...roleOptions, { value, label: value, disabled: true }];
        return (
          <TableSelectCell
            label={text.roleOf(displayName(user))}
            value={value}
            options={options}
            // Nobody changes their own role (the endpoint refuses it too).
            editable={user.uid !== actor.uid}
            pending={pendingRoles.has(user.uid)}
            onChange={(roleId) => changeRole(user, roleId)}
          />
        );
      },
    },
    {
      key: 'status',
      header: TableHeaders.users.status,
      sortable: false,
      cell: (user) => (
        <StatusBadge size="sm" status={user.status} label={user.status === 'active' ? text.active : text.disabled} />
      ),
    },
    {
      key: 'createdAt',
      header: TableHeaders.users.createdAt,
      compact: true,
      cell: (user) => formatDate(user.createdAt),
    },
    {
      key: 'actions',
      header: TableHeaders.users.actions,
      sortable: false,
      cell: (user) => {
        const name = displayName(user);
        if (edit?.uid === user.uid) {
          return (
            <HStack gap="2" wrap="wrap">
              <Button
                size="xs"
                colorPalette="brand"
                loading={savingEdit}
                aria-label={`${text.save} ${name}`}
                onClick={saveEdit}
              >
                {text.save}
              </Button>
              <Button
                size="xs"
                variant="outline"
                disabled={savingEdit}
                aria-label={`${UiTexts.dialogs.cancel} ${name}`}
                onClick={() => setEdit(null)}
              >
                {UiTexts.dialogs.cancel}
              </Button>
            </HStack>
          );
        }
        const action = userToggleAction(user);
        const statusLabel = action === 'disable' ? text.disable : text.enable;
        return (
          <HStack gap="2" wrap="wrap">
            <Button
              size="xs"
              variant="outline"
              colorPalette="brand"
              aria-label={`${text.edit} ${name}`}
              disabled={edit !== null}
              onClick={() =>
                setEdit({ uid: user.uid, firstName: user.firstName, lastName: user.lastName, email: user.email })
              }
            >
              {text.edit}
            </Button>
            {user.uid === actor.uid ? null : (
              <Button
                size="xs"
                variant="outline"
                colorPalette={action === 'disable' ? 'red' : 'green'}
                aria-label={`${statusLabel} ${name}`}
                loading={statusBusy === user.uid && action === 'enable'}
                disabled={statusBusy !== null}
                onClick={() => (action === 'disable' ? setToDisable(user) : setStatus(user, 'enable'))}
              >
                {statusLabel}
              </Button>
            )}
          </HStack>
        );
      },
    },
  ];

  return (
    <>
      {created === null ? null : <NewUserPasswordLink created={created} onClose={() => setCreated(null)} />}
      <AddUserForm roles={roleList} onAdd={addUser} />
      <FilterBar label={text.filters}>
        <SearchFilter
          label={text.search}
          value={filter.text}
          onChange={(value) => setFilter((current) => ({ ...current, text: value }))}
          width="20rem"
        />
        <SelectFilter
          label={text.roleFilter}
          value={filter.role}
          options={roleFilterOptions(roleList)}
          onChange={(value) => setFilter((current) => ({ ...current, role: value }))}
        />
      </FilterBar>
      <DataTable
        label={text.table}
        columns={columns}
        rows={visible}
        rowKey={(user) => user.uid}
        sort={{ column: sort.field, direction: sort.direction }}
        onSortChange={(column) => {
          if (isSortField(column)) setSort((current) => toggleUserSort(current, column));
        }}
        loading={users.isPending && loadError === null}
        error={loadError}
      />
      <ConfirmDialog
        open={toDisable !== null}
        intent="disable"
        message={toDisable === null ? '' : text.confirmDisable(displayName(toDisable))}
        busy={toDisable !== null && statusBusy === toDisable.uid}
        onCancel={() => setToDisable(null)}
        onConfirm={() => {
          if (toDisable !== null) setStatus(toDisable, 'disable');
        }}
      />
    </>
  );
};
