import type { Brand } from '../brands/brand.js';
import { foldedOccurrences, foldForMatch, foldTerm } from './fold.js';
import type { BrandGuardTerms, TextSpan } from './types.js';

/** The absolute claims flagged for a brand that has not set its own list ('Afirmaciones absolutas'). */
export const DEFAULT_ABSOLUTE_CLAIMS: readonly string[] = [
  'el mejor',
  'la mejor',
  'los mejores',
  'las mejores',
  'garantizado',
  'garantizada',
  'garantizados',
  '100 %',
  '100%',
  'cura',
  'curan',
  'sin riesgos',
  'para siempre',
  'nunca falla',
  'milagroso',
  'milagrosa',
  'único en el mundo',
  'inigualable',
];

/** A term has at least this many characters (a single letter would match everywhere). */
const MIN_TERM_LENGTH = 2;

const CHUNK_SEPARATORS = /[,;\n\r•]/u;
/** Words in «…», "…" or “…”. */
const QUOTED = /«([^»]*)»|"([^"]*)"|“([^”]*)”/gu;
/** A chunk made of several #tags separated by blanks. */
const TAGS = /^#\S+(?:\s+#\S+)+$/u;

const cleanTerm = (term: string): string => term.trim().replace(/[\s.]+$/u, '');

const chunkTerms = (chunk: string): string[] => {
  const quoted = [...chunk.matchAll(QUOTED)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
  if (quoted.length > 0) return quoted;
  if (TAGS.test(chunk)) return chunk.split(/\s+/u);
  return [chunk];
};

/** Each term once (folded), in order, without the ones too short to be a term. */
const distinctTerms = (terms: readonly string[]): string[] => {
  const seen = new Set<string>();
  return terms.map(cleanTerm).filter((term) => {
    const folded = foldTerm(term);
    if ([...term].length < MIN_TERM_LENGTH || folded === '' || seen.has(folded)) return false;
    seen.add(folded);
    return true;
  });
};

/**
 * The terms of a brand's free text (its concepts to avoid, its important keywords): split on
 * ',' ';' line breaks and '•', trimmed, a trailing '.' dropped; a chunk of several #tags gives
 * one term per tag; a chunk quoting words («…» or "…") gives the quoted words; terms under
 * two characters are dropped and each is kept once, whatever its case and accents.
 */
export const splitTerms = (field: string | undefined): string[] =>
  distinctTerms((field ?? '').split(CHUNK_SEPARATORS).map(cleanTerm).flatMap(chunkTerms));

/** Every whole-word occurrence of the term in the text, case- and accent-insensitive. */
export const findTerm = (text: string, term: string): TextSpan[] => foldedOccurrences(foldForMatch(text), term);

/**
 * The brand's terms the checks use. Absolute claims: the brand's own list when it has one
 * (an empty list included: the brand chose to flag none), else DEFAULT_ABSOLUTE_CLAIMS.
 */
export const brandGuardTerms = (brand: Brand): BrandGuardTerms => ({
  brandName: brand.brandName.trim(),
  conceptsToAvoid: splitTerms(brand.conceptsToAvoid),
  importantKeywords: splitTerms(brand.importantKeywords),
  absoluteClaims: distinctTerms(brand.absoluteClaims ?? DEFAULT_ABSOLUTE_CLAIMS),
});
