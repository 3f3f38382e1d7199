import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUOTA_WINDOW_MS, takeQuotaUnit, type QuotaWindow } from './call-quota.js';

const at = (ms: number): Date => new Date(Date.UTC(2026, 0, 1) + ms);

describe('takeQuotaUnit', () => {
  it('opens a window on the first call and counts calls inside it up to the limit', () => {
    let window: QuotaWindow | null = null;
    for (let call = 1; call <= 3; call += 1) {
      const taken = takeQuotaUnit(window, at(call * 1000), 3);
      expect(taken.decision).toEqual({ allowed: true });
      window = taken.window;
    }
    expect(window).toEqual({ windowStart: at(1000), count: 3 });
    const refused = takeQuotaUnit(window, at(21_000), 3);
    expect(refused.decision).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(refused.window).toBe(window);
  });

  it('starts a new window once a minute has passed', () => {
    const full = { windowStart: at(0), count: 5 };
    expect(takeQuotaUnit(full, at(QUOTA_WINDOW_MS), 5)).toEqual({
      decision: { allowed: true },
      window: { windowStart: at(QUOTA_WINDOW_MS), count: 1 },
    });
  });

  it('never lets more than the limit through in any one window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 60 }),
        (limit, gaps) => {
          let window: QuotaWindow | null = null;
          let now = 0;
          const allowedAt: number[] = [];
          for (const gap of gaps) {
            now += gap;
            const taken = takeQuotaUnit(window, at(now), limit);
            if (taken.decision.allowed) allowedAt.push(now);
            else expect(taken.decision.retryAfterSeconds).toBeGreaterThanOrEqual(1);
            window = taken.window;
          }
          // Fixed windows: at most `limit` calls share one window start.
          const perWindow = new Map<number, number>();
          let start = -Infinity;
          for (const time of allowedAt) {
            if (time - start >= QUOTA_WINDOW_MS) start = time;
            perWindow.set(start, (perWindow.get(start) ?? 0) + 1);
          }
          for (const count of perWindow.values()) expect(count).toBeLessThanOrEqual(limit);
        },
      ),
    );
  });
});
