import { AuthFailure, type AuthIdentity, type Authenticator } from '../ports/authenticator.js';
import { normalizeEmail } from '../users/user.js';
import { type Clock } from '../shared/clock.js';
import { FailureHook } from './failure-hook.js';
import { FixedClock } from './fixed-clock.js';
import { SequentialIdGenerator, type IdGenerator } from './sequential-id-generator.js';

/** A sign-in account of the twin (what Firebase Auth holds, password in clear for tests). */
export interface AuthAccount {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly disabled: boolean;
}

export type AuthServiceOperation = keyof Authenticator & string;

/** Where the twin's password-reset links point (the real service's action page path). */
const RESET_PAGE = 'https://estudio-twin.test/__/auth/action';

/** ID tokens of the real service live one hour. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export interface InMemoryAuthServiceOptions {
  readonly accounts?: readonly AuthAccount[];
  /** Source of the sign-in time that token expiry counts from. */
  readonly clock?: Clock;
  /** Source of uids for accounts made through createAccount. */
  readonly ids?: IdGenerator;
}

/**
 * The sign-in service: accounts by e-mail (case-insensitive, as Firebase Auth), a current
 * identity with listeners, and the English error reasons the real service gives.
 */
export class InMemoryAuthenticator implements Authenticator {
  private readonly accounts = new Map<string, AuthAccount>();
  private readonly listeners = new Set<(identity: AuthIdentity | null) => void>();
  private readonly failures = new FailureHook<AuthServiceOperation>('InMemoryAuthenticator');
  private readonly clock: Clock;
  private readonly ids: IdGenerator;
  private identity: AuthIdentity | null = null;
  /** The e-mails password-reset messages were sent to, in order. */
  readonly passwordResets: string[] = [];
  /** Unused one-time codes of password-reset links, and whose account each resets. */
  private readonly resetCodes = new Map<string, string>();

  constructor(options: InMemoryAuthServiceOptions = {}) {
    this.clock = options.clock ?? new FixedClock();
    this.ids = options.ids ?? new SequentialIdGenerator('uid-');
    for (const account of options.accounts ?? []) this.addAccount(account);
  }

  failNext(operation?: AuthServiceOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  async signIn(email: string, password: string): Promise<AuthIdentity> {
    this.failures.check('signIn');
    const account = this.findAccount(email);
    if (account === undefined || account.password !== password) {
      throw new AuthFailure('invalid-credentials', 'Firebase: Error (auth/invalid-credential).');
    }
    if (account.disabled) {
      throw new AuthFailure('user-disabled', 'Firebase: Error (auth/user-disabled).');
    }
    const expiresAt = new Date(this.clock.now().getTime() + TOKEN_LIFETIME_MS);
    this.changeIdentity({ uid: account.uid, email: account.email, tokenExpiresAt: expiresAt });
    return this.currentIdentity() as AuthIdentity;
  }

  onAuthStateChanged(listener: (identity: AuthIdentity | null) => void): () => void {
    this.listeners.add(listener);
    listener(this.currentIdentity());
    return () => {
      this.listeners.delete(listener);
    };
  }

  async signOut(): Promise<void> {
    this.failures.check('signOut');
    if (this.identity !== null) this.changeIdentity(null);
  }

  async sendPasswordReset(email: string): Promise<void> {
    this.failures.check('sendPasswordReset');
    if (this.findAccount(email) === undefined) {
      throw new AuthFailure('unknown', 'Firebase: Error (auth/user-not-found).');
    }
    this.passwordResets.push(email);
  }

  /**
   * A one-time password-reset link for the account of `email`, as the admin SDK's
   * generatePasswordResetLink makes one (the service's action page, with an oobCode).
   */
  issuePasswordResetLink(email: string): string {
    const account = this.findAccount(email);
    if (account === undefined) throw new Error(`No account with e-mail ${email}`);
    const code = `oob-${this.resetCodes.size + 1}-${account.uid}`;
    this.resetCodes.set(code, account.uid);
    return `${RESET_PAGE}?mode=resetPassword&oobCode=${encodeURIComponent(code)}&apiKey=twin`;
  }

  /** What the action page does with a link: sets the new password, once per link. */
  resetPasswordWithLink(link: string, newPassword: string): void {
    const code = new URL(link).searchParams.get('oobCode') ?? '';
    const uid = this.resetCodes.get(code);
    const account = uid === undefined ? undefined : this.accounts.get(uid);
    if (account === undefined) throw new AuthFailure('unknown', 'Firebase: Error (auth/invalid-action-code).');
    this.resetCodes.delete(code);
    this.accounts.set(account.uid, { ...account, password: newPassword });
  }

  /** A copy of who is signed in now, or null. */
  currentIdentity(): AuthIdentity | null {
    return this.identity === null ? null : { ...this.identity, tokenExpiresAt: copyDate(this.identity.tokenExpiresAt) };
  }

  addAccount(account: AuthAccount): void {
    this.accounts.set(account.uid, { ...account, email: normalizeEmail(account.email) });
  }

  /** Makes a new enabled account, as the admin SDK does; the e-mail must be free. */
  createAccount(email: string, password: string): AuthAccount {
    if (this.hasAccount(email)) throw new Error(`Account already exists: ${email}`);
    const account: AuthAccount = { uid: this.ids.next(), email: normalizeEmail(email), password, disabled: false };
    this.accounts.set(account.uid, account);
    return { ...account };
  }

  hasAccount(email: string): boolean {
    return this.findAccount(email) !== undefined;
  }

  account(uid: string): AuthAccount | null {
    const account = this.accounts.get(uid);
    return account === undefined ? null : { ...account };
  }

  /** Removes the account, as the admin SDK's deleteUser does. */
  deleteAccount(uid: string): void {
    if (!this.accounts.delete(uid)) throw new Error(`No account with uid ${uid}`);
  }

  setDisabled(uid: string, disabled: boolean): void {
    const account = this.accounts.get(uid);
    if (account === undefined) throw new Error(`No account with uid ${uid}`);
    this.accounts.set(uid, { ...account, disabled });
  }

  private findAccount(email: string): AuthAccount | undefined {
    const wanted = normalizeEmail(email);
    return [...this.accounts.values()].find((account) => account.email === wanted);
  }

  private changeIdentity(identity: AuthIdentity | null): void {
    this.identity = identity;
    for (const listener of [...this.listeners]) listener(this.currentIdentity());
  }
}

const copyDate = (date: Date | null): Date | null => (date === null ? null : new Date(date.getTime()));
