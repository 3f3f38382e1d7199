import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PAGE_SIZE, clampPage, pageCountOf, paginate, totalRecordsLabel } from './pagination.js';

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

describe('paginate', () => {
  it('cuts pages of 50', () => {
    expect(PAGE_SIZE).toBe(50);
    const page = paginate(range(120), 2);
    expect(page.rows).toEqual(range(120).slice(50, 100));
    expect(page).toMatchObject({ page: 2, pageCount: 3, pageNumbers: [1, 2, 3], total: 120 });
    expect(paginate(range(120), 3).rows).toEqual(range(120).slice(100));
  });

  it('clamps the page into range', () => {
    expect(paginate(range(120), 9).page).toBe(3);
    expect(paginate(range(120), 0).page).toBe(1);
    expect(paginate(range(120), -4).page).toBe(1);
    expect(paginate(range(120), 2.7).page).toBe(2);
    expect(paginate(range(120), Number.NaN).page).toBe(1);
  });

  it('gives an empty list one empty page', () => {
    expect(paginate([], 3)).toEqual({ rows: [], page: 1, pageCount: 1, pageNumbers: [1], total: 0 });
  });

  it('counts pages exactly at the boundary', () => {
    expect(pageCountOf(50)).toBe(1);
    expect(pageCountOf(51)).toBe(2);
    expect(clampPage(Number.POSITIVE_INFINITY, 4)).toBe(1);
  });

  it('labels the total', () => {
    expect(totalRecordsLabel(paginate(range(73), 1))).toBe('Total registros: 73');
  });
});

describe('pagination (properties)', () => {
  it('pages partition the rows in order, each at most the page size', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 260, size: 'medium' }),
        fc.integer({ min: 1, max: 60 }),
        (rows, size) => {
          const first = paginate(rows, 1, size);
          const pages = first.pageNumbers.map((n) => paginate(rows, n, size));
          expect(pages.flatMap((p) => p.rows)).toEqual(rows);
          pages.forEach((p, i) => {
            expect(p.page).toBe(i + 1);
            expect(p.rows.length).toBeLessThanOrEqual(size);
            expect(p.total).toBe(rows.length);
            // Only the last page may be short.
            if (i < pages.length - 1) expect(p.rows.length).toBe(size);
          });
        },
      ),
    );
  });

  it('always lands on a page that exists', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 200 }), fc.double(), (rows, requested) => {
        const page = paginate(rows, requested);
        expect(page.pageNumbers).toContain(page.page);
      }),
    );
  });
});
