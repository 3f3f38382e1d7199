import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { RoleRepository } from '../ports/repositories.js';
import { checkPermissionCodes, newRoleName, sortRolesByName } from '../roles/role-policies.js';
import type { Role } from '../roles/role.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import { orFail } from './or-fail.js';

/** The add-role form. */
export interface NewRoleInput {
  readonly name: string;
  readonly permissions: readonly string[];
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

/** The role management screen (/roles), spec 000 sections 2, 5, 7, 8. */
export class RoleUseCases {
  constructor(
    private readonly roles: RoleRepository,
    private readonly clock: Clock,
  ) {}

  /** Every role, by name. */
  async list(actor: Actor): Promise<Role[]> {
    requirePermission(actor, 'ADMIN_ROLES');
    return sortRolesByName(await orFail(messages.loadRoles, () => this.roles.list()));
  }

  /** Creates {name, permissions, timestamp}; a blank name is ignored (returns null). */
  async create(actor: Actor, input: NewRoleInput): Promise<Role | null> {
    requirePermission(actor, 'ADMIN_ROLES');
    const name = newRoleName(input.name);
    if (name === null) return null;
    const permissions = knownCodes(input.permissions, messages.addRole);
    return orFail(messages.addRole, () =>
      this.roles.create({ name, permissions, timestamp: this.clock.now() }),
    );
  }

  /** Replaces the role's codes; unknown codes are refused and nothing is written. */
  async updatePermissions(actor: Actor, roleId: string, permissions: readonly string[]): Promise<void> {
    requirePermission(actor, 'ADMIN_ROLES');
    const codes = knownCodes(permissions, messages.updatePermissions);
    await orFail(messages.updatePermissions, () => this.roles.updatePermissions(roleId, codes));
  }

  /** Deletes the role (the screen asks for confirmation first). */
  async delete(actor: Actor, roleId: string): Promise<void> {
    requirePermission(actor, 'ADMIN_ROLES');
    await orFail(messages.deleteRole, () => this.roles.delete(roleId));
  }
}
