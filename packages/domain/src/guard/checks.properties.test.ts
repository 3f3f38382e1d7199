import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS } from '../brands/brand.js';
import { NETWORK_LIMITS } from '../scheduling/network-limits.js';
import { checkTexts } from './checks.js';
import { foldTerm } from './fold.js';
import type { BrandGuardTerms, GuardFinding, GuardText } from './types.js';

/*
 * The checks' properties (docs/product.md, "Revisión de marca"): spans lie in their text and
 * quote the rule's term; no term, no finding; case and accents never matter; whole words only;
 * a missing keyword exactly when none appears; limits exactly when passed.
 */

const letters = (alphabet: string, min = 2, max = 7) =>
  fc.array(fc.constantFrom(...alphabet.split('')), { minLength: min, maxLength: max }).map((chars) => chars.join(''));

/** Terms of letters a-m (with their accents), texts of any letter: a text of n-z letters holds none of them. */
const termWord = letters('abcdeéfghiíjklm');
const term = fc.array(termWord, { minLength: 1, maxLength: 2 }).map((words) => words.join(' '));
const otherWord = letters('nñoópqrstuúüvwxyz', 1, 7);
const anyWord = letters('abcdeéfghiíjklmnñoópqrstuúüvwxyz', 1, 7);
const separator = fc.constantFrom(' ', ', ', '. ', '\n', ' ¡', '! ', ' «', '» ', ' #');

const textOf = (word: fc.Arbitrary<string>) =>
  fc.array(fc.tuple(word, separator), { maxLength: 14 }).map((parts) => parts.map(([w, s]) => w + s).join(''));

const terms = fc.record({
  brandName: fc.oneof(fc.constant(''), term),
  conceptsToAvoid: fc.array(term, { maxLength: 4 }),
  importantKeywords: fc.array(termWord, { maxLength: 3 }),
  absoluteClaims: fc.array(term, { maxLength: 4 }),
}) satisfies fc.Arbitrary<BrandGuardTerms>;

const caption = (text: string): GuardText => ({ field: 'caption', kind: 'caption', label: 'Caption', text });
const words = (text: string): GuardText => ({
  field: 'suggestedWords.0',
  kind: 'suggested-words',
  label: 'Guía 1: palabras sugeridas',
  text,
});

/** Texts that mix the brand's terms into ordinary words. */
const textsWith = (brand: BrandGuardTerms) => {
  const pool = [...brand.conceptsToAvoid, ...brand.importantKeywords, ...brand.absoluteClaims, brand.brandName].filter(
    (item) => item !== '',
  );
  const word = pool.length === 0 ? anyWord : fc.oneof(anyWord, fc.constantFrom(...pool));
  return fc.tuple(textOf(word), textOf(word));
};

const withTexts = fc
  .tuple(terms, fc.subarray([...SOCIAL_NETWORKS]))
  .chain(([brand, networks]) =>
    textsWith(brand).map(([first, second]) => ({ brand, networks, texts: [caption(first), words(second)] })),
  );

const termOf: Partial<Record<GuardFinding['rule'], (brand: BrandGuardTerms) => readonly string[]>> = {
  'avoided-concept': (brand) => brand.conceptsToAvoid,
  'absolute-claim': (brand) => brand.absoluteClaims,
  'brand-name': (brand) => [brand.brandName],
};

/** Upper case, or accents stripped: the same length, letter for letter. */
const recase = (text: string, how: 'upper' | 'plain' | 'lower'): string =>
  how === 'upper'
    ? text.toUpperCase()
    : how === 'lower'
      ? text.toLowerCase()
      : text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

const comparable = (found: readonly GuardFinding[]) =>
  found
    .filter((item) => item.rule !== 'brand-name')
    .map(({ rule, field, span, term: t }) => ({ rule, field, span, term: t }));

describe('the checks', () => {
  it("place each finding's span in its text, quoting the rule's term", () => {
    fc.assert(
      fc.property(withTexts, ({ brand, networks, texts }) => {
        for (const item of checkTexts(texts, brand, networks)) {
          if (item.rule === 'missing-keyword') {
            expect([item.field, item.span]).toEqual([null, null]);
            continue;
          }
          const text = texts.find((candidate) => candidate.field === item.field)?.text ?? '';
          const span = item.span ?? { start: -1, end: -1 };
          expect(0 <= span.start && span.start < span.end && span.end <= text.length).toBe(true);
          const expected = termOf[item.rule];
          if (expected !== undefined) {
            expect(foldTerm(text.slice(span.start, span.end))).toBe(foldTerm(item.term));
            expect(expected(brand)).toContain(item.term);
          }
          expect(item.blocking).toBe(item.rule === 'avoided-concept');
        }
      }),
    );
  });

  it("find no concept, claim or brand name in a text that holds none of the brand's terms", () => {
    fc.assert(
      fc.property(terms, textOf(otherWord), (brand, text) => {
        const rules = checkTexts([caption(text)], brand, []).map((item) => item.rule);
        expect(rules.filter((rule) => rule !== 'missing-keyword')).toEqual([]);
      }),
    );
  });

  it('are case- and accent-insensitive: re-casing or stripping accents gives the same findings', () => {
    fc.assert(
      fc.property(
        withTexts,
        fc.constantFrom('upper', 'plain', 'lower') as fc.Arbitrary<'upper' | 'plain' | 'lower'>,
        (input, how) => {
          const { brand, networks, texts } = input;
          const changed = texts.map((text) => ({ ...text, text: recase(text.text, how) }));
          expect(comparable(checkTexts(changed, brand, networks))).toEqual(
            comparable(checkTexts(texts, brand, networks)),
          );
          const changedTerms = {
            brandName: brand.brandName,
            conceptsToAvoid: brand.conceptsToAvoid.map((item) => recase(item, how)),
            importantKeywords: brand.importantKeywords.map((item) => recase(item, how)),
            absoluteClaims: brand.absoluteClaims.map((item) => recase(item, how)),
          };
          const spans = (found: readonly GuardFinding[]) =>
            comparable(found).map(({ rule, field, span }) => ({ rule, field, span }));
          expect(spans(checkTexts(texts, changedTerms, networks))).toEqual(spans(checkTexts(texts, brand, networks)));
        },
      ),
    );
  });

  it('match whole words: a term glued to a letter or digit is not found', () => {
    fc.assert(
      fc.property(term, fc.constantFrom(...'nñopqz09'.split('')), fc.boolean(), (concept, glue, before) => {
        const text = before ? `${glue}${concept}` : `${concept}${glue}`;
        const brand = { brandName: '', conceptsToAvoid: [concept], importantKeywords: [], absoluteClaims: [] };
        const found = checkTexts([caption(text)], brand, []);
        // A two-word term may still hold a whole word of its own: only the glued one is refused.
        expect(found.filter((item) => item.span?.start === (before ? 1 : 0))).toEqual([]);
        expect(checkTexts([caption(` ${concept}.`)], brand, [])).toHaveLength(1);
      }),
    );
  });

  it('name a missing keyword, once for the piece, exactly when no text holds any keyword', () => {
    fc.assert(
      fc.property(withTexts, ({ brand, texts }) => {
        const tokens = new Set(texts.flatMap((text) => foldTerm(text.text).split(/[^\p{L}\p{N}]+/u)));
        const appears = brand.importantKeywords.some((keyword) => tokens.has(foldTerm(keyword)));
        const missing = checkTexts(texts, brand, []).filter((item) => item.rule === 'missing-keyword');
        expect(missing).toHaveLength(brand.importantKeywords.length > 0 && !appears ? 1 : 0);
      }),
    );
  });

  it("flag a caption's length and hashtags exactly when a chosen network's limit is passed", () => {
    const none = { brandName: '', conceptsToAvoid: [], importantKeywords: [], absoluteClaims: [] };
    fc.assert(
      fc.property(
        fc.constantFrom(...SOCIAL_NETWORKS),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 0, max: 40 }),
        fc.boolean(),
        (network, delta, tags, emoji) => {
          const limits = NETWORK_LIMITS[network];
          const body = Array.from({ length: tags }, (_, i) => `#t${i}`).join(' ');
          const length = Math.max(body.length + 1, limits.captionMax + delta);
          const text = `${(emoji ? '😀' : 'a').repeat(length - body.length - 1)} ${body}`;
          const found = checkTexts([caption(text), words(text)], none, [network, network]);
          expect(found.filter((item) => item.rule === 'length')).toHaveLength(length > limits.captionMax ? 1 : 0);
          const tooMany = limits.hashtagsMax !== null && tags > limits.hashtagsMax;
          expect(found.filter((item) => item.rule === 'hashtags')).toHaveLength(tooMany ? 1 : 0);
          expect(found.every((item) => item.field === 'caption' && item.network === network)).toBe(true);
          const over = found.find((item) => item.rule === 'length');
          if (over?.span) expect([...text.slice(over.span.start)]).toHaveLength(length - limits.captionMax);
        },
      ),
      { numRuns: 60 },
    );
  });
});
