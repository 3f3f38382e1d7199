import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRequirement, requirementKind } from './requirement.js';
import {
  CONTENT_GRID_SIZE,
  contentGridTitle,
  gridNumberingStart,
  listedWrite,
  numberedWrite,
  planContentGrid,
} from './content-grid.js';
import type { ContentGridInput } from './content-grid.js';

const at = new Date('2025-06-01T09:00:00Z');
const input = (existingCount: number): ContentGridInput => ({
  brandId: 'brand-1',
  brandName: 'Café Andino',
  existingCount,
  createdBy: 'estratega@estudio.co',
  createdAt: at,
});

describe('planContentGrid', () => {
  it('plans 6 carousels, 6 videos and 2 blogs numbered after the existing count', () => {
    const plan = planContentGrid(input(3));
    expect(CONTENT_GRID_SIZE).toBe(14);
    expect(plan.map((r) => r.title)).toEqual([
      'Carrusel 4 - T1',
      'Carrusel 5 - T2',
      'Carrusel 6 - T3',
      'Carrusel 7 - T4',
      'Carrusel 8 - T5',
      'Carrusel 9 - T6',
      'Video 10 - T1',
      'Video 11 - T2',
      'Video 12 - T3',
      'Video 13 - T4',
      'Video 14 - T5',
      'Video 15 - T6',
      'Blog 16 - T1',
      'Blog 17 - T2',
    ]);
    expect(plan.map((r) => r.number)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
  });

  it('starts every requirement Pendiente, unassigned, created now and never edited', () => {
    for (const r of planContentGrid(input(0))) {
      expect(r).toEqual({
        brandId: 'brand-1',
        brand: 'Café Andino',
        title: r.title,
        number: r.number,
        createdBy: 'estratega@estudio.co',
        status: 'Pendiente',
        assignedTo: 'Por asignar',
        createdAt: at,
        updatedAt: null,
        inDesignAt: null,
      });
    }
  });

  it('yields complete requirements with the planning defaults once created', () => {
    const [first] = planContentGrid(input(0));
    const created = createRequirement('x', first!);
    expect(created).toMatchObject({ number: 1, allowComments: true, videoToPublishIndex: 0, pinNewFormat: false });
  });

  it('refuses a count that is not a whole number of at least 0', () => {
    expect(() => planContentGrid(input(-1))).toThrow(RangeError);
    expect(() => planContentGrid(input(2.5))).toThrow(RangeError);
    expect(() => planContentGrid(input(Number.NaN))).toThrow(RangeError);
  });

  it('writes titles as word, number, dash, T and index', () => {
    expect(contentGridTitle('Blog', 30, 2)).toBe('Blog 30 - T2');
  });
});

describe('planContentGrid (properties)', () => {
  const countArb = fc.nat({ max: 100_000 });

  it('numbers are contiguous right after the existing count and never reuse 1..count', () => {
    fc.assert(
      fc.property(countArb, (count) => {
        const numbers = planContentGrid(input(count)).map((r) => r.number);
        expect(numbers).toEqual(Array.from({ length: 14 }, (_, i) => count + 1 + i));
        expect(numbers.some((n) => n >= 1 && n <= count)).toBe(false);
      }),
    );
  });

  it('has exactly 6 carousels, 6 videos and 2 blogs, each of a kind with a detail screen', () => {
    fc.assert(
      fc.property(countArb, (count) => {
        const plan = planContentGrid(input(count));
        const kinds = plan.map((r) => requirementKind(r.title));
        expect(kinds.filter((k) => k === 'carrousel')).toHaveLength(6);
        expect(kinds.filter((k) => k === 'video')).toHaveLength(6);
        expect(kinds.filter((k) => k === 'blog')).toHaveLength(2);
      }),
    );
  });

  it('titles are unique and carry their own number', () => {
    fc.assert(
      fc.property(countArb, (count) => {
        const plan = planContentGrid(input(count));
        expect(new Set(plan.map((r) => r.title)).size).toBe(14);
        for (const r of plan) expect(r.title).toMatch(new RegExp(`^(Carrusel|Video|Blog) ${r.number} - T[1-6]$`));
      }),
    );
  });
});

describe('gridNumberingStart', () => {
  it('is the existing count when the numbers are 1..count', () => {
    expect(gridNumberingStart([])).toBe(0);
    expect(gridNumberingStart([1, 2, 3])).toBe(3);
  });

  it('moves past the highest number when deletions left gaps', () => {
    expect(gridNumberingStart([1, 5])).toBe(5);
  });

  it('never lets a new grid collide with an existing number', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 60 }), (numbers) => {
        const start = gridNumberingStart(numbers);
        const plan = planContentGrid(input(start));
        const taken = new Set(numbers);
        expect(plan.some((r) => taken.has(r.number))).toBe(false);
        expect(start).toBeGreaterThanOrEqual(numbers.length);
      }),
    );
  });
});

describe('numberedWrite and listedWrite', () => {
  it('number a grid after the counter and move the counter by its size', () => {
    const write = numberedWrite(41, CONTENT_GRID_SIZE, (first) => planContentGrid(input(first - 1)));
    expect(write.plan.map((requirement) => requirement.number)).toEqual(
      Array.from({ length: CONTENT_GRID_SIZE }, (_, index) => 42 + index),
    );
    expect(write.last).toBe(41 + CONTENT_GRID_SIZE);
  });

  it('refuse a plan numbered otherwise, or of another size', () => {
    expect(() => numberedWrite(41, CONTENT_GRID_SIZE, () => planContentGrid(input(0)))).toThrow(RangeError);
    expect(() => numberedWrite(0, CONTENT_GRID_SIZE + 1, () => planContentGrid(input(0)))).toThrow(RangeError);
  });

  it('move the counter up to the highest number given, never down', () => {
    const plan = planContentGrid(input(10));
    expect(listedWrite(3, plan)).toEqual({ plan, last: 10 + CONTENT_GRID_SIZE });
    expect(listedWrite(500, plan).last).toBe(500);
    expect(listedWrite(7, []).last).toBe(7);
  });
});
