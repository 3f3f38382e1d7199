import { token } from '../shared/token.js';

/**
 * The server side of user administration: what the create-user, update-user-role,
 * disable-user and enable-user endpoints do to sign-in accounts (the admin SDK), and how
 * they know who is calling. Browser code never holds these ports.
 */

/** The role an account carries as custom claims, so tokens say it without a read. */
export interface AccountRoleClaims {
  readonly role: string;
  readonly roleLabel: string;
}

export type AuthAccountFailureCode =
  'email-already-in-use' | 'invalid-email' | 'invalid-password' | 'user-not-found' | 'unknown';

/** Thrown by AuthAccounts implementations with the sign-in service's own reason. */
export class AuthAccountFailure extends Error {
  override readonly name = 'AuthAccountFailure';
  constructor(
    readonly code: AuthAccountFailureCode,
    message: string,
  ) {
    super(message);
  }
}

/** Sign-in accounts as an administrator sees them (Firebase Auth admin). */
export interface AuthAccounts {
  /** Makes an enabled account and returns its uid. */
  createAccount(email: string, password: string): Promise<string>;
  /**
   * A one-time link to the sign-in service's page where the account's owner sets their
   * own password (the admin SDK's generatePasswordResetLink). Throws user-not-found.
   */
  passwordResetLink(email: string): Promise<string>;
  deleteAccount(uid: string): Promise<void>;
  /** The account's role claims; null when it has none. Throws user-not-found. */
  roleClaims(uid: string): Promise<AccountRoleClaims | null>;
  /** Replaces the role claims (null removes them). */
  setRoleClaims(uid: string, claims: AccountRoleClaims | null): Promise<void>;
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  /** Invalidates every refresh token, so open sessions end at their next token refresh. */
  revokeSessions(uid: string): Promise<void>;
}
export const AuthAccounts = token<AuthAccounts>('AuthAccounts');

/** Who called an endpoint, as a verified ID token says. */
export interface VerifiedCaller {
  readonly uid: string;
  readonly email: string;
}

/** Why a caller's credentials were refused. */
export type CallerRejection = 'invalid-id-token' | 'revoked-id-token' | 'invalid-app-check-token';

export class CallerRejected extends Error {
  override readonly name = 'CallerRejected';
  constructor(
    readonly reason: CallerRejection,
    message: string,
  ) {
    super(message);
  }
}

/** Verifies the bearer ID token (revocation checked) and the App Check token of a request. */
export interface CallerVerifier {
  /** The caller the token names; throws CallerRejected when it is not valid or revoked. */
  verifyIdToken(idToken: string): Promise<VerifiedCaller>;
  /** Throws CallerRejected when the App Check token is not valid. */
  verifyAppCheckToken(token: string): Promise<void>;
}
export const CallerVerifier = token<CallerVerifier>('CallerVerifier');

/**
 * The initial password of a new account: a fresh, unguessable one each time, made on the
 * server and never returned, logged or stored anywhere but the sign-in service. Nobody
 * knows it; the account's owner sets their own through the password-reset link.
 */
export interface PasswordGenerator {
  newPassword(): string;
}
export const PasswordGenerator = token<PasswordGenerator>('PasswordGenerator');
