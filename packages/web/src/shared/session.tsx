import { can, type PasswordResetResult, type PermissionKey, type Session } from '@estudio/domain/accounts';
import type { Container } from 'inversify';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ConsoleAccess } from './console-access.js';

export type SessionState =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out' }
  | { readonly status: 'signed-in'; readonly session: Session };

export interface SessionApi {
  readonly state: SessionState;
  /** Resolves with the session or rejects with the DomainError to show. */
  signIn(email: string, password: string, termsAccepted: boolean): Promise<Session>;
  signOut(): Promise<void>;
  /** The reset-password answer: the text to show and whether it succeeded. */
  requestPasswordReset(email: string): Promise<PasswordResetResult>;
  /** The console's container (loaded once, after sign-in). */
  readonly loadConsole: () => Promise<Container>;
}

const SessionContext = createContext<SessionApi | null>(null);

/**
 * Follows the sign-in state (docs/product.md, "Access and session"): 'loading' until the first state is
 * known, so nothing renders before; a stale token or a disabled user comes back signed out.
 * The first state is known from the access's startsSignedOut when nobody is kept signed in.
 */
export const SessionProvider = ({
  access,
  children,
}: {
  readonly access: ConsoleAccess;
  readonly children: ReactNode;
}) => {
  const { sessions, loadConsole, startsSignedOut } = access;
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  // Nobody kept signed in here: signed out is known before the sign-in service has arrived.
  useEffect(() => {
    let current = true;
    void startsSignedOut?.then((signedOut) => {
      if (current && signedOut) setState((known) => (known.status === 'loading' ? { status: 'signed-out' } : known));
    });
    return () => {
      current = false;
    };
  }, [startsSignedOut]);

  useEffect(
    () =>
      sessions.onSessionChanged(
        (session) => setState(session === null ? { status: 'signed-out' } : { status: 'signed-in', session }),
        () => setState({ status: 'signed-out' }),
      ),
    [sessions],
  );

  const signIn = useCallback(
    async (email: string, password: string, termsAccepted: boolean) => {
      const session = await sessions.signIn(email, password, termsAccepted);
      setState({ status: 'signed-in', session });
      return session;
    },
    [sessions],
  );
  const signOut = useCallback(async () => {
    await sessions.signOut();
    setState({ status: 'signed-out' });
  }, [sessions]);

  const requestPasswordReset = useCallback((email: string) => sessions.requestPasswordReset(email), [sessions]);

  const api = useMemo(
    () => ({ state, signIn, signOut, requestPasswordReset, loadConsole }),
    [state, signIn, signOut, requestPasswordReset, loadConsole],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
};

export const useSessionApi = (): SessionApi => {
  const api = useContext(SessionContext);
  if (api === null) throw new Error('useSessionApi outside <SessionProvider>');
  return api;
};

/** The signed-in session; only for screens behind the guard. */
export const useSession = (): Session => {
  const { state } = useSessionApi();
  if (state.status !== 'signed-in') throw new Error('useSession on a screen without a session');
  return state.session;
};

/** Whether the signed-in actor holds a permission key. */
export const useCan = (key: PermissionKey): boolean => can(useSession().actor, key);
