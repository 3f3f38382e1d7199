import { normalizeEmail, type AuthIdentity, type Authenticator } from '@estudio/domain/accounts';
import {
  getIdTokenResult,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { toAuthFailure } from './auth-failure-mapping.js';

/**
 * The sign-in service on Firebase Auth (web SDK). It only reports who is signed in and
 * when their ID token expires: the stale-session rule (isSessionStale) and lastLoginAt
 * belong to the SessionUseCases use case, which reads and writes them through ports.
 */
export class FirebaseAuthenticator implements Authenticator {
  constructor(private readonly auth: Auth) {}

  async signIn(email: string, password: string): Promise<AuthIdentity> {
    try {
      const credential = await signInWithEmailAndPassword(this.auth, email, password);
      return await identityOf(credential.user, email);
    } catch (error) {
      throw toAuthFailure(error);
    }
  }

  /**
   * Firebase calls back with the current state once it is known, then on every sign-in
   * and sign-out. Reading the token expiry is asynchronous, so a slower read must never
   * deliver an older state after a newer one, nor anything after unsubscribe.
   */
  onAuthStateChanged(listener: (identity: AuthIdentity | null) => void): () => void {
    let latest = 0;
    let subscribed = true;
    const deliver = (turn: number, identity: AuthIdentity | null): void => {
      if (subscribed && turn === latest) listener(identity);
    };
    const unsubscribe = onAuthStateChanged(this.auth, (user) => {
      const turn = ++latest;
      if (user === null) {
        deliver(turn, null);
        return;
      }
      void identityOf(user, '').then((identity) => deliver(turn, identity));
    });
    return () => {
      subscribed = false;
      unsubscribe();
    };
  }

  async signOut(): Promise<void> {
    try {
      await signOut(this.auth);
    } catch (error) {
      throw toAuthFailure(error);
    }
  }

  async sendPasswordReset(email: string): Promise<void> {
    try {
      await sendPasswordResetEmail(this.auth, email);
    } catch (error) {
      throw toAuthFailure(error);
    }
  }
}

/**
 * The identity of a Firebase user. An unreadable token gives tokenExpiresAt null rather
 * than failing: an unknown expiry never makes a session stale, and the user did sign in.
 */
const identityOf = async (user: User, emailUsed: string): Promise<AuthIdentity> => {
  const tokenExpiresAt = await getIdTokenResult(user).then(
    (result) => expiryOf(result.expirationTime),
    () => null,
  );
  return { uid: user.uid, email: user.email ?? normalizeEmail(emailUsed), tokenExpiresAt };
};

/** Firebase gives the expiry as a UTC date string; an unparsable one is unknown. */
const expiryOf = (expirationTime: string): Date | null => {
  const at = new Date(expirationTime);
  return Number.isNaN(at.getTime()) ? null : at;
};
