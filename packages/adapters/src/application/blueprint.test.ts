import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BlueprintUseCases, Messages, type Blueprint, type Brand } from '@estudio/domain';
import { aBlueprint, someBlueprintBlocks } from '../contracts/fixtures.js';
import {
  FixedClock,
  InMemoryBlueprintRepository,
  InMemoryBrandRepository,
  PLAUSIBLE_AI_ANSWERS,
  ScriptedAiServices,
} from '../memory/index.js';
import { actorWith, failureOf } from './test-kit.js';

const NOW = '2026-03-10T15:30:00.000Z';

const viewer = actorWith(['VIEW_BLUEPRINT', 'ADMIN_BRANDS_OWNER']);
const strategist = actorWith(['VIEW_BLUEPRINT', 'EDIT_BLUEPRINT', 'GEN_BLUEPRINT', 'ADMIN_BRANDS_OWNER']);

const AURORA: Brand = {
  id: 'b-aurora',
  brandName: 'Café Aurora',
  owner: 'uid-eva',
  missionPurpose: 'Despertar la ciudad.',
  keyVisualDocUrl: 'https://files.example/kv.pdf',
  brandManualUrl: 'https://files.example/manual.pdf',
};
const LUNA: Brand = { id: 'b-luna', brandName: 'Luna', owner: 'uid-eva' };
const AJENA: Brand = { id: 'b-ajena', brandName: 'Ajena', owner: 'uid-otro' };
const STORED: Blueprint = aBlueprint('b-luna');

describe('BlueprintUseCases', () => {
  let brands: InMemoryBrandRepository;
  let blueprints: InMemoryBlueprintRepository;
  let ai: ScriptedAiServices;
  let service: BlueprintUseCases;

  beforeEach(() => {
    brands = new InMemoryBrandRepository([AURORA, LUNA, AJENA]);
    blueprints = new InMemoryBlueprintRepository([STORED]);
    ai = new ScriptedAiServices();
    service = new BlueprintUseCases(brands, blueprints, ai, new FixedClock(NOW));
  });

  describe('open', () => {
    it('answers the stored guide without generating', async () => {
      expect(await service.open(viewer, 'b-luna')).toEqual(STORED);
      expect(ai.calls).toEqual([]);
    });

    it('generates and stores a guide for a brand without one', async () => {
      ai.respond('generateBlueprint', PLAUSIBLE_AI_ANSWERS.generateBlueprint);
      const opened = await service.open(strategist, ' b-aurora ');
      expect(opened).toMatchObject({ brandId: 'b-aurora', updatedAt: new Date(NOW) });
      expect(opened.bloques.sexto_bloque.colors).toEqual(['#ff6b35', '#004e89', 'none', 'none', 'none']);
      expect(await blueprints.get('b-aurora')).toEqual(opened);
      const [request] = ai.callsTo('generateBlueprint');
      expect(request?.brandId).toBe('b-aurora');
      expect(request?.diagnostic_form).toContain('Café Aurora');
      expect(request?.document_url).toMatch(/^https:\/\/files\.example\//);
    });

    it('tells the caller when it starts generating, and only then', async () => {
      ai.respond('generateBlueprint', PLAUSIBLE_AI_ANSWERS.generateBlueprint);
      const onGenerating = vi.fn();
      await service.open(strategist, 'b-luna', { onGenerating });
      expect(onGenerating).not.toHaveBeenCalled();
      await service.open(strategist, 'b-aurora', { onGenerating });
      expect(onGenerating).toHaveBeenCalledTimes(1);
    });

    it('sends an empty document_url when the brand has no document', async () => {
      ai.respond('generateBlueprint', PLAUSIBLE_AI_ANSWERS.generateBlueprint);
      await service.regenerate(strategist, 'b-luna');
      expect(ai.callsTo('generateBlueprint')[0]?.document_url).toBe('');
    });

    it('refuses a missing brand id', async () => {
      for (const id of [null, undefined, '  ']) {
        expect(await failureOf(service.open(viewer, id))).toMatchObject({
          kind: 'validation',
          message: 'No se proporcionó el ID de la marca.',
        });
      }
    });

    it('needs VIEW_BLUEPRINT, and GEN_BLUEPRINT to generate', async () => {
      expect((await failureOf(service.open(actorWith(['ADMIN_BRANDS_ALL']), 'b-luna'))).kind).toBe('forbidden');
      expect((await failureOf(service.open(viewer, 'b-aurora'))).kind).toBe('forbidden');
      expect(ai.calls).toEqual([]);
      expect(await blueprints.get('b-aurora')).toBeNull();
    });

    it('refuses an unknown brand and one the actor may not see', async () => {
      expect(await failureOf(service.open(viewer, 'b-nada'))).toMatchObject({
        kind: 'not-found',
        message: Messages.carousel.brandNotFound,
      });
      expect((await failureOf(service.open(viewer, 'b-ajena'))).kind).toBe('forbidden');
    });

    it('stores nothing when the answer is malformed', async () => {
      ai.respond('generateBlueprint', { primer_bloque: {} });
      expect(await failureOf(service.open(strategist, 'b-aurora'))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: 'Error al generar el Blueprint.',
      });
      expect(await blueprints.get('b-aurora')).toBeNull();
    });

    it('reports failed calls as Error al obtener o generar el Blueprint.', async () => {
      blueprints.failNext('get');
      expect(await failureOf(service.open(viewer, 'b-luna'))).toMatchObject({
        kind: 'upstream',
        message: 'Error al obtener o generar el Blueprint.',
      });
      ai.respond('generateBlueprint', new Error('503'));
      expect((await failureOf(service.open(strategist, 'b-aurora'))).message).toBe(Messages.blueprint.getOrGenerate);
      ai.respond('generateBlueprint', PLAUSIBLE_AI_ANSWERS.generateBlueprint);
      blueprints.failNext('save');
      expect((await failureOf(service.open(strategist, 'b-aurora'))).message).toBe(Messages.blueprint.getOrGenerate);
      expect(await blueprints.get('b-aurora')).toBeNull();
    });
  });

  describe('regenerate', () => {
    it('replaces the stored guide', async () => {
      ai.respond('generateBlueprint', PLAUSIBLE_AI_ANSWERS.generateBlueprint);
      const regenerated = await service.regenerate(strategist, 'b-luna');
      expect(regenerated.bloques.primer_bloque.nombre).toBe('Laura');
      expect(regenerated.bloques.primer_bloque.descripcion_breve).not.toBe(
        STORED.bloques.primer_bloque.descripcion_breve,
      );
      expect(await blueprints.get('b-luna')).toEqual(regenerated);
    });

    it('needs GEN_BLUEPRINT and a brand id', async () => {
      expect((await failureOf(service.regenerate(viewer, 'b-luna'))).kind).toBe('forbidden');
      expect((await failureOf(service.regenerate(strategist, ''))).message).toBe(Messages.blueprint.missingBrandId);
    });

    it('keeps the stored guide on a malformed answer or a failure', async () => {
      ai.respondOnce('generateBlueprint', 'no es json');
      expect((await failureOf(service.regenerate(strategist, 'b-luna'))).message).toBe(Messages.blueprint.generate);
      ai.respondOnce('generateBlueprint', new Error('timeout'));
      expect(await failureOf(service.regenerate(strategist, 'b-luna'))).toMatchObject({
        kind: 'upstream',
        message: 'Error al regenerar el Blueprint.',
      });
      expect(await blueprints.get('b-luna')).toEqual(STORED);
    });
  });

  describe('saveBlock', () => {
    it('replaces one block and keeps the others', async () => {
      const edited = { mensaje_clave: 'Nuevo mensaje.', copy_referencia: 'Nuevo copy.' };
      const saved = await service.saveBlock(strategist, 'b-luna', 'tercer_bloque', edited);
      expect(saved.bloques.tercer_bloque).toEqual(edited);
      expect(saved.bloques.primer_bloque).toEqual(STORED.bloques.primer_bloque);
      expect(saved.updatedAt).toEqual(new Date(NOW));
      expect(await blueprints.get('b-luna')).toEqual(saved);
    });

    it('two editors saving different blocks at the same moment both keep their edit', async () => {
      const third = { mensaje_clave: 'Mensaje de Ana.', copy_referencia: 'Copy de Ana.' };
      const fifth = { pilares_contenido: ['Pilar de Luis'] };
      // Both read the stored guide before either writes: a whole-guide write would undo the first.
      await Promise.all([
        service.saveBlock(strategist, 'b-luna', 'tercer_bloque', third),
        service.saveBlock(strategist, 'b-luna', 'quinto_bloque', fifth),
      ]);
      const stored = await blueprints.get('b-luna');
      expect(stored?.bloques.tercer_bloque).toEqual(third);
      expect(stored?.bloques.quinto_bloque).toEqual(fifth);
      expect(stored?.bloques.primer_bloque).toEqual(STORED.bloques.primer_bloque);
    });

    it('validates the palette and stores it as hex', async () => {
      const sixth = { ...someBlueprintBlocks().sexto_bloque, colors: ['FFF', '#A1B2C3', '', 'none'] };
      const saved = await service.saveBlock(strategist, 'b-luna', 'sexto_bloque', sixth);
      expect(saved.bloques.sexto_bloque.colors).toEqual(['#ffffff', '#a1b2c3', 'none', 'none', 'none']);
    });

    it('refuses an invalid colour and changes nothing', async () => {
      const sixth = { ...someBlueprintBlocks().sexto_bloque, colors: ['#fff', 'azul'] };
      expect(await failureOf(service.saveBlock(strategist, 'b-luna', 'sexto_bloque', sixth))).toMatchObject({
        kind: 'validation',
        message: Messages.blueprint.invalidColour,
      });
      expect(await blueprints.get('b-luna')).toEqual(STORED);
    });

    it('refuses an unknown block name, a missing guide and a missing id', async () => {
      const unknown = await failureOf(
        service.saveBlock(strategist, 'b-luna', 'octavo_bloque' as 'tercer_bloque', {
          mensaje_clave: '',
          copy_referencia: '',
        }),
      );
      expect(unknown).toMatchObject({ kind: 'validation', message: 'Error al guardar los cambios.' });
      const block = someBlueprintBlocks().tercer_bloque;
      expect(await failureOf(service.saveBlock(strategist, 'b-aurora', 'tercer_bloque', block))).toMatchObject({
        kind: 'not-found',
        message: Messages.carousel.blueprintNotFound,
      });
      expect((await failureOf(service.saveBlock(strategist, null, 'tercer_bloque', block))).message).toBe(
        Messages.blueprint.missingBrandId,
      );
    });

    it('needs EDIT_BLUEPRINT', async () => {
      const block = someBlueprintBlocks().tercer_bloque;
      expect((await failureOf(service.saveBlock(viewer, 'b-luna', 'tercer_bloque', block))).kind).toBe('forbidden');
    });

    it('keeps the stored guide when the save fails', async () => {
      blueprints.failNext('saveBlock');
      const block = { mensaje_clave: 'X', copy_referencia: 'Y' };
      expect(await failureOf(service.saveBlock(strategist, 'b-luna', 'tercer_bloque', block))).toMatchObject({
        kind: 'upstream',
        message: 'Error al guardar los cambios.',
      });
      expect(await blueprints.get('b-luna')).toEqual(STORED);
    });
  });
});
