/*
 * How a command's input and answer cross HTTP: JSON, with Dates tagged so they come back as
 * Dates ({"$date": ISO text}). Every other value is plain JSON; undefined fields are dropped.
 */

const DATE_TAG = '$date';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value as JSON-safe data, Dates tagged. */
export const toWire = (value: unknown): unknown => {
  if (value instanceof Date) return { [DATE_TAG]: Number.isNaN(value.getTime()) ? null : value.toISOString() };
  if (Array.isArray(value)) return value.map(toWire);
  if (isRecord(value)) {
    const entries = Object.entries(value).filter(([, field]) => field !== undefined && typeof field !== 'function');
    return Object.fromEntries(entries.map(([name, field]) => [name, toWire(field)]));
  }
  return value;
};

/** Data read from JSON with its tagged Dates back as Dates (an unreadable one as null). */
export const fromWire = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(fromWire);
  if (isRecord(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === DATE_TAG) {
      const text = value[DATE_TAG];
      if (typeof text !== 'string') return null;
      const date = new Date(text);
      return Number.isNaN(date.getTime()) ? null : date;
    }
    return Object.fromEntries(keys.map((name) => [name, fromWire(value[name])]));
  }
  return value;
};
