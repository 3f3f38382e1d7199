import type { ActiveGroup, Requirement } from '@estudio/domain/requirements';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * How far the active list's read has come, beside its rows in the cache: whether groups of
 * brands are still on their way, and the failure of one when others' rows were shown.
 */
export interface ActiveProgress {
  readonly loading: boolean;
  readonly error: unknown;
}

export const IDLE: ActiveProgress = { loading: false, error: null };

/** The newest read of each list key per session's cache: an older one stops writing. */
const latestRuns = new WeakMap<QueryClient, Map<string, symbol>>();

const startRun = (client: QueryClient, queryKey: QueryKey): (() => boolean) => {
  const runs = latestRuns.get(client) ?? new Map<string, symbol>();
  latestRuns.set(client, runs);
  const run = Symbol('active-list-read');
  const hash = hashKey(queryKey);
  runs.set(hash, run);
  return () => runs.get(hash) === run;
};

/**
 * The query function of the active list (docs/product.md, "Requirements"), over the domain's
 * stream of groups:
 * - the first read writes each group's rows into the cache as it arrives (the rows are
 *   shown from the first group on; 'Total registros' grows), and says in `progressKey`
 *   whether more are coming. It goes on when the query is cancelled (a row's change cancels
 *   reads of the list to show its value at once), so no group is lost; a newer read of the
 *   same key stops it;
 * - a read again (the list was invalidated) keeps the rows shown until every group arrived,
 *   then replaces them.
 * A failure is the query's, which keeps whatever rows arrived, and is also kept in
 * `progressKey` (a cancelled query no longer hears it); the list is read again the next time
 * it is shown.
 */
export const streamIntoCache = async (
  client: QueryClient,
  queryKey: QueryKey,
  progressKey: QueryKey,
  groups: () => AsyncIterable<ActiveGroup>,
): Promise<Requirement[]> => {
  const current = startRun(client, queryKey);
  const progress = (state: ActiveProgress) => {
    if (current()) client.setQueryData(progressKey, state);
  };
  const again = client.getQueryData(queryKey) !== undefined;
  const collected: Requirement[] = [];
  if (!again) progress({ loading: true, error: null });
  try {
    for await (const group of groups()) {
      if (!current()) break;
      if (again) collected.push(...group.rows);
      else client.setQueryData<Requirement[]>(queryKey, (rows = []) => [...rows, ...group.rows]);
    }
  } catch (error) {
    progress({ loading: false, error });
    if (current()) void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
    throw error;
  }
  progress(IDLE);
  return again ? collected : (client.getQueryData<Requirement[]>(queryKey) ?? []);
};
