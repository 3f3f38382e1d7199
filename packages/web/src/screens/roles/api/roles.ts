import { RoleUseCases, type NewRoleInput, type Role } from '@estudio/domain/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { optimisticRowChange } from '../../../shared/optimistic.js';
import { queryKeys } from '../../../shared/query-keys.js';
import { useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';

/** The roles, read once per session (the same cached list as the users screen's selects). */
export const useRoles = () => {
  const { actor } = useSession();
  const service = useService(RoleUseCases);
  return useQuery({ queryKey: queryKeys.roles.list, queryFn: () => service.list(actor) });
};

export interface PermissionsChange {
  readonly roleId: string;
  readonly permissions: readonly string[];
}

const permissionsKey = ['roles', 'update-permissions'] as const;

/** A role's codes: shown at once, saved, put back on failure; one change after another. */
export const useUpdateRolePermissions = ({ onFailure }: { readonly onFailure: (error: unknown) => void }) => {
  const { actor } = useSession();
  const service = useService(RoleUseCases);
  const queryClient = useQueryClient();
  const optimistic = optimisticRowChange<Role, PermissionsChange>(queryClient, {
    mutationKey: permissionsKey,
    queryKey: queryKeys.roles.list,
    rowKey: (change) => change.roleId,
    keyOf: (role) => role.id,
    shown: (change) => ({ permissions: change.permissions }),
  });
  return useMutation({
    mutationKey: permissionsKey,
    scope: { id: 'roles.update-permissions' },
    mutationFn: ({ roleId, permissions }: PermissionsChange) => service.updatePermissions(actor, roleId, permissions),
    onMutate: optimistic.onMutate,
    onError: (error, change, context) => {
      optimistic.onError(error, change, context);
      onFailure(error);
    },
    onSuccess: (_saved, change, context) => {
      optimistic.settle(change, context, { permissions: change.permissions });
      // The brand panel shows each role's permissions; the session's own keys do not change here.
      void queryClient.invalidateQueries({ queryKey: queryKeys.brands.allAccessCandidates });
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.assignable });
    },
  });
};

export const useDeleteRole = () => {
  const { actor } = useSession();
  const service = useService(RoleUseCases);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleId: string) => service.delete(actor, roleId),
    onSuccess: (_saved, roleId) => {
      queryClient.setQueryData<Role[]>(queryKeys.roles.list, (roles) => roles?.filter((role) => role.id !== roleId));
      void queryClient.invalidateQueries({ queryKey: queryKeys.brands.allAccessCandidates });
    },
  });
};

/** The add-role form: null when ignored (blank name). */
export const useCreateRole = () => {
  const { actor } = useSession();
  const service = useService(RoleUseCases);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewRoleInput) => service.create(actor, input),
    onSuccess: (created) => {
      if (created !== null)
        queryClient.setQueryData<Role[]>(queryKeys.roles.list, (roles) =>
          roles === undefined ? roles : [...roles, created],
        );
    },
  });
};
