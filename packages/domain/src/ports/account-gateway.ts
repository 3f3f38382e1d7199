import { token } from '../shared/token.js';

/**
 * A new user as the console asks for one: the server makes the sign-in account (with a
 * random password nobody knows) and writes the complete users/{uid} record from these fields.
 */
export interface NewAccount {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The role's document id (its name, kept on the account's claims, is read by the server). */
  readonly role: string;
}

/**
 * What create-user answers: the new uid, and the one-time link where the new user sets
 * their own password (to hand to them; the /resetpassword screen works as well).
 */
export interface CreatedAccount {
  readonly uid: string;
  readonly passwordResetLink: string;
}

/** A user's new role: its document id (the server reads its name for the claims). */
export interface RoleAssignment {
  readonly uid: string;
  readonly role: string;
}

/**
 * The code the account endpoints refuse a taken e-mail with: the sign-in service's own,
 * which the console shows as Messages.rolesAndUsers.emailInUse.
 */
export const EMAIL_IN_USE_ERROR = 'auth/email-already-in-use';

/**
 * The account endpoints said no: `code` is their reason (EMAIL_IN_USE_ERROR for a taken
 * e-mail, otherwise the server's own text). A call that got no such answer (network,
 * malformed reply) fails with any other error.
 */
export class AccountRefused extends Error {
  override readonly name = 'AccountRefused';
  constructor(readonly code: string) {
    super(`Refused by the account endpoints: ${code}`);
  }

  get emailInUse(): boolean {
    return this.code.includes('email-already-in-use');
  }
}

/**
 * What the console and the CLI ask of the account endpoints (create-user, update-user-role,
 * disable-user, enable-user). The endpoints are the only writers of users/{uid} for these
 * actions: each call changes the account and its record together, or neither. A refusal
 * is an AccountRefused.
 */
export interface AccountGateway {
  /** Makes the account and its active users/{uid} record; the new uid and its password link. */
  createUser(account: NewAccount): Promise<CreatedAccount>;
  updateUserRole(assignment: RoleAssignment): Promise<void>;
  disableUser(uid: string): Promise<void>;
  enableUser(uid: string): Promise<void>;
}
export const AccountGateway = token<AccountGateway>('AccountGateway');
