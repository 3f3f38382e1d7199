import { LinkedInPanelUseCases } from '@estudio/domain/linkedin';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys.js';
import { useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';

/**
 * The signed-in user's LinkedIn connection and whether it works now. A failed read is
 * "not connected" (the use case answers so), never an error.
 */
export const useLinkedInStatus = () => {
  const { actor } = useSession();
  const service = useService(LinkedInPanelUseCases);
  return useQuery({ queryKey: queryKeys.linkedIn.status, queryFn: () => service.status(actor) });
};
