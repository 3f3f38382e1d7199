import { beforeEach, describe, expect, it } from 'vitest';
import { BlueprintUseCases } from './blueprint.js';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { dispatchCommand } from '../commands/dispatch.js';
import { type Actor } from '../permissions/actor.js';
import { type Blueprint, type BlueprintBlocks } from '../blueprint/blueprint.js';
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

/*
 * The regenerated guide as a draft (docs/product.md, "Communication guide (blueprint)"):
 * blueprint/regenerate stores the model's guide as the proposal; proposal-accept, -discard and
 * -undo answer it with the brand alone; a block saved by hand drops the undo.
 */

const NOW = '2026-03-10T15:30:00.000Z';
const PROPOSED_AT = new Date('2026-03-09T10:00:00.000Z');

const viewer = actorWith(['VIEW_BLUEPRINT', 'EDIT_BLUEPRINT', 'ADMIN_BRANDS_OWNER']);
const strategist = actorWith(['VIEW_BLUEPRINT', 'EDIT_BLUEPRINT', 'GEN_BLUEPRINT', 'ADMIN_BRANDS_OWNER']);
const stamp = { uid: strategist.uid, email: strategist.email, at: new Date(NOW) };

const media = new InMemoryStoredMediaReader();
const AJENA_FILE_URL = media.put('keyVisuals/b-ajena/up3-privado.pdf', new Uint8Array(8), 'application/pdf');

const LUNA: Brand = { id: 'b-luna', brandName: 'Luna', owner: 'uid-eva' };
const SOL: Brand = { id: 'b-sol', brandName: 'Sol', owner: 'uid-eva' };
const AJENA: Brand = { id: 'b-ajena', brandName: 'Ajena', owner: 'uid-otro' };

const CURRENT = someBlueprintBlocks();
const PROPOSED: BlueprintBlocks = {
  ...CURRENT,
  tercer_bloque: { mensaje_clave: 'Mensaje propuesto.', copy_referencia: 'Copy propuesto.' },
};
const PROPOSAL = { bloques: PROPOSED, at: PROPOSED_AT };
/** Luna's guide as stored: a proposal awaits an answer. */
const STORED: Blueprint = aBlueprint('b-luna', { proposal: PROPOSAL });

describe("BlueprintUseCases: the regenerated guide as a draft (regenerate, the proposal's answers)", () => {
  let brands: InMemoryBrandRepository;
  let blueprints: InMemoryBlueprintRepository;
  let ai: ScriptedAiServices;
  let service: BlueprintUseCases;

  beforeEach(() => {
    brands = new InMemoryBrandRepository([LUNA, SOL, AJENA]);
    blueprints = new InMemoryBlueprintRepository([STORED, aBlueprint('b-ajena', { proposal: PROPOSAL })]);
    ai = new ScriptedAiServices();
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

  describe('regenerate', () => {
    it("stores the new guide as the proposal, the guide's blocks untouched, stamped with who asked", async () => {
      await blueprints.save(aBlueprint('b-luna'));
      ai.respond('generateBlueprint', PLAUSIBLE_AI_ANSWERS.generateBlueprint);
      const regenerated = await run(strategist, 'regenerate', { brandId: 'b-luna' });
      expect(regenerated.proposal?.bloques.primer_bloque.nombre).toBe('Laura');
      expect(regenerated.proposal?.bloques.primer_bloque.descripcion_breve).not.toBe(
        CURRENT.primer_bloque.descripcion_breve,
      );
      // The palette in its stored format, as a generated guide's.
      expect(regenerated.proposal?.bloques.sexto_bloque.colors).toEqual(['#ff6b35', '#004e89', 'none', 'none', 'none']);
      expect(regenerated.proposal?.at).toEqual(new Date(NOW));
      expect(regenerated.bloques).toEqual(CURRENT);
      expect(regenerated.replaced).toBeNull();
      expect(regenerated.changedBy).toEqual(stamp);
      expect(regenerated.updatedAt).toEqual(new Date(NOW));
      expect(await blueprints.get('b-luna')).toEqual(regenerated);
    });

    it('replaces an earlier proposal, and keeps the blocks an accepted one replaced', async () => {
      const replaced = { bloques: PROPOSED, at: PROPOSED_AT };
      await blueprints.save(aBlueprint('b-luna', { proposal: PROPOSAL, replaced }));
      ai.respond('generateBlueprint', PLAUSIBLE_AI_ANSWERS.generateBlueprint);
      const regenerated = await service.regenerate(strategist, 'b-luna');
      expect(regenerated.proposal?.bloques.primer_bloque.nombre).toBe('Laura');
      expect(regenerated.replaced).toEqual(replaced);
      expect(regenerated.bloques).toEqual(CURRENT);
    });

    it('gives a brand without a guide the new one as its guide: there is nothing to replace', async () => {
      ai.respond('generateBlueprint', PLAUSIBLE_AI_ANSWERS.generateBlueprint);
      const regenerated = await service.regenerate(strategist, 'b-sol');
      expect(regenerated).toMatchObject({ brandId: 'b-sol', proposal: null, replaced: null, changedBy: stamp });
      expect(regenerated.bloques.primer_bloque.nombre).toBe('Laura');
      expect(await blueprints.get('b-sol')).toEqual(regenerated);
    });

    it('needs GEN_BLUEPRINT, a brand id and a brand the actor sees', async () => {
      expect((await failureOf(service.regenerate(viewer, 'b-luna'))).kind).toBe('forbidden');
      expect((await failureOf(service.regenerate(strategist, ''))).message).toBe(Messages.blueprint.missingBrandId);
      expect(await failureOf(run(strategist, 'regenerate', { brandId: '' }))).toMatchObject({
        kind: 'validation',
        message: Messages.endpoints.fieldRequired('brandId'),
      });
      expect((await failureOf(run(strategist, 'regenerate', { brandId: 'b-ajena' }))).kind).toBe('forbidden');
      expect(await failureOf(service.regenerate(strategist, 'b-nada'))).toMatchObject({
        kind: 'not-found',
        message: Messages.carousel.brandNotFound,
      });
      expect(ai.calls).toEqual([]);
      expect(await blueprints.get('b-luna')).toEqual(STORED);
    });

    it("refuses, before the model sees it, a document that is not a stored file of the brand's own folders", async () => {
      await brands.update('b-luna', { keyVisualDocUrl: AJENA_FILE_URL, updatedAt: new Date(NOW) });
      expect(await failureOf(service.regenerate(strategist, 'b-luna'))).toMatchObject({
        kind: 'validation',
        message: ServerMessages.aiEndpoint.mediaOutsideBrand('document_url'),
      });
      expect(ai.calls).toEqual([]);
      expect(await blueprints.get('b-luna')).toEqual(STORED);
    });

    it('keeps the stored guide and its proposal on a malformed answer or a failure', async () => {
      ai.respondOnce('generateBlueprint', 'no es json');
      expect(await failureOf(service.regenerate(strategist, 'b-luna'))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: Messages.blueprint.generate,
      });
      ai.respondOnce('generateBlueprint', { primer_bloque: {} });
      expect((await failureOf(service.regenerate(strategist, 'b-luna'))).kind).toBe('invalid-ai-answer');
      ai.respondOnce('generateBlueprint', new Error('timeout'));
      expect(await failureOf(service.regenerate(strategist, 'b-luna'))).toMatchObject({
        kind: 'upstream',
        message: 'Error al regenerar el Blueprint.',
      });
      ai.respond('generateBlueprint', PLAUSIBLE_AI_ANSWERS.generateBlueprint);
      blueprints.failNext('updateFrom');
      expect(await failureOf(service.regenerate(strategist, 'b-luna'))).toMatchObject({
        kind: 'upstream',
        message: Messages.blueprint.regenerate,
      });
      expect(await blueprints.get('b-luna')).toEqual(STORED);
    });
  });

  describe("the proposal's answers", () => {
    it("'proposal-accept': the stored proposal becomes the guide, what it replaced kept, the proposal cleared", async () => {
      // Blocks in a forged body never reach the use case: the guide comes from the stored proposal.
      const forged = { brandId: 'b-luna', bloques: CURRENT, proposal: { bloques: CURRENT } };
      const accepted = await run(strategist, 'proposal-accept', forged);
      expect(accepted).toMatchObject({
        brandId: 'b-luna',
        bloques: PROPOSED,
        proposal: null,
        replaced: { bloques: CURRENT, at: new Date(NOW) },
        updatedAt: new Date(NOW),
        changedBy: stamp,
      });
      expect(await blueprints.get('b-luna')).toEqual(accepted);
    });

    it("'proposal-undo' puts the replaced blocks back; a second undo is refused as a conflict", async () => {
      await service.acceptProposal(strategist, 'b-luna');
      const undone = await run(strategist, 'proposal-undo', { brandId: 'b-luna' });
      expect(undone).toMatchObject({ bloques: CURRENT, proposal: null, replaced: null, changedBy: stamp });
      expect(await blueprints.get('b-luna')).toEqual(undone);
      expect(await failureOf(service.undoProposal(strategist, 'b-luna'))).toMatchObject({
        kind: 'conflict',
        message: Messages.blueprint.noReplaced,
      });
      expect(await blueprints.get('b-luna')).toEqual(undone);
    });

    it("'proposal-discard' clears the proposal alone; then accept and discard are refused as conflicts", async () => {
      const discarded = await run(strategist, 'proposal-discard', { brandId: 'b-luna' });
      expect(discarded).toMatchObject({ bloques: CURRENT, proposal: null, replaced: null, changedBy: stamp });
      expect(await blueprints.get('b-luna')).toEqual(discarded);
      for (const answer of [
        service.acceptProposal(strategist, 'b-luna'),
        service.discardProposal(strategist, 'b-luna'),
      ]) {
        expect(await failureOf(answer)).toMatchObject({ kind: 'conflict', message: Messages.blueprint.noProposal });
      }
      expect(await failureOf(service.undoProposal(strategist, 'b-luna'))).toMatchObject({
        kind: 'conflict',
        message: Messages.blueprint.noReplaced,
      });
      expect(await blueprints.get('b-luna')).toEqual(discarded);
    });

    it('a block saved by hand after an accept drops the undo, so it is never overwritten; the proposal stays', async () => {
      await service.acceptProposal(strategist, 'b-luna');
      ai.respond('generateBlueprint', PLAUSIBLE_AI_ANSWERS.generateBlueprint);
      const proposed = await service.regenerate(strategist, 'b-luna');
      const edited = { mensaje_clave: 'Escrito a mano.', copy_referencia: 'Copy a mano.' };
      const saved = await run(strategist, 'save-block', {
        brandId: 'b-luna',
        blockName: 'tercer_bloque',
        block: edited,
      });
      expect(saved.replaced).toBeNull();
      expect(saved.proposal).toEqual(proposed.proposal);
      expect(await blueprints.get('b-luna')).toMatchObject({ replaced: null, proposal: proposed.proposal });
      expect(await failureOf(service.undoProposal(strategist, 'b-luna'))).toMatchObject({
        kind: 'conflict',
        message: Messages.blueprint.noReplaced,
      });
      expect((await blueprints.get('b-luna'))?.bloques.tercer_bloque).toEqual(edited);
    });

    it('each needs GEN_BLUEPRINT, a brand id and a visible brand with a guide, and changes nothing when refused', async () => {
      await blueprints.save(
        aBlueprint('b-luna', { proposal: PROPOSAL, replaced: { bloques: PROPOSED, at: PROPOSED_AT } }),
      );
      const before = await blueprints.get('b-luna');
      for (const action of ['proposal-accept', 'proposal-discard', 'proposal-undo']) {
        expect((await failureOf(run(viewer, action, { brandId: 'b-luna' }))).kind).toBe('forbidden');
        expect(await failureOf(run(strategist, action, {}))).toMatchObject({
          kind: 'validation',
          message: Messages.endpoints.fieldRequired('brandId'),
        });
        expect(await failureOf(run(strategist, action, { brandId: 'b-luna/../b-ajena' }))).toMatchObject({
          kind: 'validation',
        });
        expect((await failureOf(run(strategist, action, { brandId: 'b-ajena' }))).kind).toBe('forbidden');
        expect(await failureOf(run(strategist, action, { brandId: 'b-nada' }))).toMatchObject({
          kind: 'not-found',
          message: Messages.carousel.brandNotFound,
        });
        expect(await failureOf(run(strategist, action, { brandId: 'b-sol' }))).toMatchObject({
          kind: 'not-found',
          message: Messages.carousel.blueprintNotFound,
        });
      }
      expect(await blueprints.get('b-luna')).toEqual(before);
      expect(await blueprints.get('b-ajena')).toEqual(aBlueprint('b-ajena', { proposal: PROPOSAL }));
      expect(await blueprints.get('b-sol')).toBeNull();
    });

    it("reports a failed store as 'Error al guardar los cambios.' and changes nothing", async () => {
      blueprints.failNext('updateFrom');
      expect(await failureOf(service.acceptProposal(strategist, 'b-luna'))).toMatchObject({
        kind: 'upstream',
        message: Messages.blueprint.saveChanges,
      });
      blueprints.failNext('get');
      expect((await failureOf(service.discardProposal(strategist, 'b-luna'))).message).toBe(
        Messages.blueprint.saveChanges,
      );
      expect(await blueprints.get('b-luna')).toEqual(STORED);
    });

    it('accepts the proposal as stored when the write commits: one regenerated meanwhile is the one accepted', async () => {
      const newer = { bloques: { ...CURRENT, quinto_bloque: { pilares_contenido: ['Más nuevo'] } }, at: new Date(NOW) };
      const updateFrom = blueprints.updateFrom.bind(blueprints);
      blueprints.updateFrom = async (...args) => {
        blueprints.updateFrom = updateFrom;
        await blueprints.save(aBlueprint('b-luna', { proposal: newer }));
        return updateFrom(...args);
      };
      const accepted = await service.acceptProposal(strategist, 'b-luna');
      expect(accepted.bloques).toEqual(newer.bloques);
      expect(accepted.replaced?.bloques).toEqual(CURRENT);
    });
  });
});
