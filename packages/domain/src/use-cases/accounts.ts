import type { AuditStamp } from '../audit/audit-entry.js';
import { requireAdministratorLeft } from '../accounts/administrators.js';
import { checkAccountId, checkNewAccount, checkRoleAssignment } from '../accounts/new-account.js';
import type { AccountCheck } from '../accounts/new-account.js';
import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import { EMAIL_IN_USE_ERROR } from '../ports/account-gateway.js';
import type { NewAccount, RoleAssignment } from '../ports/account-gateway.js';
import { AuthAccountFailure } from '../ports/auth-accounts.js';
import type { AccountRoleClaims, AuthAccounts, PasswordGenerator, VerifiedCaller } from '../ports/auth-accounts.js';
import type { GuardedUserWriter } from '../ports/guarded-user-writer.js';
import type { Logger } from '../ports/logger.js';
import type { PermissionConfigRepository, RoleRepository, UserRepository } from '../ports/repositories.js';
import type { Role } from '../roles/role.js';
import type { Clock } from '../shared/clock.js';
import { DomainError, isDomainError } from '../shared/errors.js';
import type { User, UserStatus } from '../users/user.js';
import { NEW_USER_STATUS } from '../users/user-status.js';
import { activeCaller } from './active-caller.js';
import { orFail } from './or-fail.js';

const messages = Messages.endpoints;

/**
 * A user just created: the record as stored, and the one-time link where they set their
 * own password (the only way in: nobody knows the account's random initial password).
 */
export interface CreatedUser {
  readonly user: User;
  readonly passwordResetLink: string;
}

/** The checked value, or a validation refusal naming the field. */
const checked = <T>(result: AccountCheck<T>): T => {
  if (!result.ok) throw new DomainError('validation', result.error);
  return result.value;
};

/** Runs `undo` after a failed step; an undo that fails too is logged, never hidden. */
const rollback = async (logger: Logger, what: string, undo: () => Promise<unknown>): Promise<boolean> => {
  try {
    await undo();
    return true;
  } catch (error) {
    logger.error(`No se pudo deshacer: ${what}`, { cause: error });
    return false;
  }
};

/**
 * The server behind POST create-user, update-user-role, disable-user and enable-user (the
 * account endpoints), and the only writer of users/{uid} for those actions. The caller's
 * ID token is verified, and the request body read into the typed values below, by the
 * HTTP edge (packages/functions/src/http); here the caller must be an active user whose
 * role grants ADMIN_USERS under config/permissions, the values are checked before
 * anything is written, and a step that fails undoes the steps before it, so an account and
 * its users/{uid} record never disagree.
 *
 * A disable or a role change that would leave nobody active with ADMIN_USERS and
 * ADMIN_ROLES is refused in the transaction that writes the record (GuardedUserWriter).
 *
 * Refusals are DomainErrors: validation, forbidden, not-found, conflict (with the sign-in
 * service's code for a taken e-mail, EMAIL_IN_USE_ERROR, or the last administrator) and
 * upstream.
 */
export class AccountUseCases {
  constructor(
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly permissionConfig: PermissionConfigRepository,
    private readonly accounts: AuthAccounts,
    private readonly passwords: PasswordGenerator,
    private readonly guarded: GuardedUserWriter,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** The verified caller as an actor holding ADMIN_USERS, or a forbidden refusal. */
  async authorize(caller: VerifiedCaller): Promise<Actor> {
    const { users, roles, permissionConfig, logger } = this;
    const actor = await activeCaller({ users, roles, permissionConfig, logger }, caller);
    requirePermission(actor, 'ADMIN_USERS', messages.forbidden);
    return actor;
  }

  /**
   * Makes the account with a fresh random password nobody knows (never returned nor
   * logged) and the role as claims, a one-time link where its owner sets their own
   * password, then the complete users/{uid} record (names, role, active, createdAt). It
   * returns the record and the link. If any step after the account fails, the account is
   * deleted again.
   */
  async createUser(actor: Actor, account: NewAccount): Promise<CreatedUser> {
    requirePermission(actor, 'ADMIN_USERS', messages.forbidden);
    const request = checked(checkNewAccount(account));
    const role = await this.existingRole(request.role);

    let uid: string;
    try {
      uid = await this.accounts.createAccount(request.email, this.passwords.newPassword());
    } catch (error) {
      throw this.accountFailure(error, { email: request.email });
    }
    const user: User = {
      uid,
      email: request.email,
      firstName: request.firstName,
      lastName: request.lastName,
      role: request.role,
      status: NEW_USER_STATUS,
      createdAt: this.clock.now(),
      lastLoginAt: null,
    };
    let passwordResetLink: string;
    try {
      await this.accounts.setRoleClaims(uid, { role: role.id, roleLabel: role.name });
      passwordResetLink = await this.accounts.passwordResetLink(request.email);
      await this.users.save(user, this.stamp(actor));
    } catch (error) {
      const undone = await rollback(this.logger, `crear la cuenta ${uid}`, () => this.accounts.deleteAccount(uid));
      throw new DomainError('upstream', messages.internal, { cause: error, uid, undone });
    }
    this.logger.info('Usuario creado', { uid, by: actor.uid, role: request.role });
    return { user, passwordResetLink };
  }

  /** Sets the role on the account's claims and on users/{uid}.role. */
  async updateUserRole(actor: Actor, assignment: RoleAssignment): Promise<void> {
    requirePermission(actor, 'ADMIN_USERS', messages.forbidden);
    const request = checked(checkRoleAssignment(assignment));
    this.refuseSelf(actor, request.uid);
    const role = await this.existingRole(request.role);
    await this.existingUser(request.uid);

    let previous: AccountRoleClaims | null;
    try {
      previous = await this.accounts.roleClaims(request.uid);
      await this.accounts.setRoleClaims(request.uid, { role: role.id, roleLabel: role.name });
    } catch (error) {
      throw this.accountFailure(error, { uid: request.uid });
    }
    try {
      const change = { uid: request.uid, role: request.role };
      await this.guarded.update(
        request.uid,
        { role: request.role },
        (state) => requireAdministratorLeft(state, [change]),
        this.stamp(actor),
      );
    } catch (error) {
      const undone = await rollback(this.logger, `el rol de ${request.uid}`, () =>
        this.accounts.setRoleClaims(request.uid, previous),
      );
      if (isDomainError(error) && error.kind === 'conflict') throw error;
      throw new DomainError('upstream', messages.internal, { cause: error, uid: request.uid, undone });
    }
    this.logger.info('Rol actualizado', { uid: request.uid, by: actor.uid, role: request.role });
  }

  /** Disables the account, ends its sessions (refresh tokens revoked), marks the record. */
  disableUser(actor: Actor, uid: string): Promise<void> {
    return this.changeStatus(actor, uid, 'disabled');
  }

  /** Enables the account and marks the record active. */
  enableUser(actor: Actor, uid: string): Promise<void> {
    return this.changeStatus(actor, uid, 'active');
  }

  private async changeStatus(actor: Actor, rawUid: string, status: UserStatus): Promise<void> {
    requirePermission(actor, 'ADMIN_USERS', messages.forbidden);
    const uid = checked(checkAccountId('uid', rawUid));
    this.refuseSelf(actor, uid);
    const before = await this.existingUser(uid);
    const disabled = status === 'disabled';

    try {
      await this.accounts.setDisabled(uid, disabled);
    } catch (error) {
      throw this.accountFailure(error, { uid });
    }
    let written = false;
    try {
      // A disable is checked, in the transaction that writes it, against leaving no administrator.
      if (disabled) {
        await this.guarded.update(
          uid,
          { status },
          (state) => requireAdministratorLeft(state, [{ uid, status }]),
          this.stamp(actor),
        );
      } else await this.users.update(uid, { status }, this.stamp(actor));
      written = true;
      if (disabled) await this.accounts.revokeSessions(uid);
    } catch (error) {
      const undone = await rollback(this.logger, `el estado de ${uid}`, async () => {
        if (written) await this.users.update(uid, { status: before.status }, this.stamp(actor));
        await this.accounts.setDisabled(uid, !disabled);
      });
      if (isDomainError(error) && error.kind === 'conflict') throw error;
      throw new DomainError('upstream', messages.internal, { cause: error, uid, undone });
    }
    this.logger.info(disabled ? 'Usuario deshabilitado' : 'Usuario habilitado', { uid, by: actor.uid });
  }

  /** The administrator behind a write of users/{uid}, for the audit log (AUDIT_STAMP_FIELD). */
  private stamp(actor: Actor): AuditStamp {
    return { uid: actor.uid, email: actor.email, at: this.clock.now() };
  }

  /** Nobody changes their own role or status (the security rules hold the same line). */
  private refuseSelf(actor: Actor, uid: string): void {
    if (uid === actor.uid) throw new DomainError('forbidden', messages.selfChange, { uid });
  }

  /** The role as stored: its name, never the caller's, is what the claims carry. */
  private async existingRole(roleId: string): Promise<Role> {
    const role = await orFail(messages.internal, () => this.roles.get(roleId));
    if (role === null) throw new DomainError('validation', messages.unknownRole(roleId), { roleId });
    return role;
  }

  private async existingUser(uid: string): Promise<User> {
    const user = await orFail(messages.internal, () => this.users.get(uid));
    if (user === null) throw new DomainError('not-found', messages.unknownUser(uid), { uid });
    return user;
  }

  /** The sign-in service's refusals, as the answers the console understands. */
  private accountFailure(error: unknown, details: object): DomainError {
    if (error instanceof AuthAccountFailure) {
      switch (error.code) {
        case 'email-already-in-use':
          return new DomainError('conflict', EMAIL_IN_USE_ERROR, { ...details, cause: error });
        case 'invalid-email':
          return new DomainError('validation', messages.invalidEmail, { ...details, cause: error });
        case 'user-not-found':
          return new DomainError('not-found', messages.unknownUser(String((details as { uid?: string }).uid ?? '')), {
            ...details,
            cause: error,
          });
        case 'unknown':
          break;
      }
    }
    return new DomainError('upstream', messages.internal, { ...details, cause: error });
  }
}
