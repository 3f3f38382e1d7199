import { LIST_COLUMN_KEYS } from '@estudio/domain/requirements';
import { describe, expect, it } from 'vitest';
import { ACTIVE_COLUMNS, FINISHED_COLUMNS, LIST_COLUMNS } from './requirement-columns.js';

describe('the requirement list columns', () => {
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

  it('has a header for every column of each list, in the order the domain gives', () => {
    expect(LIST_COLUMNS.active.map((c) => c.key)).toEqual(LIST_COLUMN_KEYS.active);
    expect(LIST_COLUMNS.finished.map((c) => c.key)).toEqual(LIST_COLUMN_KEYS.finished);
  });
});
