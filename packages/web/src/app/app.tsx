import { EstudioProvider } from '@estudio/ui';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { DialogsProvider } from './dialogs.js';
import { AppRoutes } from './routes.js';
import { ServicesProvider } from './services.js';
import { SessionProvider } from './session.js';

/**
 * The console over a container: the design system, services, the session, the shared
 * dialogs and the routes. The router is given by the caller (BrowserRouter in the app,
 * MemoryRouter in tests).
 */
export const App = ({ container, router }: { readonly container: Container; readonly router: (routes: ReactNode) => ReactNode }) => (
  <EstudioProvider>
    <ServicesProvider container={container}>
      <SessionProvider>
        <DialogsProvider>{router(<AppRoutes />)}</DialogsProvider>
      </SessionProvider>
    </ServicesProvider>
  </EstudioProvider>
);
