import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, linkedInDaysLeft } from './days-left.js';

const NOW = new Date('2026-11-27T15:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('linkedInDaysLeft (docs/product.md, "Estado de las conexiones")', () => {
  it('counts whole days, rounding down', () => {
    expect(linkedInDaysLeft(at(60 * DAY_MS), NOW)).toBe(60);
    expect(linkedInDaysLeft(at(7 * DAY_MS + 1), NOW)).toBe(7);
    expect(linkedInDaysLeft(at(7 * DAY_MS - 1), NOW)).toBe(6);
    expect(linkedInDaysLeft(at(DAY_MS), NOW)).toBe(1);
  });

  it('answers 0 on the last day, down to the last millisecond', () => {
    expect(linkedInDaysLeft(at(DAY_MS - 1), NOW)).toBe(0);
    expect(linkedInDaysLeft(at(1), NOW)).toBe(0);
  });

  it('answers null once expired: at its expiry and after', () => {
    expect(linkedInDaysLeft(NOW, NOW)).toBeNull();
    expect(linkedInDaysLeft(at(-1), NOW)).toBeNull();
    expect(linkedInDaysLeft(at(-30 * DAY_MS), NOW)).toBeNull();
  });

  it('is never more than the time left, and less than a day short of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 * DAY_MS }), (left) => {
        const days = linkedInDaysLeft(at(left), NOW);
        expect(days).not.toBeNull();
        expect((days ?? 0) * DAY_MS).toBeLessThanOrEqual(left);
        expect(((days ?? 0) + 1) * DAY_MS).toBeGreaterThan(left);
      }),
    );
  });
});
