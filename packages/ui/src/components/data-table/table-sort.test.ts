import { describe, expect, it } from 'vitest';
import { compareSortValues, nextSort, sortRows } from './table-sort.js';

describe('nextSort', () => {
  it('starts a new column ascending and flips the same column', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ column: 'name', direction: 'asc' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ column: 'name', direction: 'desc' });
    expect(nextSort(second, 'name')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextSort(second, 'email')).toEqual({ column: 'email', direction: 'asc' });
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'Óscar', n: 10, at: new Date('2026-01-03') },
    { name: 'ana', n: 2, at: null },
    { name: 'Bruno', n: 1, at: new Date('2026-01-01') },
  ];
  const valueOf = (row: (typeof rows)[number], column: 'name' | 'n' | 'at') => row[column];

  it('orders text in Spanish ignoring case and accents', () => {
    expect(sortRows(rows, { column: 'name', direction: 'asc' }, valueOf).map((r) => r.name)).toEqual([
      'ana',
      'Bruno',
      'Óscar',
    ]);
    expect(sortRows(rows, { column: 'name', direction: 'desc' }, valueOf).map((r) => r.name)).toEqual([
      'Óscar',
      'Bruno',
      'ana',
    ]);
  });

  it('orders numbers numerically', () => {
    expect(sortRows(rows, { column: 'n', direction: 'asc' }, valueOf).map((r) => r.n)).toEqual([1, 2, 10]);
  });

  it('puts empty values last in both directions', () => {
    expect(sortRows(rows, { column: 'at', direction: 'asc' }, valueOf).map((r) => r.name)).toEqual([
      'Bruno',
      'Óscar',
      'ana',
    ]);
    expect(sortRows(rows, { column: 'at', direction: 'desc' }, valueOf).map((r) => r.name)).toEqual([
      'Óscar',
      'Bruno',
      'ana',
    ]);
  });

  it('returns a copy in input order without a sort, and keeps ties stable', () => {
    const out = sortRows(rows, null, valueOf);
    expect(out).toEqual(rows);
    expect(out).not.toBe(rows);
    expect(compareSortValues('a', 'A', 'asc')).toBe(0);
  });
});
