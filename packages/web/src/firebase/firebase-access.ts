import { ConsoleLogger, SystemClock, firebaseWebAuth } from '@estudio/adapters/browser-auth';
import { PermissionConfigRepository, RoleRepository, SessionUseCases, UserRepository } from '@estudio/domain/accounts';
import { type Token } from '@estudio/domain/shared';
import { initializeApp } from 'firebase/app';
import type { ConsoleAccess } from '../shared/console-access.js';
import { lazyPort, once } from '../shared/lazy-port.js';
import { readAppCheckSettings } from './app-check-config.js';
import type { WebFirebaseConfig } from './firebase-config.js';

/**
 * The browser's start: the Firebase app and Auth, and the session use case over lazy
 * repositories. Firestore, Storage, App Check and the other use cases arrive with
 * ./firebase-console.ts, imported the first time a repository is read (after sign-in).
 */
export const createFirebaseAccess = (
  config: WebFirebaseConfig,
  env: Record<string, string | undefined>,
): ConsoleAccess => {
  const app = initializeApp(config.options);
  const auth = firebaseWebAuth(app, config.emulators?.auth ?? null);
  const loadConsole = once(async () => {
    const { createFirebaseConsole } = await import('./firebase-console.js');
    return createFirebaseConsole(
      app,
      auth,
      config,
      readAppCheckSettings(env, { localStack: config.emulators !== null }),
    );
  });
  // A port of the console's container, typed by its token: the interface is the token's.
  const port = <T extends object>(token: Token<T>): T => lazyPort(async () => (await loadConsole()).get<T>(token));
  const sessions = new SessionUseCases(
    auth.service,
    port(UserRepository),
    port(RoleRepository),
    port(PermissionConfigRepository),
    new SystemClock(),
    new ConsoleLogger(),
  );
  return { sessions, loadConsole };
};
