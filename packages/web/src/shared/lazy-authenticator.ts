import type { AuthIdentity, Authenticator } from '@estudio/domain/accounts';

/**
 * The sign-in service whose code arrives later (Firebase Auth, a chunk of its own): each call
 * waits for it. A listener is subscribed once it has arrived; unsubscribing before then
 * subscribes nothing. If it cannot be loaded, the listener hears "nobody signed in" (the login
 * page shows) and the next sign-in tries the load again.
 */
export const lazyAuthenticator = (load: () => Promise<Authenticator>): Authenticator => ({
  signIn: async (email, password) => (await load()).signIn(email, password),
  signOut: async () => (await load()).signOut(),
  sendPasswordReset: async (email) => (await load()).sendPasswordReset(email),
  onAuthStateChanged: (listener: (identity: AuthIdentity | null) => void) => {
    let subscribed = true;
    let unsubscribe = (): void => undefined;
    load().then(
      (auth) => {
        if (subscribed) unsubscribe = auth.onAuthStateChanged(listener);
      },
      () => {
        if (subscribed) listener(null);
      },
    );
    return () => {
      subscribed = false;
      unsubscribe();
    };
  },
});
