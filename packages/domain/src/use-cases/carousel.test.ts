import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { PLAUSIBLE_AI_ANSWERS } from '../testing/index.js';
import { actorWith, failureOf, writeBeforeNextUpdateFrom } from './use-cases.test-kit.js';
import { NOW, eva, without, EVA_STAMP, C3, AJENO, VIDEO, key, twins, useCarouselWorld } from './carousel.test-kit.js';

describe('CarouselUseCases (the carousel commands, on the server)', () => {
  const world = useCarouselWorld();

  describe('generateSuggestion', () => {
    it("answers the caption of the requirement's grid position and stores nothing (the user chooses)", async () => {
      world.adapters.ai.respond('carouselCaptions', PLAUSIBLE_AI_ANSWERS.carouselCaptions);
      const proposed = await world.service.generateSuggestion(eva, key('req-c3'));
      expect(proposed).toEqual({ caption: 'Texto sugerido 2: una idea clara para la marca.' });
      expect(await world.stored()).toEqual(C3);
      expect(world.adapters.ai.callsTo('carouselCaptions')[0]?.brand_strategy).toContain('Marca: Café Aurora');
      expect(world.adapters.ai.callsTo('carouselCaptions')[0]).toMatchObject(key('req-c3'));
    });

    it('falls back to the requirement number, wrapping around the captions', async () => {
      world.adapters.ai.respond('carouselCaptions', { redes_json: { a: 'Uno', b: 'Dos', c: 'Tres' } });
      expect((await world.service.generateSuggestion(eva, key('req-libre'))).caption).toBe('Dos');
      expect((await world.service.generateSuggestion(eva, key('req-c4'))).caption).toBe('Tres');
    });

    it('keeps the requirement on a malformed answer or a failure', async () => {
      world.adapters.ai.respondOnce('carouselCaptions', { redes_json: 'sin captions' });
      expect(await failureOf(world.service.generateSuggestion(eva, key('req-c3')))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: Messages.carousel.generateSuggestion,
      });
      world.adapters.ai.respondOnce('carouselCaptions', new Error('503'));
      expect(await failureOf(world.service.generateSuggestion(eva, key('req-c3')))).toMatchObject({
        kind: 'upstream',
        message: Messages.carousel.generateSuggestion,
      });
      expect(await world.stored()).toEqual(C3);
    });

    it('needs the guide, the key and the permission', async () => {
      world.start(twins([]));
      expect(await failureOf(world.service.generateSuggestion(eva, key('req-c3')))).toMatchObject({
        kind: 'not-found',
        message: 'Blueprint no encontrado.',
      });
      expect((await failureOf(world.service.generateSuggestion(eva, key(' ')))).message).toBe(
        Messages.carousel.missingBrandOrRequirement,
      );
      expect((await failureOf(world.service.generateSuggestion(eva, key('req-nada')))).message).toBe(
        Messages.carousel.requirementNotFound,
      );
      expect(
        (await failureOf(world.service.generateSuggestion(without('CARROUSEL_SUGGESTIONAI'), key('req-c3')))).kind,
      ).toBe('forbidden');
      expect((await failureOf(world.service.generateSuggestion(eva, key('req-ajeno', 'b-ajena')))).kind).toBe(
        'forbidden',
      );
      expect(world.adapters.ai.calls).toEqual([]);
    });
  });

  describe('editTexts', () => {
    it('writes only what was edited', async () => {
      const captionOnly = await world.service.editTexts(eva, key('req-c3'), { caption: 'Nuevo caption' });
      expect(captionOnly).toMatchObject({ caption: 'Nuevo caption', instructions: C3.instructions });
      const guide = await world.service.editTexts(eva, key('req-c3'), {
        guide: { index: 1, description: 'B', suggestedWords: 'b' },
      });
      expect(guide).toMatchObject({
        caption: 'Nuevo caption',
        instructions: ['Guía uno', 'B', 'Guía tres'],
        suggestedWords: ['uno', 'b', 'tres'],
        updatedAt: new Date(NOW),
        changedBy: EVA_STAMP,
      });
      expect(await world.stored()).toEqual(guide);
      const words = await world.service.editTexts(eva, key('req-c3'), { guide: { index: 2, suggestedWords: 'otras' } });
      expect(words).toMatchObject({ instructions: guide.instructions, suggestedWords: ['uno', 'b', 'otras'] });
    });

    it('writes the guide into its slot of the lists as stored now: a guide saved meanwhile is kept', async () => {
      const theirs = {
        instructions: ['Guía uno', 'Guía dos', 'De otra persona'],
        suggestedWords: ['uno', 'suyas', 'tres'],
      };
      writeBeforeNextUpdateFrom(world.adapters.requirements, 'b-aurora', 'req-c3', theirs);
      const updated = await world.service.editTexts(eva, key('req-c3'), { guide: { index: 0, description: 'Mía' } });
      expect(updated).toMatchObject({
        instructions: ['Mía', 'Guía dos', 'De otra persona'],
        suggestedWords: ['uno', 'suyas', 'tres'],
      });
      expect(await world.stored()).toEqual(updated);
    });

    it('keeps both edits when two people save different guides at the same moment', async () => {
      await Promise.all([
        world.service.editTexts(eva, key('req-c3'), {
          guide: { index: 0, description: 'De Eva', suggestedWords: 'eva' },
        }),
        world.service.editTexts(eva, key('req-c3'), { guide: { index: 2, description: 'De Leo' } }),
        world.service.editTexts(eva, key('req-c3'), { caption: 'Caption de Ana' }),
      ]);
      expect(await world.stored()).toMatchObject({
        caption: 'Caption de Ana',
        instructions: ['De Eva', 'Guía dos', 'De Leo'],
        suggestedWords: ['eva', 'dos', 'tres'],
      });
    });

    it('fills the lists up to a guide they do not have yet', async () => {
      const updated = await world.service.editTexts(eva, key('req-c4'), { guide: { index: 1, suggestedWords: 'dos' } });
      expect(updated).toMatchObject({ instructions: [], suggestedWords: ['', 'dos'] });
    });

    it('refuses a malformed edit or a guide past the cards, writing nothing', async () => {
      for (const edit of [
        { caption: 3 },
        { guide: { index: -1, description: 'x' } },
        { guide: { index: 0.5, description: 'x' } },
        { guide: { index: 3, description: 'x' } },
        { guide: { index: 0, suggestedWords: ['x'] } },
        { guide: 'x' },
        null,
      ]) {
        expect(await failureOf(world.service.editTexts(eva, key('req-c3'), edit as never))).toMatchObject({
          kind: 'validation',
          message: 'Error al guardar los cambios.',
        });
      }
      expect(await world.stored()).toEqual(C3);
    });

    it('needs REQUIREMENTS_EDIT (a designer with the new-guides key cannot hand-edit a guide) and keeps the requirement on a failure', async () => {
      expect(
        (await failureOf(world.service.editTexts(without('REQUIREMENTS_EDIT'), key('req-c3'), { caption: 'x' }))).kind,
      ).toBe('forbidden');
      const designer = actorWith(['ADMIN_BRANDS_OWNER', 'VIEW_REQUIREMENTS', 'CARROUSEL_NEWGUIDES']);
      expect(
        (await failureOf(world.service.editTexts(designer, key('req-c3'), { guide: { index: 0, description: 'x' } })))
          .kind,
      ).toBe('forbidden');
      world.adapters.requirements.failNext('updateFrom');
      expect(await failureOf(world.service.editTexts(eva, key('req-c3'), { caption: 'x' }))).toMatchObject({
        kind: 'upstream',
        message: 'Error al guardar los cambios.',
      });
      expect(
        await failureOf(
          world.service.editTexts(eva, key('req-c3'), { guide: { index: 0, description: 'x'.repeat(900_000) } }),
        ),
      ).toMatchObject({ kind: 'validation' });
      expect(await world.stored()).toEqual(C3);
    });
  });

  describe('which requirement a command acts on', () => {
    it("refuses another brand's requirement, another kind of requirement and a hidden brand, writing nothing", async () => {
      world.adapters.ai.respond('carouselCaptions', PLAUSIBLE_AI_ANSWERS.carouselCaptions);
      const notFound = { kind: 'not-found', message: Messages.carousel.requirementNotFound };
      expect(await failureOf(world.service.generateSuggestion(eva, key('req-ajeno')))).toMatchObject(notFound);
      expect(await failureOf(world.service.generateSuggestion(eva, key('req-sin')))).toMatchObject(notFound);
      expect(await failureOf(world.service.editTexts(eva, key('req-video'), { caption: 'x' }))).toMatchObject(notFound);
      expect(
        await failureOf(world.service.editTexts(eva, key('req-ajeno', 'b-ajena'), { caption: 'x' })),
      ).toMatchObject({
        kind: 'forbidden',
      });
      expect(world.adapters.ai.calls).toEqual([]);
      expect(await world.stored('req-video')).toEqual(VIDEO);
      expect(await world.stored('req-ajeno', 'b-ajena')).toEqual(AJENO);
    });
  });
});
