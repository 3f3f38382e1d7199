import { describe, expect, it } from 'vitest';
import { aBlueprint, someBlueprintBlocks } from '../contracts/fixtures.js';
import {
  blueprintBlockToFields,
  blueprintFromDocument,
  blueprintPatchToDocument,
  blueprintToDocument,
} from './blueprint-document.js';

const AT = new Date('2026-03-10T15:30:00.000Z');

describe('blueprint documents', () => {
  it('store bloques and updatedAt, the proposal and the replaced blocks only when there are, not the brand id', () => {
    const blueprint = aBlueprint('b1');
    expect(blueprintToDocument(blueprint)).toEqual({ bloques: blueprint.bloques, updatedAt: blueprint.updatedAt });
    const held = aBlueprint('b1', {
      proposal: { bloques: someBlueprintBlocks(), at: AT },
      replaced: { bloques: blueprint.bloques, at: AT },
    });
    expect(blueprintToDocument(held)['proposal']).toEqual({ bloques: someBlueprintBlocks(), at: AT });
    expect(blueprintToDocument(held)['replaced']).toEqual({ bloques: blueprint.bloques, at: AT });
    // Read back, a guide without them has neither: null, as before the write.
    const read = blueprintFromDocument('b1', blueprintToDocument(blueprint));
    expect([read?.proposal, read?.replaced]).toEqual([null, null]);
  });

  it('read the proposal and the replaced blocks, Timestamps as Dates; absent, null or malformed as null', () => {
    const bloques = someBlueprintBlocks();
    const read = blueprintFromDocument('b1', {
      bloques,
      proposal: { bloques, at: { toDate: () => AT } },
      replaced: { bloques, at: AT },
    });
    expect(read?.proposal).toEqual({ bloques, at: AT });
    expect(read?.replaced).toEqual({ bloques, at: AT });
    const { tercer_bloque: _missing, ...sixBlocks } = bloques;
    for (const stored of [
      undefined,
      null,
      'x',
      { bloques },
      { bloques: 'x', at: AT },
      { bloques: sixBlocks, at: AT },
      { bloques: { ...bloques, quinto_bloque: ['x'] }, at: AT },
      { bloques, at: 'no es fecha' },
    ]) {
      const unread = blueprintFromDocument('b1', { bloques, proposal: stored, replaced: stored });
      expect([unread?.proposal, unread?.replaced]).toEqual([null, null]);
    }
  });

  it("write a patch's given fields alone: null clears the proposal or the replaced blocks", () => {
    const bloques = someBlueprintBlocks();
    const changedBy = { uid: 'u1', email: 'ana@estudio.test', at: AT };
    expect(blueprintPatchToDocument({ proposal: { bloques, at: AT }, updatedAt: AT, changedBy })).toEqual({
      proposal: { bloques, at: AT },
      updatedAt: AT,
      changedBy,
    });
    expect(blueprintPatchToDocument({ bloques, proposal: null, replaced: { bloques, at: AT } })).toEqual({
      bloques,
      proposal: null,
      replaced: { bloques, at: AT },
    });
    expect(blueprintPatchToDocument({})).toEqual({});
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
    // The blocks an accepted proposal replaced are dropped with the edit: no undo overwrites it.
    expect(blueprintBlockToFields('tercer_bloque', block, at)).toEqual({
      'bloques.tercer_bloque': block,
      updatedAt: at,
      replaced: null,
    });
    const changedBy = { uid: 'u1', email: 'ana@estudio.test', at };
    expect(blueprintBlockToFields('tercer_bloque', block, at, changedBy)).toEqual({
      'bloques.tercer_bloque': block,
      updatedAt: at,
      replaced: null,
      changedBy,
    });
  });

  it('read a document without blocks as no guide', () => {
    expect(blueprintFromDocument('b1', { updatedAt: null })).toBeNull();
    expect(blueprintFromDocument('b1', { bloques: ['x'] })).toBeNull();
  });
});
