import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { compareSpanish, containsIgnoringCase, hasControlCharacters } from './text.js';

describe('containsIgnoringCase', () => {
  it('matches a substring whatever its case', () => {
    expect(containsIgnoringCase('Café Andino', 'fé an')).toBe(true);
    expect(containsIgnoringCase('Café Andino', 'ANDINO')).toBe(true);
    expect(containsIgnoringCase('Café Andino', 'montaña')).toBe(false);
  });

  it('ignores blanks around the query and matches all when it is blank', () => {
    expect(containsIgnoringCase('abc', '  b ')).toBe(true);
    expect(containsIgnoringCase('abc', '   ')).toBe(true);
    expect(containsIgnoringCase(undefined, '')).toBe(true);
    expect(containsIgnoringCase(undefined, 'a')).toBe(false);
  });

  it('property: a value contains every slice of itself, in any letter case', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z ]{0,20}$/), fc.nat(), fc.nat(), (value, i, j) => {
        const slice = value.slice(Math.min(i, j), Math.max(i, j));
        expect(containsIgnoringCase(value, slice)).toBe(true);
        expect(containsIgnoringCase(value.toUpperCase(), slice.toLowerCase())).toBe(true);
      }),
    );
  });
});

describe('compareSpanish', () => {
  it('ignores case and accents and puts ñ after n', () => {
    expect(compareSpanish('árbol', 'Arbol')).toBe(0);
    expect(compareSpanish('ñandú', 'nube')).toBeGreaterThan(0);
    expect(compareSpanish('beta', 'Alfa')).toBeGreaterThan(0);
    expect(compareSpanish(undefined, 'a')).toBeLessThan(0);
  });

  it('property: antisymmetric', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(Math.sign(compareSpanish(a, b)) + Math.sign(compareSpanish(b, a))).toBe(0);
      }),
    );
  });
});

describe('hasControlCharacters', () => {
  it('finds C0, DEL, C1, escape sequences and bidirectional overrides, not letters or spaces', () => {
    for (const text of [
      'a\u0000b',
      'tab\t',
      'line\n',
      '\u001b[31mred',
      'del\u007f',
      'c1\u0085',
      'evil\u202egpj.exe',
      '\u2066x',
    ]) {
      expect(hasControlCharacters(text)).toBe(true);
    }
    for (const text of ['Ana María', 'José Pérez-Núñez', "O'Brien", '', 'ñ ü ç 日本']) {
      expect(hasControlCharacters(text)).toBe(false);
    }
  });
});
