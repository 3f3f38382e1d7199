import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { PLAUSIBLE_AI_ANSWERS } from '../testing/index.js';
import { failureOf, twinUrl } from './use-cases.test-kit.js';
import { NOW, eva, without, EVA_STAMP, AURORA, IMG1, IMG2, C3, key, useCarouselWorld } from './carousel.test-kit.js';

describe('CarouselUseCases (the carousel commands, on the server)', () => {
  const world = useCarouselWorld();

  describe('validate', () => {
    it('records the alignment of the image at its index (validation.{index}, the history, who asked) and answers the requirement as stored', async () => {
      world.adapters.ai.respond('validateDesign', { alineacion: '82,5 %', descripcion: 'Buena alineación.' });
      const updated = await world.service.validate(eva, key('req-c3'), 0);
      const mark = { alineacion: 82.5, descripcion: 'Buena alineación.' };
      expect(updated.validation).toEqual({ '0': mark, '1': C3.validation['1'] });
      expect(updated.changedBy).toEqual(EVA_STAMP);
      expect(await world.stored()).toEqual(updated);
      expect(await world.adapters.designValidations.list('b-aurora', 'req-c3', 0)).toEqual([
        { ...mark, index: 0, imageUrl: IMG1, at: new Date(NOW), by: { uid: 'uid-eva', email: 'eva@estudio.example' } },
      ]);
      expect(world.adapters.ai.callsTo('validateDesign')).toEqual([
        {
          brandId: 'b-aurora',
          requirementId: 'req-c3',
          index: 0,
          image_url: IMG1,
          design_guidance: 'Guía uno',
          brand_manual_summary: AURORA.analysis,
          caption: 'Caption actual',
        },
      ]);
    });

    it('answers the requirement as stored after the check, with what others saved meanwhile', async () => {
      const theirs = twinUrl('img_carrousels/b-aurora/req-c3/otra-persona.png');
      world.adapters.ai.respond('validateDesign', () => {
        void world.adapters.requirements.update('b-aurora', 'req-c3', { imagesAIUrl: [IMG1, theirs] });
        return { alineacion: 80, descripcion: 'Bien.' };
      });
      const updated = await world.service.validate(eva, key('req-c3'), 0);
      expect(updated.imagesAIUrl).toEqual([IMG1, theirs]);
      expect(updated.validation['0']).toEqual({ alineacion: 80, descripcion: 'Bien.' });
    });

    it('answers the requirement as first read, with the mark, when the read after the record fails', async () => {
      world.adapters.ai.respond('validateDesign', { alineacion: 80, descripcion: 'Bien.' });
      const record = world.adapters.designValidations.record.bind(world.adapters.designValidations);
      world.adapters.designValidations.record = async (...args) => {
        await record(...args);
        world.adapters.requirements.failNext('get');
      };
      const updated = await world.service.validate(eva, key('req-c3'), 0);
      expect(updated).toEqual({
        ...C3,
        validation: { ...C3.validation, '0': { alineacion: 80, descripcion: 'Bien.' } },
      });
    });

    it('sends an empty manual summary for a brand without analysis', async () => {
      await world.adapters.brands.update('b-aurora', { analysis: '', updatedAt: new Date(NOW) });
      world.adapters.ai.respond('validateDesign', PLAUSIBLE_AI_ANSWERS.validateDesign);
      await world.service.validate(eva, key('req-c3'), 1);
      expect(world.adapters.ai.callsTo('validateDesign')[0]?.brand_manual_summary).toBe('');
    });

    it('needs the image and the description', async () => {
      expect(await failureOf(world.service.validate(eva, key('req-c3'), 2))).toMatchObject({
        kind: 'validation',
        message: 'Faltan datos para validar el diseño.',
      });
      expect((await failureOf(world.service.validate(eva, key('req-c3'), -2))).message).toBe(
        Messages.carousel.invalidImageIndex,
      );
      expect(world.adapters.ai.calls).toEqual([]);
    });

    it("refuses a card image that is not an object of this carousel's folder, before the validator reads it", async () => {
      world.adapters.ai.respond('validateDesign', PLAUSIBLE_AI_ANSWERS.validateDesign);
      const elsewhere = world.adapters.storedMedia.put(
        'img_carrousels/b-aurora/req-c4/x.png',
        new Uint8Array(4),
        'image/png',
      );
      const otherBrand = world.adapters.storedMedia.put(
        'img_carrousels/b-ajena/req-c3/x.png',
        new Uint8Array(4),
        'image/png',
      );
      for (const url of [
        elsewhere,
        otherBrand,
        twinUrl('img_carrousels/b-aurora/req-c3/no-existe.png'),
        'https://img.example/1.png',
        'http://127.0.0.1:9199/v0/b/otro-proyecto.appspot.com/o/img_carrousels%2Fb-aurora%2Freq-c3%2F1.png?alt=media',
        'javascript:alert(1)',
      ]) {
        await world.adapters.requirements.update('b-aurora', 'req-c3', { imagesAIUrl: [url, IMG2] });
        expect(await failureOf(world.service.validate(eva, key('req-c3'), 0))).toMatchObject({
          kind: 'validation',
          message: ServerMessages.aiEndpoint.mediaOutsideBrand('image_url'),
        });
      }
      expect(world.adapters.ai.calls).toEqual([]);
      expect(await world.adapters.designValidations.list('b-aurora', 'req-c3', 0)).toEqual([]);
      expect((await world.stored())?.validation).toEqual(C3.validation);
    });

    it('keeps the requirement and records nothing on a malformed answer or a failure', async () => {
      world.adapters.ai.respondOnce('validateDesign', { alineacion: 140, descripcion: 'x' });
      expect(await failureOf(world.service.validate(eva, key('req-c3'), 0))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: `Error al validar diseño: ${Messages.ai.invalidAnswer}`,
      });
      world.adapters.ai.respondOnce('validateDesign', new Error('timeout'));
      expect(await failureOf(world.service.validate(eva, key('req-c3'), 0))).toMatchObject({
        kind: 'upstream',
        message: 'Error al validar diseño: timeout',
      });
      world.adapters.ai.respond('validateDesign', PLAUSIBLE_AI_ANSWERS.validateDesign);
      world.adapters.designValidations.failNext('record', new Error('lote rechazado'));
      expect((await failureOf(world.service.validate(eva, key('req-c3'), 0))).message).toBe(
        'Error al validar diseño: lote rechazado',
      );
      expect(await world.stored()).toEqual(C3);
      expect(await world.adapters.designValidations.list('b-aurora', 'req-c3', 0)).toEqual([]);
    });

    it('needs CARROUSEL_VALIDAI', async () => {
      expect((await failureOf(world.service.validate(without('CARROUSEL_VALIDAI'), key('req-c3'), 0))).kind).toBe(
        'forbidden',
      );
    });
  });
});
