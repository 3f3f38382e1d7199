import { LinkedInPanelUseCases } from '@estudio/domain/linkedin';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDialogs } from '../../../shared/dialogs.js';
import { queryKeys } from '../../../shared/query-keys.js';
import { useService } from '../../../shared/services.js';

/** The query the linkedin function's callback redirects with. */
const CALLBACK_PARAMS = ['linkedin', 'motivo'] as const;

/**
 * The way back from LinkedIn: /socialmedia?linkedin=conectado, or ?linkedin=error&motivo=…
 * Once per page: the outcome's text in the info dialog (connected) or the error modal, the
 * connection status read again, and the query dropped from the address (a reload or the
 * back button does not show it twice).
 */
export const useLinkedInCallback = () => {
  const service = useService(LinkedInPanelUseCases);
  const queryClient = useQueryClient();
  const { showInfo, showError } = useDialogs();
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const outcome = params.get('linkedin');
    const message = service.callbackMessage({ linkedin: outcome, motivo: params.get('motivo') });
    if (message === null) return;
    handled.current = true;
    if (outcome === 'conectado') showInfo(message);
    else showError(message);
    void queryClient.invalidateQueries({ queryKey: queryKeys.linkedIn.all });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of CALLBACK_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams, service, queryClient, showInfo, showError]);
};
