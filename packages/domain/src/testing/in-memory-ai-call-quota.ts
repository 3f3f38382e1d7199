import { DEFAULT_AI_CALLS_PER_MINUTE, takeQuotaUnit, type QuotaWindow } from '../ai/call-quota.js';
import { type AiCallQuota, type QuotaDecision } from '../ports/ai-endpoint.js';
import { FailureHook } from './failure-hook.js';

/** aiQuota/{uid} in memory: the same window arithmetic (takeQuotaUnit) as the Firestore adapter. */
export class InMemoryAiCallQuota implements AiCallQuota {
  private readonly windows = new Map<string, QuotaWindow>();
  private readonly failures = new FailureHook<'take'>('InMemoryAiCallQuota');

  constructor(private readonly limit: number = DEFAULT_AI_CALLS_PER_MINUTE) {}

  failNext(error?: Error): void {
    this.failures.failNext('take', error);
  }

  async take(uid: string, now: Date): Promise<QuotaDecision> {
    this.failures.check('take');
    const taken = takeQuotaUnit(this.windows.get(uid) ?? null, now, this.limit);
    this.windows.set(uid, taken.window);
    return taken.decision;
  }

  /** The calls counted in `uid`'s current window (0 when none). */
  countOf(uid: string): number {
    return this.windows.get(uid)?.count ?? 0;
  }
}
