import { isDomainError, Messages } from '@estudio/domain';
import { ErrorDialog, InfoDialog } from '@estudio/ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

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
  const showError = useCallback((message: string) => setError(message), []);
  const showInfo = useCallback((message: string) => setInfo(message), []);
  const api = useMemo(() => ({ showError, showInfo }), [showError, showInfo]);
  return (
    <DialogsContext.Provider value={api}>
      {children}
      <ErrorDialog open={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <InfoDialog open={info !== null} title={Messages.ui.dialogs.infoTitle} message={info ?? ''} onClose={() => setInfo(null)} />
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
