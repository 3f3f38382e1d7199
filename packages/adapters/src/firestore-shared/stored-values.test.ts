import { describe, expect, it } from 'vitest';
import { fromStored, isTimestampLike, pickFields, textList, textOr, toDate, toStored } from './stored-values.js';

/** Stands in for either SDK's Timestamp: all the mapping relies on is toDate(). */
const timestamp = (iso: string) => ({ seconds: 0, nanoseconds: 0, toDate: () => new Date(iso) });

describe('stored values', () => {
  it('tells Timestamps from Dates and plain values', () => {
    expect(isTimestampLike(timestamp('2026-01-10T09:00:00.000Z'))).toBe(true);
    expect(isTimestampLike(new Date())).toBe(false);
    expect(isTimestampLike({ toDate: 'no' })).toBe(false);
    expect(isTimestampLike(null)).toBe(false);
  });

  it('reads a date from a Timestamp, a Date, an ISO string or epoch milliseconds', () => {
    const at = new Date('2026-01-10T09:00:00.000Z');
    expect(toDate(timestamp(at.toISOString()))).toEqual(at);
    expect(toDate(at)).toEqual(at);
    expect(toDate(at)).not.toBe(at);
    expect(toDate(at.toISOString())).toEqual(at);
    expect(toDate(at.getTime())).toEqual(at);
  });

  it('reads no date from null, absence or anything unparsable', () => {
    for (const value of [null, undefined, 'mañana', {}, true]) expect(toDate(value)).toBeNull();
  });

  it('turns Timestamps into Dates at any depth and copies the rest', () => {
    const stored = {
      at: timestamp('2026-01-10T09:00:00.000Z'),
      list: [{ at: timestamp('2026-01-11T09:00:00.000Z') }],
      n: 1,
    };
    const read = fromStored(stored) as { at: Date; list: { at: Date }[]; n: number };
    expect(read).toEqual({
      at: new Date('2026-01-10T09:00:00.000Z'),
      list: [{ at: new Date('2026-01-11T09:00:00.000Z') }],
      n: 1,
    });
    expect(read.list).not.toBe(stored.list);
  });

  it('leaves objects that are not plain (an SDK value) as they are', () => {
    class GeoPoint {
      constructor(readonly latitude: number) {}
    }
    const point = new GeoPoint(4.6);
    expect(fromStored({ point })).toEqual({ point });
    expect((fromStored({ point }) as { point: unknown }).point).toBe(point);
  });

  it('drops undefined fields at every depth before a write, keeping nulls and Dates', () => {
    const at = new Date('2026-01-10T09:00:00.000Z');
    expect(toStored({ a: undefined, b: null, c: { d: undefined, e: at }, f: [undefined, { g: undefined }] })).toEqual({
      b: null,
      c: { e: at },
      f: [null, {}],
    });
  });

  it('picks only the named, defined fields', () => {
    expect(pickFields({ a: 1, b: undefined, c: 3 }, ['a', 'b'])).toEqual({ a: 1 });
  });

  it('reads text and lists of text defensively', () => {
    expect(textOr(7, 'x')).toBe('x');
    expect(textOr('y', 'x')).toBe('y');
    expect(textList(['a', 1, null, 'b'])).toEqual(['a', 'b']);
    expect(textList('a')).toEqual([]);
  });
});
