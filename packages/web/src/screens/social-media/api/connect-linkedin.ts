import { LinkedInPanelUseCases } from '@estudio/domain/linkedin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';
import { rememberOrganization, type LinkedInOrganization } from './save-linkedin.js';

/**
 * 'Conectar LinkedIn': saves the organization id on the brand, then answers the URL the
 * linkedin function chose (LinkedIn's, or the local sandbox's) for the browser to go to.
 */
export const useConnectLinkedIn = () => {
  const { actor } = useSession();
  const service = useService(LinkedInPanelUseCases);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ brandId, organizationId }: LinkedInOrganization) =>
      service.connectUrl(actor, brandId, organizationId),
    onSuccess: (_authorization, saved) => rememberOrganization(queryClient, saved),
  });
};
