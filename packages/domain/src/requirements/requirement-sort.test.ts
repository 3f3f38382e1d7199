import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Requirement } from './requirement.js';
import {
  ACTIVE_COLUMNS,
  FINISHED_COLUMNS,
  LIST_COLUMNS,
  compareBy,
  isListColumn,
  sortRequirements,
  toggleSort,
} from './requirement-sort.js';
import type { RequirementColumnKey, SortDirection } from './requirement-sort.js';
import { requirementsArb, sampleRequirement } from '../test-support/requirement-arbitraries.js';

const ids = (list: readonly Requirement[]): string[] => list.map((r) => r.id);
const d = (iso: string): Date => new Date(iso);

describe('column definitions', () => {
  it('names the active list columns in order', () => {
    expect(ACTIVE_COLUMNS.map((c) => [c.key, c.label])).toEqual([
      ['title', 'Tipo de contenido'],
      ['brand', 'Marca'],
      ['number', 'Núm.'],
      ['createdBy', 'Creado por'],
      ['status', 'Estado'],
      ['assignedTo', 'Asignado a'],
      ['updatedAt', 'Editado'],
      ['createdAt', 'Creado'],
      ['inDesignAt', 'En diseño'],
    ]);
  });

  it('names the finished list columns in order', () => {
    expect(FINISHED_COLUMNS.map((c) => [c.key, c.label])).toEqual([
      ['title', 'Tipo de contenido'],
      ['brand', 'Marca'],
      ['number', 'Número'],
      ['createdBy', 'Creado por'],
      ['assignedTo', 'Asignado a'],
      ['updatedAt', 'Actualizado'],
      ['createdAt', 'Creado'],
    ]);
    expect(LIST_COLUMNS.finished).toBe(FINISHED_COLUMNS);
  });

  it('knows which columns each list has', () => {
    expect(isListColumn('active', 'status')).toBe(true);
    expect(isListColumn('finished', 'status')).toBe(false);
    expect(isListColumn('finished', 'inDesignAt')).toBe(false);
    expect(isListColumn('finished', 'number')).toBe(true);
    expect(isListColumn('active', 'caption')).toBe(false);
  });
});

describe('toggleSort', () => {
  it('starts a new column ascending and flips the same column', () => {
    const first = toggleSort(null, 'number');
    expect(first).toEqual({ column: 'number', direction: 'asc' });
    const second = toggleSort(first, 'number');
    expect(second).toEqual({ column: 'number', direction: 'desc' });
    expect(toggleSort(second, 'number')).toEqual({ column: 'number', direction: 'asc' });
    expect(toggleSort(second, 'title')).toEqual({ column: 'title', direction: 'asc' });
  });
});

describe('sortRequirements', () => {
  const rows = [
    sampleRequirement({ id: 'a', number: 10, title: 'árbol', updatedAt: null }),
    sampleRequirement({ id: 'b', number: 9, title: 'Zeta', updatedAt: d('2025-01-02T00:00:00Z') }),
    sampleRequirement({ id: 'c', number: 100, title: 'abeja', updatedAt: d('2025-01-01T00:00:00Z') }),
    sampleRequirement({ id: 'd', number: 9, title: 'Árbol', updatedAt: null }),
  ];

  it('sorts numbers numerically, not as text, keeping ties in input order', () => {
    expect(ids(sortRequirements(rows, { column: 'number', direction: 'asc' }))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(sortRequirements(rows, { column: 'number', direction: 'desc' }))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('sorts text with Spanish collation (accents next to their letter)', () => {
    expect(ids(sortRequirements(rows, { column: 'title', direction: 'asc' }))).toEqual(['c', 'a', 'd', 'b']);
  });

  it('sorts dates by time with empty dates last in both directions', () => {
    expect(ids(sortRequirements(rows, { column: 'updatedAt', direction: 'asc' }))).toEqual(['c', 'b', 'a', 'd']);
    expect(ids(sortRequirements(rows, { column: 'updatedAt', direction: 'desc' }))).toEqual(['b', 'c', 'a', 'd']);
  });

  it('treats an invalid date as empty', () => {
    const odd = [sampleRequirement({ id: 'x', createdAt: d('nope') }), sampleRequirement({ id: 'y', createdAt: d('2024-05-05T00:00:00Z') })];
    expect(ids(sortRequirements(odd, { column: 'createdAt', direction: 'asc' }))).toEqual(['y', 'x']);
  });

  it('keeps the loaded order without a sort and never mutates its input', () => {
    const copy = [...rows];
    expect(sortRequirements(rows, null)).not.toBe(rows);
    expect(ids(sortRequirements(rows, null))).toEqual(['a', 'b', 'c', 'd']);
    sortRequirements(rows, { column: 'number', direction: 'asc' });
    expect(rows).toEqual(copy);
  });
});

const columnArb = fc.constantFrom(...ACTIVE_COLUMNS.map((c) => c.key));
const directionArb = fc.constantFrom<SortDirection>('asc', 'desc');

/** In-order check restated per column type, independent of compareBy. */
const inOrder = (a: Requirement, b: Requirement, column: RequirementColumnKey, direction: SortDirection): boolean => {
  const sign = direction === 'asc' ? 1 : -1;
  const va = a[column];
  const vb = b[column];
  if (typeof va === 'number' && typeof vb === 'number') return sign * (va - vb) <= 0;
  if (typeof va === 'string' && typeof vb === 'string') return sign * va.localeCompare(vb, 'es') <= 0;
  if (vb === null) return true;
  if (va === null) return false;
  return sign * ((va as Date).getTime() - (vb as Date).getTime()) <= 0;
};

describe('sort (properties)', () => {
  it('is a permutation of its input', () => {
    fc.assert(
      fc.property(requirementsArb(), columnArb, directionArb, (list, column, direction) => {
        const sorted = sortRequirements(list, { column, direction });
        expect(ids(sorted).sort()).toEqual(ids(list).sort());
      }),
    );
  });

  it('orders every neighbour pair by the column', () => {
    fc.assert(
      fc.property(requirementsArb(), columnArb, directionArb, (list, column, direction) => {
        const sorted = sortRequirements(list, { column, direction });
        sorted.slice(1).forEach((b, i) => expect(inOrder(sorted[i]!, b, column, direction)).toBe(true));
      }),
    );
  });

  it('is stable: rows with equal keys keep their input order', () => {
    fc.assert(
      fc.property(requirementsArb(), columnArb, directionArb, (list, column, direction) => {
        const position = new Map(list.map((r, i) => [r.id, i]));
        const compare = compareBy(column, direction);
        const sorted = sortRequirements(list, { column, direction });
        sorted.slice(1).forEach((b, i) => {
          const a = sorted[i]!;
          if (compare(a, b) === 0) expect(position.get(a.id)!).toBeLessThan(position.get(b.id)!);
        });
      }),
    );
  });

  it('puts empty dates last, in input order, in both directions', () => {
    const dateColumnArb = fc.constantFrom<RequirementColumnKey>('updatedAt', 'createdAt', 'inDesignAt');
    fc.assert(
      fc.property(requirementsArb(), dateColumnArb, directionArb, (list, column, direction) => {
        const sorted = sortRequirements(list, { column, direction });
        const empty = list.filter((r) => r[column] === null);
        expect(ids(sorted.slice(sorted.length - empty.length))).toEqual(ids(empty));
      }),
    );
  });
});
