import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLUEPRINT_BLOCK_NAMES } from '../blueprint/blueprint.js';
import { createRequirement, type Requirement } from '../requirements/requirement.js';
import { someBlueprintBlocks } from '../testing/fixtures.js';
import {
  APPROVED_REQUIREMENT_FIELDS,
  APPROVED_REQUIREMENT_PARTS,
  blueprintDigests,
  canonicalText,
  changedParts,
  requirementDigests,
  versionHash,
  type RequirementPart,
} from './version.js';

const base = createRequirement('r1', {
  brandId: 'b1',
  title: 'Carrusel 1',
  brand: 'Café Aurora',
  number: 1,
  createdBy: 'ana@estudio.example',
  caption: 'Café de origen',
  instructions: ['Fondo claro'],
  suggestedWords: ['origen'],
  imagesAIUrl: ['brands/b1/requirements/r1/card-0.png'],
  selectedSocialNetwork: ['Instagram'],
  scripts: [{ Captacion: 'a', 'Argumento de Venta': 'b', 'Llamada a la acción': 'c' }],
  article: [{ sectionTitle: 'Uno', text: 'Texto' }],
});

const hashOf = (requirement: Requirement): string => versionHash(requirementDigests(requirement));

/** A value of the field's own type that differs from `current`. */
const otherValue = (current: unknown): fc.Arbitrary<unknown> => {
  if (typeof current === 'string') return fc.string({ maxLength: 20 }).filter((value) => value !== current);
  if (typeof current === 'boolean') return fc.constant(!current);
  if (typeof current === 'number') return fc.integer({ min: 0, max: 20 }).filter((value) => value !== current);
  return fc
    .array(
      fc.oneof(fc.string({ maxLength: 10 }), fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }))),
      {
        maxLength: 4,
      },
    )
    .filter((value) => canonicalText(value) !== canonicalText(current));
};

/** Fields a requirement has that are not what goes out. */
const NOT_APPROVED = (Object.keys(base) as (keyof Requirement)[]).filter(
  (field) => !(APPROVED_REQUIREMENT_FIELDS as readonly string[]).includes(field),
);

const partOf = (field: string): RequirementPart =>
  (Object.keys(APPROVED_REQUIREMENT_PARTS) as RequirementPart[]).find((part) =>
    (APPROVED_REQUIREMENT_PARTS[part] as readonly string[]).includes(field),
  )!;

describe('the version hash of a requirement', () => {
  it('covers caption, guides, images, scripts, article and the planning, but not the publication date', () => {
    expect(APPROVED_REQUIREMENT_FIELDS).toEqual(
      expect.arrayContaining(['caption', 'instructions', 'imagesAIUrl', 'scripts', 'article', 'firstComment']),
    );
    expect(NOT_APPROVED).toEqual(
      expect.arrayContaining(['publicationDate', 'status', 'assignedTo', 'updatedAt', 'review', 'validation']),
    );
  });

  it('changes with every approved field, and names that field’s part as the one changed', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...APPROVED_REQUIREMENT_FIELDS)
          .chain((field) => otherValue(base[field]).map((value) => ({ field, value }))),
        ({ field, value }) => {
          const edited = { ...base, [field]: value } as Requirement;
          expect(hashOf(edited)).not.toBe(hashOf(base));
          expect(changedParts(requirementDigests(base), requirementDigests(edited))).toEqual([partOf(field)]);
        },
      ),
    );
  });

  it('changes with nothing else: the publication date, status, stamps, marks and the review itself', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NOT_APPROVED),
        fc.oneof(fc.string(), fc.date({ noInvalidDate: true }), fc.constant(null), fc.integer(), fc.boolean()),
        (field, value) => {
          const edited = { ...base, [field]: value } as Requirement;
          expect(hashOf(edited)).toBe(hashOf(base));
          expect(changedParts(requirementDigests(base), requirementDigests(edited))).toEqual([]);
        },
      ),
    );
  });

  it('does not depend on the order of a map’s keys', () => {
    const script = { 'Llamada a la acción': 'c', Captacion: 'a', 'Argumento de Venta': 'b' };
    expect(hashOf({ ...base, scripts: [script] })).toBe(hashOf(base));
  });
});

describe('the version hash of the guide', () => {
  it('changes with every block and names it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BLUEPRINT_BLOCK_NAMES),
        fc.string({ minLength: 1, maxLength: 10 }),
        (name, text) => {
          const blocks = someBlueprintBlocks();
          const edited = { ...blocks, [name]: { ...blocks[name], extra: text } };
          expect(versionHash(blueprintDigests(edited))).not.toBe(versionHash(blueprintDigests(blocks)));
          expect(changedParts(blueprintDigests(blocks), blueprintDigests(edited))).toEqual([name]);
        },
      ),
    );
  });
});
