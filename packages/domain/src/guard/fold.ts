import type { TextSpan } from './types.js';

/*
 * The guard's matching (docs/product.md, "Revisión de marca"): case- and accent-insensitive,
 * as the spec's dropdown filter is, and whole-word. A text is folded code point by code point
 * (NFD, combining marks dropped, lower case), keeping for each folded character the index of
 * the original character it came from, so a match in the folded text maps back to a span of
 * the text as written.
 */

const MARKS = /\p{M}/gu;

/** Folded characters seen before: the editors fold the text on every keystroke. */
const folds = new Map<string, string>();

const foldCodePoint = (char: string): string => {
  const code = char.charCodeAt(0);
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : char;
  let folded = folds.get(char);
  if (folded === undefined) {
    folded = char.normalize('NFD').toLowerCase().normalize('NFD').replace(MARKS, '');
    if (folds.size < 4096) folds.set(char, folded);
  }
  return folded;
};

/**
 * The text folded, with `origin[i]` the index in `text` of the character folded character i
 * came from; `origin[folded.length] === text.length`.
 */
export const foldForMatch = (text: string): { folded: string; origin: readonly number[] } => {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = foldCodePoint(char);
    folded += part;
    for (let unit = 0; unit < part.length; unit += 1) origin.push(index);
    index += char.length;
  }
  origin.push(text.length);
  return { folded, origin };
};

/** A term folded, for comparing terms with each other. */
export const foldTerm = (term: string): string => foldForMatch(term.trim()).folded.replace(/\s+/gu, ' ');

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The pattern of a folded term, whole-word: no letter or digit just before or after; the
 * blanks inside a term match any run of blanks (a line break between 'el' and 'mejor').
 */
const termPattern = (folded: string, wholeWord = true): RegExp => {
  const body = folded.split(' ').map(escapeRegExp).join('\\s+');
  return new RegExp(wholeWord ? `(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])` : body, 'gu');
};

/** The spans, in the text as written, of the folded term's whole-word occurrences in the folded text. */
export const foldedOccurrences = (folded: { folded: string; origin: readonly number[] }, term: string): TextSpan[] => {
  const needle = foldTerm(term);
  if (needle === '') return [];
  return [...folded.folded.matchAll(termPattern(needle))].map((match) => ({
    start: folded.origin[match.index] ?? 0,
    end: folded.origin[match.index + match[0].length] ?? 0,
  }));
};

/**
 * Where a quote first appears in a text, case- and accent-insensitive, blanks matching any
 * run of blanks, not necessarily on word boundaries (a model's quote of a sentence); null
 * when it does not.
 */
export const findQuote = (text: string, quote: string): TextSpan | null => {
  const needle = foldTerm(quote);
  if (needle === '') return null;
  const exact = text.indexOf(quote.trim());
  if (exact !== -1) return { start: exact, end: exact + quote.trim().length };
  const folded = foldForMatch(text);
  const match = termPattern(needle, false).exec(folded.folded);
  if (match === null) return null;
  return { start: folded.origin[match.index] ?? 0, end: folded.origin[match.index + match[0].length] ?? 0 };
};
