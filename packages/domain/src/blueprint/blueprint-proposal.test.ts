import { describe, expect, it } from 'vitest';
import { aBlueprint, someBlueprintBlocks } from '../testing/index.js';
import { acceptedProposal, discardedProposal, restoredBlocks } from './blueprint-proposal.js';

const PROPOSED_AT = new Date('2026-03-10T15:00:00.000Z');
const AT = new Date('2026-03-10T15:30:00.000Z');
const CURRENT = someBlueprintBlocks();
const NEW = { ...CURRENT, tercer_bloque: { mensaje_clave: 'Nuevo mensaje', copy_referencia: 'Nuevo copy' } };
const proposal = { bloques: NEW, at: PROPOSED_AT };

describe("the guide's proposal: accepted, discarded and undone", () => {
  it('accepting puts the proposal in the guide, keeps what it replaced for the undo and clears the proposal', () => {
    const stored = aBlueprint('b1', { proposal });
    expect(acceptedProposal(stored, AT)).toEqual({
      bloques: NEW,
      proposal: null,
      replaced: { bloques: CURRENT, at: AT },
    });
    // A later accept keeps only what it replaced: the undo goes back one step.
    const older = { bloques: { ...CURRENT, quinto_bloque: { pilares_contenido: 'Viejo' } }, at: PROPOSED_AT };
    expect(acceptedProposal(aBlueprint('b1', { proposal, replaced: older }), AT)?.replaced).toEqual({
      bloques: CURRENT,
      at: AT,
    });
  });

  it('accepting or discarding without a stored proposal answers null', () => {
    const stored = aBlueprint('b1', { replaced: { bloques: NEW, at: AT } });
    expect(acceptedProposal(stored, AT)).toBeNull();
    expect(discardedProposal(stored)).toBeNull();
  });

  it('discarding clears the proposal alone', () => {
    expect(discardedProposal(aBlueprint('b1', { proposal }))).toEqual({ proposal: null });
  });

  it('undoing puts the replaced blocks back and leaves nothing to undo; without them it answers null', () => {
    const replaced = { bloques: CURRENT, at: AT };
    expect(restoredBlocks(aBlueprint('b1', { bloques: NEW, proposal, replaced }))).toEqual({
      bloques: CURRENT,
      replaced: null,
    });
    expect(restoredBlocks(aBlueprint('b1', { proposal }))).toBeNull();
  });
});
