import type { SocialNetwork } from '@estudio/domain/brands';
import { SchedulingPanelUseCases } from '@estudio/domain/scheduling';
import { useQuery } from '@tanstack/react-query';
import { useService } from '../services.js';
import { useSession } from '../session.js';

/** How long a proposal is reused before Metricool is asked again. */
const FRESH_MS = 5 * 60 * 1000;

/**
 * 'Mejor momento': the next best slot of each chosen network, from the scheduler function
 * (SchedulingPanelUseCases.bestTimes), asked again only when the brand or the networks change.
 */
export const useBestTimes = (brandId: string, networks: readonly SocialNetwork[]) => {
  const { actor } = useSession();
  const service = useService(SchedulingPanelUseCases);
  return useQuery({
    queryKey: ['scheduling', 'best-times', brandId, ...networks] as const,
    enabled: networks.length > 0,
    staleTime: FRESH_MS,
    retry: false,
    queryFn: () => service.bestTimes(actor, brandId, networks),
  });
};
