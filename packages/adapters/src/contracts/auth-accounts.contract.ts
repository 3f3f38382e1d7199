import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthAccountFailure, CallerRejected, type AuthAccounts, type CallerVerifier } from '@estudio/domain/accounts';

export interface AuthAccountsSubject {
  readonly admin: AuthAccounts;
  readonly verifier: CallerVerifier;
  /** Signs in as a user would and returns the ID token the browser would send. */
  signIn(email: string, password: string): Promise<string>;
  /** Whether signing in with these credentials works now. */
  canSignIn(email: string, password: string): Promise<boolean>;
  /** Does what the service's action page does with a password-reset link: sets `password`. */
  followResetLink(link: string, password: string): Promise<void>;
  /**
   * Lets time pass before a revocation where the service needs it: Firebase compares
   * token issue and revocation times in whole seconds.
   */
  beforeRevoke?(): Promise<void>;
  readonly cleanup?: () => Promise<void>;
}

const EMAIL = 'cuenta@estudio.example';
const PASSWORD = 'Temporal-2026!';

const failureCode = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AuthAccountFailure) return error.code;
    if (error instanceof CallerRejected) return error.reason;
    throw error;
  }
  throw new Error('expected the call to fail');
};

/** The admin side of sign-in accounts and caller verification, as every implementation behaves. */
export const describeAuthAccountsContract = (name: string, makeSubject: () => Promise<AuthAccountsSubject>): void => {
  describe(`AuthAccounts + CallerVerifier contract: ${name}`, () => {
    let subject: AuthAccountsSubject;
    let admin: AuthAccounts;

    beforeEach(async () => {
      subject = await makeSubject();
      admin = subject.admin;
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('creates an account that signs in, and whose token names it', async () => {
      const uid = await admin.createAccount(EMAIL, PASSWORD);
      expect(uid).not.toBe('');
      const token = await subject.signIn(EMAIL, PASSWORD);
      await expect(subject.verifier.verifyIdToken(token)).resolves.toEqual({ uid, email: EMAIL });
    });

    it('refuses a taken e-mail, whatever its case', async () => {
      await admin.createAccount(EMAIL, PASSWORD);
      expect(await failureCode(admin.createAccount(EMAIL.toUpperCase(), PASSWORD))).toBe('email-already-in-use');
    });

    it('refuses a malformed e-mail and a password shorter than six characters', async () => {
      expect(await failureCode(admin.createAccount('sin-arroba', PASSWORD))).toBe('invalid-email');
      expect(await failureCode(admin.createAccount(EMAIL, '12345'))).toBe('invalid-password');
    });

    it('makes a one-time password-reset link with which the owner sets their own password', async () => {
      await admin.createAccount(EMAIL, PASSWORD);
      const link = await admin.passwordResetLink(EMAIL);
      expect(new URL(link).searchParams.get('mode')).toBe('resetPassword');
      expect(new URL(link).searchParams.get('oobCode')).not.toBeNull();
      await subject.followResetLink(link, 'Propia-2026!');
      expect(await subject.canSignIn(EMAIL, 'Propia-2026!')).toBe(true);
      expect(await subject.canSignIn(EMAIL, PASSWORD)).toBe(false);
      // Used once, the link sets nothing more.
      await expect(subject.followResetLink(link, 'Otra-2026!')).rejects.toThrow();
      expect(await subject.canSignIn(EMAIL, 'Otra-2026!')).toBe(false);
      expect(await failureCode(admin.passwordResetLink('nadie@estudio.example'))).toBe('user-not-found');
    });

    it('keeps role claims, replaces them, and removes them with null', async () => {
      const uid = await admin.createAccount(EMAIL, PASSWORD);
      expect(await admin.roleClaims(uid)).toBeNull();
      await admin.setRoleClaims(uid, { role: 'r-est', roleLabel: 'Estratega' });
      expect(await admin.roleClaims(uid)).toEqual({ role: 'r-est', roleLabel: 'Estratega' });
      await admin.setRoleClaims(uid, { role: 'r-dis', roleLabel: 'Diseñador' });
      expect(await admin.roleClaims(uid)).toEqual({ role: 'r-dis', roleLabel: 'Diseñador' });
      await admin.setRoleClaims(uid, null);
      expect(await admin.roleClaims(uid)).toBeNull();
    });

    it('disables and enables sign-in; a disabled account token no longer verifies', async () => {
      const uid = await admin.createAccount(EMAIL, PASSWORD);
      const token = await subject.signIn(EMAIL, PASSWORD);
      await admin.setDisabled(uid, true);
      expect(await subject.canSignIn(EMAIL, PASSWORD)).toBe(false);
      expect(await failureCode(subject.verifier.verifyIdToken(token))).toBe('invalid-id-token');
      await admin.setDisabled(uid, false);
      expect(await subject.canSignIn(EMAIL, PASSWORD)).toBe(true);
    });

    it('revokes sessions: tokens issued before no longer verify, a new sign-in does', async () => {
      const uid = await admin.createAccount(EMAIL, PASSWORD);
      const before = await subject.signIn(EMAIL, PASSWORD);
      await subject.beforeRevoke?.();
      await admin.revokeSessions(uid);
      expect(await failureCode(subject.verifier.verifyIdToken(before))).toBe('revoked-id-token');
      await subject.beforeRevoke?.();
      const after = await subject.signIn(EMAIL, PASSWORD);
      await expect(subject.verifier.verifyIdToken(after)).resolves.toMatchObject({ uid });
    });

    it('deletes an account: it cannot sign in and is then unknown', async () => {
      const uid = await admin.createAccount(EMAIL, PASSWORD);
      await admin.deleteAccount(uid);
      expect(await subject.canSignIn(EMAIL, PASSWORD)).toBe(false);
      expect(await failureCode(admin.roleClaims(uid))).toBe('user-not-found');
      await expect(admin.createAccount(EMAIL, PASSWORD)).resolves.not.toBe(uid);
    });

    it('answers user-not-found for every change to an unknown uid', async () => {
      for (const call of [
        () => admin.setDisabled('nadie', true),
        () => admin.setRoleClaims('nadie', { role: 'r', roleLabel: 'R' }),
        () => admin.revokeSessions('nadie'),
        () => admin.deleteAccount('nadie'),
      ]) {
        expect(await failureCode(call())).toBe('user-not-found');
      }
    });

    it('rejects a token that is not one', async () => {
      expect(await failureCode(subject.verifier.verifyIdToken('no-es-un-token'))).toBe('invalid-id-token');
    });
  });
};
