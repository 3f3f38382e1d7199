import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS } from '../brands/brand.js';
import { toBogotaDateTime } from './bogota-time.js';
import { addDays, bogotaDay, daysBetween, weekdayOf } from './calendar.js';
import { BEST_DAYS, isSpreadable, spreadDate, spreadDays, spreadWindow } from './spread.js';

// Monday 2026-11-23, 09:00 in Bogotá.
const NOW = new Date('2026-11-23T14:00:00Z');

describe('spreading the grid (docs/product.md, "Calendario" (spreading the grid))', () => {
  it('places only undated grid carousels and videos', () => {
    expect(isSpreadable({ title: 'Carrusel 3 - T3', publicationDate: null })).toBe(true);
    expect(isSpreadable({ title: 'Video 9 - T3', publicationDate: null })).toBe(true);
    expect(isSpreadable({ title: 'Video 9 - T3', publicationDate: NOW })).toBe(false);
    expect(isSpreadable({ title: 'Blog 13 - T1', publicationDate: null })).toBe(false);
    expect(isSpreadable({ title: 'Carrusel de Navidad', publicationDate: null })).toBe(false);
  });

  it('puts each piece on the earliest free best day of its networks, from tomorrow, at 10:00 in Bogotá', () => {
    const days = spreadDays(
      [
        { id: 'a', networks: ['LinkedIn'] },
        { id: 'b', networks: ['LinkedIn'] },
        { id: 'c', networks: [] },
        { id: 'd', networks: ['Pinterest'] },
      ],
      ['Pinterest'],
      NOW,
    );
    // LinkedIn: Tuesday and Wednesday; the brand's Pinterest: Saturday.
    expect([...days.entries()]).toEqual([
      ['a', '2026-11-24'],
      ['b', '2026-11-25'],
      ['c', '2026-11-28'],
      ['d', '2026-12-05'],
    ]);
    expect(toBogotaDateTime(spreadDate('2026-11-24'))).toBe('2026-11-24T10:00:00');
  });

  it('avoids days the brand already has a piece on while others are free', () => {
    const days = spreadDays([{ id: 'a', networks: ['LinkedIn'] }], [], NOW, new Set(['2026-11-24']));
    expect(days.get('a')).toBe('2026-11-25');
  });

  it('each piece gets its own day inside the window, never today or before (property)', () => {
    const aNetwork = fc.constantFrom(...SOCIAL_NETWORKS, 'instagram', 'Twitter');
    fc.assert(
      fc.property(
        fc.array(fc.array(aNetwork, { maxLength: 3 }), { maxLength: 60 }),
        fc.array(aNetwork, { maxLength: 4 }),
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.array(fc.integer({ min: 0, max: 70 }), { maxLength: 20 }),
        (networks, brandNetworks, now, busyOffsets) => {
          const items = networks.map((list, index) => ({ id: `r-${index}`, networks: list }));
          const today = bogotaDay(now);
          const busy = new Set(busyOffsets.map((offset) => addDays(today, offset)));
          const placed = spreadDays(items, brandNetworks, now, busy);
          const window = spreadWindow(now, items.length);
          expect([...placed.keys()]).toEqual(items.map((item) => item.id));
          const days = [...placed.values()];
          expect(new Set(days).size).toBe(days.length);
          for (const day of days) {
            expect(daysBetween(window.first, day)).toBeGreaterThanOrEqual(0);
            expect(daysBetween(window.first, day)).toBeLessThan(window.length);
            expect(daysBetween(today, day)).toBeGreaterThan(0);
            expect(spreadDate(day).getTime()).toBeGreaterThan(now.getTime());
          }
        },
      ),
    );
  });

  it('uses only best days while the window has enough of them (property)', () => {
    const aNetwork = fc.constantFrom(...SOCIAL_NETWORKS);
    fc.assert(
      fc.property(aNetwork, fc.integer({ min: 0, max: 4 * BEST_DAYS.LinkedIn.length }), (network, count) => {
        const items = Array.from({ length: Math.min(count, 4 * BEST_DAYS[network].length) }, (_, index) => ({
          id: `r-${index}`,
          networks: [network],
        }));
        for (const day of spreadDays(items, [], NOW).values()) {
          expect(BEST_DAYS[network]).toContain(weekdayOf(day));
        }
      }),
    );
  });
});
