import { EstudioProvider } from '@estudio/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ConsoleAccess } from './console-access.js';
import { DialogsProvider } from './dialogs.js';
import { RootErrorBoundary } from './error-boundary.js';
import { createQueryClient } from './query-client.js';
import { AppRoutes } from './routes.js';
import { SessionProvider } from './session.js';

/**
 * The console: the design system, the server-state cache, the session, the shared dialogs
 * and the routes, under one error boundary. The router is given by the caller
 * (BrowserRouter in the app, MemoryRouter in tests).
 */
export const App = ({ access, router }: { readonly access: ConsoleAccess; readonly router: (routes: ReactNode) => ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <EstudioProvider>
      <RootErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <SessionProvider access={access}>
            <DialogsProvider>{router(<AppRoutes />)}</DialogsProvider>
          </SessionProvider>
        </QueryClientProvider>
      </RootErrorBoundary>
    </EstudioProvider>
  );
};
