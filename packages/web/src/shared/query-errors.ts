import { useEffect, useRef } from 'react';
import { messageOf, useDialogs } from './dialogs.js';

/**
 * The error modal for a failed read, once per failure: the catalogue message of the
 * DomainError, else `fallback`. Answers the text to show in place of the data (or null).
 */
export const useQueryErrorDialog = (error: unknown, fallback: string): string | null => {
  const { showError } = useDialogs();
  const shown = useRef<unknown>(null);
  const message = error === null || error === undefined ? null : messageOf(error, fallback);
  useEffect(() => {
    if (message !== null && shown.current !== error) {
      shown.current = error;
      showError(message);
    }
  }, [error, message, showError]);
  return message;
};
