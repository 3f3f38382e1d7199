import {
  EMPTY_FILTERS,
  LIST_COLUMN_KEYS,
  REQUIREMENT_STATUSES,
  type RequirementListKind,
} from '@estudio/domain/requirements';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialListState, listReducer, type RequirementListAction, type RequirementListState } from './list-state.js';

const textArb = fc.oneof(fc.constantFrom('Carrusel 1 - T1', 'café', 'ÁRB', ''), fc.string({ maxLength: 6 }));
const statusArb = fc.constantFrom(...REQUIREMENT_STATUSES);
const emailArb = fc.constantFrom('ana@estudio.test', 'beto@estudio.test', '');

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
  fc.constantFrom(...LIST_COLUMN_KEYS.active.map((column) => ({ type: 'toggleSort' as const, column }))),
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
});
