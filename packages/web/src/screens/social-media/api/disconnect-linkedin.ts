import { LinkedInPanelUseCases } from '@estudio/domain/linkedin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys.js';
import { useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';

/** Disconnect: the function revokes and removes the tokens and the status; answers the text shown. */
export const useDisconnectLinkedIn = () => {
  const { actor } = useSession();
  const service = useService(LinkedInPanelUseCases);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => service.disconnect(actor),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.linkedIn.all }),
  });
};
