import { Button } from '@chakra-ui/react';
import { MessageDialog } from '@estudio/ui';
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { UNSAFE_NavigationContext, useLocation, type To } from 'react-router-dom';
import { useBeforeUnload } from './before-unload.js';
import { ContentTexts } from './texts.js';

/** Where a navigation goes, as react-router hands it to the navigator (a path object or a text). */
const pathnameOf = (to: To, from: string): string =>
  typeof to === 'string' ? new URL(to, `http://console${from}`).pathname : (to.pathname ?? from);

/** A held navigation: let it go on, or drop it and stay. */
export type LeaveBlocker =
  { readonly state: 'unblocked' } | { readonly state: 'blocked'; proceed(): void; reset(): void };

/**
 * Holds in-app navigation to another path while `dirty()` answers true, until the user
 * leaves or stays. Navigation the screen starts itself after saving is let through with allow().
 *
 * The console runs in a plain BrowserRouter (a data router's useBlocker would add ~30 KB gz
 * to the login route, over its budget), so the guard wraps the router's navigator while the
 * screen is mounted: every Link and navigate() goes through its push/replace. The browser's
 * own back button is not held (beforeunload covers closing and reloading).
 */
export const useLeaveGuard = (dirty: () => boolean) => {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const allowed = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const [held, setHeld] = useState<(() => void) | null>(null);

  useEffect(() => {
    const { push, replace } = navigator;
    const guarded =
      (go: typeof push): typeof push =>
      (to, state, options) => {
        const leaving = pathnameOf(to, pathname) !== pathname;
        if (allowed.current || !leaving || !dirtyRef.current()) {
          go.call(navigator, to, state, options);
          return;
        }
        setHeld(() => () => go.call(navigator, to, state, options));
      };
    navigator.push = guarded(push);
    navigator.replace = guarded(replace);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [navigator, pathname]);

  const blocker: LeaveBlocker =
    held === null
      ? { state: 'unblocked' }
      : {
          state: 'blocked',
          proceed: () => {
            setHeld(null);
            held();
          },
          reset: () => setHeld(null),
        };
  return {
    blocker,
    allow: () => {
      allowed.current = true;
    },
  };
};

/** 'Cambios sin guardar': stay (the safe choice, focused) or leave without saving. */
export const UnsavedChangesDialog = ({
  open,
  message = ContentTexts.unsavedChanges,
  onStay,
  onLeave,
}: {
  readonly open: boolean;
  /** What would be lost; 'Tienes cambios sin guardar…' by default. */
  readonly message?: string;
  readonly onStay: () => void;
  readonly onLeave: () => void;
}) => {
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <MessageDialog
      open={open}
      role="alertdialog"
      title={ContentTexts.unsavedTitle}
      message={message}
      onDismiss={onStay}
      initialFocus={stay}
      actions={
        <>
          <Button ref={stay} variant="outline" onClick={onStay}>
            {ContentTexts.keepEditing}
          </Button>
          <Button colorPalette="red" onClick={onLeave}>
            {ContentTexts.leave}
          </Button>
        </>
      }
    />
  );
};

/**
 * A page with typing not yet saved (the guide's blocks, a detail page's fields): closing or reloading the tab asks
 * the browser first, and leaving by a link or a navigation of the console asks 'Cambios sin guardar'. Answers the
 * dialog, to be rendered by the page.
 */
export const useUnsavedChangesGuard = (dirty: boolean): ReactNode => {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useBeforeUnload(dirty);
  const { blocker } = useLeaveGuard(() => dirtyRef.current);
  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onStay={() => (blocker.state === 'blocked' ? blocker.reset() : undefined)}
      onLeave={() => (blocker.state === 'blocked' ? blocker.proceed() : undefined)}
    />
  );
};
