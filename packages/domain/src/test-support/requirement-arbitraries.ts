import fc from 'fast-check';
import { REQUIREMENT_STATUSES, UNASSIGNED, createRequirement } from '../requirements/requirement.js';
import type { Requirement } from '../requirements/requirement.js';

/** Small pools so that filters and sorts meet equal keys, case and accent variants. */
const TEXTS = ['Blog', 'blog', 'Carrusel 3 - T1', 'Video 12 - T6', 'Ñandú', 'ñandu', 'Árbol', 'arbol', 'Zeta', ''];
const EMAILS = ['ana@x.co', 'Beto@x.co', 'carla@x.co', UNASSIGNED];

export const textArb = fc.oneof(fc.constantFrom(...TEXTS), fc.string({ maxLength: 6 }));
export const emailArb = fc.constantFrom(...EMAILS);
export const statusArb = fc.constantFrom(...REQUIREMENT_STATUSES);
export const dateArb = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2030-01-01T00:00:00Z'),
  noInvalidDate: true,
});
export const optionalDateArb = fc.option(dateArb, { nil: null });

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
  fc
    .array(fieldsArb, { maxLength, size })
    .map((list) => list.map((fields, i) => createRequirement(`r${i}`, fields)));

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
