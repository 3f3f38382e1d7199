import { describe, expect, it } from 'vitest';
import {
  compareCodePoints,
  compareDocumentPaths,
  compareFirestoreValues,
  compareOrderKeys,
} from './firestore-order.js';

const timestamp = (seconds: number, nanoseconds: number) => ({
  seconds,
  nanoseconds,
  toDate: () => new Date(seconds * 1000 + Math.floor(nanoseconds / 1_000_000)),
});

describe("Firestore's order of stored values", () => {
  it('puts null first, then booleans, numbers, timestamps and strings', () => {
    const values = ['a', new Date(0), 3, true, null];
    expect([...values].sort(compareFirestoreValues)).toEqual([null, true, 3, new Date(0), 'a']);
  });

  it('orders strings by code point, not by locale', () => {
    expect(['b', 'á', 'B', 'a', '😀', 'ｚ'].sort(compareCodePoints)).toEqual(['B', 'a', 'b', 'á', 'ｚ', '😀']);
    expect(compareCodePoints('ab', 'abc')).toBeLessThan(0);
    expect(compareFirestoreValues('x', 'x')).toBe(0);
  });

  it('orders timestamps to the nanosecond, as server times are stored', () => {
    expect(compareFirestoreValues(timestamp(10, 1_000), timestamp(10, 2_000))).toBe(-1);
    expect(compareFirestoreValues(timestamp(10, 5), new Date(10_000))).toBe(1);
    expect(compareFirestoreValues(new Date(10_001), timestamp(10, 999_999))).toBe(1);
    expect(compareFirestoreValues({ toDate: () => new Date(5) }, new Date(5))).toBe(0);
  });

  it('orders numbers and booleans by value', () => {
    expect(compareFirestoreValues(2, 10)).toBe(-1);
    expect(compareFirestoreValues(false, true)).toBe(-1);
  });

  it('orders document paths segment by segment', () => {
    // As whole strings 'b-a-x/…' < 'b-a/…' ('-' < '/'); Firestore compares the ids.
    expect(compareDocumentPaths(['brands', 'b-a', 'requirements', 'z'], ['brands', 'b-a-x', 'requirements', 'a'])).toBe(
      -1,
    );
    expect(compareDocumentPaths(['brands', 'b'], ['brands', 'b', 'requirements', 'r'])).toBe(-1);
  });

  it('breaks ties by path in the direction of the order', () => {
    const first = { value: 1, path: ['brands', 'a', 'requirements', 'r'] };
    const second = { value: 1, path: ['brands', 'b', 'requirements', 'r'] };
    expect(compareOrderKeys('asc')(first, second)).toBeLessThan(0);
    expect(compareOrderKeys('desc')(first, second)).toBeGreaterThan(0);
    expect(compareOrderKeys('desc')({ ...first, value: 2 }, second)).toBeLessThan(0);
  });
});
