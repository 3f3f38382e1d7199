import { requireAdministratorLeftWithCodes } from '../accounts/administrators.js';
import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import { actorFor, resolvePermissions } from '../permissions/resolve-permissions.js';
import type { ResolvedPermissions } from '../permissions/resolve-permissions.js';
import type { PermissionConfigRepository, RoleRepository, UserRepository } from '../ports/repositories.js';
import { checkPermissionCodes, newRoleName, roleHolders, roleNamed, sortRolesByName } from '../roles/role-policies.js';
import type { Role } from '../roles/role.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import type { User } from '../users/user.js';
import { validateNameText } from '../validation/text-sizes.js';
import { assertValid } from '../validation/validation.js';
import { orFail } from './or-fail.js';

/** The add-role form. */
export interface NewRoleInput {
  readonly name: string;
  readonly permissions: readonly string[];
}

/** What a stored user's role grants them, as a sign-in would resolve it. */
export interface UserAccess {
  readonly user: User;
  /** null when the record names no role, or one that no longer exists (it grants nothing). */
  readonly role: Role | null;
  readonly resolved: ResolvedPermissions;
  /** The user as an actor, with the keys their role resolves to. */
  readonly actor: Actor;
}

const messages = Messages.rolesAndUsers;

/**
 * Known codes without repeats, or a validation refusal listing the unknown and the valid
 * ones. Stored roles may hold unknown codes (they are read as they are); none is written.
 */
const knownCodes = (permissions: readonly string[], message: string): string[] => {
  const check = checkPermissionCodes(permissions);
  if (!check.ok) {
    throw new DomainError('validation', message, { unknown: check.unknown, valid: check.valid });
  }
  return check.codes;
};

/**
 * The role management screen (/roles), docs/product.md, "Users and roles", and what a role grants
 * a given user. Every rule on roles is here, so the console, the CLI and any endpoint apply
 * them alike: known codes only, no two roles with one name, no deleting a role users hold.
 */
export class RoleUseCases {
  constructor(
    private readonly roles: RoleRepository,
    private readonly users: UserRepository,
    private readonly permissionConfig: PermissionConfigRepository,
    private readonly clock: Clock,
  ) {}

  /** Every role, by name. */
  async list(actor: Actor): Promise<Role[]> {
    requirePermission(actor, 'ADMIN_ROLES');
    return sortRolesByName(await orFail(messages.loadRoles, () => this.roles.list()));
  }

  /**
   * Creates {name, permissions, timestamp}; a blank name is ignored (returns null). A name
   * a stored role already bears (case and blanks ignored) is refused and nothing is written.
   */
  async create(actor: Actor, input: NewRoleInput): Promise<Role | null> {
    requirePermission(actor, 'ADMIN_ROLES');
    const name = newRoleName(input.name);
    if (name === null) return null;
    assertValid(validateNameText(name));
    const permissions = knownCodes(input.permissions, messages.addRole);
    const taken = roleNamed(await orFail(messages.addRole, () => this.roles.list()), name);
    if (taken !== undefined) {
      throw new DomainError('conflict', messages.roleNameTaken, { name, roleId: taken.id });
    }
    return orFail(messages.addRole, () => this.roles.create({ name, permissions, timestamp: this.clock.now() }));
  }

  /**
   * Replaces the role's codes; unknown codes are refused and nothing is written, and so are
   * codes that would leave no active user holding ADMIN_USERS and ADMIN_ROLES. Browsers write
   * roles directly, so this check is the console's and the CLI's, not a transaction's.
   */
  async updatePermissions(actor: Actor, roleId: string, permissions: readonly string[]): Promise<void> {
    requirePermission(actor, 'ADMIN_ROLES');
    const codes = knownCodes(permissions, messages.updatePermissions);
    const [users, roles, config] = await orFail(messages.updatePermissions, () =>
      Promise.all([this.users.listActive(), this.roles.list(), this.permissionConfig.get()]),
    );
    requireAdministratorLeftWithCodes({ users, roles, config }, roleId, codes);
    await orFail(messages.updatePermissions, () => this.roles.updatePermissions(roleId, codes));
  }

  /**
   * Deletes the role (the screen asks for confirmation first). A role that any user holds,
   * active or disabled, is refused and kept: its holders would be left with no permissions.
   */
  async delete(actor: Actor, roleId: string): Promise<void> {
    requirePermission(actor, 'ADMIN_ROLES');
    const holders = roleHolders(await orFail(messages.deleteRole, () => this.users.list()), roleId);
    if (holders.length > 0) {
      throw new DomainError('conflict', messages.roleInUse, { roleId, holders: holders.length });
    }
    await orFail(messages.deleteRole, () => this.roles.delete(roleId));
  }

  /**
   * A stored user (by e-mail, any case, or by uid) with what their role grants under
   * config/permissions, the default mapping standing in for a missing one: the audit of
   * one user's access, and whom the CLI acts as with --as.
   */
  async accessOf(actor: Actor, reference: string): Promise<UserAccess> {
    requirePermission(actor, 'ADMIN_ROLES');
    const message = messages.loadRoles;
    const user = await orFail(
      message,
      async () => (await this.users.findByEmail(reference)) ?? this.users.get(reference.trim()),
    );
    if (user === null) throw new DomainError('not-found', messages.userNotFound, { reference });
    const [role, config] = await orFail(message, () =>
      Promise.all([user.role === '' ? Promise.resolve(null) : this.roles.get(user.role), this.permissionConfig.get()]),
    );
    const codes = role?.permissions ?? [];
    return { user, role, resolved: resolvePermissions(config, codes), actor: actorFor(user, codes, config).actor };
  }
}
