// Which layout the shell draws: the sidebar beside the page from md (768 px) up, the top bar
// and the drawer below it. Read from matchMedia, so the first render already has the right one
// and a resize switches it; stories and tests can force either.
import { useSyncExternalStore } from 'react';

export type ShellLayout = 'auto' | 'desktop' | 'phone';

/** Chakra's md breakpoint (48rem). */
export const DESKTOP_QUERY = '(min-width: 768px)';

const queryList = (): MediaQueryList | null =>
  typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? null : window.matchMedia(DESKTOP_QUERY);

const subscribe = (onChange: () => void): (() => void) => {
  const list = queryList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** Without matchMedia (a server render) the desktop layout is drawn. */
const matchesDesktop = (): boolean => queryList()?.matches ?? true;

export const useDesktopLayout = (layout: ShellLayout): boolean => {
  const desktop = useSyncExternalStore(subscribe, matchesDesktop, () => true);
  return layout === 'auto' ? desktop : layout === 'desktop';
};
