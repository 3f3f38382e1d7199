import { EstudioProvider } from '@estudio/ui';
import type { ReactNode } from 'react';
import type { ConsoleAccess } from '../shared/console-access.js';
import { DialogsProvider } from '../shared/dialogs.js';
import { RootErrorBoundary } from './error-boundary.js';
import { AppRoutes } from './routes.js';
import { SessionProvider } from '../shared/session.js';

/**
 * The console: the design system, the session, the shared dialogs and the routes, under
 * one error boundary. The server-state cache lives in the signed-in part (ConsoleRoot).
 * The router is given by the caller (BrowserRouter in the app, MemoryRouter in tests).
 */
export const App = ({
  access,
  router,
}: {
  readonly access: ConsoleAccess;
  readonly router: (routes: ReactNode) => ReactNode;
}) => (
  <EstudioProvider>
    <RootErrorBoundary>
      <SessionProvider access={access}>
        <DialogsProvider>{router(<AppRoutes />)}</DialogsProvider>
      </SessionProvider>
    </RootErrorBoundary>
  </EstudioProvider>
);
