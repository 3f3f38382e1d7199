import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { sameStoredValue, toStoredData } from './stored-comparison.js';

describe('stored comparison', () => {
  const at = new Date('2026-03-15T10:00:00.000Z');

  it('turns Dates into Timestamps at any depth and leaves undefined fields out', () => {
    const stored = toStoredData({ a: at, list: [{ b: at }], gone: undefined, none: null });
    expect(stored).toEqual({ a: Timestamp.fromDate(at), list: [{ b: Timestamp.fromDate(at) }], none: null });
  });

  it('compares maps in any key order and Timestamps by value', () => {
    expect(sameStoredValue({ x: 1, t: Timestamp.fromDate(at) }, { t: Timestamp.fromMillis(at.getTime()), x: 1 })).toBe(
      true,
    );
    expect(sameStoredValue({ x: [1, 2] }, { x: [2, 1] })).toBe(false);
    expect(sameStoredValue({ x: 1 }, { x: 1, y: 2 })).toBe(false);
    expect(sameStoredValue({ t: Timestamp.fromDate(at) }, { t: at.toISOString() })).toBe(false);
    expect(sameStoredValue({ n: null }, { n: undefined })).toBe(false);
  });
});
