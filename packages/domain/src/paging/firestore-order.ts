/*
 * Firestore's order of stored values, for merging the answers of several ordered queries
 * (and for the in-memory twin, which must page exactly as Firestore does). Within one
 * field: null first, then booleans, numbers, timestamps, strings (by UTF-8 bytes, which is
 * code-point order, not Spanish collation); ties go by document path, segment by segment.
 */

/** The Timestamp of either Firestore SDK (or anything else that knows its date). */
export interface TimestampLike {
  toDate(): Date;
}

export const isTimestampLike = (value: unknown): value is TimestampLike =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Date) &&
  typeof (value as { toDate?: unknown }).toDate === 'function';

/** Code-point order: what Firestore's UTF-8 byte order amounts to. */
export const compareCodePoints = (left: string, right: string): number => {
  const a = [...left];
  const b = [...right];
  const shared = Math.min(a.length, b.length);
  for (let index = 0; index < shared; index += 1) {
    const difference = (a[index]?.codePointAt(0) ?? 0) - (b[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
};

const sign = (difference: number): number => (difference < 0 ? -1 : difference > 0 ? 1 : 0);

/** [seconds, nanoseconds] of a Date or of either SDK's Timestamp (server times carry microseconds). */
const instantOf = (value: unknown): readonly [number, number] => {
  if (value instanceof Date) {
    const millis = value.getTime();
    const seconds = Math.floor(millis / 1000);
    return [seconds, (millis - seconds * 1000) * 1_000_000];
  }
  const { seconds, nanoseconds } = value as { seconds?: unknown; nanoseconds?: unknown };
  if (typeof seconds === 'number' && typeof nanoseconds === 'number') return [seconds, nanoseconds];
  return instantOf((value as { toDate(): Date }).toDate());
};

const isInstant = (value: unknown): boolean => value instanceof Date || isTimestampLike(value);

/** The rank of a value's type in Firestore's cross-type order (only the types stored here). */
const typeRank = (value: unknown): number => {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (isInstant(value)) return 3;
  if (typeof value === 'string') return 4;
  return 5;
};

/** Two values of one field in Firestore's ascending order: negative, zero or positive. */
export const compareFirestoreValues = (left: unknown, right: unknown): number => {
  const rank = typeRank(left) - typeRank(right);
  if (rank !== 0) return sign(rank);
  if (typeof left === 'boolean' || typeof left === 'number') return sign(Number(left) - Number(right));
  if (typeof left === 'string') return sign(compareCodePoints(left, right as string));
  if (isInstant(left)) {
    const [leftSeconds, leftNanos] = instantOf(left);
    const [rightSeconds, rightNanos] = instantOf(right);
    return sign(leftSeconds - rightSeconds || leftNanos - rightNanos);
  }
  return 0;
};

/** Document paths ('brands/b/requirements/r' as segments) in Firestore's order. */
export const compareDocumentPaths = (left: readonly string[], right: readonly string[]): number => {
  const shared = Math.min(left.length, right.length);
  for (let index = 0; index < shared; index += 1) {
    const difference = compareCodePoints(left[index] ?? '', right[index] ?? '');
    if (difference !== 0) return sign(difference);
  }
  return sign(left.length - right.length);
};

/** Where a document sits in an ordered query: the ordered field's value and its path. */
export interface OrderKey {
  readonly value: unknown;
  readonly path: readonly string[];
}

/**
 * The order of orderBy(field, direction): by value, then by path in the same direction
 * (the tie-breaker Firestore adds implicitly).
 */
export const compareOrderKeys = (direction: 'asc' | 'desc') => {
  const factor = direction === 'asc' ? 1 : -1;
  return (left: OrderKey, right: OrderKey): number =>
    factor * (compareFirestoreValues(left.value, right.value) || compareDocumentPaths(left.path, right.path));
};
