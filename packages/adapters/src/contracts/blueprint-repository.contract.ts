import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlueprintRepository } from '@estudio/domain/blueprint';
import { aBlueprint, present, someBlueprintBlocks } from './fixtures.js';

export interface BlueprintRepositorySubject {
  readonly repo: BlueprintRepository;
  readonly cleanup?: () => Promise<void>;
}

/** brands/{brandId}/blueprints/{brandId}: what every BlueprintRepository must do. */
export const describeBlueprintRepositoryContract = (
  name: string,
  makeSubject: () => Promise<BlueprintRepositorySubject>,
): void => {
  describe(`BlueprintRepository contract: ${name}`, () => {
    let subject: BlueprintRepositorySubject;
    let repo: BlueprintRepository;

    beforeEach(async () => {
      subject = await makeSubject();
      repo = subject.repo;
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('answers null for a brand without blueprint', async () => {
      expect(await repo.get('brand-aurora')).toBeNull();
    });

    it('round-trips the seven blocks, texts as strings or lists, and the palette', async () => {
      const blueprint = aBlueprint('brand-aurora');
      await repo.save(blueprint);
      expect(await repo.get('brand-aurora')).toEqual(blueprint);
    });

    it('replaces the blueprint on a second save', async () => {
      await repo.save(aBlueprint('brand-aurora'));
      const blocks = someBlueprintBlocks();
      const edited = aBlueprint('brand-aurora', {
        bloques: { ...blocks, tercer_bloque: { mensaje_clave: 'Nuevo mensaje', copy_referencia: 'Nuevo copy' } },
        updatedAt: new Date('2026-01-21T10:00:00.000Z'),
      });
      await repo.save(edited);
      expect(await repo.get('brand-aurora')).toEqual(edited);
    });

    it('saveBlock writes one block and updatedAt, keeping the other blocks as stored', async () => {
      await repo.save(aBlueprint('brand-aurora'));
      const blocks = someBlueprintBlocks();
      const tercero = { mensaje_clave: 'Mensaje de Ana', copy_referencia: 'Copy de Ana' };
      const quinto = { pilares_contenido: ['Pilar de Luis', 'Otro pilar'] };
      // Two editors, each saving their own block: neither write undoes the other.
      await repo.saveBlock('brand-aurora', 'tercer_bloque', tercero, new Date('2026-01-21T10:00:00.000Z'));
      await repo.saveBlock('brand-aurora', 'quinto_bloque', quinto, new Date('2026-01-21T10:05:00.000Z'));
      expect(await repo.get('brand-aurora')).toEqual(
        aBlueprint('brand-aurora', {
          bloques: { ...blocks, tercer_bloque: tercero, quinto_bloque: quinto },
          updatedAt: new Date('2026-01-21T10:05:00.000Z'),
        }),
      );
    });

    it('round-trips who asked for the write (changedBy) with a whole guide', async () => {
      const changedBy = { uid: 'uid-ana', email: 'ana@estudio.test', at: new Date('2026-01-21T09:00:00.000Z') };
      const blueprint = aBlueprint('brand-aurora', { changedBy });
      await repo.save(blueprint);
      expect(await repo.get('brand-aurora')).toEqual(blueprint);
    });

    it('saveBlock writes the person who asked with the block, and leaves the stamp as stored without one', async () => {
      const ana = { uid: 'uid-ana', email: 'ana@estudio.test', at: new Date('2026-01-21T09:00:00.000Z') };
      await repo.save(aBlueprint('brand-aurora', { changedBy: ana }));
      const tercero = { mensaje_clave: 'Mensaje de Luis', copy_referencia: 'Copy de Luis' };
      const luis = { uid: 'uid-luis', email: 'luis@estudio.test', at: new Date('2026-01-21T10:00:00.000Z') };
      await repo.saveBlock('brand-aurora', 'tercer_bloque', tercero, new Date('2026-01-21T10:00:00.000Z'), luis);
      const stored = present(await repo.get('brand-aurora'), 'blueprint');
      expect(stored.changedBy).toEqual(luis);
      expect(stored.bloques.tercer_bloque).toEqual(tercero);
      const quinto = { pilares_contenido: ['Pilar'] };
      await repo.saveBlock('brand-aurora', 'quinto_bloque', quinto, new Date('2026-01-21T10:05:00.000Z'));
      expect((await repo.get('brand-aurora'))?.changedBy).toEqual(luis);
    });

    it('round-trips the proposal and the replaced blocks held beside the guide', async () => {
      const blocks = someBlueprintBlocks();
      const proposal = {
        bloques: { ...blocks, tercer_bloque: { mensaje_clave: 'Propuesto', copy_referencia: 'Copy propuesto' } },
        at: new Date('2026-01-21T10:00:00.000Z'),
      };
      const replaced = { bloques: blocks, at: new Date('2026-01-21T10:05:00.000Z') };
      const blueprint = aBlueprint('brand-aurora', { proposal, replaced });
      await repo.save(blueprint);
      expect(await repo.get('brand-aurora')).toEqual(blueprint);
    });

    it('updateFrom writes the patch made from the stored guide, its fields alone, and answers the guide as written', async () => {
      await repo.save(aBlueprint('brand-aurora'));
      const blocks = someBlueprintBlocks();
      const proposed = { ...blocks, quinto_bloque: { pilares_contenido: ['Pilar propuesto'] } };
      const at = new Date('2026-01-21T10:00:00.000Z');
      const changedBy = { uid: 'uid-ana', email: 'ana@estudio.test', at };
      const proposedWrite = await repo.updateFrom('brand-aurora', () => ({
        proposal: { bloques: proposed, at },
        updatedAt: at,
        changedBy,
      }));
      const withProposal = aBlueprint('brand-aurora', {
        proposal: { bloques: proposed, at },
        updatedAt: at,
        changedBy,
      });
      expect(proposedWrite).toEqual(withProposal);
      expect(await repo.get('brand-aurora')).toEqual(withProposal);
      // Accepting: the blocks from the stored proposal, what they replaced kept, the proposal cleared.
      const later = new Date('2026-01-21T10:05:00.000Z');
      const accepted = await repo.updateFrom('brand-aurora', (stored) => ({
        bloques: stored.proposal?.bloques ?? stored.bloques,
        proposal: null,
        replaced: { bloques: stored.bloques, at: later },
        updatedAt: later,
      }));
      const expected = aBlueprint('brand-aurora', {
        bloques: proposed,
        proposal: null,
        replaced: { bloques: blocks, at: later },
        updatedAt: later,
        changedBy,
      });
      expect(accepted).toEqual(expected);
      expect(await repo.get('brand-aurora')).toEqual(expected);
    });

    it('updateFrom refuses a brand without a stored guide, and writes nothing when the change throws', async () => {
      await expect(repo.updateFrom('brand-brisa', () => ({ proposal: null }))).rejects.toThrow();
      expect(await repo.get('brand-brisa')).toBeNull();
      const blueprint = aBlueprint('brand-aurora', {
        proposal: { bloques: someBlueprintBlocks(), at: new Date('2026-01-21T10:00:00.000Z') },
      });
      await repo.save(blueprint);
      const refusal = new Error('nada que aceptar');
      await expect(
        repo.updateFrom('brand-aurora', () => {
          throw refusal;
        }),
      ).rejects.toBe(refusal);
      expect(await repo.get('brand-aurora')).toEqual(blueprint);
    });

    it('saveBlock drops the replaced blocks, so no undo overwrites the edit, and keeps the proposal', async () => {
      const blocks = someBlueprintBlocks();
      const proposal = { bloques: blocks, at: new Date('2026-01-21T10:00:00.000Z') };
      await repo.save(aBlueprint('brand-aurora', { proposal, replaced: { bloques: blocks, at: proposal.at } }));
      const tercero = { mensaje_clave: 'A mano', copy_referencia: 'Copy a mano' };
      await repo.saveBlock('brand-aurora', 'tercer_bloque', tercero, new Date('2026-01-21T10:05:00.000Z'));
      expect(await repo.get('brand-aurora')).toEqual(
        aBlueprint('brand-aurora', {
          bloques: { ...blocks, tercer_bloque: tercero },
          proposal,
          replaced: null,
          updatedAt: new Date('2026-01-21T10:05:00.000Z'),
        }),
      );
    });

    it('saveBlock refuses a brand without a stored blueprint', async () => {
      await expect(
        repo.saveBlock('brand-brisa', 'tercer_bloque', { mensaje_clave: 'x', copy_referencia: 'y' }, new Date()),
      ).rejects.toThrow();
      expect(await repo.get('brand-brisa')).toBeNull();
    });

    it('keeps each brand its own blueprint', async () => {
      const aurora = aBlueprint('brand-aurora');
      const brisa = aBlueprint('brand-brisa', { updatedAt: null });
      await repo.save(aurora);
      await repo.save(brisa);
      expect(await repo.get('brand-aurora')).toEqual(aurora);
      expect(await repo.get('brand-brisa')).toEqual(brisa);
    });

    it('hands out values whose mutation does not change the store', async () => {
      await repo.save(aBlueprint('brand-aurora'));
      const got = present(await repo.get('brand-aurora'), 'blueprint');
      (got.bloques.sexto_bloque.colors as string[])[0] = '#000000';
      expect((await repo.get('brand-aurora'))?.bloques.sexto_bloque.colors[0]).toBe('#FF6B35');
    });
  });
};
