import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { FirebaseAuthService } from '../firebase-auth/firebase-auth-service.js';

/** Firebase Auth for the browser and the AuthService port over it. */
export interface FirebaseWebAuth {
  readonly auth: Auth;
  readonly service: FirebaseAuthService;
}

/**
 * Sign-in alone: what the login and reset-password routes need before anyone is signed in.
 * initializeAuth with explicit persistence (and no popup/redirect resolver, which this
 * console never uses) keeps getAuth's extra code out of the login bundle.
 */
export const firebaseWebAuth = (app: FirebaseApp, emulatorHost: string | null): FirebaseWebAuth => {
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (emulatorHost !== null) connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  return { auth, service: new FirebaseAuthService(auth) };
};
