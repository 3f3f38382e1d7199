import { ActiveBrandProvider } from './active-brand.js';
import { ConsoleLayout } from './console-layout.js';
import { LoadedServices } from './services.js';
import { useSessionApi } from './session.js';

/**
 * Everything behind the guard, in a chunk of its own: the console's services (loaded once
 * after sign-in), the active brand and the shell around the screen of the route.
 */
export const ConsoleRoot = () => {
  const { loadConsole } = useSessionApi();
  return (
    <LoadedServices load={loadConsole}>
      <ActiveBrandProvider>
        <ConsoleLayout />
      </ActiveBrandProvider>
    </LoadedServices>
  );
};
