import { describe, expect, it } from 'vitest';
import { guardStatus } from '../guard/status.js';
import { Messages } from '../messages.js';
import { PLAUSIBLE_AI_ANSWERS, someBlueprintBlocks } from '../testing/index.js';
import { EVA, LATER, NOW, SENT, eva, key, useGuardWorld } from './brand-guard.test-kit.js';
import { dispatcherOf, failureOf } from './use-cases.test-kit.js';

const UNSENT = ['req-good', 'req-bad', 'req-empty', 'req-video', 'req-blog'];
const CONCEPTS = 'ADN: Conceptos a evitar';

describe('drift: a change of the DNA or the guide marks the brand’s items not yet sent', () => {
  const world = useGuardWorld();
  const run = (name: string, body: unknown) => dispatcherOf(world.adapters)(eva, name, JSON.stringify(body));
  const saveDna = (fields: Record<string, unknown>) =>
    run('brand/save-dna', { id: 'b-cumbre', brandName: 'Café Cumbre', ...fields });
  const driftOf = async (id: string, brandId = 'b-cumbre') => (await world.stored(id, brandId)).brandDrift;

  describe('brand/save-dna', () => {
    it("marks every unsent item 'Revisar' with what changed, stamped; not the sent one nor other brands' items", async () => {
      await saveDna({ conceptsToAvoid: 'café instantáneo, barato, soluble' });
      for (const id of UNSENT) {
        expect(await driftOf(id)).toEqual({ changes: [CONCEPTS], at: NOW, by: EVA });
        expect(guardStatus(await world.stored(id))).toEqual({ status: 'revisar', changes: [CONCEPTS] });
        expect((await world.stored(id)).changedBy).toEqual({ ...EVA, at: NOW });
      }
      expect(await world.stored('req-sent')).toEqual(SENT);
      expect(await driftOf('req-sin-guia', 'b-sin-guia')).toBeNull();
      expect(await driftOf('req-ajeno', 'b-ajena')).toBeNull();
    });

    it('marks nothing when the DNA saved is the same', async () => {
      await saveDna({ conceptsToAvoid: 'café instantáneo, barato', importantKeywords: 'origen, tostado' });
      for (const id of UNSENT) expect(await driftOf(id)).toBeNull();
    });

    it('merges the changes of a drift not yet reviewed, and a later score clears the status', async () => {
      await saveDna({ conceptsToAvoid: 'soluble' });
      world.adapters.clock.set(LATER);
      await saveDna({ importantKeywords: 'origen, tostado, Huila', brandName: 'Café Cumbre Andina' });
      const merged = ['ADN: Conceptos a evitar', `ADN: ${Messages.brand.nameLabel}`, 'ADN: Palabras clave importantes'];
      expect(new Set((await driftOf('req-good'))?.changes)).toEqual(new Set(merged));
      expect((await driftOf('req-good'))?.at).toEqual(LATER);

      world.adapters.clock.advance(60_000);
      const scored = await world.useCases.brandGuard.score(eva, key('req-good'));
      expect(guardStatus(scored).status).toBe('pasa');

      // A drift after that review names only its own change.
      world.adapters.clock.advance(60_000);
      await saveDna({ brandName: 'Café Cumbre Andina', emotions: 'calma' });
      expect((await driftOf('req-good'))?.changes).toEqual(['ADN: Emociones que debe transmitir']);
      expect(guardStatus(await world.stored('req-good'))).toEqual({
        status: 'revisar',
        changes: ['ADN: Emociones que debe transmitir'],
      });
    });

    it('keeps the save when marking fails, and logs it', async () => {
      world.adapters.brandGuard.failNext('mark', new Error('sin conexión'));
      const saved = (await saveDna({ conceptsToAvoid: 'soluble' })) as { conceptsToAvoid: string };
      expect(saved.conceptsToAvoid).toBe('soluble');
      expect((await world.adapters.brands.get('b-cumbre'))?.conceptsToAvoid).toBe('soluble');
      expect(await driftOf('req-good')).toBeNull();
      expect(world.adapters.logger.errors).toEqual([
        {
          level: 'error',
          message: Messages.guard.driftFailedLog,
          details: expect.objectContaining({ brandId: 'b-cumbre', changes: [CONCEPTS], uid: EVA.uid }),
        },
      ]);
    });

    it("stores the brand's absolute claims trimmed, each once, and marks the change", async () => {
      const saved = (await saveDna({
        absoluteClaims: [' el número uno ', 'garantizado', 'Garantízado', 'sin igual'],
      })) as {
        absoluteClaims: string[];
      };
      expect(saved.absoluteClaims).toEqual(['el número uno', 'garantizado', 'sin igual']);
      expect((await world.adapters.brands.get('b-cumbre'))?.absoluteClaims).toEqual(saved.absoluteClaims);
      expect((await driftOf('req-good'))?.changes).toEqual(['ADN: Afirmaciones absolutas']);
      // Blank terms are dropped: an empty list is the brand's own (no absolute claims), not the default.
      const cleared = (await saveDna({ absoluteClaims: ['  ', ''] })) as { absoluteClaims: string[] };
      expect(cleared.absoluteClaims).toEqual([]);
    });

    it('refuses absolute claims too many or of the wrong length, storing nothing', async () => {
      const invalid = Messages.guard.absoluteClaimsInvalid(50, 2, 60);
      for (const absoluteClaims of [
        Array.from({ length: 51 }, (_, index) => `término ${index}`),
        ['x'],
        ['a'.repeat(61)],
      ]) {
        expect(await failureOf(saveDna({ absoluteClaims, conceptsToAvoid: 'soluble' }))).toMatchObject({
          kind: 'validation',
          message: invalid,
        });
      }
      expect((await failureOf(saveDna({ absoluteClaims: 'el mejor' }))).kind).toBe('validation');
      expect((await world.adapters.brands.get('b-cumbre'))?.conceptsToAvoid).toBe('café instantáneo, barato');
      expect(await driftOf('req-good')).toBeNull();
    });
  });

  describe('the guide’s writes', () => {
    it("blueprint/save-block marks 'Guía: <block>' when the block changed, and nothing when it did not", async () => {
      const block = { ...someBlueprintBlocks().tercer_bloque, mensaje_clave: 'Cada taza cuenta su origen.' };
      await run('blueprint/save-block', { brandId: 'b-cumbre', blockName: 'tercer_bloque', block });
      expect(await driftOf('req-good')).toEqual({ changes: ['Guía: Mensaje clave'], at: NOW, by: EVA });
      expect(await world.stored('req-sent')).toEqual(SENT);

      world.adapters.clock.set(LATER);
      await run('blueprint/save-block', { brandId: 'b-cumbre', blockName: 'tercer_bloque', block });
      expect((await driftOf('req-good'))?.at).toEqual(NOW);
    });

    it('a regenerated guide marks nothing until its proposal is accepted, then the blocks that changed', async () => {
      world.adapters.ai.respond('generateBlueprint', PLAUSIBLE_AI_ANSWERS.generateBlueprint);
      await run('blueprint/regenerate', { brandId: 'b-cumbre' });
      await run('blueprint/proposal-discard', { brandId: 'b-cumbre' });
      expect(await driftOf('req-good')).toBeNull();

      await run('blueprint/regenerate', { brandId: 'b-cumbre' });
      await run('blueprint/proposal-accept', { brandId: 'b-cumbre' });
      const changes = (await driftOf('req-good'))?.changes ?? [];
      expect(changes).toContain('Guía: Mensaje clave');
      // The model's channels are the sample guide's: that block did not change.
      expect(changes).not.toContain('Guía: Canales y redes sociales');

      world.adapters.clock.set(LATER);
      await run('blueprint/proposal-undo', { brandId: 'b-cumbre' });
      expect((await driftOf('req-good'))?.at).toEqual(LATER);
    });

    it("a brand's first guide marks its items with every block", async () => {
      world.adapters.ai.respond('generateBlueprint', PLAUSIBLE_AI_ANSWERS.generateBlueprint);
      await run('blueprint/generate', { brandId: 'b-sin-guia' });
      expect((await driftOf('req-sin-guia', 'b-sin-guia'))?.changes).toHaveLength(7);
      expect(await driftOf('req-good')).toBeNull();
    });

    it('keeps the block saved when marking fails, and logs it', async () => {
      world.adapters.brandGuard.failNext('mark');
      const block = { ...someBlueprintBlocks().tercer_bloque, mensaje_clave: 'Otro mensaje.' };
      await run('blueprint/save-block', { brandId: 'b-cumbre', blockName: 'tercer_bloque', block });
      expect((await world.adapters.blueprints.get('b-cumbre'))?.bloques.tercer_bloque.mensaje_clave).toBe(
        'Otro mensaje.',
      );
      expect(world.adapters.logger.errors.map((entry) => entry.message)).toEqual([Messages.guard.driftFailedLog]);
    });
  });
});
