import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Requirement } from './requirement.js';
import { prepareRequirements, selectRows } from './requirement-selection.js';
import { EMPTY_FILTERS } from './requirement-filters.js';
import type { RequirementFilters } from './requirement-filters.js';
import { selectPage } from './requirement-list.js';
import { paginate } from './pagination.js';
import {
  listKindArb,
  referenceRows,
  requirementFiltersArb,
  requirementsArb,
  sampleRequirement,
  sortStateArb,
  unreadableRequirementsArb,
} from '../test-support/requirement-arbitraries.js';

const ids = (list: readonly Requirement[]): string[] => list.map((r) => r.id);
const d = (iso: string): Date => new Date(iso);
const withFilter = (patch: Partial<RequirementFilters>): RequirementFilters => ({ ...EMPTY_FILTERS, ...patch });

const rows: Requirement[] = [
  sampleRequirement({
    id: 'a',
    title: 'Ñandú 2 - T1',
    brand: 'Café Andino',
    number: 12,
    createdBy: 'ana@x.co',
    status: 'Pendiente',
    createdAt: null,
  }),
  sampleRequirement({
    id: 'b',
    title: 'ñandu 1 - T2',
    brand: 'Árbol Azul',
    number: 3,
    createdBy: 'Beto@x.co',
    status: 'En diseño',
    assignedTo: 'dis@x.co',
    createdAt: d('2024-02-01T00:00:00Z'),
  }),
  sampleRequirement({
    id: 'c',
    title: 'Árbol 9 - T1',
    brand: 'arbol azul',
    number: 7,
    createdBy: 'ana@x.co',
    status: 'Finalizado',
    createdAt: d('2024-01-01T00:00:00Z'),
  }),
  sampleRequirement({
    id: 'd',
    title: 'arbol 4 - T1',
    brand: 'Café Andino',
    number: 21,
    createdBy: 'carla@x.co',
    status: 'Solicitar diseño',
    createdAt: d('2024-01-01T00:00:00Z'),
  }),
  sampleRequirement({
    id: 'e',
    title: 'Carrusel 3 - T1',
    brand: 'Zeta',
    number: 30,
    createdBy: 'ana@x.co',
    status: 'Pendiente',
    createdAt: d('nope'),
  }),
];

describe('selectRows', () => {
  const prepared = prepareRequirements(rows);

  it('keeps the requirements it was prepared from', () => {
    expect(prepared.requirements).toBe(rows);
  });

  it('selects one list in loaded order without a sort, as a new array', () => {
    const active = selectRows(prepared, 'active', EMPTY_FILTERS, null);
    expect(ids(active)).toEqual(['a', 'b', 'd', 'e']);
    expect(active).not.toBe(rows);
    expect(ids(selectRows(prepared, 'finished', EMPTY_FILTERS, null))).toEqual(['c']);
  });

  it('filters text case-insensitively, accents as typed, blanks around the query ignored', () => {
    expect(ids(selectRows(prepared, 'active', withFilter({ title: ' ÑAN ' }), null))).toEqual(['a', 'b']);
    expect(ids(selectRows(prepared, 'active', withFilter({ title: 'ñandú' }), null))).toEqual(['a']);
    expect(ids(selectRows(prepared, 'active', withFilter({ brand: 'ÁRBOL' }), null))).toEqual(['b']);
    expect(ids(selectRows(prepared, 'active', withFilter({ number: '1' }), null))).toEqual(['a', 'd']);
    expect(ids(selectRows(prepared, 'active', withFilter({ createdBy: 'BETO' }), null))).toEqual(['b']);
  });

  it('matches status and assignee exactly, and has no status filter on the finished list', () => {
    expect(ids(selectRows(prepared, 'active', withFilter({ status: 'Pendiente' }), null))).toEqual(['a', 'e']);
    expect(ids(selectRows(prepared, 'active', withFilter({ assignedTo: 'dis@x.co' }), null))).toEqual(['b']);
    expect(ids(selectRows(prepared, 'finished', withFilter({ status: 'Pendiente' }), null))).toEqual(['c']);
  });

  it('sorts text in Spanish order, and dates with empty and invalid ones last both ways', () => {
    expect(ids(selectRows(prepared, 'active', EMPTY_FILTERS, { column: 'title', direction: 'asc' }))).toEqual([
      'd',
      'e',
      'b',
      'a',
    ]);
    expect(ids(selectRows(prepared, 'active', EMPTY_FILTERS, { column: 'title', direction: 'desc' }))).toEqual([
      'a',
      'b',
      'e',
      'd',
    ]);
    expect(ids(selectRows(prepared, 'active', EMPTY_FILTERS, { column: 'createdAt', direction: 'asc' }))).toEqual([
      'd',
      'b',
      'a',
      'e',
    ]);
    expect(ids(selectRows(prepared, 'active', EMPTY_FILTERS, { column: 'createdAt', direction: 'desc' }))).toEqual([
      'b',
      'd',
      'a',
      'e',
    ]);
  });

  it('keeps equal keys in loaded order in both directions', () => {
    const byBrand = (direction: 'asc' | 'desc'): string[] =>
      ids(selectRows(prepared, 'active', EMPTY_FILTERS, { column: 'brand', direction }));
    expect(byBrand('asc')).toEqual(['b', 'a', 'd', 'e']);
    expect(byBrand('desc')).toEqual(['e', 'a', 'd', 'b']);
  });

  it('sorts numbers compareBy cannot order (NaN) exactly as before', () => {
    const odd = [4, Number.NaN, 1, 3].map((number, i) => sampleRequirement({ id: `n${i}`, number }));
    const sort = { column: 'number', direction: 'desc' } as const;
    expect(ids(selectRows(prepareRequirements(odd), 'active', EMPTY_FILTERS, sort))).toEqual(
      ids(referenceRows(odd, 'active', EMPTY_FILTERS, sort)),
    );
  });

  it('never changes the requirements nor the prepared list', () => {
    const copy = [...rows];
    selectRows(prepared, 'active', withFilter({ title: 'a' }), { column: 'number', direction: 'desc' });
    expect(rows).toEqual(copy);
    expect(ids(selectRows(prepared, 'active', EMPTY_FILTERS, null))).toEqual(['a', 'b', 'd', 'e']);
  });

  it('handles an empty list', () => {
    expect(
      selectRows(prepareRequirements([]), 'active', withFilter({ title: 'x' }), { column: 'title', direction: 'asc' }),
    ).toEqual([]);
  });
});

describe('selectRows (properties)', () => {
  it('gives the rows of the reference selection (filter, then sort with the comparator), in its order', () => {
    fc.assert(
      fc.property(
        requirementsArb(60, 'medium'),
        listKindArb,
        requirementFiltersArb,
        sortStateArb,
        (list, kind, filters, sort) => {
          const selected = selectRows(prepareRequirements(list), kind, filters, sort);
          const expected = referenceRows(list, kind, filters, sort);
          expect(ids(selected)).toEqual(ids(expected));
          selected.forEach((r, i) => expect(r).toBe(expected[i]));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('gives the reference rows for damaged values too (NaN, infinite and -0 numbers, invalid dates)', () => {
    fc.assert(
      fc.property(
        unreadableRequirementsArb(),
        listKindArb,
        requirementFiltersArb,
        sortStateArb,
        (list, kind, filters, sort) => {
          expect(ids(selectRows(prepareRequirements(list), kind, filters, sort))).toEqual(
            ids(referenceRows(list, kind, filters, sort)),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('one prepared list answers any sequence of selections, each as if alone', () => {
    const queryArb = fc.tuple(listKindArb, requirementFiltersArb, sortStateArb);
    fc.assert(
      fc.property(requirementsArb(40), fc.array(queryArb, { minLength: 1, maxLength: 6 }), (list, queries) => {
        const prepared = prepareRequirements(list);
        for (const [kind, filters, sort] of queries) {
          expect(ids(selectRows(prepared, kind, filters, sort))).toEqual(ids(referenceRows(list, kind, filters, sort)));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('paginated, gives selectPage for every page: a page change needs no new sort', () => {
    fc.assert(
      fc.property(
        requirementsArb(140, 'medium'),
        listKindArb,
        requirementFiltersArb,
        sortStateArb,
        fc.integer({ min: -1, max: 5 }),
        (list, kind, filters, sort, page) => {
          const selected = selectRows(prepareRequirements(list), kind, filters, sort);
          expect(paginate(selected, page)).toEqual(selectPage(list, { kind, filters, sort, page }));
        },
      ),
      { numRuns: 100 },
    );
  });
});
