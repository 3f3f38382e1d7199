import { DomainError } from '../shared/errors.js';

/*
 * Small type guards shared by the AI answer parsers. Each failure throws the message of the
 * operation being parsed, with kind 'invalid-ai-answer', so nothing malformed is stored.
 */

export type AnswerRecord = Readonly<Record<string, unknown>>;

export const isRecord = (value: unknown): value is AnswerRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const rejectAnswer = (message: string): never => {
  throw new DomainError('invalid-ai-answer', message);
};

/** Language models often answer JSON as text, sometimes inside a ```json fence. */
const FENCE = /^```[a-z]*\s*([\s\S]*?)\s*```$/i;

/** The decoded value when it is JSON text of an object or a list; otherwise the value itself. */
export const decodeJsonText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const body = FENCE.exec(text)?.[1] ?? text;
  if (!body.startsWith('{') && !body.startsWith('[')) return value;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return value;
  }
};

/** An object, given directly or as JSON text. */
export const requireRecord = (value: unknown, message: string): AnswerRecord => {
  const decoded = decodeJsonText(value);
  return isRecord(decoded) ? decoded : rejectAnswer(message);
};

/** A list, given directly or as JSON text. */
export const requireList = (value: unknown, message: string): readonly unknown[] => {
  const decoded = decodeJsonText(value);
  return Array.isArray(decoded) ? decoded : rejectAnswer(message);
};

/** A string with visible content, trimmed. */
export const requireText = (value: unknown, message: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : rejectAnswer(message);

/** A string, possibly empty, trimmed. */
export const requireString = (value: unknown, message: string): string =>
  typeof value === 'string' ? value.trim() : rejectAnswer(message);

/** Plain text of a scalar; numbers and booleans are written out. Null for anything else. */
export const scalarText = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
};

/** The text leaves of a value, in order: for answers whose entries may be nested. */
export const textLeaves = (value: unknown): readonly string[] => {
  const scalar = scalarText(value);
  if (scalar !== null) return scalar === '' ? [] : [scalar];
  if (Array.isArray(value)) return value.flatMap(textLeaves);
  if (isRecord(value)) return Object.values(value).flatMap(textLeaves);
  return [];
};

const DATA_URL_PREFIX = /^data:[^;,]*;base64,/i;
const BASE64_BODY = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** Non-empty base64 (standard or URL-safe, an optional data-URL prefix removed). */
export const requireBase64 = (value: unknown, message: string): string => {
  if (typeof value !== 'string') return rejectAnswer(message);
  const body = value.trim().replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  const unpadded = body.replace(/=+$/, '');
  const padded = unpadded.length !== body.length;
  const wellFormed = BASE64_BODY.test(body) && unpadded.length % 4 !== 1 && (!padded || body.length % 4 === 0);
  return wellFormed ? body : rejectAnswer(message);
};
