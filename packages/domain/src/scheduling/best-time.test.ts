import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BEST_TIME_LEAD_MS, bestTimeWindow, hasBestTime, nextBestSlot, type BestTimeEntry } from './best-time.js';
import { toBogotaDateTime } from './bogota-time.js';

const HOUR = 60 * 60 * 1000;

/** Bogotá's weekday and hour of an instant. */
const bogota = (instant: Date): { weekday: number; hour: number; minute: number } => {
  const local = toBogotaDateTime(instant);
  return {
    weekday: new Date(`${local.slice(0, 10)}T00:00:00Z`).getUTCDay(),
    hour: Number(local.slice(11, 13)),
    minute: Number(local.slice(14, 16)),
  };
};

describe('the next best slot (docs/product.md, "Scheduling (Metricool)", "Best time and first comment")', () => {
  // Wednesday 2026-11-25, 10:20 in Bogotá.
  const NOW = new Date('2026-11-25T15:20:00Z');

  it('proposes the best-scored hour, on the hour, in Bogotá time', () => {
    const entries: BestTimeEntry[] = [
      { weekday: 3, hour: 18, value: 40 },
      { weekday: 5, hour: 9, value: 90 },
      { weekday: 1, hour: 12, value: 10 },
    ];
    expect(toBogotaDateTime(nextBestSlot(entries, NOW) as Date)).toBe('2026-11-27T09:00:00');
  });

  it('takes the earliest of equally scored hours, next week when this week it has passed', () => {
    const entries: BestTimeEntry[] = [
      { weekday: 3, hour: 8, value: 70 },
      { weekday: 4, hour: 7, value: 70 },
    ];
    expect(toBogotaDateTime(nextBestSlot(entries, NOW) as Date)).toBe('2026-11-26T07:00:00');
    expect(toBogotaDateTime(nextBestSlot([{ weekday: 3, hour: 10, value: 1 }], NOW) as Date)).toBe(
      '2026-12-02T10:00:00',
    );
  });

  it('leaves a lead time: an hour starting within 15 minutes is not proposed', () => {
    const at = new Date('2026-11-25T15:50:00Z'); // 10:50, Wednesday
    expect(toBogotaDateTime(nextBestSlot([{ weekday: 3, hour: 11, value: 5 }], at) as Date)).toBe(
      '2026-12-02T11:00:00',
    );
    const earlier = new Date('2026-11-25T15:45:00Z'); // 10:45: 11:00 is 15 minutes ahead
    expect(toBogotaDateTime(nextBestSlot([{ weekday: 3, hour: 11, value: 5 }], earlier) as Date)).toBe(
      '2026-11-25T11:00:00',
    );
  });

  it('proposes nothing without entries, or when no hour scores above zero', () => {
    expect(nextBestSlot([], NOW)).toBeNull();
    expect(nextBestSlot([{ weekday: 1, hour: 1, value: 0 }], NOW)).toBeNull();
    expect(nextBestSlot([{ weekday: 9, hour: 30, value: 50 }], NOW)).toBeNull();
  });

  it('asks Metricool about the coming week in Bogotá', () => {
    expect(bestTimeWindow(NOW)).toEqual({
      start: '2026-11-25T00:00:00',
      end: '2026-12-01T23:59:59',
      timezone: 'America/Bogota',
    });
    // 23:30 on the 31st in Bogotá is already the 1st in UTC: the window starts on Bogotá's day.
    expect(bestTimeWindow(new Date('2027-01-01T04:30:00Z')).start).toBe('2026-12-31T00:00:00');
  });

  it('proposes for the networks Metricool scores, not Threads or Pinterest', () => {
    expect(hasBestTime('Instagram')).toBe(true);
    expect(hasBestTime('Threads')).toBe(false);
    expect(hasBestTime('Pinterest')).toBe(false);
  });

  describe('properties', () => {
    const now = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));
    const entry = fc.record({
      weekday: fc.integer({ min: 0, max: 6 }),
      hour: fc.integer({ min: 0, max: 23 }),
      value: fc.integer({ min: 0, max: 5 }),
    });
    const entries = fc.array(entry, { minLength: 1, maxLength: 30 });

    it('is in the future, on a best-scored hour, and the earliest such', () => {
      fc.assert(
        fc.property(entries, now, (list, at) => {
          const slot = nextBestSlot(list, at);
          const best = Math.max(...list.map((item) => item.value));
          if (best <= 0) {
            expect(slot).toBeNull();
            return;
          }
          expect(slot).not.toBeNull();
          const proposed = slot as Date;
          expect(proposed.getTime()).toBeGreaterThanOrEqual(at.getTime() + BEST_TIME_LEAD_MS);
          const isBest = (instant: Date): boolean => {
            const { weekday, hour, minute } = bogota(instant);
            return (
              minute === 0 && list.some((item) => item.value === best && item.weekday === weekday && item.hour === hour)
            );
          };
          expect(isBest(proposed)).toBe(true);
          // No best-scored hour starts between the lead and the proposal.
          const from = at.getTime() + BEST_TIME_LEAD_MS;
          for (let t = Math.ceil(from / HOUR) * HOUR; t < proposed.getTime(); t += HOUR) {
            expect(isBest(new Date(t))).toBe(false);
          }
        }),
      );
    });

    it('is never more than a week past the lead', () => {
      fc.assert(
        fc.property(entries, now, (list, at) => {
          const slot = nextBestSlot(list, at);
          if (slot !== null) expect(slot.getTime()).toBeLessThan(at.getTime() + BEST_TIME_LEAD_MS + 7 * 24 * HOUR);
        }),
      );
    });
  });
});
