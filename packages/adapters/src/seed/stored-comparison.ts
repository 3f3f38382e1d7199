import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentData } from 'firebase-admin/firestore';

/*
 * The seed writes a document only when what is stored differs from what it would write.
 * Documents come from the shared mappers with JS Dates; Firestore hands back Timestamps,
 * so Dates are turned into admin Timestamps first and compared by value.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** Dates become Timestamps; undefined fields are left out (Firestore rejects them). */
export const toStoredValue = (value: unknown): unknown => {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(toStoredValue);
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .map(([key, field]) => [key, toStoredValue(field)]),
    );
  }
  return value;
};

export const toStoredData = (value: object): DocumentData => toStoredValue(value) as DocumentData;

/** Deep equality of stored data: map keys in any order, Timestamps by value. */
export const sameStoredValue = (left: unknown, right: unknown): boolean => {
  if (left instanceof Timestamp || right instanceof Timestamp) {
    return left instanceof Timestamp && right instanceof Timestamp && left.isEqual(right);
  }
  if (Array.isArray(left) || Array.isArray(right)) {
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, index) => sameStoredValue(item, right[index]))
    );
  }
  if (isPlainObject(left) && isPlainObject(right)) {
    const keys = Object.keys(left);
    return (
      keys.length === Object.keys(right).length &&
      keys.every((key) => Object.hasOwn(right, key) && sameStoredValue(left[key], right[key]))
    );
  }
  return Object.is(left, right);
};
