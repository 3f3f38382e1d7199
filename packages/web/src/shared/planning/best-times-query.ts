import type { SocialNetwork } from '@estudio/domain/brands';
import type { SchedulingPanelUseCases } from '@estudio/domain/scheduling';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../session.js';

/** How long a proposal is reused before Metricool is asked again. */
const FRESH_MS = 5 * 60 * 1000;

/**
 * 'Mejor momento': the next best slot of each chosen network, from the scheduler function
 * (SchedulingPanelUseCases.bestTimes), asked again only when the brand or the networks change.
 * The screen passes its scheduling use case (shared code binds none of the screens' own).
 */
export const useBestTimesQuery = (
  service: Pick<SchedulingPanelUseCases, 'bestTimes'>,
  brandId: string,
  networks: readonly SocialNetwork[],
) => {
  const { actor } = useSession();
  return useQuery({
    queryKey: ['scheduling', 'best-times', brandId, ...networks] as const,
    enabled: networks.length > 0,
    staleTime: FRESH_MS,
    retry: false,
    queryFn: () => service.bestTimes(actor, brandId, networks),
  });
};

/** What the proposals show: the answer, or the failure. */
export type BestTimesQuery = Pick<ReturnType<typeof useBestTimesQuery>, 'data' | 'error' | 'isError'>;
