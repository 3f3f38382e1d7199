import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFailure, type AuthIdentity, type Authenticator } from '@estudio/domain/accounts';

/** An account the subject must hold before the case runs (the emulator creates it by admin SDK). */
export interface AuthAccountSeed {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly disabled: boolean;
}

export interface AuthServiceSubject {
  readonly auth: Authenticator;
  readonly cleanup?: () => Promise<void>;
}

export const AUTH_CONTRACT_ACCOUNTS: readonly AuthAccountSeed[] = [
  { uid: 'uid-ana', email: 'ana.perez@estudio.example', password: 'Clave-ana-1', disabled: false },
  { uid: 'uid-eva', email: 'eva.rios@estudio.example', password: 'Clave-eva-1', disabled: true },
];
const [ANA, EVA] = AUTH_CONTRACT_ACCOUNTS as [AuthAccountSeed, AuthAccountSeed];

const failureOf = async (attempt: Promise<unknown>): Promise<AuthFailure> => {
  const error: unknown = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AuthFailure);
  return error as AuthFailure;
};

/** Sign-in, sign-in state, sign-out and password reset, as every Authenticator must do them. */
export const describeAuthenticatorContract = (
  name: string,
  makeSubject: (accounts: readonly AuthAccountSeed[]) => Promise<AuthServiceSubject>,
): void => {
  describe(`Authenticator contract: ${name}`, () => {
    let subject: AuthServiceSubject;
    let auth: Authenticator;

    beforeEach(async () => {
      subject = await makeSubject(AUTH_CONTRACT_ACCOUNTS);
      auth = subject.auth;
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('signs in with the right password and reports who signed in', async () => {
      const identity = await auth.signIn(ANA.email, ANA.password);
      expect(identity.uid).toBe(ANA.uid);
      expect(identity.email).toBe(ANA.email);
      expect(identity.tokenExpiresAt === null || identity.tokenExpiresAt instanceof Date).toBe(true);
    });

    it('matches the e-mail without regard to case', async () => {
      const identity = await auth.signIn(ANA.email.toUpperCase(), ANA.password);
      expect(identity.uid).toBe(ANA.uid);
    });

    it('refuses a wrong password as invalid credentials', async () => {
      const failure = await failureOf(auth.signIn(ANA.email, 'otra-clave'));
      expect(failure.code).toBe('invalid-credentials');
    });

    it('refuses an unknown e-mail as invalid credentials', async () => {
      const failure = await failureOf(auth.signIn('nadie@estudio.example', 'Clave-1'));
      expect(failure.code).toBe('invalid-credentials');
    });

    it('refuses a disabled account as user-disabled', async () => {
      const failure = await failureOf(auth.signIn(EVA.email, EVA.password));
      expect(failure.code).toBe('user-disabled');
    });

    it('reports the sign-in state at once and on every change until unsubscribed', async () => {
      const seen: (AuthIdentity | null)[] = [];
      const unsubscribe = auth.onAuthStateChanged((identity) => seen.push(identity));
      await vi.waitFor(() => expect(seen).toEqual([null]));

      await auth.signIn(ANA.email, ANA.password);
      await vi.waitFor(() => expect(seen.at(-1)?.uid).toBe(ANA.uid));
      await auth.signOut();
      await vi.waitFor(() => expect(seen.at(-1)).toBeNull());

      unsubscribe();
      const seenBefore = seen.length;
      await auth.signIn(ANA.email, ANA.password);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(seen).toHaveLength(seenBefore);
    });

    it('calls a listener added after sign-in back with the signed-in identity', async () => {
      await auth.signIn(ANA.email, ANA.password);
      const seen: (AuthIdentity | null)[] = [];
      const unsubscribe = auth.onAuthStateChanged((identity) => seen.push(identity));
      await vi.waitFor(() => expect(seen[0]?.uid).toBe(ANA.uid));
      unsubscribe();
    });

    it('stays signed out after a failed sign-in', async () => {
      await expect(auth.signIn(ANA.email, 'otra-clave')).rejects.toBeInstanceOf(AuthFailure);
      const seen: (AuthIdentity | null)[] = [];
      const unsubscribe = auth.onAuthStateChanged((identity) => seen.push(identity));
      await vi.waitFor(() => expect(seen).toEqual([null]));
      unsubscribe();
    });

    it('sends a password reset to a known e-mail and refuses an unknown one', async () => {
      await expect(auth.sendPasswordReset(ANA.email)).resolves.toBeUndefined();
      const failure = await failureOf(auth.sendPasswordReset('nadie@estudio.example'));
      expect(failure.message).not.toBe('');
    });
  });
};
