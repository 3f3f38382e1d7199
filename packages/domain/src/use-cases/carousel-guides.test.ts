import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { PLAUSIBLE_AI_ANSWERS } from '../testing/index.js';
import { actorWith, failureOf, writeBeforeNextUpdateFrom } from './use-cases.test-kit.js';
import { NOW, eva, without, EVA_STAMP, C3, AJENO, VIDEO, key, useCarouselWorld } from './carousel.test-kit.js';

/*
 * 'Generar nuevas guías' as a draft (docs/product.md, "Carousels"): the model's three guides are
 * stored as the carousel's proposal beside its guides; 'Reemplazar' copies the stored proposal into
 * them and keeps what it replaced for 'Deshacer'; 'Descartar' drops it.
 */

const PROPOSED = {
  instructions: [
    'Portada con el mensaje clave sobre fondo naranja.',
    'Tres consejos en tarjetas azules.',
    'Cierre con llamada a la acción.',
  ],
  suggestedWords: ['simple, día', 'consejos, tiempo', 'síguenos'],
};
const AT = new Date(NOW);
/** The guides C3 shows before any proposal is accepted. */
const C3_GUIDES = { instructions: C3.instructions, suggestedWords: C3.suggestedWords };
const conflict = (message: string) => ({ kind: 'conflict', message });

describe('CarouselUseCases: new guides as a proposal', () => {
  const world = useCarouselWorld();
  /** req-c3 with the model's guides stored as its proposal. */
  const proposed = async () => {
    world.adapters.ai.respond('generateDesignGuides', PLAUSIBLE_AI_ANSWERS.generateDesignGuides);
    return world.service.generateGuides(eva, key('req-c3'));
  };

  describe('generateGuides', () => {
    it('stores the three guides and their suggested words as the proposal, the guides themselves untouched', async () => {
      const updated = await proposed();
      expect(updated.guidesProposal).toEqual({ ...PROPOSED, at: AT });
      expect(updated).toMatchObject({ ...C3_GUIDES, guidesReplaced: null, imagesAIUrl: C3.imagesAIUrl });
      expect(updated.validation).toEqual(C3.validation);
      expect(updated.changedBy).toEqual(EVA_STAMP);
      expect(await world.stored()).toEqual(updated);
      expect(await world.stored()).toEqual({
        ...C3,
        guidesProposal: { ...PROPOSED, at: AT },
        updatedAt: AT,
        changedBy: EVA_STAMP,
      });
      const [request] = world.adapters.ai.callsTo('generateDesignGuides');
      expect(request).toMatchObject({ ...key('req-c3'), temperature: 1, max_output_tokens: 8192 });
      expect(request?.prompt1).toContain('Caption actual');
    });

    it('a new generation replaces a proposal still pending', async () => {
      await proposed();
      world.adapters.ai.respond('generateDesignGuides', {
        guias_json: {
          guia1: { descripcion: 'Otra 1', palabras_sugeridas: 'o1' },
          guia2: { descripcion: 'Otra 2', palabras_sugeridas: 'o2' },
          guia3: { descripcion: 'Otra 3', palabras_sugeridas: 'o3' },
        },
      });
      const again = await world.service.generateGuides(eva, key('req-c3'));
      expect(again.guidesProposal).toEqual({
        instructions: ['Otra 1', 'Otra 2', 'Otra 3'],
        suggestedWords: ['o1', 'o2', 'o3'],
        at: AT,
      });
      expect(again).toMatchObject(C3_GUIDES);
    });

    it('needs a caption', async () => {
      expect(await failureOf(world.service.generateGuides(eva, key('req-c4')))).toMatchObject({
        kind: 'validation',
        message: 'Caption requerido para generar guías.',
      });
      expect(world.adapters.ai.calls).toEqual([]);
    });

    it('refuses anything but exactly three guides, and keeps the requirement', async () => {
      world.adapters.ai.respondOnce('generateDesignGuides', {
        guias_json: {
          guia1: { descripcion: 'a', palabras_sugeridas: 'b' },
          guia2: { descripcion: 'c', palabras_sugeridas: 'd' },
        },
      });
      expect(await failureOf(world.service.generateGuides(eva, key('req-c3')))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: 'Guías inválidas.',
      });
      world.adapters.ai.respondOnce('generateDesignGuides', new Error('timeout'));
      expect(await failureOf(world.service.generateGuides(eva, key('req-c3')))).toMatchObject({
        kind: 'upstream',
        message: 'Error generando guías.',
      });
      expect(await world.stored()).toEqual(C3);
    });

    it('needs CARROUSEL_NEWGUIDES', async () => {
      expect((await failureOf(world.service.generateGuides(without('CARROUSEL_NEWGUIDES'), key('req-c3')))).kind).toBe(
        'forbidden',
      );
    });
  });

  describe('acceptGuides', () => {
    it('copies the stored proposal into the guides, keeps the guides it replaced for the undo and clears the proposal', async () => {
      await proposed();
      const accepted = await world.service.acceptGuides(eva, key('req-c3'));
      expect(accepted).toMatchObject({
        ...PROPOSED,
        guidesProposal: null,
        guidesReplaced: { ...C3_GUIDES, at: AT },
        caption: C3.caption,
        imagesAIUrl: C3.imagesAIUrl,
        validation: C3.validation,
        changedBy: EVA_STAMP,
      });
      expect(await world.stored()).toEqual(accepted);
    });

    it('copies the proposal as stored when the write commits', async () => {
      await proposed();
      const newer = { instructions: ['N1', 'N2', 'N3'], suggestedWords: ['n1', 'n2', 'n3'], at: AT };
      writeBeforeNextUpdateFrom(world.adapters.requirements, 'b-aurora', 'req-c3', { guidesProposal: newer });
      const accepted = await world.service.acceptGuides(eva, key('req-c3'));
      expect(accepted).toMatchObject({ instructions: newer.instructions, suggestedWords: newer.suggestedWords });
    });

    it('refuses when no proposal is stored (never made, or accepted or discarded meanwhile), writing nothing', async () => {
      expect(await failureOf(world.service.acceptGuides(eva, key('req-c3')))).toMatchObject(
        conflict(Messages.carousel.noGuidesProposal),
      );
      expect(await world.stored()).toEqual(C3);
      await proposed();
      writeBeforeNextUpdateFrom(world.adapters.requirements, 'b-aurora', 'req-c3', { guidesProposal: null });
      expect(await failureOf(world.service.acceptGuides(eva, key('req-c3')))).toMatchObject(
        conflict(Messages.carousel.noGuidesProposal),
      );
      expect(await world.stored()).toMatchObject({ ...C3_GUIDES, guidesProposal: null, guidesReplaced: null });
    });
  });

  describe('discardGuides', () => {
    it('clears the proposal and leaves the guides as they are', async () => {
      await proposed();
      const discarded = await world.service.discardGuides(eva, key('req-c3'));
      expect(discarded).toMatchObject({
        ...C3_GUIDES,
        guidesProposal: null,
        guidesReplaced: null,
        changedBy: EVA_STAMP,
      });
      expect(await world.stored()).toEqual(discarded);
    });

    it('refuses when no proposal is stored, writing nothing', async () => {
      expect(await failureOf(world.service.discardGuides(eva, key('req-c3')))).toMatchObject(
        conflict(Messages.carousel.noGuidesProposal),
      );
      expect(await world.stored()).toEqual(C3);
    });
  });

  describe('undoGuides', () => {
    it('puts back the guides the accepted proposal replaced, once', async () => {
      await proposed();
      await world.service.acceptGuides(eva, key('req-c3'));
      const undone = await world.service.undoGuides(eva, key('req-c3'));
      expect(undone).toMatchObject({ ...C3_GUIDES, guidesProposal: null, guidesReplaced: null, changedBy: EVA_STAMP });
      expect(await world.stored()).toEqual(undone);
      expect(await failureOf(world.service.undoGuides(eva, key('req-c3')))).toMatchObject(
        conflict(Messages.carousel.noGuidesToRestore),
      );
    });

    it('keeps a new proposal made after the accept while it undoes', async () => {
      await proposed();
      await world.service.acceptGuides(eva, key('req-c3'));
      await proposed();
      const undone = await world.service.undoGuides(eva, key('req-c3'));
      expect(undone).toMatchObject({ ...C3_GUIDES, guidesProposal: { ...PROPOSED, at: AT }, guidesReplaced: null });
    });

    it('a guide edited by hand after the accept is kept: the undo is refused with a clear message (editTexts drops it)', async () => {
      await proposed();
      await world.service.acceptGuides(eva, key('req-c3'));
      const edited = await world.service.editTexts(eva, key('req-c3'), { guide: { index: 1, description: 'A mano' } });
      expect(edited.guidesReplaced).toBeNull();
      expect(await failureOf(world.service.undoGuides(eva, key('req-c3')))).toMatchObject(
        conflict(Messages.carousel.noGuidesToRestore),
      );
      expect((await world.stored())?.instructions).toEqual([
        PROPOSED.instructions[0],
        'A mano',
        PROPOSED.instructions[2],
      ]);
    });

    it('a caption edited by hand leaves the undo in place', async () => {
      await proposed();
      await world.service.acceptGuides(eva, key('req-c3'));
      await world.service.editTexts(eva, key('req-c3'), { caption: 'Otro caption' });
      expect(await world.service.undoGuides(eva, key('req-c3'))).toMatchObject({
        ...C3_GUIDES,
        caption: 'Otro caption',
      });
    });

    it('refuses an undo whose guides were dropped by a hand edit committed just before it, writing nothing', async () => {
      await proposed();
      const accepted = await world.service.acceptGuides(eva, key('req-c3'));
      writeBeforeNextUpdateFrom(world.adapters.requirements, 'b-aurora', 'req-c3', { guidesReplaced: null });
      expect(await failureOf(world.service.undoGuides(eva, key('req-c3')))).toMatchObject(
        conflict(Messages.carousel.noGuidesToRestore),
      );
      expect(await world.stored()).toEqual({ ...accepted, guidesReplaced: null });
    });
  });

  describe('who may answer the proposal', () => {
    it('needs CARROUSEL_NEWGUIDES for each answer; REQUIREMENTS_EDIT alone is not enough, and the Diseñador’s key is', async () => {
      const stored = await proposed();
      const editor = actorWith(['ADMIN_BRANDS_OWNER', 'VIEW_REQUIREMENTS', 'REQUIREMENTS_EDIT']);
      for (const actor of [without('CARROUSEL_NEWGUIDES'), editor]) {
        for (const answer of [world.service.acceptGuides, world.service.discardGuides, world.service.undoGuides]) {
          expect(await failureOf(answer.call(world.service, actor, key('req-c3')))).toMatchObject({
            kind: 'forbidden',
          });
        }
      }
      expect(await world.stored()).toEqual(stored);
      const designer = actorWith(['ADMIN_BRANDS_OWNER', 'VIEW_REQUIREMENTS', 'CARROUSEL_NEWGUIDES']);
      expect(await world.service.acceptGuides(designer, key('req-c3'))).toMatchObject(PROPOSED);
      expect(await world.service.undoGuides(designer, key('req-c3'))).toMatchObject(C3_GUIDES);
    });

    it("refuses another brand's carousel, a video and a hidden brand, and keeps the requirement on a failed write", async () => {
      await proposed();
      const notFound = { kind: 'not-found', message: Messages.carousel.requirementNotFound };
      expect(await failureOf(world.service.acceptGuides(eva, key('req-ajeno')))).toMatchObject(notFound);
      expect(await failureOf(world.service.discardGuides(eva, key('req-video')))).toMatchObject(notFound);
      expect(await failureOf(world.service.undoGuides(eva, key('req-ajeno', 'b-ajena')))).toMatchObject({
        kind: 'forbidden',
      });
      const before = await world.stored();
      world.adapters.requirements.failNext('updateFrom');
      expect(await failureOf(world.service.acceptGuides(eva, key('req-c3')))).toMatchObject({
        kind: 'upstream',
        message: Messages.blueprint.saveChanges,
      });
      expect(await world.stored()).toEqual(before);
      expect(await world.stored('req-video')).toEqual(VIDEO);
      expect(await world.stored('req-ajeno', 'b-ajena')).toEqual(AJENO);
    });
  });
});
