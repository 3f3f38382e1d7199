import { INITIAL_STATUS, UNASSIGNED } from './requirement.js';
import type { NewRequirement, RequirementKind } from './requirement.js';

/**
 * The content grid of docs/product.md, "Content grid": 6 carousels, 6 explanatory videos and 2 blogs,
 * in that order. The title word decides the detail screen (requirementKind), so it must
 * be exactly Carrusel, Video or Blog.
 */
export const CONTENT_GRID: readonly {
  readonly kind: Exclude<RequirementKind, 'other'>;
  readonly word: string;
  readonly count: number;
}[] = [
  { kind: 'carrousel', word: 'Carrusel', count: 6 },
  { kind: 'video', word: 'Video', count: 6 },
  { kind: 'blog', word: 'Blog', count: 2 },
];

export const CONTENT_GRID_SIZE = CONTENT_GRID.reduce((sum, part) => sum + part.count, 0);

/**
 * '{word} {n} - T{i}': n is the requirement's number (unique within the brand, so two
 * grids never repeat a title) and i its position within its type, 1..6 (1..2 for Blog),
 * the AI topic it is meant to cover. The spec gives the format for Carrusel and Video;
 * Blog follows it.
 */
export const contentGridTitle = (word: string, number: number, index: number): string =>
  `${word} ${number} - T${index}`;

export interface ContentGridInput {
  readonly brandId: string;
  readonly brandName: string;
  /** Requirements the brand already has; the new ones are numbered after it. */
  readonly existingCount: number;
  /** The e-mail of who generates the grid. */
  readonly createdBy: string;
  /** From the Clock, one instant for the whole grid. */
  readonly createdAt: Date;
}

/** The 14 requirements to create, numbered existingCount + 1 .. existingCount + 14. */
export const planContentGrid = (input: ContentGridInput): NewRequirement[] => {
  const { existingCount } = input;
  // A count that is not a whole number >= 0 is a fault upstream: numbering from it would
  // collide with existing requirements.
  if (!Number.isSafeInteger(existingCount) || existingCount < 0) {
    throw new RangeError(`existingCount must be a whole number >= 0, got ${existingCount}`);
  }
  const plan: NewRequirement[] = [];
  for (const part of CONTENT_GRID) {
    for (let index = 1; index <= part.count; index += 1) {
      const number = existingCount + plan.length + 1;
      plan.push({
        brandId: input.brandId,
        brand: input.brandName,
        title: contentGridTitle(part.word, number, index),
        number,
        createdBy: input.createdBy,
        status: INITIAL_STATUS,
        assignedTo: UNASSIGNED,
        createdAt: input.createdAt,
        updatedAt: null,
        inDesignAt: null,
      });
    }
  }
  return plan;
};

/**
 * Where a new grid starts numbering: after the existing count, as the spec says, unless a
 * deleted requirement left a gap, in which case after the highest number in use, so that
 * new numbers never collide with existing ones.
 */
export const gridNumberingStart = (existingNumbers: readonly number[]): number =>
  existingNumbers.reduce(
    (highest, n) => (Number.isSafeInteger(n) && n > highest ? n : highest),
    existingNumbers.length,
  );

/**
 * Whether a plan is numbered first, first + 1, … with exactly `count` requirements: what a
 * repository checks before it writes what createNumbered's builder returned.
 */
export const isNumberedFrom = (plan: readonly { readonly number: number }[], first: number, count: number): boolean =>
  plan.length === count && plan.every((requirement, index) => requirement.number === first + index);

/** What one numbered write stores: the requirements, and the brand's counter after it. */
export interface NumberedWrite {
  readonly plan: readonly NewRequirement[];
  readonly last: number;
}

/**
 * createNumbered's write, from the counter's last number: `count` requirements the builder
 * numbers last + 1, last + 2, …, and the counter moved by `count`. A plan numbered otherwise
 * is refused (RangeError) before anything is written.
 */
export const numberedWrite = (
  last: number,
  count: number,
  build: (first: number) => readonly NewRequirement[],
): NumberedWrite => {
  const plan = build(last + 1);
  if (!isNumberedFrom(plan, last + 1, count)) {
    throw new RangeError(`the plan must number ${count} requirements from ${last + 1}`);
  }
  return { plan, last: last + count };
};

/** createMany's write: the requirements as given, the counter moved up to the highest number among them. */
export const listedWrite = (last: number, requirements: readonly NewRequirement[]): NumberedWrite => ({
  plan: requirements,
  last: requirements.reduce((top, fields) => Math.max(top, fields.number), last),
});
