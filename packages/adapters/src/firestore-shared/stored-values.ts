import { isTimestampLike } from '@estudio/domain/requirements';

/*
 * Values between the entities and what either Firestore SDK stores, without importing
 * an SDK: both hand out Timestamps with toDate(), and both take JS Dates on write, so a
 * Date needs no conversion going in and anything with toDate() becomes a Date coming out.
 */

/** A document's fields as either SDK hands them out or takes them in. */
export type DocumentFields = Readonly<Record<string, unknown>>;

// The Timestamp of either SDK, as the domain's order of stored values knows it.
export { isTimestampLike };
export type { TimestampLike } from '@estudio/domain/requirements';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * A stored date field as a Date: a Timestamp, a Date, or (older documents) an ISO string
 * or epoch milliseconds. Anything else, null included, is no date.
 */
export const toDate = (value: unknown): Date | null => {
  if (value instanceof Date) return new Date(value.getTime());
  if (isTimestampLike(value)) return value.toDate();
  if (typeof value === 'string' || typeof value === 'number') {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  return null;
};

/**
 * A deep copy of a stored value with every Timestamp turned into a Date. The copy also
 * means a caller mutating what it got can never reach a cached document.
 */
export const fromStored = (value: unknown): unknown => {
  if (value instanceof Date) return new Date(value.getTime());
  if (isTimestampLike(value)) return value.toDate();
  if (Array.isArray(value)) return value.map(fromStored);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, fromStored(entry)]));
  }
  return value;
};

/**
 * A deep copy ready to write: undefined means "not given" in the entities, and both SDKs
 * reject undefined fields, so they are dropped at every depth (undefined list items become
 * null, which Firestore can store).
 */
export const toStored = (value: unknown): unknown => {
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : toStored(item)));
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .map(([key, entry]) => [key, toStored(entry)]),
    );
  }
  return value;
};

/** toStored for a whole document. */
export const toStoredFields = (fields: object): Record<string, unknown> => toStored(fields) as Record<string, unknown>;

/** Only the named fields of a record, so a patch can never carry a field it may not touch. */
export const pickFields = <K extends string>(fields: object, keys: readonly K[]): Partial<Record<K, unknown>> => {
  const record = fields as Record<string, unknown>;
  const picked: Partial<Record<K, unknown>> = {};
  for (const key of keys) if (record[key] !== undefined) picked[key] = record[key];
  return picked;
};

export const textOr = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

/** A stored list of strings; other items are dropped, a missing list is empty. */
export const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** What an update of a missing document rejects with when no SDK call would (empty patch). */
export const missingDocument = (path: string): Error => new Error(`No document to update: ${path}`);

/** A stored changedBy ({uid, email, at}) as the domain's ChangeStamp, or undefined when it is not one. */
export const toChangeStamp = (value: unknown): { uid: string; email: string; at: Date } | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { uid, email, at } = value as Record<string, unknown>;
  const date = toDate(at);
  return typeof uid === 'string' && typeof email === 'string' && date !== null ? { uid, email, at: date } : undefined;
};
