import type { CreatedDraft, SchedulerClient, SchedulerQuery } from '../ports/scheduling.js';
import type { DraftPost } from '../scheduling/types.js';
import { copy } from './copy.js';
import { FailureHook } from './failure-hook.js';

export type SchedulerClientOperation = 'normalizeMediaUrl' | 'createDraft' | 'reachBrand';

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
  private readonly failures = new FailureHook<SchedulerClientOperation>('InMemorySchedulerClient');
  readonly normalized: NormalizedUrl[] = [];
  readonly drafts: SentDraft[] = [];
  /** Every reachability check, in order. */
  readonly reached: SchedulerQuery[] = [];
  private next = 1;

  failNext(operation?: SchedulerClientOperation, error?: Error): void {
    this.failures.failNext(operation, error);
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
}
