import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Requirement } from './requirement.js';
import { LIST_COLUMN_KEYS, compareBy, isListColumn, sortRequirements, toggleSort } from './requirement-sort.js';
import { rankColumn } from './requirement-list-keys.js';
import { EMPTY_RANK, orderByRanks } from './requirement-ranks.js';
import type { RequirementColumnKey, SortDirection } from './requirement-sort.js';
import {
  referenceCompareBy,
  referenceSort,
  requirementsArb,
  sampleRequirement,
  sortColumnArb,
  sortDirectionArb,
  unreadableRequirementsArb,
} from '../test-support/requirement-arbitraries.js';

const ids = (list: readonly Requirement[]): string[] => list.map((r) => r.id);
const d = (iso: string): Date => new Date(iso);

describe('list columns', () => {
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
    const odd = [
      sampleRequirement({ id: 'x', createdAt: d('nope') }),
      sampleRequirement({ id: 'y', createdAt: d('2024-05-05T00:00:00Z') }),
    ];
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

const columnArb = fc.constantFrom(...LIST_COLUMN_KEYS.active);
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

describe('sort keys computed once', () => {
  it('gives Spanish collation ranks, equal ranks to strings the collator holds equal', () => {
    const rows = ['Zeta', 'Árbol', 'arbol', 'Cafe\u0301', 'Café', 'ñandu', 'nube', 'abeja'].map((title, i) =>
      sampleRequirement({ id: `t${i}`, title }),
    );
    const keys = rankColumn(rows, 'title')!;
    const rankOf = (title: string): number => keys.ranks[rows.findIndex((r) => r.title === title)]!;
    expect(rankOf('Café')).toBe(rankOf('Cafe\u0301'));
    expect(rankOf('abeja')).toBeLessThan(rankOf('arbol'));
    expect(rankOf('arbol')).toBeLessThan(rankOf('Árbol'));
    // ñ is a letter of its own, after n.
    expect(rankOf('nube')).toBeLessThan(rankOf('ñandu'));
    expect(rankOf('ñandu')).toBeLessThan(rankOf('Zeta'));
    expect(keys.distinct).toBe(7);
  });

  it('ranks empty and invalid dates as empty', () => {
    const rows = [
      sampleRequirement({ id: 'a', createdAt: d('2024-01-02T00:00:00Z') }),
      sampleRequirement({ id: 'b', createdAt: null }),
      sampleRequirement({ id: 'c', createdAt: d('nope') }),
      sampleRequirement({ id: 'd', createdAt: d('2024-01-01T00:00:00Z') }),
      sampleRequirement({ id: 'e', createdAt: d('2024-01-02T00:00:00Z') }),
    ];
    const keys = rankColumn(rows, 'createdAt')!;
    expect([...keys.ranks]).toEqual([1, EMPTY_RANK, EMPTY_RANK, 0, 1]);
    expect(keys.distinct).toBe(2);
  });

  it('does not rank numbers compareBy cannot order (NaN), and still sorts them as compareBy does', () => {
    const rows = [5, Number.NaN, 2, 9, Number.NaN, 1].map((number, i) => sampleRequirement({ id: `n${i}`, number }));
    expect(rankColumn(rows, 'number')).toBeNull();
    expect(ids(sortRequirements(rows, { column: 'number', direction: 'asc' }))).toEqual(
      ids(referenceSort(rows, { column: 'number', direction: 'asc' })),
    );
  });

  it('orders only the row indices it is given, empty dates last in both directions', () => {
    const keys = { ranks: Int32Array.from([2, EMPTY_RANK, 0, 1, 0]), distinct: 3 };
    expect([...orderByRanks(Int32Array.from([0, 1, 2, 3, 4]), keys, 'asc')]).toEqual([2, 4, 3, 0, 1]);
    expect([...orderByRanks(Int32Array.from([0, 1, 2, 3, 4]), keys, 'desc')]).toEqual([0, 3, 2, 4, 1]);
    expect([...orderByRanks(Int32Array.from([4, 1, 0]), keys, 'asc')]).toEqual([4, 0, 1]);
    expect([...orderByRanks(new Int32Array(0), keys, 'desc')]).toEqual([]);
  });

  it('the reference copy is still the comparator compareBy is', () => {
    fc.assert(
      fc.property(requirementsArb(8), sortColumnArb, sortDirectionArb, (list, column, direction) => {
        const now = compareBy(column, direction);
        const before = referenceCompareBy(column, direction);
        for (const a of list) for (const b of list) expect(Math.sign(now(a, b))).toBe(Math.sign(before(a, b)));
      }),
    );
  });
});

describe('sort keys computed once (properties)', () => {
  it('sort exactly as sorting with the comparator did, every column and direction', () => {
    fc.assert(
      fc.property(requirementsArb(60, 'medium'), sortColumnArb, sortDirectionArb, (list, column, direction) => {
        const sort = { column, direction };
        const sorted = sortRequirements(list, sort);
        const expected = referenceSort(list, sort);
        expect(ids(sorted)).toEqual(ids(expected));
        sorted.forEach((r, i) => expect(r).toBe(expected[i]));
      }),
      { numRuns: 300 },
    );
  });

  it('sort damaged values (NaN, infinite and -0 numbers, invalid dates) exactly as before', () => {
    fc.assert(
      fc.property(unreadableRequirementsArb(), sortColumnArb, sortDirectionArb, (list, column, direction) => {
        expect(ids(sortRequirements(list, { column, direction }))).toEqual(
          ids(referenceSort(list, { column, direction })),
        );
      }),
      { numRuns: 200 },
    );
  });
});
