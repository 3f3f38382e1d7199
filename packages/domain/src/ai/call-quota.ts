import type { QuotaDecision } from '../ports/ai-endpoint.js';

/** The length of one quota window. */
export const QUOTA_WINDOW_MS = 60_000;

/** ESTUDIO_AI_CALLS_PER_MINUTE when unset. */
export const DEFAULT_AI_CALLS_PER_MINUTE = 20;

/** What a quota store keeps per user: when the current window opened and the calls in it. */
export interface QuotaWindow {
  readonly windowStart: Date;
  readonly count: number;
}

/**
 * One unit taken from a user's fixed one-minute window: a window older than a minute (or
 * none) starts a new one at `now`; inside the window a call passes while fewer than `limit`
 * were made. Answers the decision and the window to store (unchanged when refused).
 */
export const takeQuotaUnit = (
  window: QuotaWindow | null,
  now: Date,
  limit: number,
): { readonly decision: QuotaDecision; readonly window: QuotaWindow } => {
  const elapsed = window === null ? Infinity : now.getTime() - window.windowStart.getTime();
  if (window === null || elapsed >= QUOTA_WINDOW_MS || elapsed < 0) {
    return limit >= 1
      ? { decision: { allowed: true }, window: { windowStart: now, count: 1 } }
      : {
          decision: { allowed: false, retryAfterSeconds: QUOTA_WINDOW_MS / 1000 },
          window: { windowStart: now, count: 0 },
        };
  }
  if (window.count < limit) return { decision: { allowed: true }, window: { ...window, count: window.count + 1 } };
  const retryAfterSeconds = Math.max(1, Math.ceil((QUOTA_WINDOW_MS - elapsed) / 1000));
  return { decision: { allowed: false, retryAfterSeconds }, window };
};
