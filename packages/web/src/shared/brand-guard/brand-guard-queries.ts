import { BrandGuardViews, type RequirementKey } from '@estudio/domain/content';
import type { Requirement } from '@estudio/domain/requirements';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { patchCachedRows } from '../optimistic.js';
import { queryKeys } from '../query-keys.js';
import { useCommands, useService } from '../services.js';
import { useSession } from '../session.js';

/*
 * The brand review of a detail screen (docs/product.md, "Revisión de marca"): 'Evaluar texto' runs
 * guard/score on the server, whose answer (the requirement as stored) updates the cached detail and
 * the lists' row; the history is read from BrandGuardViews.
 */

const historyKey = (key: RequirementKey) =>
  [...queryKeys.requirementDetail.item(key.brandId, key.requirementId), 'brandReviewHistory'] as const;

/** A detail screen's cache: the carousel's and the video's hold the requirement beside the brand, the blog's is it. */
type CachedDetail = { readonly requirement: Requirement } | Requirement;

/** What guard/score writes: the review (which also settles a drift), and who wrote it. */
const reviewOf = (stored: Requirement) => ({
  brandReview: stored.brandReview,
  brandDrift: stored.brandDrift,
  changedBy: stored.changedBy,
});

const withReview = (current: CachedDetail | undefined, stored: Requirement): CachedDetail | undefined => {
  if (current === undefined) return current;
  return 'requirement' in current
    ? { ...current, requirement: { ...current.requirement, ...reviewOf(stored) } }
    : { ...current, ...reviewOf(stored) };
};

/** 'Evaluar texto': the stored texts scored against the brand's guide and sources (two model calls). */
export const useScoreText = (key: RequirementKey) => {
  const commands = useCommands();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['brand-guard', key.brandId, key.requirementId],
    mutationFn: () => commands.run('guard/score', { brandId: key.brandId, requirementId: key.requirementId }),
    onSuccess: (stored) => {
      queryClient.setQueryData<CachedDetail>(
        queryKeys.requirementDetail.item(key.brandId, key.requirementId),
        (current) => withReview(current, stored),
      );
      patchCachedRows<Requirement>(
        queryClient,
        queryKeys.requirements.all,
        (row) => row.brandId === key.brandId && row.id === key.requirementId,
        reviewOf(stored),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.requirements.all });
      // The server added an entry to the history.
      void queryClient.invalidateQueries({ queryKey: historyKey(key) });
    },
  });
};

/** The requirement's review history, newest first. */
export const useReviewHistory = (key: RequirementKey) => {
  const { actor } = useSession();
  const views = useService(BrandGuardViews);
  return useQuery({
    queryKey: historyKey(key),
    retry: false,
    queryFn: () => views.history(actor, key),
  });
};
