import { UserUseCases, type User } from '@estudio/domain/accounts';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { optimisticRowChange } from '../../../shared/optimistic.js';
import { queryKeys } from '../../../shared/query-keys.js';
import { useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';
import { invalidateUserPickers } from './user-actions.js';

export interface RoleChange {
  readonly uid: string;
  readonly roleId: string;
}

const mutationKey = ['users', 'change-role'] as const;

/**
 * A user's role: shown at once, saved through the update-user-role endpoint, put back when
 * it fails. Changes run one after another, so two quick changes both land, in order.
 */
export const useChangeUserRole = ({ onFailure }: { readonly onFailure: (error: unknown) => void }) => {
  const { actor } = useSession();
  const service = useService(UserUseCases);
  const queryClient = useQueryClient();
  const optimistic = optimisticRowChange<User, RoleChange>(queryClient, {
    mutationKey,
    queryKey: queryKeys.users.list,
    rowKey: (change) => change.uid,
    keyOf: (user) => user.uid,
    shown: (change) => ({ role: change.roleId }),
  });
  return useMutation({
    mutationKey,
    scope: { id: 'users.change-role' },
    mutationFn: ({ uid, roleId }: RoleChange) => service.changeRole(actor, uid, roleId),
    onMutate: optimistic.onMutate,
    // Here, not in mutate(): TanStack calls mutate()'s callbacks only for the latest call.
    onError: (error, change, context) => {
      optimistic.onError(error, change, context);
      onFailure(error);
    },
    onSuccess: (_saved, change, context) => {
      optimistic.settle(change, context, { role: change.roleId });
      invalidateUserPickers(queryClient);
    },
  });
};

/** The uids whose role change is on its way. */
export const usePendingRoleChanges = (): ReadonlySet<string> => {
  const pending = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as RoleChange | undefined)?.uid,
  });
  return useMemo(() => new Set(pending.filter((uid): uid is string => uid !== undefined)), [pending]);
};
