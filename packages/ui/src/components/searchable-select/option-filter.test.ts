import { describe, expect, it } from 'vitest';
import { filterOptions, foldForFilter, matchesFilter } from './option-filter.js';

describe('the dropdown filter', () => {
  it('folds case and accents', () => {
    expect(foldForFilter('Diseño ÁÉÍÓÚ Ü')).toBe('diseno aeiou u');
  });

  it('ignores accents on either side', () => {
    expect(matchesFilter('Diseñador', 'disen')).toBe(true);
    expect(matchesFilter('Disenador', 'diseñ')).toBe(true);
    expect(matchesFilter('Gestión de roles', 'GESTION')).toBe(true);
  });

  it('matches anywhere in the text, not only at the start', () => {
    expect(matchesFilter('Gestor de contenido', 'conten')).toBe(true);
    expect(matchesFilter('Gestor de contenido', 'xyz')).toBe(false);
  });

  it('treats a blank query as no filter', () => {
    expect(matchesFilter('Cualquiera', '   ')).toBe(true);
  });

  it('keeps the input order of the options that match', () => {
    const options = [
      { value: 'a', label: 'Estratega' },
      { value: 'b', label: 'Diseñador' },
      { value: 'c', label: 'Superadministrador' },
    ];
    expect(filterOptions(options, 'ador').map((o) => o.value)).toEqual(['b', 'c']);
  });
});
