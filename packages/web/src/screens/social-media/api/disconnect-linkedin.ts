import { LinkedInPanelUseCases } from '@estudio/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys.js';
import { useService } from '../../../app/services.js';
import { useSession } from '../../../app/session.js';

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
