import { describe, expect, it } from 'vitest';
import { brandChunks, groupRows, pathRows, type GroupRowSnapshot } from './requirement-groups.js';

const snapshot = (path: string, data: Record<string, unknown>): GroupRowSnapshot => ({
  id: path.split('/').pop() ?? '',
  ref: { path },
  data: () => data,
});

describe('reads of several brands at once', () => {
  it('name at most 30 brands each, in order', () => {
    const brands = Array.from({ length: 65 }, (_, n) => `b${n}`);
    const chunks = brandChunks(brands);
    expect(chunks.map((chunk) => chunk.length)).toEqual([30, 30, 5]);
    expect(chunks.flat()).toEqual(brands);
    expect(brandChunks([])).toEqual([]);
  });

  it("keep a row under its path's brand only when its stored brandId names that brand", () => {
    const rows = groupRows(
      [
        snapshot('brands/b1/requirements/r1', { brandId: 'b1', title: 'Carrusel 1 - T1', number: 1 }),
        snapshot('brands/b2/requirements/r1', { brandId: 'b1', title: 'Cruzado', number: 1 }),
        snapshot('brands/b1/requirements/r2', { title: 'Sin campo', number: 2 }),
        snapshot('brands/b3/requirements/r1', { brandId: 'b3', title: 'Fuera', number: 1 }),
        snapshot('users/u1/requirements/r1', { brandId: 'b1', title: 'Ajeno', number: 1 }),
      ],
      ['b1', 'b2'],
    );
    expect(rows.map((row) => [row.brandId, row.id, row.title])).toEqual([['b1', 'r1', 'Carrusel 1 - T1']]);
  });

  it("read every brand's rows by the path alone, none outside brands/{id}", () => {
    const rows = pathRows([
      snapshot('brands/b1/requirements/r1', { title: 'Sin campo', number: 1 }),
      snapshot('brands/b2/requirements/r1', { brandId: 'b1', title: 'Cruzado', number: 1 }),
      snapshot('users/u1/requirements/r1', { brandId: 'b1', title: 'Ajeno', number: 1 }),
    ]);
    expect(rows.map((row) => [row.brandId, row.title])).toEqual([
      ['b1', 'Sin campo'],
      ['b2', 'Cruzado'],
    ]);
  });
});
