import { describe, expect, it } from 'vitest';
import { aBlueprint } from '../contracts/fixtures.js';
import { blueprintBlockToFields, blueprintFromDocument, blueprintToDocument } from './blueprint-document.js';

describe('blueprint documents', () => {
  it('store bloques and updatedAt, not the brand id', () => {
    const blueprint = aBlueprint('b1');
    expect(blueprintToDocument(blueprint)).toEqual({ bloques: blueprint.bloques, updatedAt: blueprint.updatedAt });
  });

  it('read back what they stored, with a copy of the blocks', () => {
    const blueprint = aBlueprint('b1', { updatedAt: null });
    const stored = blueprintToDocument(blueprint);
    const read = blueprintFromDocument('b1', {
      ...stored,
      updatedAt: { toDate: () => new Date('2026-01-13T11:00:00.000Z') },
    });
    expect(read).toEqual({ ...blueprint, updatedAt: new Date('2026-01-13T11:00:00.000Z') });
    expect(read?.bloques).not.toBe(stored['bloques']);
  });

  it('store and read who asked for the write (changedBy), and ignore a stamp of another shape', () => {
    const changedBy = { uid: 'u1', email: 'ana@estudio.test', at: new Date('2026-01-20T08:00:00.000Z') };
    const blueprint = aBlueprint('b1', { changedBy });
    const stored = blueprintToDocument(blueprint);
    expect(stored['changedBy']).toEqual(changedBy);
    expect(blueprintFromDocument('b1', stored)).toEqual(blueprint);
    expect(blueprintFromDocument('b1', { ...stored, changedBy: { uid: 7 } })).not.toHaveProperty('changedBy');
    expect(blueprintToDocument(aBlueprint('b1', { changedBy: null }))).not.toHaveProperty('changedBy');
  });

  it('write one block with its updatedAt, and the stamp only when given', () => {
    const at = new Date('2026-01-20T08:00:00.000Z');
    const block = { mensaje_clave: 'M', copy_referencia: 'C' };
    expect(blueprintBlockToFields('tercer_bloque', block, at)).toEqual({
      'bloques.tercer_bloque': block,
      updatedAt: at,
    });
    const changedBy = { uid: 'u1', email: 'ana@estudio.test', at };
    expect(blueprintBlockToFields('tercer_bloque', block, at, changedBy)).toEqual({
      'bloques.tercer_bloque': block,
      updatedAt: at,
      changedBy,
    });
  });

  it('read a document without blocks as no guide', () => {
    expect(blueprintFromDocument('b1', { updatedAt: null })).toBeNull();
    expect(blueprintFromDocument('b1', { bloques: ['x'] })).toBeNull();
  });
});
