import { token } from '../shared/token.js';

/** The signed-in identity as the sign-in service reports it. */
export interface AuthIdentity {
  readonly uid: string;
  readonly email: string;
  /** When the current ID token expires; null when unknown. */
  readonly tokenExpiresAt: Date | null;
}

export type AuthErrorCode = 'invalid-credentials' | 'user-disabled' | 'too-many-requests' | 'network' | 'unknown';

/** Thrown by Authenticator implementations; use cases translate it to catalogue messages. */
export class AuthFailure extends Error {
  override readonly name = 'AuthFailure';
  constructor(
    readonly code: AuthErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Sign-in, sign-in state, sign-out and password reset (docs/product.md, "Access and session"). */
export interface Authenticator {
  signIn(email: string, password: string): Promise<AuthIdentity>;
  /** Calls back at once with the current state, then on every change. Returns unsubscribe. */
  onAuthStateChanged(listener: (identity: AuthIdentity | null) => void): () => void;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
}
export const Authenticator = token<Authenticator>('Authenticator');
