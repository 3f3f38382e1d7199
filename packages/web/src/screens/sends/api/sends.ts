import { SendViews } from '@estudio/domain/scheduling';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys.js';
import { useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';

/**
 * 'Envíos': the active brand's send records, newest first. Read again on coming back to the
 * screen, since the scheduler function adds one with every send (a panel's send also marks it stale).
 */
export const useBrandSends = (brandId: string | null, enabled: boolean) => {
  const { actor } = useSession();
  const service = useService(SendViews);
  return useQuery({
    queryKey: queryKeys.sends.list(brandId ?? ''),
    enabled: enabled && brandId !== null,
    retry: false,
    staleTime: 0,
    queryFn: () => service.list(actor, brandId ?? ''),
  });
};
