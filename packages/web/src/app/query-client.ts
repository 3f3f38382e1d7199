import { QueryClient } from '@tanstack/react-query';

/**
 * The console's server-state cache. What a screen read stays fresh for the whole session
 * (nothing else writes behind the console's back often enough to justify re-reads): coming
 * back to a screen reads nothing, and each mutation updates or invalidates exactly what it
 * changed. Failures are shown at once, with the catalogue message, never retried blindly.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 30 * 60 * 1000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
