import { AuthFailure, type AuthErrorCode } from '@estudio/domain/accounts';

/**
 * Firebase Auth error codes as the domain sees them. Wrong password, unknown e-mail and a
 * malformed e-mail are one answer on purpose: the sign-in screen must not reveal which
 * accounts exist (and newer projects only ever report auth/invalid-credential anyway).
 */
const CODES: Readonly<Record<string, AuthErrorCode>> = {
  'auth/invalid-credential': 'invalid-credentials',
  'auth/wrong-password': 'invalid-credentials',
  'auth/user-not-found': 'invalid-credentials',
  'auth/invalid-email': 'invalid-credentials',
  'auth/user-disabled': 'user-disabled',
  'auth/too-many-requests': 'too-many-requests',
  'auth/network-request-failed': 'network',
};

/** The `code` of a FirebaseError (or anything shaped like one), else undefined. */
const firebaseCodeOf = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : undefined;
};

/** The domain code for a Firebase Auth error code; anything unlisted is 'unknown'. */
export const authErrorCodeOf = (firebaseCode: string | undefined): AuthErrorCode =>
  (firebaseCode !== undefined ? CODES[firebaseCode] : undefined) ?? 'unknown';

/**
 * Any failure of the sign-in service as an AuthFailure. The Firebase message is kept as
 * the reason, because the reset-password screen shows it after its own prefix.
 */
export const toAuthFailure = (error: unknown): AuthFailure => {
  if (error instanceof AuthFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new AuthFailure(authErrorCodeOf(firebaseCodeOf(error)), message);
};
