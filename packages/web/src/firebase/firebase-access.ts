import { ConsoleLogger, SystemClock, storedSignIn } from '@estudio/adapters/browser-start';
import { PermissionConfigRepository, RoleRepository, SessionUseCases, UserRepository } from '@estudio/domain/accounts';
import { type Token } from '@estudio/domain/shared';
import type { ConsoleAccess } from '../shared/console-access.js';
import { lazyAuthenticator } from '../shared/lazy-authenticator.js';
import { lazyAdapter, loadOnce } from '@estudio/adapters/browser-start';
import { readAppCheckSettings } from './app-check-config.js';
import type { WebFirebaseConfig } from './firebase-config.js';

/**
 * The browser's start: the session use case over a sign-in service and repositories that
 * arrive later. Firebase (the app and Auth, ./firebase-start.ts) is a chunk of its own,
 * fetched at once, beside the login route: when this browser keeps nobody signed in (read
 * from Firebase Auth's own stores, without its code) the login page draws without waiting
 * for it. Firestore, Storage, App Check and the other use cases arrive with
 * ./firebase-console.ts, imported the first time a repository is read (after sign-in).
 */
export const createFirebaseAccess = (
  config: WebFirebaseConfig,
  env: Record<string, string | undefined>,
): ConsoleAccess => {
  const loadFirebase = loadOnce(async () => (await import('./firebase-start.js')).startFirebase(config));
  // Fetched now; a failed load is tried again by the first caller (the session, a sign-in).
  loadFirebase().catch(() => undefined);
  const loadConsole = loadOnce(async () => {
    const [{ app, auth }, { createFirebaseConsole }] = await Promise.all([
      loadFirebase(),
      import('./firebase-console.js'),
    ]);
    return createFirebaseConsole(
      app,
      auth,
      config,
      readAppCheckSettings(env, { localStack: config.emulators !== null }),
    );
  });
  // A port of the console's container, typed by its token: the interface is the token's.
  const port = <T extends object>(token: Token<T>): T => lazyAdapter(async () => (await loadConsole()).get<T>(token));
  const sessions = new SessionUseCases(
    lazyAuthenticator(async () => (await loadFirebase()).auth.service),
    port(UserRepository),
    port(RoleRepository),
    port(PermissionConfigRepository),
    new SystemClock(),
    new ConsoleLogger(),
  );
  const startsSignedOut = storedSignIn(config.options.apiKey ?? '').then((stored) => stored === 'none');
  return { sessions, loadConsole, startsSignedOut };
};
