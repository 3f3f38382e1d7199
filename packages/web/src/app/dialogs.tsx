import { isDomainError, Messages } from '@estudio/domain';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// The modals' code (Chakra's dialog, focus trap, dismissal) is fetched with the first one shown.
const ErrorDialog = lazy(async () => ({ default: (await import('@estudio/ui/dialogs')).ErrorDialog }));
const InfoDialog = lazy(async () => ({ default: (await import('@estudio/ui/dialogs')).InfoDialog }));

export interface DialogsApi {
  /** The error modal (title Error, button Cerrar) with the catalogue message. */
  showError(message: string): void;
  /** The information dialog (button OK), e.g. a success text. */
  showInfo(message: string): void;
}

const DialogsContext = createContext<DialogsApi | null>(null);

/** Error and info modals any screen can raise, one at a time. */
export const DialogsProvider = ({ children }: { readonly children: ReactNode }) => {
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  /** Mounted from the first time each is shown, so that closing still animates. */
  const [used, setUsed] = useState({ error: false, info: false });
  const showError = useCallback((message: string) => {
    setUsed((current) => (current.error ? current : { ...current, error: true }));
    setError(message);
  }, []);
  const showInfo = useCallback((message: string) => {
    setUsed((current) => (current.info ? current : { ...current, info: true }));
    setInfo(message);
  }, []);
  const api = useMemo(() => ({ showError, showInfo }), [showError, showInfo]);
  return (
    <DialogsContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {used.error ? <ErrorDialog open={error !== null} message={error ?? ''} onClose={() => setError(null)} /> : null}
        {used.info ? (
          <InfoDialog open={info !== null} title={Messages.ui.dialogs.infoTitle} message={info ?? ''} onClose={() => setInfo(null)} />
        ) : null}
      </Suspense>
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
export const messageOf = (error: unknown, fallback: string = Messages.app.unexpected): string =>
  isDomainError(error) ? error.message : fallback;
