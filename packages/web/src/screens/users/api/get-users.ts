import { UserUseCases, sortRolesByName } from '@estudio/domain/accounts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys.js';
import { useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';

/** Every user, read once per session (mutations below keep the cached list true). */
export const useUsers = () => {
  const { actor } = useSession();
  const service = useService(UserUseCases);
  return useQuery({ queryKey: queryKeys.users.list, queryFn: () => service.list(actor) });
};

/** The roles, for the role select and filter (the same cached list as /roles). */
export const useUserRoles = () => {
  const { actor } = useSession();
  const service = useService(UserUseCases);
  return useQuery({ queryKey: queryKeys.roles.list, queryFn: () => service.listRoles(actor), select: sortRolesByName });
};
