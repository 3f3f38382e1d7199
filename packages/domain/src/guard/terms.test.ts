import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../brands/brand.js';
import { foldTerm } from './fold.js';
import { brandGuardTerms, DEFAULT_ABSOLUTE_CLAIMS, splitTerms } from './terms.js';

describe('splitTerms', () => {
  it("splits the brand's free text on commas, semicolons, line breaks and bullets, without a trailing dot", () => {
    expect(splitTerms('Café instantáneo, descuentos agresivos, lenguaje técnico sin explicar.')).toEqual([
      'Café instantáneo',
      'descuentos agresivos',
      'lenguaje técnico sin explicar',
    ]);
    expect(splitTerms('uno; dos\ntres • cuatro\r\ncinco.')).toEqual(['uno', 'dos', 'tres', 'cuatro', 'cinco']);
  });

  it('gives one term per tag of a chunk of tags, and the quoted words of a chunk that quotes', () => {
    expect(splitTerms('#CaféDeOrigen #HechoEnHuila #TazaPerfecta')).toEqual([
      '#CaféDeOrigen',
      '#HechoEnHuila',
      '#TazaPerfecta',
    ]);
    expect(splitTerms('la palabra «exótico», decir "barato" o “lo más top”')).toEqual([
      'exótico',
      'barato',
      'lo más top',
    ]);
    expect(splitTerms('#solo')).toEqual(['#solo']);
  });

  it('drops terms under two characters and keeps each once, whatever its case and accents', () => {
    expect(splitTerms('a, , ., Café, CAFE, cafe., x, ok')).toEqual(['Café', 'ok']);
    expect(splitTerms(undefined)).toEqual([]);
    expect(splitTerms('')).toEqual([]);
  });
});

describe('brandGuardTerms', () => {
  const brand: Brand = { id: 'b', brandName: '  Café Cumbre Andina ', owner: 'u' };

  it('takes the default absolute claims when the brand has no list of its own', () => {
    expect(brandGuardTerms(brand)).toEqual({
      brandName: 'Café Cumbre Andina',
      conceptsToAvoid: [],
      importantKeywords: [],
      absoluteClaims: DEFAULT_ABSOLUTE_CLAIMS,
    });
  });

  it("takes the brand's own list, cleaned, even an empty one", () => {
    expect(
      brandGuardTerms({ ...brand, absoluteClaims: [' lo nunca visto ', 'LO NUNCA VISTO', 'x'] }).absoluteClaims,
    ).toEqual(['lo nunca visto']);
    expect(brandGuardTerms({ ...brand, absoluteClaims: [] }).absoluteClaims).toEqual([]);
  });

  it('splits the concepts to avoid and the important keywords', () => {
    const terms = brandGuardTerms({ ...brand, conceptsToAvoid: 'barato; exótico', importantKeywords: '#Uno #Dos' });
    expect(terms.conceptsToAvoid).toEqual(['barato', 'exótico']);
    expect(terms.importantKeywords).toEqual(['#Uno', '#Dos']);
  });
});

describe('splitTerms, for any text', () => {
  const piece = fc.constantFrom(
    'Café',
    'café',
    'CAFE',
    'a',
    '#uno',
    '#dos',
    '«tres»',
    '"cuatro"',
    'cinco.',
    ' ',
    ',',
    ';',
    '\n',
    '•',
    '.',
  );
  it('gives distinct terms of two characters or more, with no separator inside and no trailing dot', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 20 }).map((parts) => parts.join('')),
        (field) => {
          const terms = splitTerms(field);
          const folded = terms.map(foldTerm);
          expect(new Set(folded).size).toBe(terms.length);
          for (const term of terms) {
            expect([...term].length).toBeGreaterThanOrEqual(2);
            expect(term).toBe(term.trim());
            expect(term).not.toMatch(/[,;\n•]|\.$/u);
          }
        },
      ),
    );
  });
});
