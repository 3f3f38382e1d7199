import { Messages } from '../messages.js';
import { TEXT_LIMITS, hasControlCharacters } from '../shared/text.js';
import { VALID, invalid, type Validation } from './validation.js';

/**
 * Fields whose texts may be long (TEXT_LIMITS.longText): a brand's manual analysis, a blog's
 * article sections, a video's AI analysis. Every other text is a free-text field
 * (TEXT_LIMITS.text) and every list holds at most TEXT_LIMITS.listItems entries.
 */
const LONG_TEXT_FIELDS: ReadonlySet<string> = new Set(['analysis', 'article', 'videoData']);

/** Lists of sections (blog article, video scripts): at most TEXT_LIMITS.sections entries. */
const SECTION_FIELDS: ReadonlySet<string> = new Set(['article', 'scripts']);

const firstOversize = (value: unknown, textLimit: number): Validation => {
  if (typeof value === 'string') {
    return value.length > textLimit ? invalid(Messages.validation.textTooLong(textLimit)) : VALID;
  }
  if (Array.isArray(value)) {
    if (value.length > TEXT_LIMITS.listItems) return invalid(Messages.validation.tooManyEntries(TEXT_LIMITS.listItems));
    for (const entry of value) {
      const found = firstOversize(entry, textLimit);
      if (!found.ok) return found;
    }
    return VALID;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const entry of Object.values(value)) {
      const found = firstOversize(entry, textLimit);
      if (!found.ok) return found;
    }
  }
  return VALID;
};

/**
 * Every text and list a write would store is within its cap (a 900 kB caption was once
 * accepted): checked before any port is called, with the same numbers firestore.rules hold
 * where its budget allows.
 */
export const validateTextSizes = (fields: Readonly<Record<string, unknown>>): Validation => {
  for (const [field, value] of Object.entries(fields)) {
    if (SECTION_FIELDS.has(field) && Array.isArray(value) && value.length > TEXT_LIMITS.sections) {
      return invalid(Messages.validation.tooManyEntries(TEXT_LIMITS.sections));
    }
    const found = firstOversize(value, LONG_TEXT_FIELDS.has(field) ? TEXT_LIMITS.longText : TEXT_LIMITS.text);
    if (!found.ok) return found;
  }
  return VALID;
};

/** A name (brand, role, a user's first or last name): at most TEXT_LIMITS.name characters, no control characters. */
export const validateNameText = (name: string | null | undefined): Validation => {
  const text = name ?? '';
  if (hasControlCharacters(text)) return invalid(Messages.validation.controlCharacters);
  return text.trim().length > TEXT_LIMITS.name ? invalid(Messages.validation.textTooLong(TEXT_LIMITS.name)) : VALID;
};
