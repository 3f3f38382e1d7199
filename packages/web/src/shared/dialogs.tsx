import { isDomainError } from '@estudio/domain/shared';
import { whenIdle } from '@estudio/ui';
import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { lazyComponent } from './lazy-component.js';
import { loadOnce } from '@estudio/adapters/browser-start';
import { useSessionApi } from './session.js';
import { AppTexts } from './texts.js';

// The modals' code (Chakra's dialog, focus trap, dismissal) is its own chunk, through the
// kit's dialogs entry: no screen needs it to draw, and the login and reset-password screens
// answer inline. It is fetched once someone is signed in and the browser is idle, or when a
// modal is first asked for; its recipe is one of the console's, added before a modal draws.
const loadDialogs = loadOnce(async () => {
  const dialogs = await import('@estudio/ui/dialogs');
  dialogs.addConsoleRecipes();
  return dialogs;
});
const ErrorDialog = lazyComponent(loadDialogs, 'ErrorDialog');
const InfoDialog = lazyComponent(loadDialogs, 'InfoDialog');

export interface DialogsApi {
  /** The error modal (title Error, button Cerrar) with the catalogue message. */
  showError(message: string): void;
  /** The information dialog (button OK), e.g. a success text. */
  showInfo(message: string): void;
}

const DialogsContext = createContext<DialogsApi | null>(null);

/**
 * The two modals, mounted closed and opened a task later: a modal mounted open inside the
 * click that raised it takes that click for an outside interaction and closes at once.
 */
const Modals = ({
  error,
  info,
  onCloseError,
  onCloseInfo,
}: {
  readonly error: string | null;
  readonly info: string | null;
  readonly onCloseError: () => void;
  readonly onCloseInfo: () => void;
}) => {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <ErrorDialog open={settled && error !== null} message={error ?? ''} onClose={onCloseError} />
      <InfoDialog
        open={settled && info !== null}
        title={AppTexts.infoTitle}
        message={info ?? ''}
        onClose={onCloseInfo}
      />
    </>
  );
};

/**
 * Error and info modals any console screen can raise, one at a time, once someone is signed
 * in. Their code arrives when the browser is idle after sign-in, or with the first one raised.
 */
export const DialogsProvider = ({ children }: { readonly children: ReactNode }) => {
  const signedIn = useSessionApi().state.status === 'signed-in';
  const [wanted, setWanted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const showError = useCallback((message: string) => {
    setWanted(true);
    setError(message);
  }, []);
  const showInfo = useCallback((message: string) => {
    setWanted(true);
    setInfo(message);
  }, []);
  useEffect(() => (signedIn && !wanted ? whenIdle(() => setWanted(true)) : undefined), [signedIn, wanted]);
  const api = useMemo(() => ({ showError, showInfo }), [showError, showInfo]);
  return (
    <DialogsContext.Provider value={api}>
      {children}
      {signedIn && wanted ? (
        <Suspense fallback={null}>
          <Modals error={error} info={info} onCloseError={() => setError(null)} onCloseInfo={() => setInfo(null)} />
        </Suspense>
      ) : null}
    </DialogsContext.Provider>
  );
};

export const useDialogs = (): DialogsApi => {
  const api = useContext(DialogsContext);
  if (api === null) throw new Error('useDialogs outside <DialogsProvider>');
  return api;
};

/**
 * The text to show for a failure: a DomainError's own message, else the operation's
 * catalogue message, else the generic error (never a permission text: a fault is no refusal).
 */
export const messageOf = (error: unknown, fallback: string = AppTexts.unexpected): string =>
  isDomainError(error) ? error.message : fallback;
