import { can } from '@estudio/domain/accounts';
import { ConnectionHealthViews } from '@estudio/domain/scheduling';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.js';
import { useService } from '../services.js';
import { useSession } from '../session.js';

/** How long a health answer is shown before it is asked again (a Metricool call each time). */
export const CONNECTION_HEALTH_STALE_MS = 5 * 60 * 1000;

/**
 * 'Estado de las conexiones' of the brand (docs/product.md, "Estado de las conexiones"): the
 * user's LinkedIn with its days left and whether the brand's Metricool blog id answers, with
 * the warnings that need action. One cache entry per brand, shared by /socialmedia and the
 * shell's warning; asked only when the user holds SOCIAL_MEDIA and a brand is selected, and
 * never blocking what is drawn (the answer arrives when it does).
 */
export const useConnectionHealth = (brandId: string | null) => {
  const { actor } = useSession();
  const service = useService(ConnectionHealthViews);
  const enabled = brandId !== null && can(actor, 'SOCIAL_MEDIA');
  return useQuery({
    queryKey: queryKeys.linkedIn.health(brandId ?? ''),
    queryFn: () => service.health(actor, brandId ?? ''),
    enabled,
    staleTime: CONNECTION_HEALTH_STALE_MS,
  });
};
