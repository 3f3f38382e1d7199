import type { DraftPost, Scheduler, VideoScheduleRequest } from '@estudio/domain';
import { copy } from './copy.js';
import { FailureHook } from './failure-hook.js';

export type SchedulerOperation = keyof Scheduler & string;

export interface NormalizedUrl {
  readonly url: string;
  readonly normalized: string;
}

export interface SentDraft {
  readonly query: { readonly blogId: string; readonly userId: string };
  readonly post: DraftPost;
}

/** The scheduling service as a recorder: nothing is published, everything sent is kept. */
export class InMemoryScheduler implements Scheduler {
  private readonly failures = new FailureHook<SchedulerOperation>('InMemoryScheduler');
  readonly normalized: NormalizedUrl[] = [];
  readonly drafts: SentDraft[] = [];
  readonly videos: VideoScheduleRequest[] = [];

  failNext(operation?: SchedulerOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  /** The deterministic media URL the twin answers for `url`. */
  static normalizedUrlFor(url: string): string {
    return `memory://scheduler/media?url=${encodeURIComponent(url)}`;
  }

  async normalizeMediaUrl(url: string): Promise<string> {
    this.failures.check('normalizeMediaUrl');
    const normalized = InMemoryScheduler.normalizedUrlFor(url);
    this.normalized.push({ url, normalized });
    return normalized;
  }

  async createDraft(query: { blogId: string; userId: string }, post: DraftPost): Promise<void> {
    this.failures.check('createDraft');
    this.drafts.push(copy({ query, post }));
  }

  async scheduleVideo(request: VideoScheduleRequest): Promise<void> {
    this.failures.check('scheduleVideo');
    this.videos.push(copy(request));
  }
}
