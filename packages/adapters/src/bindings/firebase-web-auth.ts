import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { FirebaseAuthenticator } from '../firebase-auth/firebase-authenticator.js';

/** Firebase Auth for the browser and the Authenticator port over it. */
export interface FirebaseWebAuth {
  readonly auth: Auth;
  readonly service: FirebaseAuthenticator;
}

/**
 * Sign-in alone: what the login and reset-password routes need before anyone is signed in.
 * initializeAuth with explicit persistence (and no popup/redirect resolver, which this
 * console never uses) keeps getAuth's extra code out of the login bundle.
 */
export const firebaseWebAuth = (app: FirebaseApp, emulatorHost: string | null): FirebaseWebAuth => {
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (emulatorHost !== null) connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  return { auth, service: new FirebaseAuthenticator(auth) };
};
