import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { brandArb } from '../test-support/access-arbitraries.js';
import type { Brand } from './brand.js';
import { EMPTY_BRAND_FILTER, filterBrands, isBrandStatusFilter, matchesBrandFilter } from './brand-filters.js';
import type { BrandStatusFilter } from './brand-filters.js';

const rows: Brand[] = [
  { id: '1', brandName: 'Café Andino', owner: 'u1', ownerEmail: 'ana@marca.co' },
  { id: '2', brandName: 'Montaña', owner: 'u2', ownerEmail: 'luis@otra.com', status: 'disabled' },
  { id: '3', brandName: 'Río', owner: 'u3', ownerEmail: 'ANDRES@marca.co', status: 'active' },
  { id: '4', brandName: 'Sin owner', owner: 'u4' },
];
const ids = (list: Brand[]): string[] => list.map((b) => b.id);
const filterStatusArb = fc.constantFrom<BrandStatusFilter>('', 'active', 'disabled');

describe('brand filters', () => {
  it('recognises the filter values', () => {
    expect(isBrandStatusFilter('')).toBe(true);
    expect(isBrandStatusFilter('disabled')).toBe(true);
    expect(isBrandStatusFilter('Disabled')).toBe(false);
  });

  it('matches the text in the name or the owner e-mail, ignoring case', () => {
    expect(ids(filterBrands(rows, { text: 'AND', status: '' }))).toEqual(['1', '3']);
    expect(ids(filterBrands(rows, { text: 'otra.com', status: '' }))).toEqual(['2']);
    expect(ids(filterBrands(rows, { text: 'nadie', status: '' }))).toEqual([]);
  });

  it('counts an unset status as active', () => {
    expect(ids(filterBrands(rows, { text: '', status: 'active' }))).toEqual(['1', '3', '4']);
    expect(ids(filterBrands(rows, { text: '', status: 'disabled' }))).toEqual(['2']);
  });

  it('combines text and status', () => {
    expect(matchesBrandFilter(rows[1]!, { text: 'montaña', status: 'active' })).toBe(false);
    expect(matchesBrandFilter(rows[1]!, { text: 'montaña', status: 'disabled' })).toBe(true);
  });

  it('property: never returns a row that does not match, keeping the input order', () => {
    fc.assert(
      fc.property(
        fc.array(brandArb, { maxLength: 10 }),
        fc.string({ maxLength: 4 }),
        filterStatusArb,
        (list, text, status) => {
          const result = filterBrands(list, { text, status });
          for (const b of result) expect(matchesBrandFilter(b, { text, status })).toBe(true);
          expect(result).toEqual(list.filter((b) => result.includes(b)));
          expect(result.length).toBe(list.filter((b) => matchesBrandFilter(b, { text, status })).length);
        },
      ),
    );
  });

  it("property: '' status and empty text return every row", () => {
    fc.assert(
      fc.property(fc.array(brandArb, { maxLength: 10 }), fc.constantFrom('', '  '), (list, text) => {
        expect(filterBrands(list, { text, status: '' })).toEqual(list);
        expect(filterBrands(list, EMPTY_BRAND_FILTER)).toEqual(list);
      }),
    );
  });
});
