import {
  AuthAccountFailure,
  CallerRejected,
  type AccountRoleClaims,
  type AuthAccounts,
  type CallerVerifier,
  type VerifiedCaller,
} from '../ports/auth-accounts.js';
import { isValidEmail } from '../session/session-policy.js';
import { FailureHook } from './failure-hook.js';
import type { InMemoryAuthenticator } from './in-memory-authenticator.js';

export type AuthAccountsOperation = keyof AuthAccounts & string;

/** Firebase Auth refuses passwords shorter than six characters. */
const MIN_PASSWORD_LENGTH = 6;

/**
 * The admin side of the sign-in twin: accounts made, deleted, disabled; role claims; and
 * session revocation, which the caller-verifier twin honours. Same refusals as the admin
 * SDK (a taken e-mail, a malformed e-mail, a short password, an unknown uid).
 */
export class InMemoryAuthAccounts implements AuthAccounts {
  private readonly failures = new FailureHook<AuthAccountsOperation>('InMemoryAuthAccounts');
  private readonly claims = new Map<string, AccountRoleClaims>();
  /** How many times each account's sessions were revoked: tokens issued before are dead. */
  private readonly revocations = new Map<string, number>();

  constructor(private readonly auth: InMemoryAuthenticator) {}

  failNext(operation?: AuthAccountsOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  async createAccount(email: string, password: string): Promise<string> {
    this.failures.check('createAccount');
    if (!isValidEmail(email)) throw new AuthAccountFailure('invalid-email', 'auth/invalid-email');
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new AuthAccountFailure('invalid-password', 'auth/invalid-password');
    }
    if (this.auth.hasAccount(email)) {
      throw new AuthAccountFailure('email-already-in-use', 'auth/email-already-exists');
    }
    return this.auth.createAccount(email, password).uid;
  }

  async passwordResetLink(email: string): Promise<string> {
    this.failures.check('passwordResetLink');
    if (!this.auth.hasAccount(email)) throw new AuthAccountFailure('user-not-found', 'auth/user-not-found');
    return this.auth.issuePasswordResetLink(email);
  }

  async deleteAccount(uid: string): Promise<void> {
    this.failures.check('deleteAccount');
    this.known(uid);
    this.auth.deleteAccount(uid);
    this.claims.delete(uid);
  }

  async roleClaims(uid: string): Promise<AccountRoleClaims | null> {
    this.failures.check('roleClaims');
    this.known(uid);
    const claims = this.claims.get(uid);
    return claims === undefined ? null : { ...claims };
  }

  async setRoleClaims(uid: string, claims: AccountRoleClaims | null): Promise<void> {
    this.failures.check('setRoleClaims');
    this.known(uid);
    if (claims === null) this.claims.delete(uid);
    else this.claims.set(uid, { role: claims.role, roleLabel: claims.roleLabel });
  }

  async setDisabled(uid: string, disabled: boolean): Promise<void> {
    this.failures.check('setDisabled');
    this.known(uid);
    this.auth.setDisabled(uid, disabled);
  }

  async revokeSessions(uid: string): Promise<void> {
    this.failures.check('revokeSessions');
    this.known(uid);
    this.revocations.set(uid, this.revocationCount(uid) + 1);
  }

  /** For the verifier twin and tests. */
  revocationCount(uid: string): number {
    return this.revocations.get(uid) ?? 0;
  }

  private known(uid: string): void {
    if (this.auth.account(uid) === null) throw new AuthAccountFailure('user-not-found', 'auth/user-not-found');
  }
}

/**
 * ID tokens of the twin: `issue(uid)` hands out a token the way signing in would; it stops
 * verifying once the account is deleted, disabled or has its sessions revoked. App Check
 * tokens are the ones registered with `allowAppCheckToken`.
 */
export class InMemoryCallerVerifier implements CallerVerifier {
  private readonly tokens = new Map<string, { readonly uid: string; readonly revocation: number }>();
  private readonly appCheckTokens = new Set<string>();
  private issued = 0;

  constructor(
    private readonly auth: InMemoryAuthenticator,
    private readonly admin: InMemoryAuthAccounts,
  ) {}

  issue(uid: string): string {
    if (this.auth.account(uid) === null) throw new Error(`No account with uid ${uid}`);
    this.issued += 1;
    const token = `id-token-${this.issued}-${uid}`;
    this.tokens.set(token, { uid, revocation: this.admin.revocationCount(uid) });
    return token;
  }

  allowAppCheckToken(token: string): void {
    this.appCheckTokens.add(token);
  }

  async verifyIdToken(idToken: string): Promise<VerifiedCaller> {
    const entry = this.tokens.get(idToken);
    const account = entry === undefined ? null : this.auth.account(entry.uid);
    if (entry === undefined || account === null) {
      throw new CallerRejected('invalid-id-token', 'auth/argument-error');
    }
    if (account.disabled) throw new CallerRejected('invalid-id-token', 'auth/user-disabled');
    if (this.admin.revocationCount(entry.uid) !== entry.revocation) {
      throw new CallerRejected('revoked-id-token', 'auth/id-token-revoked');
    }
    return { uid: account.uid, email: account.email };
  }

  async verifyAppCheckToken(token: string): Promise<void> {
    if (!this.appCheckTokens.has(token)) {
      throw new CallerRejected('invalid-app-check-token', 'app-check/invalid-token');
    }
  }
}
