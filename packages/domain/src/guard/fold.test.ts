import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findQuote, foldForMatch, foldTerm } from './fold.js';
import { findTerm } from './terms.js';

/** Spanish text: letters with and without accents, digits, blanks, punctuation, an emoji. */
const spanishChar = fc.constantFrom(
  ...'aábcdeéfghiíjklmnñoóprstuúüvxyzAÁBCÉÍÑÓÚÜ0123 ,.;:¡!¿?#%«»\n😀'.split(''),
  '😀',
);
const spanishText = fc.array(spanishChar, { maxLength: 60 }).map((chars) => chars.join(''));

describe('foldForMatch', () => {
  it('drops accents and case, keeping ñ as n', () => {
    expect(foldForMatch('Café ÑANDÚ').folded).toBe('cafe nandu');
  });

  it('maps each folded character back to the character it came from, decomposed marks included', () => {
    const text = 'Cafe\u0301 x';
    const { folded, origin } = foldForMatch(text);
    expect(folded).toBe('cafe x');
    expect(origin).toEqual([0, 1, 2, 3, 5, 6, 7]);
  });

  it('has one origin per folded character plus the end, non-decreasing, within the text', () => {
    fc.assert(
      fc.property(spanishText, (text) => {
        const { folded, origin } = foldForMatch(text);
        expect(origin).toHaveLength(folded.length + 1);
        expect(origin[folded.length]).toBe(text.length);
        origin.forEach((index, i) => {
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThanOrEqual(text.length);
          if (i > 0) expect(index).toBeGreaterThanOrEqual(origin[i - 1] ?? 0);
        });
      }),
    );
  });
});

describe('findTerm', () => {
  it('finds every whole-word occurrence, whatever the case and accents', () => {
    const text = 'El café instantáneo, CAFE INSTANTANEO y café   instantáneo.';
    const spans = findTerm(text, 'Café instantáneo');
    expect(spans.map(({ start, end }) => text.slice(start, end))).toEqual([
      'café instantáneo',
      'CAFE INSTANTANEO',
      'café   instantáneo',
    ]);
  });

  it('matches whole words only', () => {
    expect(findTerm('curando y procura', 'cura')).toEqual([]);
    expect(findTerm('cura2 y 2cura', 'cura')).toEqual([]);
    expect(findTerm('¡Cura!', 'cura')).toEqual([{ start: 1, end: 5 }]);
    expect(findTerm('100% natural, 100 % puro', '100 %')).toEqual([{ start: 14, end: 19 }]);
    expect(findTerm('#CaféDeOrigenX #CaféDeOrigen', '#cafedeorigen')).toEqual([{ start: 15, end: 28 }]);
  });

  it('finds nothing for an empty term, and takes terms with regular-expression characters literally', () => {
    expect(findTerm('algo', '  ')).toEqual([]);
    expect(findTerm('a (b) c.d', '(b)')).toEqual([{ start: 2, end: 5 }]);
    expect(findTerm('a b c', 'a.b')).toEqual([]);
  });

  it('gives spans that lie in the text and fold equal to the term', () => {
    fc.assert(
      fc.property(spanishText, spanishText, (text, term) => {
        for (const { start, end } of findTerm(text, term)) {
          expect(0 <= start && start < end && end <= text.length).toBe(true);
          expect(foldTerm(text.slice(start, end))).toBe(foldTerm(term));
        }
      }),
    );
  });

  it('finds a term placed between separators, and never one glued to a letter or digit', () => {
    const word = fc
      .array(fc.constantFrom(...'abcdeéfgñoóu'.split('')), { minLength: 2, maxLength: 8 })
      .map((c) => c.join(''));
    const separator = fc.constantFrom(' ', ',', '.', '\n', '¡', '«', '');
    const glue = fc.constantFrom(...'xyzÁ09'.split(''));
    fc.assert(
      fc.property(word, separator, separator, glue, (term, before, after, letter) => {
        const text = `${before}${term.toUpperCase()}${after}`;
        expect(findTerm(text, term)).toEqual([{ start: before.length, end: before.length + term.length }]);
        expect(findTerm(`${letter}${term}`, term)).toEqual([]);
        expect(findTerm(`${term}${letter}`, term)).toEqual([]);
      }),
    );
  });
});

describe('findQuote', () => {
  it('finds a quote as written, else folded, else answers null', () => {
    expect(findQuote('Es el mejor café.', 'el mejor café')).toEqual({ start: 3, end: 16 });
    expect(findQuote('Es EL MEJOR CAFE.', 'el mejor café')).toEqual({ start: 3, end: 16 });
    expect(findQuote('Es el mejor café.', 'otra cosa')).toBeNull();
    expect(findQuote('Es el mejor café.', ' ')).toBeNull();
  });
});
