import { CallerRejected, type CallerVerifier, type VerifiedCaller } from '@estudio/domain/accounts';
import type { AppCheck } from 'firebase-admin/app-check';
import type { Auth } from 'firebase-admin/auth';

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : String(error);

/**
 * Verifies callers with firebase-admin: the ID token with revocation checked (so a
 * disabled or revoked account is refused at once, not when its token expires), and the
 * App Check token when App Check is configured.
 */
export class FirebaseAdminCallerVerifier implements CallerVerifier {
  constructor(
    private readonly auth: Pick<Auth, 'verifyIdToken'>,
    private readonly appCheck: Pick<AppCheck, 'verifyToken'> | null,
  ) {}

  async verifyIdToken(idToken: string): Promise<VerifiedCaller> {
    try {
      const decoded = await this.auth.verifyIdToken(idToken, true);
      return { uid: decoded.uid, email: decoded.email ?? '' };
    } catch (error) {
      const code = codeOf(error);
      throw new CallerRejected(code === 'auth/id-token-revoked' ? 'revoked-id-token' : 'invalid-id-token', code);
    }
  }

  async verifyAppCheckToken(token: string): Promise<void> {
    if (this.appCheck === null) {
      throw new CallerRejected('invalid-app-check-token', 'App Check is not configured on this server');
    }
    try {
      await this.appCheck.verifyToken(token);
    } catch (error) {
      throw new CallerRejected('invalid-app-check-token', codeOf(error));
    }
  }
}
