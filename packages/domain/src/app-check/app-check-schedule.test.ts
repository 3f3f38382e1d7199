import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  RETRY_MAX_MS,
  RETRY_MIN_MS,
  THROTTLE_FORBIDDEN_MS,
  THROTTLE_MAX_MS,
  nextRefreshDelay,
  parseTtl,
  retryBackoff,
  throttleDelay,
} from './app-check-schedule.js';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('nextRefreshDelay', () => {
  it('refreshes at half the lifetime plus 5 minutes', () => {
    // 1 h token: 30 min + 5 min after issue.
    expect(nextRefreshDelay({ issuedAtMs: 0, expiresAtMs: HOUR, nowMs: 0 })).toBe(35 * MIN);
    expect(nextRefreshDelay({ issuedAtMs: 0, expiresAtMs: HOUR, nowMs: 10 * MIN })).toBe(25 * MIN);
  });

  it('never later than 5 minutes before expiry', () => {
    // 16 min token: half + 5 = 13 min, but expiry - 5 = 11 min.
    expect(nextRefreshDelay({ issuedAtMs: 0, expiresAtMs: 16 * MIN, nowMs: 0 })).toBe(11 * MIN);
  });

  it('is zero when the refresh is overdue', () => {
    expect(nextRefreshDelay({ issuedAtMs: 0, expiresAtMs: HOUR, nowMs: 2 * HOUR })).toBe(0);
  });

  it('property: never negative and never after expiry - 5 min (unless already past it)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: -1e9, max: 1e9 }),
        (issued, lifetime, offset) => {
          const expires = issued + lifetime;
          const now = issued + offset;
          const delay = nextRefreshDelay({ issuedAtMs: issued, expiresAtMs: expires, nowMs: now });
          expect(delay).toBeGreaterThanOrEqual(0);
          expect(now + delay).toBeLessThanOrEqual(Math.max(now, expires - 5 * MIN));
        },
      ),
    );
  });
});

describe('retryBackoff', () => {
  it('doubles from 30 s to 16 min', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(retryBackoff)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000, 960_000,
    ]);
  });

  it('reads odd attempts as whole counts', () => {
    expect(retryBackoff(-3)).toBe(RETRY_MIN_MS);
    expect(retryBackoff(1.9)).toBe(60_000);
    expect(retryBackoff(Number.NaN)).toBe(RETRY_MIN_MS);
    expect(retryBackoff(Number.POSITIVE_INFINITY)).toBe(RETRY_MAX_MS);
  });

  it('property: monotone non-decreasing and within bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1000 }), fc.nat(100), (attempt, step) => {
        const a = retryBackoff(attempt);
        expect(a).toBeGreaterThanOrEqual(RETRY_MIN_MS);
        expect(a).toBeLessThanOrEqual(RETRY_MAX_MS);
        expect(retryBackoff(attempt + step)).toBeGreaterThanOrEqual(a);
      }),
    );
  });
});

describe('throttleDelay', () => {
  it('waits 24 h on 403 and 404', () => {
    expect(throttleDelay({ status: 403, attempt: 0, jitter: 0.1 })).toBe(THROTTLE_FORBIDDEN_MS);
    expect(throttleDelay({ status: 404, attempt: 9, jitter: 0.9 })).toBe(24 * HOUR);
  });

  it('doubles from 1 s otherwise, spread ±50 % by the jitter', () => {
    expect(throttleDelay({ status: 503, attempt: 0, jitter: 0.5 })).toBe(1_000);
    expect(throttleDelay({ status: 503, attempt: 3, jitter: 0.5 })).toBe(8_000);
    expect(throttleDelay({ status: 500, attempt: 1, jitter: 0 })).toBe(1_000);
    expect(throttleDelay({ status: 500, attempt: 1, jitter: 0.75 })).toBe(2_500);
  });

  it('caps at 4 h and tolerates odd jitter', () => {
    expect(throttleDelay({ status: 429, attempt: 100, jitter: 0 })).toBe(THROTTLE_MAX_MS);
    expect(throttleDelay({ status: 500, attempt: 2, jitter: Number.NaN })).toBe(4_000);
    expect(throttleDelay({ status: 500, attempt: 2, jitter: 7 })).toBe(6_000);
  });

  it('property: within [base/2, 4 h] and monotone in the attempt for a fixed jitter', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }).filter((s) => s !== 403 && s !== 404),
        fc.nat(40),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (status, attempt, jitter) => {
          const delay = throttleDelay({ status, attempt, jitter });
          expect(delay).toBeGreaterThanOrEqual(Math.min(THROTTLE_MAX_MS, 500 * 2 ** attempt));
          expect(delay).toBeLessThanOrEqual(THROTTLE_MAX_MS);
          expect(throttleDelay({ status, attempt: attempt + 1, jitter })).toBeGreaterThanOrEqual(delay);
        },
      ),
    );
  });
});

describe('parseTtl', () => {
  it('reads seconds with an s suffix', () => {
    expect(parseTtl('3600s')).toBe(3_600_000);
    expect(parseTtl('1.5s')).toBe(1_500);
    expect(parseTtl(' 60s ')).toBe(60_000);
  });

  it('refuses anything else', () => {
    expect(parseTtl('3600')).toBeNull();
    expect(parseTtl('-5s')).toBeNull();
    expect(parseTtl('s')).toBeNull();
  });

  it('property: whole seconds round-trip', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (seconds) => {
        expect(parseTtl(`${seconds}s`)).toBe(seconds * 1000);
      }),
    );
  });
});
