import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { RoleRepository, UserRepository } from '../ports/repositories.js';
import type {
  EndpointAnswer,
  TemporaryPasswordProvider,
  AccountGateway,
} from '../ports/account-gateway.js';
import type { Role } from '../roles/role.js';
import { newUserEmail } from '../session/session-policy.js';
import { DomainError } from '../shared/errors.js';
import { NEW_USER_STATUS, userStatusTransition } from '../users/user-status.js';
import type { UserStatusAction } from '../users/user-status.js';
import type { User } from '../users/user.js';
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

/** How the sign-in service names a taken e-mail (auth/email-already-in-use). */
const isEmailInUse = (error: string | undefined): boolean =>
  error !== undefined && error.includes('email-already-in-use');

/** A refused endpoint answer: the catalogue message, with the endpoint's own text as detail. */
const refused = (message: string, answer: EndpointAnswer, details: object): DomainError =>
  new DomainError('upstream', message, { ...details, reason: answer.error });

/** The user management screen (/users), spec 000 sections 2, 4, 5, 7, 8. */
export class UserUseCases {
  constructor(
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly admin: AccountGateway,
    private readonly passwords: TemporaryPasswordProvider,
  ) {}

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
   * Creates the account through the create-user endpoint with the temporary password and
   * the role (id and name), then saves the names on users/{uid}. A blank e-mail is ignored
   * (returns null). A taken e-mail is refused before the endpoint when the records know it.
   * There is no endpoint to delete an account, so if saving the names fails after the
   * account exists, the error says so in its details (accountCreated, uid).
   */
  async createUser(actor: Actor, input: NewUserInput): Promise<User | null> {
    requirePermission(actor, 'ADMIN_USERS');
    const email = newUserEmail(input.email);
    if (email === null) return null;
    const message = messages.addUser;
    const role = await orFail(message, () => this.roles.get(input.roleId));
    if (role === null) throw new DomainError('validation', message, { roleId: input.roleId });
    if ((await orFail(message, () => this.users.findByEmail(email))) !== null) {
      throw new DomainError('conflict', messages.emailInUse, { email });
    }

    const answer = await orFail(message, () =>
      this.admin.createUser({
        email,
        password: this.passwords.temporaryPassword(),
        role: role.id,
        roleLabel: role.name,
      }),
    );
    if (!answer.success) {
      if (isEmailInUse(answer.error)) throw new DomainError('conflict', messages.emailInUse, { email });
      throw refused(message, answer, { email });
    }
    const uid = answer.uid;
    if (uid === undefined || uid === '') throw refused(message, answer, { email });

    try {
      // The endpoint may have created the record already: keep its dates.
      const existing = await this.users.get(uid);
      const user: User = {
        uid,
        email,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        role: role.id,
        status: NEW_USER_STATUS,
        createdAt: existing?.createdAt ?? null,
        lastLoginAt: existing?.lastLoginAt ?? null,
      };
      await this.users.save(user);
      return user;
    } catch (error) {
      throw new DomainError('upstream', message, { cause: error, accountCreated: true, uid });
    }
  }

  /** Saves first name, last name and e-mail; an e-mail must stay non-blank and unique. */
  async updateUser(actor: Actor, uid: string, input: UserEditInput): Promise<void> {
    requirePermission(actor, 'ADMIN_USERS');
    const message = messages.saveUserEdit;
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

  /** Through the update-user-role endpoint (it writes the record), with the role's name as label. */
  async changeRole(actor: Actor, uid: string, roleId: string): Promise<void> {
    requirePermission(actor, 'ADMIN_USERS');
    const message = messages.updateRole;
    const role = await orFail(message, () => this.roles.get(roleId));
    if (role === null) throw new DomainError('validation', message, { roleId });
    const answer = await orFail(message, () =>
      this.admin.updateUserRole({ uid, role: role.id, roleLabel: role.name }),
    );
    if (!answer.success) throw refused(message, answer, { uid });
  }

  disableUser(actor: Actor, uid: string): Promise<User> {
    return this.changeStatus(actor, uid, 'disable');
  }

  enableUser(actor: Actor, uid: string): Promise<User> {
    return this.changeStatus(actor, uid, 'enable');
  }

  /**
   * The status changes only when the endpoint reports success (section 4); then the record
   * is updated. If that write fails, the opposite endpoint is called to undo the account
   * change, so the account and its record never disagree. A no-op calls nothing.
   */
  private async changeStatus(actor: Actor, uid: string, action: UserStatusAction): Promise<User> {
    requirePermission(actor, 'ADMIN_USERS');
    const message = action === 'disable' ? messages.disableUser : messages.enableUser;
    const user = await orFail(message, () => this.users.get(uid));
    if (user === null) throw new DomainError('not-found', message, { uid });
    const status = userStatusTransition(user, action);
    if (status === null) return user;

    const call = (which: UserStatusAction): Promise<EndpointAnswer> =>
      which === 'disable' ? this.admin.disableUser(uid) : this.admin.enableUser(uid);
    const answer = await orFail(message, () => call(action));
    if (!answer.success) throw refused(message, answer, { uid });
    try {
      await this.users.update(uid, { status });
    } catch (error) {
      const undo = action === 'disable' ? 'enable' : 'disable';
      const undone = await call(undo).then(
        (reply) => reply.success,
        () => false,
      );
      throw new DomainError('upstream', message, { cause: error, uid, undone });
    }
    return { ...user, status };
  }
}
