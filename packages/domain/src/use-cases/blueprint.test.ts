import { beforeEach, describe, expect, it } from 'vitest';
import { BlueprintUseCases } from './blueprint.js';
import { BlueprintViews } from './blueprint-views.js';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { dispatchCommand } from '../commands/dispatch.js';
import { type Actor } from '../permissions/actor.js';
import { type Blueprint } from '../blueprint/blueprint.js';
import { type Brand } from '../brands/brand.js';
import {
  aBlueprint,
  someBlueprintBlocks,
  FixedClock,
  InMemoryBrandGuard,
  InMemoryRequirementRepository,
  RecordingLogger,
  InMemoryBlueprintRepository,
  InMemoryBrandRepository,
  InMemoryStoredMediaReader,
  PLAUSIBLE_AI_ANSWERS,
  ScriptedAiServices,
} from '../testing/index.js';
import { actorWith, failureOf } from './use-cases.test-kit.js';

const NOW = '2026-03-10T15:30:00.000Z';

const viewer = actorWith(['VIEW_BLUEPRINT', 'ADMIN_BRANDS_OWNER']);
const strategist = actorWith(['VIEW_BLUEPRINT', 'EDIT_BLUEPRINT', 'GEN_BLUEPRINT', 'ADMIN_BRANDS_OWNER']);
const stamp = { uid: strategist.uid, email: strategist.email, at: new Date(NOW) };

/** The server's read of this project's bucket, holding Aurora's key visual and manual and another brand's file. */
const media = new InMemoryStoredMediaReader();
const KEY_VISUAL_URL = media.put('keyVisuals/b-aurora/up1-kv.pdf', new Uint8Array(8), 'application/pdf');
const MANUAL_URL = media.put('brandManuals/b-aurora/up2-manual.pdf', new Uint8Array(8), 'application/pdf');
const AJENA_FILE_URL = media.put('keyVisuals/b-ajena/up3-privado.pdf', new Uint8Array(8), 'application/pdf');

const AURORA: Brand = {
  id: 'b-aurora',
  brandName: 'Café Aurora',
  owner: 'uid-eva',
  missionPurpose: 'Despertar la ciudad.',
  keyVisualDocUrl: KEY_VISUAL_URL,
  brandManualUrl: MANUAL_URL,
};
const LUNA: Brand = { id: 'b-luna', brandName: 'Luna', owner: 'uid-eva' };
const AJENA: Brand = { id: 'b-ajena', brandName: 'Ajena', owner: 'uid-otro' };
const STORED: Blueprint = aBlueprint('b-luna');

// blueprint/regenerate and the proposal's answers: blueprint-proposal.test.ts.
describe('BlueprintViews and BlueprintUseCases (blueprint/generate, save-block)', () => {
  let brands: InMemoryBrandRepository;
  let blueprints: InMemoryBlueprintRepository;
  let ai: ScriptedAiServices;
  let views: BlueprintViews;
  let service: BlueprintUseCases;

  beforeEach(() => {
    brands = new InMemoryBrandRepository([AURORA, LUNA, AJENA]);
    blueprints = new InMemoryBlueprintRepository([STORED]);
    ai = new ScriptedAiServices();
    views = new BlueprintViews(brands, blueprints);
    service = new BlueprintUseCases(
      brands,
      blueprints,
      ai,
      media,
      new InMemoryBrandGuard(new InMemoryRequirementRepository()),
      new FixedClock(NOW),
      new RecordingLogger(),
    );
  });

  /** The command as the functions' router runs it: a raw JSON body, parsed, then the use case. */
  const run = (actor: Actor, action: string, body: unknown) =>
    dispatchCommand(
      <UC extends object>() => service as unknown as UC,
      actor,
      'blueprint',
      action,
      JSON.parse(JSON.stringify(body)) as unknown,
    ) as Promise<Blueprint>;

  describe('the stored guide (BlueprintViews)', () => {
    it('answers the stored guide, or none, without generating', async () => {
      expect(await views.stored(viewer, 'b-luna')).toEqual(STORED);
      expect(await views.stored(viewer, 'b-aurora')).toBeNull();
      expect(ai.calls).toEqual([]);
    });

    it('refuses a missing brand id', async () => {
      for (const id of [null, undefined, '  ']) {
        expect(await failureOf(views.stored(viewer, id))).toMatchObject({
          kind: 'validation',
          message: 'No se proporcionó el ID de la marca.',
        });
      }
    });

    it('needs VIEW_BLUEPRINT, and refuses an unknown brand and one the actor may not see', async () => {
      expect((await failureOf(views.stored(actorWith(['ADMIN_BRANDS_ALL']), 'b-luna'))).kind).toBe('forbidden');
      expect(await failureOf(views.stored(viewer, 'b-nada'))).toMatchObject({
        kind: 'not-found',
        message: Messages.carousel.brandNotFound,
      });
      expect((await failureOf(views.stored(viewer, 'b-ajena'))).kind).toBe('forbidden');
    });

    it('reports a failed read as Error al obtener o generar el Blueprint.', async () => {
      blueprints.failNext('get');
      expect(await failureOf(views.stored(viewer, 'b-luna'))).toMatchObject({
        kind: 'upstream',
        message: 'Error al obtener o generar el Blueprint.',
      });
    });
  });

  describe('generate (opening a brand without a guide)', () => {
    it('answers the stored guide without generating', async () => {
      expect(await service.generate(strategist, 'b-luna')).toEqual(STORED);
      expect(await service.generate(viewer, 'b-luna')).toEqual(STORED);
      expect(ai.calls).toEqual([]);
    });

    it('generates and stores a guide for a brand without one, stamped with who asked', async () => {
      ai.respond('generateBlueprint', PLAUSIBLE_AI_ANSWERS.generateBlueprint);
      const opened = await run(strategist, 'generate', { brandId: ' b-aurora ' });
      expect(opened).toMatchObject({ brandId: 'b-aurora', updatedAt: new Date(NOW), changedBy: stamp });
      expect(opened.bloques.sexto_bloque.colors).toEqual(['#ff6b35', '#004e89', 'none', 'none', 'none']);
      expect(await blueprints.get('b-aurora')).toEqual(opened);
      const [request] = ai.callsTo('generateBlueprint');
      expect(request?.brandId).toBe('b-aurora');
      expect(request?.diagnostic_form).toContain('Café Aurora');
      // The key visual, a stored object of the brand's own folder.
      expect(request?.document_url).toBe(KEY_VISUAL_URL);
    });

    it('sends an empty document_url when the brand has no document', async () => {
      ai.respond('generateBlueprint', PLAUSIBLE_AI_ANSWERS.generateBlueprint);
      await service.regenerate(strategist, 'b-luna');
      expect(ai.callsTo('generateBlueprint')[0]?.document_url).toBe('');
    });

    it("refuses, before the model sees it, a document that is not a stored file of the brand's own folders", async () => {
      ai.respond('generateBlueprint', PLAUSIBLE_AI_ANSWERS.generateBlueprint);
      for (const keyVisualDocUrl of [
        AJENA_FILE_URL,
        'https://files.example/kv.pdf',
        'javascript:alert(1)',
        media.put('keyVisuals/b-aurora/up9-borrado.pdf', new Uint8Array(1), 'application/pdf').replace('up9', 'up8'),
      ]) {
        await brands.update('b-aurora', { keyVisualDocUrl, updatedAt: new Date(NOW) });
        expect(await failureOf(service.generate(strategist, 'b-aurora'))).toMatchObject({
          kind: 'validation',
          message: ServerMessages.aiEndpoint.mediaOutsideBrand('document_url'),
        });
        expect((await failureOf(service.regenerate(strategist, 'b-aurora'))).kind).toBe('validation');
      }
      expect(ai.calls).toEqual([]);
      expect(await blueprints.get('b-aurora')).toBeNull();
    });

    it('refuses a missing brand id', async () => {
      for (const id of [null, undefined, '  ']) {
        expect(await failureOf(service.generate(strategist, id))).toMatchObject({
          kind: 'validation',
          message: 'No se proporcionó el ID de la marca.',
        });
      }
    });

    it('needs VIEW_BLUEPRINT, and GEN_BLUEPRINT to generate', async () => {
      expect((await failureOf(service.generate(actorWith(['ADMIN_BRANDS_ALL']), 'b-luna'))).kind).toBe('forbidden');
      expect((await failureOf(run(viewer, 'generate', { brandId: 'b-aurora' }))).kind).toBe('forbidden');
      expect(ai.calls).toEqual([]);
      expect(await blueprints.get('b-aurora')).toBeNull();
    });

    it('refuses an unknown brand and one the actor may not see', async () => {
      expect(await failureOf(service.generate(strategist, 'b-nada'))).toMatchObject({
        kind: 'not-found',
        message: Messages.carousel.brandNotFound,
      });
      expect((await failureOf(run(strategist, 'generate', { brandId: 'b-ajena' }))).kind).toBe('forbidden');
      expect(ai.calls).toEqual([]);
    });

    it('stores nothing when the answer is malformed', async () => {
      ai.respond('generateBlueprint', { primer_bloque: {} });
      expect(await failureOf(run(strategist, 'generate', { brandId: 'b-aurora' }))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: 'Error al generar el Blueprint.',
      });
      expect(await blueprints.get('b-aurora')).toBeNull();
    });

    it('reports failed calls as Error al obtener o generar el Blueprint.', async () => {
      blueprints.failNext('get');
      expect(await failureOf(service.generate(viewer, 'b-luna'))).toMatchObject({
        kind: 'upstream',
        message: 'Error al obtener o generar el Blueprint.',
      });
      ai.respond('generateBlueprint', new Error('503'));
      expect((await failureOf(service.generate(strategist, 'b-aurora'))).message).toBe(
        Messages.blueprint.getOrGenerate,
      );
      ai.respond('generateBlueprint', PLAUSIBLE_AI_ANSWERS.generateBlueprint);
      blueprints.failNext('save');
      expect((await failureOf(service.generate(strategist, 'b-aurora'))).message).toBe(
        Messages.blueprint.getOrGenerate,
      );
      expect(await blueprints.get('b-aurora')).toBeNull();
    });
  });

  describe('saveBlock', () => {
    const saveBlock = (actor: Actor, body: unknown) => run(actor, 'save-block', body);

    it('replaces one block and keeps the others, stamped with who saved it', async () => {
      const edited = { mensaje_clave: 'Nuevo mensaje.', copy_referencia: 'Nuevo copy.' };
      const saved = await saveBlock(strategist, { brandId: 'b-luna', blockName: 'tercer_bloque', block: edited });
      expect(saved.bloques.tercer_bloque).toEqual(edited);
      expect(saved.bloques.primer_bloque).toEqual(STORED.bloques.primer_bloque);
      expect(saved.updatedAt).toEqual(new Date(NOW));
      expect(saved.changedBy).toEqual(stamp);
      expect((await blueprints.get('b-luna'))?.bloques).toEqual(saved.bloques);
      expect((await blueprints.get('b-luna'))?.updatedAt).toEqual(saved.updatedAt);
      expect((await blueprints.get('b-luna'))?.changedBy).toEqual(stamp);
    });

    it('keeps only the fields of the block, each read as text or list', async () => {
      const saved = await saveBlock(strategist, {
        brandId: 'b-luna',
        blockName: 'primer_bloque',
        block: { ...someBlueprintBlocks().primer_bloque, nombre: 'Ana', intruso: 'x', motivaciones: ['a', 'b'] },
      });
      expect(saved.bloques.primer_bloque).toEqual({
        ...someBlueprintBlocks().primer_bloque,
        nombre: 'Ana',
        motivaciones: ['a', 'b'],
      });
      expect(Object.keys((await blueprints.get('b-luna'))?.bloques.primer_bloque ?? {})).not.toContain('intruso');
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
      for (const colors of [['#fff', 'azul'], ['javascript:alert(1)'], ['#ggg']]) {
        const sixth = { ...someBlueprintBlocks().sexto_bloque, colors };
        expect(
          await failureOf(saveBlock(strategist, { brandId: 'b-luna', blockName: 'sexto_bloque', block: sixth })),
        ).toMatchObject({ kind: 'validation', message: Messages.blueprint.invalidColour });
      }
      expect(await blueprints.get('b-luna')).toEqual(STORED);
    });

    it("refuses a block of the wrong shape with 'Error al guardar los cambios.' and changes nothing", async () => {
      const blocks = someBlueprintBlocks();
      const tooMany = Array.from({ length: TEXT_LIMITS.listItems + 1 }, (_, index) => `Preferencia ${index}`);
      for (const [blockName, block] of [
        ['tercer_bloque', 'no es un bloque'],
        ['tercer_bloque', ['a']],
        ['tercer_bloque', { mensaje_clave: 3, copy_referencia: '' }],
        ['tercer_bloque', { mensaje_clave: 'x'.repeat(TEXT_LIMITS.text + 1), copy_referencia: '' }],
        ['primer_bloque', { ...blocks.primer_bloque, preferencias: 'una sola' }],
        ['primer_bloque', { ...blocks.primer_bloque, preferencias: tooMany }],
        ['primer_bloque', { ...blocks.primer_bloque, motivaciones: [{ a: 1 }] }],
        ['segundo_bloque', { mision_y_proposito: 'texto' }],
        ['sexto_bloque', { ...blocks.sexto_bloque, colors: ['#fff', '#000', '#111', '#222', '#333', '#444'] }],
        ['sexto_bloque', { ...blocks.sexto_bloque, colors: [255] }],
        ['sexto_bloque', { ...blocks.sexto_bloque, colors: '#fff' }],
        ['sexto_bloque', { ...blocks.sexto_bloque, tono_estilo: ['cercano'] }],
        ['sexto_bloque', { ...blocks.sexto_bloque, tono_estilo: { ' ': 'cercano' } }],
        ['septimo_bloque', { lineamientos_visuales: { paleta_colores: { a: 'b' } } }],
      ] as const) {
        expect(await failureOf(saveBlock(strategist, { brandId: 'b-luna', blockName, block }))).toMatchObject({
          kind: 'validation',
          message: 'Error al guardar los cambios.',
        });
      }
      expect(await blueprints.get('b-luna')).toEqual(STORED);
    });

    it('refuses an unknown block name, a missing guide and a missing id', async () => {
      for (const blockName of ['octavo_bloque', '__proto__', 'constructor', '']) {
        const unknown = await failureOf(
          saveBlock(strategist, { brandId: 'b-luna', blockName, block: { mensaje_clave: '', copy_referencia: '' } }),
        );
        expect(unknown).toMatchObject({ kind: 'validation', message: 'Error al guardar los cambios.' });
      }
      const block = someBlueprintBlocks().tercer_bloque;
      expect(await failureOf(service.saveBlock(strategist, 'b-aurora', 'tercer_bloque', block))).toMatchObject({
        kind: 'not-found',
        message: Messages.carousel.blueprintNotFound,
      });
      expect((await failureOf(service.saveBlock(strategist, null, 'tercer_bloque', block))).message).toBe(
        Messages.blueprint.missingBrandId,
      );
      expect(await blueprints.get('b-luna')).toEqual(STORED);
    });

    it('needs EDIT_BLUEPRINT and a brand the actor may see', async () => {
      const block = someBlueprintBlocks().tercer_bloque;
      expect((await failureOf(service.saveBlock(viewer, 'b-luna', 'tercer_bloque', block))).kind).toBe('forbidden');
      await blueprints.save(aBlueprint('b-ajena'));
      expect(
        (await failureOf(saveBlock(strategist, { brandId: 'b-ajena', blockName: 'tercer_bloque', block }))).kind,
      ).toBe('forbidden');
      expect(await blueprints.get('b-ajena')).toEqual(aBlueprint('b-ajena'));
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
