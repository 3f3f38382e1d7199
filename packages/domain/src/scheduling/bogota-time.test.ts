import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { SCHEDULING_TIMEZONE, fromBogotaDateTime, schedulerDateTime, toBogotaDateTime } from './bogota-time.js';

const invalidDate = expect.objectContaining({
  kind: 'validation',
  message: Messages.scheduling.invalidPublicationDate,
});
const HOUR = 60 * 60 * 1000;

describe('Bogotá time', () => {
  it('is UTC-5 all year, with no daylight saving', () => {
    expect(SCHEDULING_TIMEZONE).toBe('America/Bogota');
    expect(toBogotaDateTime(new Date('2026-01-15T15:30:00Z'))).toBe('2026-01-15T10:30:00');
    expect(toBogotaDateTime(new Date('2026-07-15T15:30:00Z'))).toBe('2026-07-15T10:30:00');
    expect(toBogotaDateTime(new Date('2026-03-01T03:04:05.999Z'))).toBe('2026-02-28T22:04:05');
  });

  it('reads a Bogotá wall-clock time back into its instant', () => {
    expect(fromBogotaDateTime('2026-11-21T10:30').toISOString()).toBe('2026-11-21T15:30:00.000Z');
    expect(fromBogotaDateTime('2026-12-31T20:00:59').toISOString()).toBe('2027-01-01T01:00:59.000Z');
    expect(fromBogotaDateTime('2024-02-29T00:00:00.5').toISOString()).toBe('2024-02-29T05:00:00.000Z');
  });

  it('refuses texts that are not real date-times', () => {
    for (const text of [
      '',
      'mañana',
      '2026-02-30T10:00',
      '2026-13-01T10:00',
      '2026-01-01T24:00',
      '2026-01-01 10:00',
      '0050-01-01T00:00',
    ]) {
      expect(() => fromBogotaDateTime(text)).toThrow(invalidDate);
    }
    expect(() => toBogotaDateTime(new Date(Number.NaN))).toThrow(invalidDate);
    expect(() => toBogotaDateTime(new Date(Date.UTC(10000, 0, 1, 12)))).toThrow(invalidDate);
  });

  it('dates a scheduler post from a Date, a zoned text or a wall-clock text', () => {
    expect(schedulerDateTime(new Date('2026-05-01T17:00:00Z'))).toEqual({
      dateTime: '2026-05-01T12:00:00',
      timezone: 'America/Bogota',
    });
    expect(schedulerDateTime('2026-05-01T17:00:00Z').dateTime).toBe('2026-05-01T12:00:00');
    expect(schedulerDateTime('2026-05-01T12:00:00-05:00').dateTime).toBe('2026-05-01T12:00:00');
    expect(schedulerDateTime(' 2026-05-01T12:00 ').dateTime).toBe('2026-05-01T12:00:00');
    expect(() => schedulerDateTime('2026-05-01')).toThrow(invalidDate);
  });

  const instant = fc
    .integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(9998, 11, 31) })
    .map((ms) => new Date(ms - (ms % 1000)));

  it('property: Bogotá local time plus 5 hours is the UTC time', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const local = toBogotaDateTime(date);
        expect(new Date(`${local}Z`).getTime() + 5 * HOUR).toBe(date.getTime());
      }),
    );
  });

  it('property: the conversion round-trips both ways', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const local = toBogotaDateTime(date);
        expect(fromBogotaDateTime(local).getTime()).toBe(date.getTime());
        expect(toBogotaDateTime(fromBogotaDateTime(local))).toBe(local);
        expect(schedulerDateTime(local).dateTime).toBe(local);
        expect(schedulerDateTime(date.toISOString()).dateTime).toBe(local);
      }),
    );
  });
});
