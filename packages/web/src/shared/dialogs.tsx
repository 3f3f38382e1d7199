import { isDomainError } from '@estudio/domain/shared';
import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { lazyComponent } from './lazy-component.js';
import { useSessionApi } from './session.js';
import { AppTexts } from './texts.js';

// The modals' code (Chakra's dialog, focus trap, dismissal) is its own chunk, through the
// kit's dialogs entry: the login and reset-password screens answer inline and never need it.
const ErrorDialog = lazyComponent(() => import('@estudio/ui/dialogs'), 'ErrorDialog');
const InfoDialog = lazyComponent(() => import('@estudio/ui/dialogs'), 'InfoDialog');

export interface DialogsApi {
  /** The error modal (title Error, button Cerrar) with the catalogue message. */
  showError(message: string): void;
  /** The information dialog (button OK), e.g. a success text. */
  showInfo(message: string): void;
}

const DialogsContext = createContext<DialogsApi | null>(null);

/**
 * Error and info modals any console screen can raise, one at a time. They are mounted,
 * closed, as soon as someone is signed in (their chunk arrives then), never first mounted
 * open: a modal mounted open inside the click that raised it takes that click for an
 * outside interaction and closes at once.
 */
export const DialogsProvider = ({ children }: { readonly children: ReactNode }) => {
  const signedIn = useSessionApi().state.status === 'signed-in';
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const showError = useCallback((message: string) => setError(message), []);
  const showInfo = useCallback((message: string) => setInfo(message), []);
  const api = useMemo(() => ({ showError, showInfo }), [showError, showInfo]);
  return (
    <DialogsContext.Provider value={api}>
      {children}
      {signedIn ? (
        <Suspense fallback={null}>
          <ErrorDialog open={error !== null} message={error ?? ''} onClose={() => setError(null)} />
          <InfoDialog
            open={info !== null}
            title={AppTexts.infoTitle}
            message={info ?? ''}
            onClose={() => setInfo(null)}
          />
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
