import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Requirement } from './requirement.js';
import { selectPage } from './requirement-list.js';
import type { RequirementListQuery } from './requirement-list.js';
import { EMPTY_FILTERS, filterRequirements } from './requirement-filters.js';
import { sortRequirements } from './requirement-sort.js';
import { PAGE_SIZE } from './pagination.js';
import {
  listKindArb,
  referenceRows,
  requirementFiltersArb,
  requirementsArb,
  sampleRequirement,
  sortStateArb,
} from '../test-support/requirement-arbitraries.js';

const ids = (list: readonly Requirement[]): string[] => list.map((r) => r.id);
const activeQuery: RequirementListQuery = { kind: 'active', filters: EMPTY_FILTERS, sort: null, page: 1 };
const finishedQuery: RequirementListQuery = { kind: 'finished', filters: EMPTY_FILTERS, sort: null, page: 1 };

describe('selectPage', () => {
  const many = Array.from({ length: 120 }, (_, i) =>
    sampleRequirement({ id: `r${i}`, number: 120 - i, status: i % 3 === 0 ? 'Finalizado' : 'Pendiente' }),
  );

  it('shows only the active requirements on the active list, 50 per page', () => {
    const page = selectPage(many, activeQuery);
    expect(page.total).toBe(80);
    expect(page.rows).toHaveLength(50);
    expect(page.pageNumbers).toEqual([1, 2]);
    expect(page.rows.every((r) => r.status !== 'Finalizado')).toBe(true);
  });

  it('shows only Finalizado on the finished list', () => {
    const page = selectPage(many, finishedQuery);
    expect(page.total).toBe(40);
    expect(page.rows.every((r) => r.status === 'Finalizado')).toBe(true);
  });

  it('filters, then sorts, then cuts the page', () => {
    const state: RequirementListQuery = {
      ...activeQuery,
      filters: { ...EMPTY_FILTERS, number: '1' },
      sort: { column: 'number', direction: 'asc' },
      page: 1,
    };
    const page = selectPage(many, state);
    const numbers = page.rows.map((r) => r.number);
    expect(numbers.every((n) => `${n}`.includes('1'))).toBe(true);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers[0]).toBe(1);
  });

  it('brings a page past the end back to the last page', () => {
    const page = selectPage(many, { ...activeQuery, page: 99 });
    expect(page.page).toBe(2);
    expect(page.rows).toHaveLength(30);
  });
});

const queryArb: fc.Arbitrary<RequirementListQuery> = fc.record({
  kind: listKindArb,
  filters: requirementFiltersArb,
  sort: sortStateArb,
  page: fc.integer({ min: -2, max: 6 }),
});

describe('list queries (properties)', () => {
  it('the pages of any state partition its filtered, sorted rows', () => {
    fc.assert(
      fc.property(requirementsArb(140, 'medium'), queryArb, (list, state) => {
        const inList = list.filter((r) => (r.status === 'Finalizado') === (state.kind === 'finished'));
        const expected = sortRequirements(filterRequirements(inList, state.filters, state.kind), state.sort);
        const first = selectPage(list, { ...state, page: 1 });
        const pages = first.pageNumbers.map((page) => selectPage(list, { ...state, page }));
        expect(ids(pages.flatMap((p) => p.rows))).toEqual(ids(expected));
        // And the rows are those of the selection before sort keys were computed once.
        expect(ids(expected)).toEqual(ids(referenceRows(list, state.kind, state.filters, state.sort)));
        for (const p of pages) {
          expect(p.rows.length).toBeLessThanOrEqual(PAGE_SIZE);
          expect(p.total).toBe(expected.length);
        }
      }),
      { numRuns: 60 },
    );
  });
});
