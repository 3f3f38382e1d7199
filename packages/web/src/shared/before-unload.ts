import { useIsMutating, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Asks before the page is closed or reloaded while `dirty` (the browser shows its own prompt). */
export const useBeforeUnload = (dirty: boolean) => {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
};

/**
 * While a write is on its way (an upload, a save, an AI answer to store), closing or
 * reloading the tab asks first: in-app navigation lets it finish, a closed tab loses it.
 */
export const PendingWritesGuard = () => {
  useBeforeUnload(useIsMutating() > 0);
  return null;
};

/**
 * Resolves once none of this client's writes is on its way (at once when none is). Signing
 * out waits for it: what a write still needs from the session (an upload's remaining chunks,
 * a save's token) is refused once the session has ended, so a change the screen already
 * shows, or a file half sent, would be lost.
 */
export const writesSettled = (queryClient: QueryClient): Promise<void> =>
  new Promise((resolve) => {
    if (queryClient.isMutating() === 0) {
      resolve();
      return;
    }
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (queryClient.isMutating() > 0) return;
      unsubscribe();
      resolve();
    });
  });
