import { describe, expect, it } from 'vitest';
import { BRAND_STATUS_FILTER_OPTIONS, roleFilterOptions } from './filter-options.js';

describe('filter options', () => {
  it("offers 'Todos los roles' then each role by name", () => {
    expect(
      roleFilterOptions([
        { id: 'r2', name: 'Estratega' },
        { id: 'r1', name: 'Diseñador' },
      ]),
    ).toEqual([
      { value: '', label: 'Todos los roles' },
      { value: 'r1', label: 'Diseñador' },
      { value: 'r2', label: 'Estratega' },
    ]);
  });

  it('offers Todos, Active and Disabled for the brand status', () => {
    expect(BRAND_STATUS_FILTER_OPTIONS).toEqual([
      { value: '', label: 'Todos' },
      { value: 'active', label: 'Active' },
      { value: 'disabled', label: 'Disabled' },
    ]);
  });
});
