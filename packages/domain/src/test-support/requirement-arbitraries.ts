import fc from 'fast-check';
import { REQUIREMENT_STATUSES, UNASSIGNED, createRequirement } from '../requirements/requirement.js';
import type { Requirement } from '../requirements/requirement.js';
import { belongsToList, matchesFilters } from '../requirements/requirement-filters.js';
import type { RequirementFilters, RequirementListKind } from '../requirements/requirement-filters.js';
import type { RequirementColumnKey, SortDirection, SortState } from '../requirements/requirement-sort.js';

/**
 * Small pools so that filters and sorts meet equal keys, case and accent variants, and
 * text whose collation or lower case is not what it looks like: 'Cafe\u0301' is 'Café'
 * written with a combining accent (another string, the same to the Spanish collator),
 * 'İ' lower-cases to two code points.
 */
const TEXTS = [
  'Blog',
  'blog',
  'Carrusel 3 - T1',
  'carrusel 3 - t1',
  'Carrusel 10 - T1',
  'Video 12 - T6',
  'Ñandú',
  'ñandu',
  'Árbol',
  'arbol',
  'Café',
  'Cafe\u0301',
  'CAFÉ',
  'İ',
  'ß',
  ' Blog ',
  'Zeta',
  '',
];
const EMAILS = ['ana@x.co', 'Beto@x.co', 'carla@x.co', UNASSIGNED];

export const textArb = fc.oneof(fc.constantFrom(...TEXTS), fc.string({ maxLength: 6 }));
export const emailArb = fc.constantFrom(...EMAILS);
export const statusArb = fc.constantFrom(...REQUIREMENT_STATUSES);
export const dateArb = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2030-01-01T00:00:00Z'),
  noInvalidDate: true,
});
/** A few instants many rows share, so that date sorts meet ties. */
const SHARED_DATES = ['2024-03-01T00:00:00Z', '2024-03-01T00:00:00.001Z', '2025-07-15T12:00:00Z'].map(
  (iso) => new Date(iso),
);
export const optionalDateArb = fc.option(fc.oneof(fc.constantFrom(...SHARED_DATES), dateArb), { nil: null });

const fieldsArb = fc.record({
  brandId: fc.constantFrom('b1', 'b2'),
  title: textArb,
  brand: textArb,
  number: fc.nat({ max: 200 }),
  createdBy: fc.oneof(emailArb, textArb),
  status: statusArb,
  assignedTo: emailArb,
  createdAt: optionalDateArb,
  updatedAt: optionalDateArb,
  inDesignAt: optionalDateArb,
});

/** One requirement with every other field defaulted. */
export const requirementArb = (id = 'r'): fc.Arbitrary<Requirement> =>
  fieldsArb.map((fields) => createRequirement(id, fields));

/** Requirements with distinct ids r0, r1, ... in input order. */
export const requirementsArb = (maxLength = 40, size: fc.SizeForArbitrary = 'small'): fc.Arbitrary<Requirement[]> =>
  fc.array(fieldsArb, { maxLength, size }).map((list) => list.map((fields, i) => createRequirement(`r${i}`, fields)));

/**
 * Requirements as a damaged document could carry them: numbers that are NaN, infinite or
 * -0, invalid dates. Typed as Requirement all the same; the lists must not change their
 * answer for them.
 */
export const unreadableRequirementsArb = (maxLength = 40): fc.Arbitrary<Requirement[]> =>
  fc
    .array(
      fc.record({
        fields: fieldsArb,
        number: fc.option(fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0), {
          freq: 3,
        }),
        invalid: fc.subarray(['createdAt', 'updatedAt', 'inDesignAt'] as const),
      }),
      { maxLength },
    )
    .map((list) =>
      list.map(({ fields, number, invalid }, i) =>
        createRequirement(`r${i}`, {
          ...fields,
          number: number ?? fields.number,
          ...Object.fromEntries(invalid.map((column) => [column, new Date(Number.NaN)])),
        }),
      ),
    );

/** Filters whose text queries meet the pools above: case, accents, blanks, numbers. */
export const requirementFiltersArb: fc.Arbitrary<RequirementFilters> = fc.record({
  title: fc.oneof(
    fc.constant(''),
    textArb,
    fc.constantFrom('ÑAN', 'ñan', 'ÁRB', 'arb', ' blog ', 'café', 'i\u0307', 'T1'),
  ),
  brand: fc.oneof(fc.constant(''), textArb),
  number: fc.oneof(fc.constant(''), fc.nat({ max: 200 }).map(String), fc.constantFrom('1', '0', ' 2 ', 'nan', 'inf')),
  createdBy: fc.oneof(fc.constant(''), textArb, fc.constantFrom('BETO', '@x.co')),
  status: fc.oneof(fc.constant('' as const), statusArb),
  assignedTo: fc.oneof(fc.constant(''), emailArb),
});

export const listKindArb = fc.constantFrom<RequirementListKind>('active', 'finished');
export const sortDirectionArb = fc.constantFrom<SortDirection>('asc', 'desc');
const SORT_COLUMNS: readonly RequirementColumnKey[] = [
  'title',
  'brand',
  'number',
  'createdBy',
  'status',
  'assignedTo',
  'updatedAt',
  'createdAt',
  'inDesignAt',
];
export const sortColumnArb = fc.constantFrom(...SORT_COLUMNS);
export const sortStateArb: fc.Arbitrary<SortState | null> = fc.option(
  fc.record({ column: sortColumnArb, direction: sortDirectionArb }),
  { freq: 5 },
);

// ---------------------------------------------------------------------------------------
// The requirement list as it was before its sort keys were computed once: a copy of the
// comparator and the selection of that time, the reference the property tests hold the
// new code to. Do not "improve" it.

const referenceCollator = new Intl.Collator('es');

const referenceTime = (value: Date | null): number | null => {
  if (value === null) return null;
  const time = value.getTime();
  return Number.isNaN(time) ? null : time;
};

const REFERENCE_KINDS: Readonly<Record<RequirementColumnKey, 'text' | 'number' | 'date'>> = {
  title: 'text',
  brand: 'text',
  number: 'number',
  createdBy: 'text',
  status: 'text',
  assignedTo: 'text',
  updatedAt: 'date',
  createdAt: 'date',
  inDesignAt: 'date',
};

export const referenceCompareBy = (
  column: RequirementColumnKey,
  direction: SortDirection,
): ((a: Requirement, b: Requirement) => number) => {
  const sign = direction === 'asc' ? 1 : -1;
  switch (REFERENCE_KINDS[column]) {
    case 'number':
      return (a, b) => sign * ((a[column] as number) - (b[column] as number));
    case 'date':
      return (a, b) => {
        const ta = referenceTime(a[column] as Date | null);
        const tb = referenceTime(b[column] as Date | null);
        if (ta === null || tb === null) return (ta === null ? 1 : 0) - (tb === null ? 1 : 0);
        return sign * (ta - tb);
      };
    case 'text':
      return (a, b) => sign * referenceCollator.compare(a[column] as string, b[column] as string);
  }
};

export const referenceSort = (requirements: readonly Requirement[], sort: SortState | null): Requirement[] =>
  sort === null ? [...requirements] : [...requirements].sort(referenceCompareBy(sort.column, sort.direction));

/** The rows selectPage cut into pages: the list's requirements, filtered, then sorted. */
export const referenceRows = (
  requirements: readonly Requirement[],
  kind: RequirementListKind,
  filters: RequirementFilters,
  sort: SortState | null,
): Requirement[] =>
  referenceSort(
    requirements.filter((r) => belongsToList(r, kind)).filter((r) => matchesFilters(r, filters, kind)),
    sort,
  );

/** A fixed requirement for example-based tests. */
export const sampleRequirement = (overrides: Partial<Requirement> = {}): Requirement => ({
  ...createRequirement('req-1', {
    brandId: 'brand-1',
    title: 'Carrusel 1 - T1',
    brand: 'Café Andino',
    number: 1,
    createdBy: 'estratega@estudio.co',
  }),
  ...overrides,
});
