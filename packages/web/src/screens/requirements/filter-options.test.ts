import { describe, expect, it } from 'vitest';
import { STATUS_FILTER_OPTIONS, assigneeFilterOptions } from './filter-options.js';

describe('select options', () => {
  it('offers Seleccione and the four statuses', () => {
    expect(STATUS_FILTER_OPTIONS).toEqual([
      { value: '', label: 'Seleccione' },
      { value: 'Pendiente', label: 'Pendiente' },
      { value: 'Solicitar diseño', label: 'Solicitar diseño' },
      { value: 'En diseño', label: 'En diseño' },
      { value: 'Finalizado', label: 'Finalizado' },
    ]);
  });

  it('offers Seleccione and each assignable user by its label', () => {
    expect(
      assigneeFilterOptions([
        { email: 'ana@x.co', label: 'Ana Ruiz' },
        { email: 'sin@x.co', label: 'sin@x.co' },
      ]),
    ).toEqual([
      { value: '', label: 'Seleccione' },
      { value: 'ana@x.co', label: 'Ana Ruiz' },
      { value: 'sin@x.co', label: 'sin@x.co' },
    ]);
  });
});
