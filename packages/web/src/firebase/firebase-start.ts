import { firebaseWebAuth, type FirebaseWebAuth } from '@estudio/adapters/browser-auth';
import { initializeApp, type FirebaseApp } from 'firebase/app';
import type { WebFirebaseConfig } from './firebase-config.js';

/** The Firebase app and its Auth: what signing in, and knowing who is signed in, needs. */
export interface FirebaseStart {
  readonly app: FirebaseApp;
  readonly auth: FirebaseWebAuth;
}

/**
 * A chunk of its own, fetched at start beside the login route (./firebase-access.ts): the
 * login page draws without it when nobody is signed in in this browser, and waits for it to
 * sign in.
 */
export const startFirebase = (config: WebFirebaseConfig): FirebaseStart => {
  const app = initializeApp(config.options);
  return { app, auth: firebaseWebAuth(app, config.emulators?.auth ?? null) };
};
