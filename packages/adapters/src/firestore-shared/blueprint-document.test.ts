import { describe, expect, it } from 'vitest';
import { aBlueprint } from '../contracts/fixtures.js';
import { blueprintFromDocument, blueprintToDocument } from './blueprint-document.js';

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

  it('read a document without blocks as no guide', () => {
    expect(blueprintFromDocument('b1', { updatedAt: null })).toBeNull();
    expect(blueprintFromDocument('b1', { bloques: ['x'] })).toBeNull();
  });
});
