import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { RoleRepository, UserRepository } from '../ports/repositories.js';
import { AccountRefused } from '../ports/account-gateway.js';
import type { AccountGateway } from '../ports/account-gateway.js';
import type { Role } from '../roles/role.js';
import { isValidEmail, newUserEmail } from '../session/session-policy.js';
import { DomainError } from '../shared/errors.js';
import { NEW_USER_STATUS, userStatusTransition } from '../users/user-status.js';
import type { UserStatusAction } from '../users/user-status.js';
import { normalizeEmail } from '../users/user.js';
import type { User } from '../users/user.js';
import type { CreatedUser } from './accounts.js';
import { validateNameText } from '../validation/text-sizes.js';
import { assertValid, firstFailure } from '../validation/validation.js';
import { orFail } from './or-fail.js';

/** The add-user form. */
export interface NewUserInput {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roleId: string;
}

/** The inline edit of a users-table row. */
export interface UserEditInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

const messages = Messages.rolesAndUsers;

/**
 * One account endpoint call as the operation's: an e-mail the endpoint finds in use is the
 * conflict message; another refusal is the operation's message with the endpoint's code as
 * its reason; a call that got no answer is the operation's message with its cause.
 */
const callEndpoint = <T>(message: string, details: object, call: () => Promise<T>): Promise<T> =>
  orFail(message, () =>
    call().catch((error: unknown) => {
      if (!(error instanceof AccountRefused)) throw error;
      throw error.emailInUse
        ? new DomainError('conflict', messages.emailInUse, details)
        : new DomainError('upstream', message, { ...details, reason: error.code });
    }),
  );

/**
 * The user management screen (/users). The account endpoints (AccountGateway) are the only
 * writers of users/{uid} for creating a user, changing a role and changing a status: this
 * class checks what it can (permission, input, what the records say), calls them, and
 * reports what they did; it never writes those records itself, so a refused or failed call
 * leaves everything as it was. Only the inline edit of names and e-mail is written here.
 */
export class UserUseCases {
  constructor(
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly accounts: AccountGateway,
  ) {}

  /**
   * One user by e-mail (any case) or uid, or null: one indexed read (two for a uid), where
   * list reads everyone. For the CLI's commands on a single user.
   */
  async find(actor: Actor, reference: string): Promise<User | null> {
    requirePermission(actor, 'ADMIN_USERS');
    const key = reference.trim();
    if (key === '') return null;
    return orFail(messages.loadUsers, async () => {
      const byEmail = await this.users.findByEmail(key);
      // A uid is a document id: never one with a slash.
      return byEmail ?? (key.includes('/') ? null : this.users.get(key));
    });
  }

  /** Every user, active or disabled (the table offers enable for the disabled ones). */
  async list(actor: Actor): Promise<User[]> {
    requirePermission(actor, 'ADMIN_USERS');
    return orFail(messages.loadUsers, () => this.users.list());
  }

  /** The roles for the role select and the add-user form. */
  async listRoles(actor: Actor): Promise<Role[]> {
    requirePermission(actor, 'ADMIN_USERS');
    return orFail(messages.loadRoles, () => this.roles.list());
  }

  /**
   * Creates the user through the create-user endpoint, which makes the account (with a
   * random password nobody knows) and the complete users/{uid} record. A blank e-mail is
   * ignored (returns null). A taken e-mail is refused before the endpoint when the records
   * know it, and after it when only the sign-in service does. Returns the record as
   * stored, read back (if that read fails, the user as sent, the date unknown), with the
   * one-time link where the new user sets their password, for the admin to hand over.
   */
  async createUser(actor: Actor, input: NewUserInput): Promise<CreatedUser | null> {
    requirePermission(actor, 'ADMIN_USERS');
    const email = newUserEmail(input.email);
    if (email === null) return null;
    const message = messages.addUser;
    if (!isValidEmail(email)) throw new DomainError('validation', message, { email });
    const role = await orFail(message, () => this.roles.get(input.roleId));
    if (role === null) throw new DomainError('validation', message, { roleId: input.roleId });
    if ((await orFail(message, () => this.users.findByEmail(email))) !== null) {
      throw new DomainError('conflict', messages.emailInUse, { email });
    }

    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    const { uid, passwordResetLink } = await callEndpoint(message, { email }, () =>
      this.accounts.createUser({ email, firstName, lastName, role: role.id }),
    );

    const stored = await this.users.get(uid).catch(() => null);
    const user = stored ?? {
      uid,
      email: normalizeEmail(email),
      firstName,
      lastName,
      role: role.id,
      status: NEW_USER_STATUS,
      createdAt: null,
      lastLoginAt: null,
    };
    return { user, passwordResetLink };
  }

  /** Saves first name, last name and e-mail; an e-mail must stay non-blank and unique. */
  async updateUser(actor: Actor, uid: string, input: UserEditInput): Promise<void> {
    requirePermission(actor, 'ADMIN_USERS');
    const message = messages.saveUserEdit;
    assertValid(firstFailure(validateNameText(input.firstName), validateNameText(input.lastName)));
    const email = input.email.trim();
    if (email === '') throw new DomainError('validation', message, { field: 'email' });
    const holder = await orFail(message, () => this.users.findByEmail(email));
    if (holder !== null && holder.uid !== uid) {
      throw new DomainError('conflict', messages.emailInUse, { email });
    }
    await orFail(message, () =>
      this.users.update(uid, {
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email,
      }),
    );
  }

  /** Through the update-user-role endpoint (it writes the record and reads the role's name for the claims). */
  async changeRole(actor: Actor, uid: string, roleId: string): Promise<void> {
    requirePermission(actor, 'ADMIN_USERS');
    const message = messages.updateRole;
    const role = await orFail(message, () => this.roles.get(roleId));
    if (role === null) throw new DomainError('validation', message, { roleId });
    await callEndpoint(message, { uid }, () => this.accounts.updateUserRole({ uid, role: role.id }));
  }

  disableUser(actor: Actor, uid: string): Promise<User> {
    return this.changeStatus(actor, uid, 'disable');
  }

  enableUser(actor: Actor, uid: string): Promise<User> {
    return this.changeStatus(actor, uid, 'enable');
  }

  /**
   * Through disable-user or enable-user, which change the account and write the record's
   * status together: the user comes back with the new status only when the endpoint
   * reports success. A user already in that status calls nothing.
   */
  private async changeStatus(actor: Actor, uid: string, action: UserStatusAction): Promise<User> {
    requirePermission(actor, 'ADMIN_USERS');
    const message = action === 'disable' ? messages.disableUser : messages.enableUser;
    const user = await orFail(message, () => this.users.get(uid));
    if (user === null) throw new DomainError('not-found', message, { uid });
    const status = userStatusTransition(user, action);
    if (status === null) return user;

    await callEndpoint(message, { uid }, () =>
      action === 'disable' ? this.accounts.disableUser(uid) : this.accounts.enableUser(uid),
    );
    return { ...user, status };
  }
}
