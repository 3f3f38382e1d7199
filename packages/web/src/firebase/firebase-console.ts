import type { FirebaseWebAuth } from '@estudio/adapters/browser-auth';
import { firebaseWebPortBindings } from '@estudio/adapters/browser-data';
import type { FirebaseApp } from 'firebase/app';
import type { Container } from 'inversify';
import { createWebContainer } from '../container/web-container.js';
import { activateAppCheck } from './app-check.js';
import type { AppCheckSettings } from './app-check-config.js';
import type { WebFirebaseConfig } from './firebase-config.js';

/**
 * The signed-in console's composition root (a chunk of its own, loaded after sign-in):
 * App Check first when configured (its token then goes with every Firestore and HTTP call),
 * then the container over the Firebase bindings.
 */
export const createFirebaseConsole = (
  app: FirebaseApp,
  auth: FirebaseWebAuth,
  config: WebFirebaseConfig,
  appCheckSettings: AppCheckSettings | null,
): Container => {
  const appCheck = activateAppCheck(app, appCheckSettings);
  return createWebContainer(
    firebaseWebPortBindings(app, auth, {
      emulators: config.emulators,
      functionsUrl: config.functionsUrl,
      aiUrl: config.aiUrl,
      schedulerUrl: config.schedulerUrl,
      commandsUrl: config.commandsUrl,
      linkedinUrl: config.linkedinUrl,
      appCheck,
    }),
  );
};
