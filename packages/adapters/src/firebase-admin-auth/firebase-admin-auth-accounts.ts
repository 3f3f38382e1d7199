import {
  AuthAccountFailure,
  type AuthAccountFailureCode,
  type AccountRoleClaims,
  type AuthAccounts,
} from '@estudio/domain/accounts';
import type { Auth } from 'firebase-admin/auth';

/** The admin SDK's error codes and what they mean to the domain. */
const CODES: Readonly<Record<string, AuthAccountFailureCode>> = {
  'auth/email-already-exists': 'email-already-in-use',
  'auth/email-already-in-use': 'email-already-in-use',
  'auth/invalid-email': 'invalid-email',
  'auth/invalid-password': 'invalid-password',
  'auth/weak-password': 'invalid-password',
  'auth/user-not-found': 'user-not-found',
  // generatePasswordResetLink for an e-mail no account has.
  'auth/email-not-found': 'user-not-found',
};

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/** Runs an admin call; its known refusals become AuthAccountFailures, the rest stay as they are. */
const translated = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    const code = codeOf(error);
    const known = code === undefined ? undefined : CODES[code];
    if (known !== undefined) throw new AuthAccountFailure(known, code ?? known);
    throw error;
  }
};

const ROLE = 'role';
const ROLE_LABEL = 'roleLabel';

/**
 * Sign-in accounts through firebase-admin (Firebase Auth, or its emulator when
 * FIREBASE_AUTH_EMULATOR_HOST is set). Role claims are merged into whatever other custom
 * claims an account carries, never replacing them.
 */
export class FirebaseAdminAuthAccounts implements AuthAccounts {
  constructor(private readonly auth: Auth) {}

  createAccount(email: string, password: string): Promise<string> {
    return translated(async () => (await this.auth.createUser({ email, password, disabled: false })).uid);
  }

  passwordResetLink(email: string): Promise<string> {
    return translated(() => this.auth.generatePasswordResetLink(email));
  }

  deleteAccount(uid: string): Promise<void> {
    return translated(() => this.auth.deleteUser(uid));
  }

  roleClaims(uid: string): Promise<AccountRoleClaims | null> {
    return translated(async () => {
      const claims = (await this.auth.getUser(uid)).customClaims ?? {};
      const role: unknown = claims[ROLE];
      const roleLabel: unknown = claims[ROLE_LABEL];
      return typeof role === 'string' && typeof roleLabel === 'string' ? { role, roleLabel } : null;
    });
  }

  setRoleClaims(uid: string, claims: AccountRoleClaims | null): Promise<void> {
    return translated(async () => {
      const { [ROLE]: _role, [ROLE_LABEL]: _label, ...others } = (await this.auth.getUser(uid)).customClaims ?? {};
      const next = claims === null ? others : { ...others, [ROLE]: claims.role, [ROLE_LABEL]: claims.roleLabel };
      await this.auth.setCustomUserClaims(uid, Object.keys(next).length === 0 ? null : next);
    });
  }

  setDisabled(uid: string, disabled: boolean): Promise<void> {
    return translated(async () => {
      await this.auth.updateUser(uid, { disabled });
    });
  }

  revokeSessions(uid: string): Promise<void> {
    return translated(() => this.auth.revokeRefreshTokens(uid));
  }
}
