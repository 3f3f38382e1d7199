import { UserUseCases, type NewUserInput, type User, type UserEditInput } from '@estudio/domain/accounts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys.js';
import { useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';

/** Who may be assigned or granted access follows users' names, e-mails, roles and statuses. */
export const invalidateUserPickers = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: queryKeys.users.assignable });
  void queryClient.invalidateQueries({ queryKey: queryKeys.brands.allAccessCandidates });
};

/** Writes a user's new fields into the cached user list. */
const useReplaceUser = () => {
  const queryClient = useQueryClient();
  return (uid: string, change: Partial<User>) => {
    queryClient.setQueryData<User[]>(queryKeys.users.list, (users) =>
      users?.map((user) => (user.uid === uid ? { ...user, ...change } : user)),
    );
    invalidateUserPickers(queryClient);
  };
};

export interface UserEdit extends UserEditInput {
  readonly uid: string;
}

/** Inline edit of first name, last name and e-mail. */
export const useUpdateUser = () => {
  const { actor } = useSession();
  const service = useService(UserUseCases);
  const replace = useReplaceUser();
  return useMutation({
    mutationFn: ({ uid, ...input }: UserEdit) => service.updateUser(actor, uid, input),
    onSuccess: (_saved, { uid, ...input }) =>
      replace(uid, { firstName: input.firstName.trim(), lastName: input.lastName.trim(), email: input.email.trim() }),
  });
};

/** Disable or enable through the endpoints; the row changes once the server says so. */
export const useSetUserStatus = () => {
  const { actor } = useSession();
  const service = useService(UserUseCases);
  const replace = useReplaceUser();
  return useMutation({
    mutationFn: ({ uid, action }: { readonly uid: string; readonly action: 'disable' | 'enable' }) =>
      action === 'disable' ? service.disableUser(actor, uid) : service.enableUser(actor, uid),
    onSuccess: (updated) => replace(updated.uid, { status: updated.status }),
  });
};

/** The add-user form: null when the form was ignored (blank e-mail), else the user and their password link. */
export const useCreateUser = () => {
  const { actor } = useSession();
  const service = useService(UserUseCases);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewUserInput) => service.createUser(actor, input),
    onSuccess: (created) => {
      if (created === null) return;
      queryClient.setQueryData<User[]>(queryKeys.users.list, (users) =>
        users === undefined ? users : [...users, created.user],
      );
      invalidateUserPickers(queryClient);
    },
  });
};
