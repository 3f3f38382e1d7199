import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/actor.js';
import { PERMISSION_KEYS, type PermissionKey } from '../permissions/catalogue.js';
import { createRequirement, type Requirement } from '../requirements/requirement.js';
import { toBogotaDateTime } from './bogota-time.js';
import {
  addDays,
  bogotaDay,
  dropDate,
  isCalendarDay,
  layOutCalendar,
  mayPlan,
  monthWeeks,
  shiftView,
  viewDays,
  weekOf,
  weekdayOf,
} from './calendar.js';

const actorWith = (...keys: PermissionKey[]): Actor => ({
  uid: 'u',
  email: 'u@x.test',
  roleCodes: [],
  keys: new Set(keys),
});
const PLANNER = actorWith('VIEW_REQUIREMENTS', 'CARROUSEL_SENDTOMETRICS');

const piece = (number: number, title: string, publicationDate: Date | null = null): Requirement => ({
  ...createRequirement(`r-${number}`, {
    brandId: 'b',
    brand: 'Marca',
    title,
    number,
    createdBy: 'a@x.test',
    createdAt: null,
    updatedAt: null,
  }),
  publicationDate,
});

/** Days from 2000 to 2099, as calendar texts. */
const aDay = fc
  .date({ min: new Date('2000-01-01T12:00:00Z'), max: new Date('2099-12-31T12:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('the calendar grid (docs/product.md, "Calendario")', () => {
  it('starts weeks on Monday and lays a month out in whole weeks holding all its days', () => {
    // November 2026: Sunday the 1st, Monday the 30th.
    const weeks = monthWeeks('2026-11-18');
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks.at(-1)?.at(-1)).toBe('2026-12-06');
    expect(weeks).toHaveLength(6);
    fc.assert(
      fc.property(aDay, (day) => {
        const month = monthWeeks(day);
        const days = month.flat();
        expect(month.length).toBeGreaterThanOrEqual(4);
        expect(month.length).toBeLessThanOrEqual(6);
        for (const week of month) expect(weekdayOf(week[0] as string)).toBe(1);
        const inMonth = days.filter((d) => d.slice(0, 7) === day.slice(0, 7));
        expect(inMonth[0]?.slice(8)).toBe('01');
        expect(new Set(days).size).toBe(days.length);
        expect(days).toContain(day);
      }),
    );
  });

  it('a week is seven days, Monday to Sunday, holding the day', () => {
    fc.assert(
      fc.property(aDay, (day) => {
        const week = weekOf(day);
        expect(week).toHaveLength(7);
        expect(week.map(weekdayOf)).toEqual([1, 2, 3, 4, 5, 6, 0]);
        expect(week).toContain(day);
        expect(viewDays('week', day)).toEqual(week);
      }),
    );
  });

  it('previous and next move by a month or a week and come back', () => {
    expect(shiftView('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftView('month', '2026-01-15', -1)).toBe('2025-12-01');
    fc.assert(
      fc.property(aDay, (day) => {
        expect(shiftView('week', shiftView('week', day, 1), -1)).toBe(day);
        expect(shiftView('month', shiftView('month', day, 1), -1)).toBe(`${day.slice(0, 7)}-01`);
      }),
    );
  });

  it('reads days in Bogotá: 23:30 in Bogotá is still that day', () => {
    expect(bogotaDay(new Date('2026-11-19T04:30:00Z'))).toBe('2026-11-18');
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('laying out a brand\'s pieces (docs/product.md, "Calendario")', () => {
  const days = weekOf('2026-11-23');
  const pieces = [
    piece(1, 'Carrusel 1 - T1', new Date('2026-11-24T20:00:00Z')),
    piece(2, 'Video 2 - T1', new Date('2026-11-24T15:00:00Z')),
    piece(3, 'Carrusel 3 - T2'),
    piece(4, 'Blog 4 - T1', new Date('2026-11-25T15:00:00Z')),
    piece(5, 'Video 5 - T2', new Date('2026-12-24T15:00:00Z')),
    piece(6, 'Logo de temporada'),
  ];

  it('puts each carousel and video on its Bogotá day in time order, and the undated apart; blogs and others not at all', () => {
    const layout = layOutCalendar(pieces, days);
    expect(layout.byDay.get('2026-11-24')?.map((item) => [item.requirement.title, item.time, item.kind])).toEqual([
      ['Video 2 - T1', '10:00', 'video'],
      ['Carrusel 1 - T1', '15:00', 'carousel'],
    ]);
    expect(layout.byDay.get('2026-11-25')).toEqual([]);
    expect(layout.undated.map((item) => item.requirement.title)).toEqual(['Carrusel 3 - T2']);
    expect([...layout.byDay.keys()]).toEqual(days);
  });

  it('shows every dated piece of the days once, on its own day', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 20 * 24 }), { nil: null }), { maxLength: 30 }),
        (hours) => {
          const requirements = hours.map((hour, index) =>
            piece(
              index + 1,
              `${index % 2 === 0 ? 'Carrusel' : 'Video'} ${index + 1} - T1`,
              hour === null ? null : new Date(Date.parse('2026-11-20T05:00:00Z') + hour * 3_600_000),
            ),
          );
          const layout = layOutCalendar(requirements, days);
          const shown = [...layout.byDay.entries()].flatMap(([day, items]) =>
            items.map((item) => {
              expect(bogotaDay(item.requirement.publicationDate as Date)).toBe(day);
              return item.requirement.id;
            }),
          );
          const expected = requirements.filter(
            (r) => r.publicationDate !== null && days.includes(bogotaDay(r.publicationDate)),
          );
          expect(shown.sort()).toEqual(expected.map((r) => r.id).sort());
          expect(layout.undated.map((item) => item.requirement.id)).toEqual(
            requirements.filter((r) => r.publicationDate === null).map((r) => r.id),
          );
        },
      ),
    );
  });
});

describe('moving a piece (docs/product.md, "Calendario" (moving a piece))', () => {
  const TODAY = '2026-11-23';
  const dated = piece(1, 'Carrusel 1 - T1', new Date('2026-11-24T20:30:00Z'));

  it('keeps its Bogotá time on the new day; an undated piece gets 10:00', () => {
    expect(toBogotaDateTime(dropDate(PLANNER, dated, '2026-12-01', TODAY) as Date)).toBe('2026-12-01T15:30:00');
    expect(toBogotaDateTime(dropDate(PLANNER, piece(2, 'Video 2 - T1'), TODAY, TODAY) as Date)).toBe(
      '2026-11-23T10:00:00',
    );
  });

  it('moves nothing onto a past day, onto its own day, or a blog', () => {
    expect(dropDate(PLANNER, dated, '2026-11-22', TODAY)).toBeNull();
    expect(dropDate(PLANNER, dated, '2026-11-24', TODAY)).toBeNull();
    expect(dropDate(PLANNER, piece(3, 'Blog 3 - T1'), '2026-11-30', TODAY)).toBeNull();
    expect(dropDate(PLANNER, dated, '2026-02-30', TODAY)).toBeNull();
  });

  it('dragging never moves a piece the person may not plan (property)', () => {
    const anyKeys = fc.subarray([...PERMISSION_KEYS]);
    const aTitle = fc.constantFrom('Carrusel 1 - T1', 'Video 2 - T3', 'Blog 3 - T1', 'Otro encargo');
    fc.assert(
      fc.property(anyKeys, aTitle, aDay, aDay, fc.boolean(), (keys, title, day, today, hasDate) => {
        const actor = actorWith(...keys);
        const requirement = piece(1, title, hasDate ? new Date('2026-11-24T20:30:00Z') : null);
        const moved = dropDate(actor, requirement, day, today);
        if (!mayPlan(actor, requirement)) expect(moved).toBeNull();
        if (moved !== null) {
          expect(keys).toContain('CARROUSEL_SENDTOMETRICS');
          expect(bogotaDay(moved)).toBe(day);
          expect(day >= today).toBe(true);
        }
      }),
    );
  });
});
