import { Messages } from '../messages.js';
import type { PermissionConfig } from '../permissions/catalogue.js';
import { actorFor } from '../permissions/resolve-permissions.js';
import type { Role } from '../roles/role.js';
import { DomainError } from '../shared/errors.js';
import type { User } from '../users/user.js';

/** What decides who administers the console: the active users, every role, config/permissions. */
export interface AdministrationState {
  readonly users: readonly User[];
  readonly roles: readonly Role[];
  readonly config: PermissionConfig | null;
}

/** A change to one user's record that may take their administration away. */
export interface AdministrationChange {
  readonly uid: string;
  readonly status?: User['status'];
  readonly role?: string;
}

/**
 * The uids of the active users who hold both ADMIN_USERS and ADMIN_ROLES (under the stored
 * configuration, or the default one): those who can still give anyone any right.
 */
export const administratorsOf = (state: AdministrationState): string[] => {
  const codesOf = new Map(state.roles.map((role) => [role.id, role.permissions]));
  return state.users
    .filter((user) => user.status === 'active')
    .filter((user) => {
      const { keys } = actorFor(user, codesOf.get(user.role) ?? [], state.config).actor;
      return keys.has('ADMIN_USERS') && keys.has('ADMIN_ROLES');
    })
    .map((user) => user.uid);
};

/** The state once `changes` are applied to the users' records. */
const applied = (state: AdministrationState, changes: readonly AdministrationChange[]): AdministrationState => {
  const byUid = new Map(changes.map((change) => [change.uid, change]));
  return {
    ...state,
    users: state.users.map((user) => {
      const change = byUid.get(user.uid);
      return change === undefined
        ? user
        : { ...user, status: change.status ?? user.status, role: change.role ?? user.role };
    }),
  };
};

/**
 * Refuses (conflict) changes that would leave nobody active holding ADMIN_USERS and
 * ADMIN_ROLES where somebody did: the last superadministrator disabled, or given another
 * role. Run inside the transaction that writes the change, so two concurrent changes
 * cannot each see the other's administrator and both go through.
 */
export const requireAdministratorLeft = (state: AdministrationState, changes: readonly AdministrationChange[]): void =>
  requireAdministratorKept(state, applied(state, changes), { uids: changes.map((change) => change.uid) });

/**
 * Refuses (conflict) a role's new codes when they would leave nobody active holding
 * ADMIN_USERS and ADMIN_ROLES where somebody did: the superadministrators' role stripped of
 * its access while nobody else holds it.
 */
export const requireAdministratorLeftWithCodes = (
  state: AdministrationState,
  roleId: string,
  permissions: readonly string[],
): void =>
  requireAdministratorKept(
    state,
    { ...state, roles: state.roles.map((role) => (role.id === roleId ? { ...role, permissions } : role)) },
    { roleId },
  );

const requireAdministratorKept = (
  before: AdministrationState,
  after: AdministrationState,
  details: Readonly<Record<string, unknown>>,
): void => {
  if (administratorsOf(before).length > 0 && administratorsOf(after).length === 0) {
    throw new DomainError('conflict', Messages.endpoints.lastAdministrator, details);
  }
};
