import { RequirementUseCases, type Requirement, type SortState } from '@estudio/domain/requirements';
import { FINISHED_ORDER_COLUMNS, type FinishedOrder, type FinishedPage } from '@estudio/domain/shared';
import { skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActiveBrand } from '../../../shared/active-brand.js';
import { queryKeys } from '../../../shared/query-keys.js';
import { useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';
import type { Actor } from '@estudio/domain/accounts';
import type { Brand } from '@estudio/domain/brands';
import { IDLE, streamIntoCache, type ActiveProgress } from './active-stream.js';

/** The sidebar's brands once its read settled, for a list that takes them instead of reading them again. */
const useKnownBrands = () => {
  const { brands, brandsLoaded, brandsSettled } = useActiveBrand();
  return { known: brandsLoaded ? brands : undefined, settled: brandsSettled };
};

/** What the Requerimientos list has read so far. */
export interface ActiveRequirements {
  /** The rows that arrived (undefined until the first group did). */
  readonly data: Requirement[] | undefined;
  /** Nothing arrived yet. */
  readonly isPending: boolean;
  /** Groups of brands still on their way, while rows are shown. */
  readonly loadingMore: boolean;
  /** A failed read; what arrived stays in data. */
  readonly error: unknown;
}

/**
 * Requerimientos: only active statuses are read, in groups of brands, the rows of each
 * group shown as it arrives (docs/product.md, "Requirements"; active-stream.ts); once per
 * session. The brands are the sidebar's (already read), when it has them.
 */
export const useActiveRequirements = (brandId: string | null, enabled: boolean): ActiveRequirements => {
  const { actor } = useSession();
  const lists = useService(RequirementUseCases);
  const queryClient = useQueryClient();
  const { known, settled } = useKnownBrands();
  const queryKey = queryKeys.requirements.active(brandId);
  const progressKey = queryKeys.activeListProgress(brandId);
  const query = useQuery({
    queryKey,
    queryFn: () => streamIntoCache(queryClient, queryKey, progressKey, () => lists.streamActive(actor, brandId, known)),
    // Waits for the sidebar's read rather than reading the same brands at the same time.
    enabled: enabled && settled,
  });
  const progress = useQuery<ActiveProgress>({ queryKey: progressKey, queryFn: skipToken });
  const state = progress.data ?? IDLE;
  return {
    data: query.data,
    isPending: query.isPending,
    loadingMore: state.loading && query.data !== undefined,
    error: state.error ?? query.error,
  };
};

/** Every Finalizado row of the brands, read only when a filter needs them all (then kept for the session). */
export const useAllFinishedRequirements = (brandId: string | null, enabled: boolean) => {
  const { actor } = useSession();
  const lists = useService(RequirementUseCases);
  const { known, settled } = useKnownBrands();
  return useQuery({
    queryKey: [...queryKeys.requirements.finished(brandId), 'all'],
    queryFn: () => lists.loadFinished(actor, brandId, known),
    enabled: enabled && settled,
  });
};

const isFinishedOrderColumn = (column: string): column is FinishedOrder['column'] =>
  (FINISHED_ORDER_COLUMNS as readonly string[]).includes(column);

/** The finished list's server order: a sort of one of its columns, or null (newest first). */
export const finishedOrderOf = (sort: SortState | null): FinishedOrder | null =>
  sort !== null && isFinishedOrderColumn(sort.column) ? { column: sort.column, direction: sort.direction } : null;

const pageKey = (brandId: string | null, order: FinishedOrder | null, page: number) =>
  [...queryKeys.requirements.finished(brandId), 'page', order?.column ?? '', order?.direction ?? '', page] as const;

/**
 * Page `page` (1-based) read from the server after the cursor of page - 1; a jump ahead
 * reads the pages in between once (each is cached, so going back reads nothing).
 */
const fetchFinishedPage = async (
  queryClient: QueryClient,
  lists: RequirementUseCases,
  actor: Actor,
  brandId: string | null,
  order: FinishedOrder | null,
  page: number,
  known: readonly Brand[] | undefined,
): Promise<FinishedPage> => {
  if (page <= 1) return lists.loadFinishedPage(actor, brandId, order, null, known);
  const previous = await queryClient.fetchQuery({
    queryKey: pageKey(brandId, order, page - 1),
    queryFn: () => fetchFinishedPage(queryClient, lists, actor, brandId, order, page - 1, known),
  });
  return previous.next === null
    ? { rows: [], next: null }
    : lists.loadFinishedPage(actor, brandId, order, previous.next, known);
};

/** One page of Requerimientos Finalizados, paged and ordered by the server. */
export const useFinishedPage = (brandId: string | null, sort: SortState | null, page: number, enabled: boolean) => {
  const { actor } = useSession();
  const lists = useService(RequirementUseCases);
  const queryClient = useQueryClient();
  const { known, settled } = useKnownBrands();
  const order = finishedOrderOf(sort);
  return useQuery({
    queryKey: pageKey(brandId, order, page),
    queryFn: () => fetchFinishedPage(queryClient, lists, actor, brandId, order, page, known),
    enabled: enabled && settled,
    placeholderData: (previous) => previous,
  });
};

/** 'Total registros' of the finished list: a count aggregation, no document downloaded. */
export const useFinishedCount = (brandId: string | null, enabled: boolean) => {
  const { actor } = useSession();
  const lists = useService(RequirementUseCases);
  const { known, settled } = useKnownBrands();
  return useQuery({
    queryKey: [...queryKeys.requirements.finished(brandId), 'count'],
    queryFn: () => lists.countFinished(actor, brandId, known),
    enabled: enabled && settled,
  });
};

/** Active users whose role holds atender_requerimientos, for the assignee filter and selects. */
export const useAssignableUsers = () => {
  const { actor } = useSession();
  const lists = useService(RequirementUseCases);
  return useQuery({ queryKey: queryKeys.users.assignable, queryFn: () => lists.loadAssignableUsers(actor) });
};
