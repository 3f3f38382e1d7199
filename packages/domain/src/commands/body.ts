import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { DomainError } from '../shared/errors.js';
import { hasControlCharacters, TEXT_LIMITS } from '../shared/text.js';
import type { RequirementKey } from '../use-cases/content-access.js';

/*
 * Readers of a command's JSON body: each takes the field's value, checks its JSON type and
 * answers it typed, or refuses with DomainError('validation', …) naming the field (400).
 * Values (caps of lists, hex colours, folders of object paths) are the use cases' to judge.
 */

const m = Messages.endpoints;

const refuse = (message: string, field: string): never => {
  throw new DomainError('validation', message, { field });
};

/** The body as an object of fields. */
export const bodyFields = (body: unknown): Readonly<Record<string, unknown>> =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : refuse(m.bodyNotObject, '');

/** A document id: letters, digits, '-' and '_', 1 to 128 characters. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export const readId = (fields: Readonly<Record<string, unknown>>, field: string): string => {
  const value = fields[field];
  if (typeof value !== 'string' || value.trim() === '') return refuse(m.fieldRequired(field), field);
  const id = value.trim();
  return ID_PATTERN.test(id) ? id : refuse(m.invalidId(field), field);
};

/** brandId and requirementId, both document ids. */
export const readKey = (fields: Readonly<Record<string, unknown>>): RequirementKey => ({
  brandId: readId(fields, 'brandId'),
  requirementId: readId(fields, 'requirementId'),
});

/** A position in a list: a whole number from 0. */
export const readIndex = (fields: Readonly<Record<string, unknown>>, field = 'index'): number => {
  const value = fields[field];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? value
    : refuse(ServerMessages.aiEndpoint.fieldNotNumber(field), field);
};

/** A text of at most `max` characters (TEXT_LIMITS.text unless said), control characters allowed only as line breaks. */
export const readText = (
  fields: Readonly<Record<string, unknown>>,
  field: string,
  max: number = TEXT_LIMITS.text,
): string => {
  const value = fields[field];
  if (typeof value !== 'string') return refuse(m.fieldNotText(field), field);
  if (value.length > max) return refuse(m.fieldTooLong(field, max), field);
  if (hasControlCharacters(value.replace(/[\n\r\t]/g, ''))) return refuse(m.controlCharacters(field), field);
  return value;
};

/** readText, or undefined when the field is absent. */
export const readOptionalText = (
  fields: Readonly<Record<string, unknown>>,
  field: string,
  max: number = TEXT_LIMITS.text,
): string | undefined => (fields[field] === undefined ? undefined : readText(fields, field, max));

/** The path of an object the browser uploaded (checked against its folder by the use case). */
export const readObjectPath = (fields: Readonly<Record<string, unknown>>, field = 'path'): string =>
  readText(fields, field, 1024);

/** A nested object field. */
export const readObject = (
  fields: Readonly<Record<string, unknown>>,
  field: string,
): Readonly<Record<string, unknown>> => {
  const value = fields[field];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : refuse(m.bodyNotObject, field);
};

/** readId, or undefined when the field is absent. */
export const readOptionalId = (fields: Readonly<Record<string, unknown>>, field: string): string | undefined =>
  fields[field] === undefined ? undefined : readId(fields, field);

/** readObjectPath, or undefined when the field is absent. */
export const readOptionalObjectPath = (fields: Readonly<Record<string, unknown>>, field: string): string | undefined =>
  fields[field] === undefined ? undefined : readObjectPath(fields, field);

/** true or false; absent reads as false. */
export const readFlag = (fields: Readonly<Record<string, unknown>>, field: string): boolean =>
  readOptionalBoolean(fields, field) ?? false;

/** A true or false, or undefined when the field is absent. */
export const readOptionalBoolean = (fields: Readonly<Record<string, unknown>>, field: string): boolean | undefined => {
  const value = fields[field];
  if (value === undefined) return undefined;
  return typeof value === 'boolean' ? value : refuse(m.fieldNotBoolean(field), field);
};

/**
 * A list of at most `maxItems` texts, each read as readText with `maxText`, or undefined when
 * the field is absent.
 */
export const readOptionalTextList = (
  fields: Readonly<Record<string, unknown>>,
  field: string,
  maxItems: number = TEXT_LIMITS.listItems,
  maxText: number = TEXT_LIMITS.text,
): string[] | undefined => {
  const value = fields[field];
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return refuse(m.fieldNotTextList(field), field);
  if (value.length > maxItems) return refuse(m.fieldTooManyItems(field, maxItems), field);
  return value.map((item: unknown, index) => {
    if (typeof item !== 'string') return refuse(m.fieldNotTextList(field), field);
    return readText({ [`${field}[${index}]`]: item }, `${field}[${index}]`, maxText);
  });
};

/** A list field of at most `max` entries (each read by the command's own reader). */
export const readList = (fields: Readonly<Record<string, unknown>>, field: string, max: number): readonly unknown[] => {
  const value = fields[field];
  if (!Array.isArray(value)) return refuse(m.fieldNotList(field), field);
  return value.length > max ? refuse(m.fieldTooManyEntries(field, max), field) : value;
};
