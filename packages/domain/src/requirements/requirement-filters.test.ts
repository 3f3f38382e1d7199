import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Requirement } from './requirement.js';
import {
  EMPTY_FILTERS,
  belongsToList,
  compileFilters,
  filterRequirements,
  matchesFilters,
  searchNeedleOf,
  searchTextOf,
  splitByList,
} from './requirement-filters.js';
import type { RequirementFilters } from './requirement-filters.js';
import { containsIgnoringCase } from '../shared/text.js';
import {
  emailArb,
  listKindArb,
  requirementFiltersArb,
  requirementsArb,
  sampleRequirement,
  statusArb,
  textArb,
  unreadableRequirementsArb,
} from '../test-support/requirement-arbitraries.js';

const rows: Requirement[] = [
  sampleRequirement({
    id: 'a',
    title: 'Carrusel 1 - T1',
    brand: 'Café Andino',
    number: 7,
    createdBy: 'ana@x.co',
    status: 'Pendiente',
    assignedTo: 'Por asignar',
  }),
  sampleRequirement({
    id: 'b',
    title: 'Video 8 - T1',
    brand: 'Andes Tech',
    number: 17,
    createdBy: 'Beto@x.co',
    status: 'En diseño',
    assignedTo: 'dis@x.co',
  }),
  sampleRequirement({
    id: 'c',
    title: 'Blog 9 - T1',
    brand: 'Café Andino',
    number: 70,
    createdBy: 'ana@x.co',
    status: 'Finalizado',
    assignedTo: 'dis@x.co',
  }),
];
const ids = (list: readonly Requirement[]): string[] => list.map((r) => r.id);
const withFilter = (patch: Partial<RequirementFilters>): RequirementFilters => ({ ...EMPTY_FILTERS, ...patch });

describe('filterRequirements', () => {
  it('keeps everything with empty filters', () => {
    expect(ids(filterRequirements(rows, EMPTY_FILTERS))).toEqual(['a', 'b', 'c']);
  });

  it('matches text fields case-insensitively anywhere in the value', () => {
    expect(ids(filterRequirements(rows, withFilter({ title: 'video' })))).toEqual(['b']);
    expect(ids(filterRequirements(rows, withFilter({ brand: 'andino' })))).toEqual(['a', 'c']);
    expect(ids(filterRequirements(rows, withFilter({ createdBy: 'BETO' })))).toEqual(['b']);
  });

  it('ignores blanks around the typed text', () => {
    expect(ids(filterRequirements(rows, withFilter({ title: '  blog ' })))).toEqual(['c']);
  });

  it('matches the number as text', () => {
    expect(ids(filterRequirements(rows, withFilter({ number: '7' })))).toEqual(['a', 'b', 'c']);
    expect(ids(filterRequirements(rows, withFilter({ number: '17' })))).toEqual(['b']);
    expect(ids(filterRequirements(rows, withFilter({ number: '70' })))).toEqual(['c']);
  });

  it('matches status and assignee exactly', () => {
    expect(ids(filterRequirements(rows, withFilter({ status: 'En diseño' })))).toEqual(['b']);
    expect(ids(filterRequirements(rows, withFilter({ assignedTo: 'dis@x.co' })))).toEqual(['b', 'c']);
    expect(ids(filterRequirements(rows, withFilter({ assignedTo: 'dis@x' })))).toEqual([]);
  });

  it('combines filters with and', () => {
    expect(ids(filterRequirements(rows, withFilter({ brand: 'café', assignedTo: 'dis@x.co' })))).toEqual(['c']);
  });

  it('has no status filter on the finished list', () => {
    expect(matchesFilters(rows[2]!, withFilter({ status: 'Pendiente' }), 'finished')).toBe(true);
    expect(matchesFilters(rows[2]!, withFilter({ status: 'Pendiente' }), 'active')).toBe(false);
  });
});

describe('active and finished lists', () => {
  it('splits on Finalizado', () => {
    const { active, finished } = splitByList(rows);
    expect(ids(active)).toEqual(['a', 'b']);
    expect(ids(finished)).toEqual(['c']);
    expect(belongsToList(rows[2]!, 'finished')).toBe(true);
  });
});

const filtersArb: fc.Arbitrary<RequirementFilters> = fc.record({
  title: fc.oneof(fc.constant(''), textArb),
  brand: fc.oneof(fc.constant(''), textArb),
  number: fc.oneof(fc.constant(''), fc.nat({ max: 200 }).map(String), fc.constantFrom('1', '0', ' 2 ')),
  createdBy: fc.oneof(fc.constant(''), textArb),
  status: fc.oneof(fc.constant('' as const), statusArb),
  assignedTo: fc.oneof(fc.constant(''), emailArb),
});
const kindArb = fc.constantFrom('active' as const, 'finished' as const);

/** The rule restated independently of the implementation. */
const contains = (value: string, query: string): boolean => value.toLowerCase().includes(query.trim().toLowerCase());
const expectedMatch = (r: Requirement, f: RequirementFilters, kind: 'active' | 'finished'): boolean =>
  contains(r.title, f.title) &&
  contains(r.brand, f.brand) &&
  contains(`${r.number}`, f.number) &&
  contains(r.createdBy, f.createdBy) &&
  (kind === 'finished' || f.status === '' || r.status === f.status) &&
  (f.assignedTo === '' || r.assignedTo === f.assignedTo);

describe('filters (properties)', () => {
  it('never return a row that does not match and never drop one that does', () => {
    fc.assert(
      fc.property(requirementsArb(), filtersArb, kindArb, (list, filters, kind) => {
        const kept = new Set(ids(filterRequirements(list, filters, kind)));
        for (const r of list) expect(kept.has(r.id)).toBe(expectedMatch(r, filters, kind));
      }),
    );
  });

  it('keep the input order', () => {
    fc.assert(
      fc.property(requirementsArb(), filtersArb, (list, filters) => {
        const kept = ids(filterRequirements(list, filters));
        expect(kept).toEqual(ids(list).filter((id) => kept.includes(id)));
      }),
    );
  });

  it('split every requirement into exactly one list', () => {
    fc.assert(
      fc.property(requirementsArb(), (list) => {
        const { active, finished } = splitByList(list);
        expect(active.length + finished.length).toBe(list.length);
        expect(active.every((r) => r.status !== 'Finalizado')).toBe(true);
        expect(finished.every((r) => r.status === 'Finalizado')).toBe(true);
      }),
    );
  });
});

describe('filters read once', () => {
  it('compile the queries as containsIgnoringCase reads them, the status only on the active list', () => {
    const filters = withFilter({ title: '  ÑAndú ', number: ' 7', status: 'En diseño', assignedTo: 'Dis@x.co' });
    expect(compileFilters(filters, 'active')).toEqual({
      title: 'ñandú',
      brand: '',
      number: '7',
      createdBy: '',
      status: 'En diseño',
      assignedTo: 'Dis@x.co',
    });
    expect(compileFilters(filters, 'finished').status).toBe('');
  });

  it('property: searchTextOf and searchNeedleOf split containsIgnoringCase exactly', () => {
    const anyText = fc.oneof(textArb, fc.string({ unit: 'binary', maxLength: 8 }), fc.constant(undefined));
    fc.assert(
      fc.property(anyText, fc.oneof(textArb, fc.string({ unit: 'binary', maxLength: 4 })), (value, query) => {
        const needle = searchNeedleOf(query);
        expect(needle === '' || searchTextOf(value).includes(needle)).toBe(containsIgnoringCase(value, query));
      }),
      { numRuns: 200 },
    );
  });

  it('property: filterRequirements keeps exactly the rows matchesFilters accepts, in order', () => {
    fc.assert(
      fc.property(
        fc.oneof(requirementsArb(), unreadableRequirementsArb()),
        requirementFiltersArb,
        listKindArb,
        (list, filters, kind) => {
          expect(ids(filterRequirements(list, filters, kind))).toEqual(
            ids(list.filter((r) => matchesFilters(r, filters, kind))),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
