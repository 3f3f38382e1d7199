import type { CreatedDraft, SchedulerClient, SchedulerQuery } from '../ports/scheduling.js';
import type { BestTimeEntry, BestTimeWindow } from '../scheduling/best-time.js';
import type { DraftPost, SchedulerNetwork } from '../scheduling/types.js';
import { copy } from './copy.js';
import { FailureHook } from './failure-hook.js';

export type SchedulerClientOperation = 'normalizeMediaUrl' | 'createDraft' | 'reachBrand' | 'bestTimes';
type SendOperation = Exclude<SchedulerClientOperation, 'bestTimes'>;

export interface BestTimesCall {
  readonly network: SchedulerNetwork;
  readonly window: BestTimeWindow;
  readonly query: SchedulerQuery;
}

/** What the twin scores when a test sets nothing: Tuesday 19:00 best, Thursday 09:00 second. */
export const DEFAULT_BEST_TIMES: readonly BestTimeEntry[] = [
  { weekday: 2, hour: 19, value: 100 },
  { weekday: 4, hour: 9, value: 60 },
];

export interface NormalizedUrl {
  readonly url: string;
  readonly query: SchedulerQuery;
  readonly normalized: string;
}

export interface SentDraft {
  readonly query: SchedulerQuery;
  readonly post: DraftPost;
  readonly postId: string;
}

/** Metricool as a recorder: nothing is published, every draft is kept with the id it was given. */
export class InMemorySchedulerClient implements SchedulerClient {
  private readonly failures = new FailureHook<SendOperation>('InMemorySchedulerClient');
  readonly normalized: NormalizedUrl[] = [];
  readonly drafts: SentDraft[] = [];
  /** Every reachability check, in order. */
  readonly reached: SchedulerQuery[] = [];
  readonly bestTimesCalls: BestTimesCall[] = [];
  private readonly scores = new Map<SchedulerNetwork, readonly BestTimeEntry[]>();
  private next = 1;

  /** The entries best-times answers for `network` from now on. */
  setBestTimes(network: SchedulerNetwork, entries: readonly BestTimeEntry[]): void {
    this.scores.set(network, copy(entries));
  }

  /**
   * Best times fail only when named: a failure armed for "the next call" is a send's
   * (normalise, create), whatever proposals the planning panel asked for meanwhile.
   */
  private readonly bestTimesFailures = new FailureHook<'bestTimes'>('InMemorySchedulerClient');

  failNext(operation?: SchedulerClientOperation, error?: Error): void {
    if (operation === 'bestTimes') this.bestTimesFailures.failNext(operation, error);
    else this.failures.failNext(operation, error);
  }

  /** The deterministic media URL the twin answers for `url`. */
  static normalizedUrlFor(url: string): string {
    return `memory://scheduler/media?url=${encodeURIComponent(url)}`;
  }

  async normalizeMediaUrl(url: string, query: SchedulerQuery): Promise<string> {
    this.failures.check('normalizeMediaUrl');
    const normalized = InMemorySchedulerClient.normalizedUrlFor(url);
    this.normalized.push(copy({ url, query, normalized }));
    return normalized;
  }

  async createDraft(query: SchedulerQuery, post: DraftPost): Promise<CreatedDraft> {
    this.failures.check('createDraft');
    const postId = `mc-${this.next++}`;
    this.drafts.push(copy({ query, post, postId }));
    return { postId };
  }

  async reachBrand(query: SchedulerQuery): Promise<void> {
    this.reached.push({ ...query });
    this.failures.check('reachBrand');
  }

  async bestTimes(
    network: SchedulerNetwork,
    window: BestTimeWindow,
    query: SchedulerQuery,
  ): Promise<readonly BestTimeEntry[]> {
    this.bestTimesFailures.check('bestTimes');
    this.bestTimesCalls.push(copy({ network, window, query }));
    return copy(this.scores.get(network) ?? DEFAULT_BEST_TIMES);
  }
}
