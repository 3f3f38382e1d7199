import { addConsoleRecipes } from '@estudio/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { ActiveBrandProvider } from '../shared/active-brand.js';
import { PendingWritesGuard } from '../shared/before-unload.js';
import { createQueryClient } from './query-client.js';
import { ConsoleLayout } from './console-layout.js';
import { LoadedServices } from '../shared/services.js';
import { useSessionApi } from '../shared/session.js';

// The console's recipes (tables, dialogs, tags…) join the design system with its code, before
// any of its screens draws: the login route carries none of them.
addConsoleRecipes();

/**
 * Everything behind the guard, in a chunk of its own: the console's services (loaded once
 * after sign-in), the server-state cache of this signed-in user (a new one for each
 * session: keyed by uid, so nobody inherits another user's reads), the active brand and
 * the shell around the screen of the route.
 */
export const ConsoleRoot = () => {
  const { loadConsole, state } = useSessionApi();
  const uid = state.status === 'signed-in' ? state.session.profile.uid : '';
  return (
    <LoadedServices load={loadConsole}>
      <SessionCache key={uid}>
        <ActiveBrandProvider>
          <ConsoleLayout />
        </ActiveBrandProvider>
      </SessionCache>
    </LoadedServices>
  );
};

const SessionCache = ({ children }: { readonly children: React.ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <PendingWritesGuard />
      {children}
    </QueryClientProvider>
  );
};
