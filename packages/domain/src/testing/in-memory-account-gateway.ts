import {
  AccountRefused,
  EMAIL_IN_USE_ERROR,
  type AccountGateway,
  type NewAccount,
  type CreatedAccount,
  type RoleAssignment,
} from '../ports/account-gateway.js';
import { checkNewAccount } from '../accounts/new-account.js';
import { type Clock } from '../shared/clock.js';
import { type PasswordGenerator } from '../ports/auth-accounts.js';
import { FailureHook } from './failure-hook.js';
import { SequentialPasswordGenerator } from './sequential-password-generator.js';
import type { InMemoryAuthenticator } from './in-memory-authenticator.js';
import type { InMemoryUserRepository } from './in-memory-user-repository.js';

export type AccountGatewayOperation = keyof AccountGateway & string;

/** A request the twin received, for tests that check what a use case sent. */
export type AccountGatewayCall =
  | { readonly operation: 'createUser'; readonly request: NewAccount }
  | { readonly operation: 'updateUserRole'; readonly request: RoleAssignment }
  | { readonly operation: 'disableUser' | 'enableUser'; readonly request: { readonly uid: string } };

const NOT_FOUND = 'auth/user-not-found';

/**
 * The four account endpoints, emulated over the auth and user-record twins so a test sees
 * their combined effect: an account with a password nobody knows, the one-time link that
 * sets its owner's own, and its users/{uid} record, all written here (the endpoints are the
 * records' only writer for these actions), or nothing when the call is refused.
 */
export class InMemoryAccountGateway implements AccountGateway {
  private readonly failures = new FailureHook<AccountGatewayOperation>('InMemoryAccountGateway');
  private readonly refusals: { operation: AccountGatewayOperation; code: string }[] = [];
  readonly calls: AccountGatewayCall[] = [];

  constructor(
    private readonly auth: InMemoryAuthenticator,
    private readonly users: InMemoryUserRepository,
    private readonly clock: Clock | null = null,
    private readonly passwords: PasswordGenerator = new SequentialPasswordGenerator(),
  ) {}

  /** Makes the next call reject with a plain error, as when the endpoint cannot be reached. */
  failNext(operation?: AccountGatewayOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  /** Makes the next call of `operation` refused with `code` (an AccountRefused). */
  refuseNext(operation: AccountGatewayOperation, code: string): void {
    this.refusals.push({ operation, code });
  }

  async createUser(account: NewAccount): Promise<CreatedAccount> {
    this.calls.push({ operation: 'createUser', request: { ...account } });
    this.begin('createUser');
    const checked = checkNewAccount(account);
    if (!checked.ok) throw new AccountRefused(checked.error);
    const request = checked.value;
    if (this.auth.hasAccount(request.email)) throw new AccountRefused(EMAIL_IN_USE_ERROR);
    const created = this.auth.createAccount(request.email, this.passwords.newPassword());
    try {
      await this.users.save({
        uid: created.uid,
        email: request.email,
        firstName: request.firstName,
        lastName: request.lastName,
        role: request.role,
        status: 'active',
        createdAt: this.clock?.now() ?? null,
        lastLoginAt: null,
      });
    } catch (error) {
      // As the endpoint does: no account without its record.
      this.auth.deleteAccount(created.uid);
      throw error;
    }
    return { uid: created.uid, passwordResetLink: this.auth.issuePasswordResetLink(request.email) };
  }

  async updateUserRole(assignment: RoleAssignment): Promise<void> {
    this.calls.push({ operation: 'updateUserRole', request: { ...assignment } });
    this.begin('updateUserRole');
    if (this.auth.account(assignment.uid) === null) throw new AccountRefused(NOT_FOUND);
    await this.users.update(assignment.uid, { role: assignment.role });
  }

  async disableUser(uid: string): Promise<void> {
    return this.setDisabled('disableUser', uid, true);
  }

  async enableUser(uid: string): Promise<void> {
    return this.setDisabled('enableUser', uid, false);
  }

  private async setDisabled(operation: 'disableUser' | 'enableUser', uid: string, disabled: boolean): Promise<void> {
    this.calls.push({ operation, request: { uid } });
    this.begin(operation);
    if (this.auth.account(uid) === null) throw new AccountRefused(NOT_FOUND);
    // The record first: if it cannot be written, the account stays as it was.
    if ((await this.users.get(uid)) !== null) {
      await this.users.update(uid, { status: disabled ? 'disabled' : 'active' });
    }
    this.auth.setDisabled(uid, disabled);
  }

  /** Applies an armed failure (a plain error) or refusal (an AccountRefused), before any change. */
  private begin(operation: AccountGatewayOperation): void {
    this.failures.check(operation);
    const index = this.refusals.findIndex((refusal) => refusal.operation === operation);
    if (index < 0) return;
    const [refusal] = this.refusals.splice(index, 1);
    throw new AccountRefused(refusal?.code ?? 'refused');
  }
}
