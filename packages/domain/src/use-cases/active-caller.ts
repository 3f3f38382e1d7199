import { Messages } from '../messages.js';
import type { Actor } from '../permissions/actor.js';
import { actorFor } from '../permissions/resolve-permissions.js';
import type { VerifiedCaller } from '../ports/auth-accounts.js';
import type { Logger } from '../ports/logger.js';
import type { PermissionConfigRepository, RoleRepository, UserRepository } from '../ports/repositories.js';
import { DomainError } from '../shared/errors.js';
import { orFail } from './or-fail.js';

/** What resolving a caller reads: their record, their role and the permission configuration. */
export interface CallerDirectory {
  readonly users: UserRepository;
  readonly roles: RoleRepository;
  readonly permissionConfig: PermissionConfigRepository;
  readonly logger: Logger;
}

/**
 * The verified caller of a server endpoint as an actor: they must have an active
 * users/{uid} record (a forbidden refusal otherwise), and hold the keys their role's codes
 * resolve to under config/permissions (the default mapping when it is missing, with a
 * warning), exactly as the session and the security rules resolve them.
 */
export const activeCaller = async (directory: CallerDirectory, caller: VerifiedCaller): Promise<Actor> => {
  const failed = Messages.endpoints.internal;
  const user = await orFail(failed, () => directory.users.get(caller.uid));
  if (user === null || user.status !== 'active') {
    throw new DomainError('forbidden', Messages.endpoints.callerInactive, { uid: caller.uid });
  }
  const [role, config] = await orFail(failed, () =>
    Promise.all([
      user.role === '' ? Promise.resolve(null) : directory.roles.get(user.role),
      directory.permissionConfig.get(),
    ]),
  );
  if (config === null) directory.logger.warn(Messages.auth.permissionsConfigMissing);
  return actorFor(user, role?.permissions ?? [], config).actor;
};
