import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Requirement } from './requirement.js';
import { initialListState, listReducer, selectPage } from './requirement-list.js';
import type { RequirementListAction, RequirementListState } from './requirement-list.js';
import { EMPTY_FILTERS, filterRequirements } from './requirement-filters.js';
import type { RequirementListKind } from './requirement-filters.js';
import { ACTIVE_COLUMNS, sortRequirements } from './requirement-sort.js';
import { PAGE_SIZE } from './pagination.js';
import {
  emailArb,
  referenceRows,
  requirementsArb,
  sampleRequirement,
  statusArb,
  textArb,
} from '../test-support/requirement-arbitraries.js';

const ids = (list: readonly Requirement[]): string[] => list.map((r) => r.id);

describe('listReducer', () => {
  const onPage3: RequirementListState = { ...initialListState('active'), page: 3 };

  it('starts with no filters, no sort, page 1', () => {
    expect(initialListState('finished')).toEqual({ kind: 'finished', filters: EMPTY_FILTERS, sort: null, page: 1 });
  });

  it('sets a filter and returns to page 1', () => {
    const next = listReducer(onPage3, { type: 'setFilter', key: 'brand', value: 'café' });
    expect(next.filters).toEqual({ ...EMPTY_FILTERS, brand: 'café' });
    expect(next.page).toBe(1);
  });

  it('clears the filters and returns to page 1', () => {
    const filtered = listReducer(onPage3, { type: 'setFilter', key: 'status', value: 'En diseño' });
    const cleared = listReducer({ ...filtered, page: 2 }, { type: 'clearFilters' });
    expect(cleared).toEqual({ ...onPage3, page: 1 });
  });

  it('toggles the sort and keeps the page', () => {
    const once = listReducer(onPage3, { type: 'toggleSort', column: 'createdAt' });
    expect(once).toEqual({ ...onPage3, sort: { column: 'createdAt', direction: 'asc' } });
    const twice = listReducer(once, { type: 'toggleSort', column: 'createdAt' });
    expect(twice.sort).toEqual({ column: 'createdAt', direction: 'desc' });
  });

  it('ignores the status filter and status columns on the finished list', () => {
    const finished: RequirementListState = { ...initialListState('finished'), page: 2 };
    expect(listReducer(finished, { type: 'setFilter', key: 'status', value: 'Pendiente' })).toBe(finished);
    expect(listReducer(finished, { type: 'toggleSort', column: 'status' })).toBe(finished);
    expect(listReducer(finished, { type: 'toggleSort', column: 'inDesignAt' })).toBe(finished);
  });

  it('sets the page as a whole number of at least 1', () => {
    expect(listReducer(onPage3, { type: 'setPage', page: 5 }).page).toBe(5);
    expect(listReducer(onPage3, { type: 'setPage', page: 0 }).page).toBe(1);
    expect(listReducer(onPage3, { type: 'setPage', page: 2.9 }).page).toBe(2);
    expect(listReducer(onPage3, { type: 'setPage', page: Number.NaN }).page).toBe(1);
  });
});

describe('selectPage', () => {
  const many = Array.from({ length: 120 }, (_, i) =>
    sampleRequirement({ id: `r${i}`, number: 120 - i, status: i % 3 === 0 ? 'Finalizado' : 'Pendiente' }),
  );

  it('shows only the active requirements on the active list, 50 per page', () => {
    const page = selectPage(many, initialListState('active'));
    expect(page.total).toBe(80);
    expect(page.rows).toHaveLength(50);
    expect(page.pageNumbers).toEqual([1, 2]);
    expect(page.rows.every((r) => r.status !== 'Finalizado')).toBe(true);
  });

  it('shows only Finalizado on the finished list', () => {
    const page = selectPage(many, initialListState('finished'));
    expect(page.total).toBe(40);
    expect(page.rows.every((r) => r.status === 'Finalizado')).toBe(true);
  });

  it('filters, then sorts, then cuts the page', () => {
    const state: RequirementListState = {
      ...initialListState('active'),
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
    const page = selectPage(many, { ...initialListState('active'), page: 99 });
    expect(page.page).toBe(2);
    expect(page.rows).toHaveLength(30);
  });
});

const kindArb = fc.constantFrom<RequirementListKind>('active', 'finished');
const filterActionArb: fc.Arbitrary<RequirementListAction> = fc.oneof(
  textArb.map((value) => ({ type: 'setFilter' as const, key: 'title' as const, value })),
  textArb.map((value) => ({ type: 'setFilter' as const, key: 'brand' as const, value })),
  fc.nat({ max: 99 }).map((n) => ({ type: 'setFilter' as const, key: 'number' as const, value: `${n}` })),
  textArb.map((value) => ({ type: 'setFilter' as const, key: 'createdBy' as const, value })),
  statusArb.map((value) => ({ type: 'setFilter' as const, key: 'status' as const, value })),
  emailArb.map((value) => ({ type: 'setFilter' as const, key: 'assignedTo' as const, value })),
  fc.constant({ type: 'clearFilters' as const }),
);
const otherActionArb: fc.Arbitrary<RequirementListAction> = fc.oneof(
  fc.constantFrom(...ACTIVE_COLUMNS.map((c) => ({ type: 'toggleSort' as const, column: c.key }))),
  fc.integer({ min: -2, max: 6 }).map((page) => ({ type: 'setPage' as const, page })),
);
const actionArb = fc.oneof(filterActionArb, otherActionArb);
const stateArb = (kind: RequirementListKind): fc.Arbitrary<RequirementListState> =>
  fc.array(actionArb, { maxLength: 12 }).map((actions) => actions.reduce(listReducer, initialListState(kind)));

describe('list state (properties)', () => {
  it('any filter change returns to page 1', () => {
    fc.assert(
      fc.property(
        kindArb.chain((kind) => stateArb(kind)),
        filterActionArb,
        (state, action) => {
          const next = listReducer(state, action);
          const ignored = state.kind === 'finished' && action.type === 'setFilter' && action.key === 'status';
          expect(next.page).toBe(ignored ? state.page : 1);
        },
      ),
    );
  });

  it('the pages of any state partition its filtered, sorted rows', () => {
    fc.assert(
      fc.property(
        requirementsArb(140, 'medium'),
        kindArb.chain((kind) => stateArb(kind)),
        (list, state) => {
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
        },
      ),
      { numRuns: 60 },
    );
  });
});
