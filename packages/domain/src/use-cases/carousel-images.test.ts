import { describe, expect, it } from 'vitest';
import { IMAGE_MARGIN_INSTRUCTION } from '../ai/prompts.js';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { TINY_PNG_BASE64 } from '../testing/index.js';
import { actorWith, failureOf, pickedFile, twinUrl } from './use-cases.test-kit.js';
import {
  NOW_MS,
  JPEG_BASE64,
  eva,
  without,
  EVA_STAMP,
  IMG1,
  IMG2,
  C3,
  key,
  useCarouselWorld,
} from './carousel.test-kit.js';

describe('CarouselUseCases: card images (the carousel commands, on the server)', () => {
  const world = useCarouselWorld();
  /** The browser's half of a replacement: the picked file uploaded to card `index`'s folder; answers its path. */
  const upload = (index: number, name = 'mi foto.webp', type = 'image/webp', id = 'req-c3') =>
    world.uploads.carouselImage(eva, key(id), index, pickedFile(name, type));

  describe('generateImage', () => {
    it("stores the new image in the carousel's folder and answers it as a draft ({index, path, url}), writing nothing on the carousel", async () => {
      world.adapters.ai.respond('generateCarouselImage', { imageBase64: TINY_PNG_BASE64 });
      const draft = await world.service.generateImage(eva, key('req-c3'), 1);
      const path = `img_carrousels/b-aurora/req-c3/imagen-2-${NOW_MS}.png`;
      expect(draft).toEqual({ index: 1, path, url: twinUrl(path) });
      expect(world.adapters.storage.read(path)).toMatchObject({ contentType: 'image/png' });
      // The card keeps its image and its mark: only 'Reemplazar' (acceptImage) puts the draft on it.
      expect(await world.stored()).toEqual(C3);
      // The server's own URL: once accepted, the validator and the scheduler find it.
      expect((await world.adapters.storedMedia.locate(draft.url)).path).toBe(path);
      const [request] = world.adapters.ai.callsTo('generateCarouselImage');
      expect(request).toMatchObject({ ...key('req-c3'), caption: 'Caption actual', descripcion: 'Guía dos' });
      expect(request?.graphicGuide).toContain(IMAGE_MARGIN_INSTRUCTION);
    });

    it('a card without an image yet, and the image type of the answer', async () => {
      world.adapters.ai.respond('generateCarouselImage', { imageBase64: JPEG_BASE64 });
      const draft = await world.service.generateImage(eva, key('req-c3'), 2);
      const path = `img_carrousels/b-aurora/req-c3/imagen-3-${NOW_MS}.jpg`;
      expect(draft).toEqual({ index: 2, path, url: twinUrl(path) });
      expect(world.adapters.storage.read(path)?.contentType).toBe('image/jpeg');
      expect(await world.stored()).toEqual(C3);
    });

    it("refuses another brand's carousel, a video and a hidden brand before calling the model, storing nothing", async () => {
      world.adapters.ai.respond('generateCarouselImage', { imageBase64: TINY_PNG_BASE64 });
      const notFound = { kind: 'not-found', message: Messages.carousel.requirementNotFound };
      expect(await failureOf(world.service.generateImage(eva, key('req-ajeno'), 0))).toMatchObject(notFound);
      expect(await failureOf(world.service.generateImage(eva, key('req-video'), 0))).toMatchObject(notFound);
      expect((await failureOf(world.service.generateImage(eva, key('req-ajeno', 'b-ajena'), 0))).kind).toBe(
        'forbidden',
      );
      expect(world.adapters.ai.calls).toEqual([]);
      expect(world.adapters.storage.list()).toEqual([]);
    });

    it('needs caption and description, and an index', async () => {
      for (const [id, index] of [
        ['req-c4', 0],
        ['req-c3', 3],
      ] as const) {
        expect(await failureOf(world.service.generateImage(eva, key(id), index))).toMatchObject({
          kind: 'validation',
          message: 'Faltan datos para generar la nueva imagen.',
        });
      }
      expect((await failureOf(world.service.generateImage(eva, key('req-c3'), -1))).message).toBe(
        Messages.carousel.invalidImageIndex,
      );
      expect(world.adapters.ai.calls).toEqual([]);
    });

    it('keeps the requirement and stores no file on a malformed answer', async () => {
      world.adapters.ai.respond('generateCarouselImage', { imageBase64: '%%%' });
      expect(await failureOf(world.service.generateImage(eva, key('req-c3'), 0))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: `Error al generar la nueva imagen: ${Messages.ai.invalidAnswer}`,
      });
      expect(world.adapters.storage.list()).toEqual([]);
      expect(await world.stored()).toEqual(C3);
    });

    it('reports failures with their reason and keeps the requirement', async () => {
      world.adapters.ai.respondOnce('generateCarouselImage', new Error('modelo saturado'));
      expect(await failureOf(world.service.generateImage(eva, key('req-c3'), 0))).toMatchObject({
        kind: 'upstream',
        message: 'Error al generar la nueva imagen: modelo saturado',
      });
      world.adapters.ai.respond('generateCarouselImage', { imageBase64: TINY_PNG_BASE64 });
      world.adapters.storage.failNext('uploadBase64', new Error('sin espacio'));
      expect((await failureOf(world.service.generateImage(eva, key('req-c3'), 0))).message).toBe(
        'Error al generar la nueva imagen: sin espacio',
      );
      expect(await world.stored()).toEqual(C3);
    });

    it('needs CARROUSEL_CHANGEIMG (suggestion rights are not enough)', async () => {
      const suggester = actorWith(['ADMIN_BRANDS_OWNER', 'CARROUSEL_SUGGESTIONAI']);
      expect((await failureOf(world.service.generateImage(suggester, key('req-c3'), 0))).kind).toBe('forbidden');
      expect(
        (await failureOf(world.service.generateImage(without('CARROUSEL_CHANGEIMG'), key('req-c3'), 0))).kind,
      ).toBe('forbidden');
      expect(world.adapters.ai.calls).toEqual([]);
      expect(world.adapters.storage.list()).toEqual([]);
    });
  });

  describe('replaceImage (image-replaced, after the browser uploaded the file)', () => {
    it("sets the uploaded object's URL, as the server derives it, at the index and drops that card's validation", async () => {
      const path = await upload(0);
      expect(path).toBe(`img_carrousels/b-aurora/req-c3/imagen-1-${NOW_MS}-mi foto.webp`);
      const updated = await world.service.replaceImage(eva, key('req-c3'), 0, path);
      expect(updated.imagesAIUrl).toEqual([twinUrl(path), IMG2]);
      expect(updated.validation).toEqual({ '1': C3.validation['1'] });
      expect(updated.changedBy).toEqual(EVA_STAMP);
      expect(await world.stored()).toEqual(updated);
    });

    it('keeps both images when two people replace different cards at the same moment', async () => {
      const [first, second] = await Promise.all([
        upload(0, 'de eva.png', 'image/png'),
        upload(2, 'de leo.png', 'image/png'),
      ]);
      await Promise.all([
        world.service.replaceImage(eva, key('req-c3'), 0, first),
        world.service.replaceImage(eva, key('req-c3'), 2, second),
      ]);
      expect((await world.stored())?.imagesAIUrl).toEqual([
        twinUrl(`img_carrousels/b-aurora/req-c3/imagen-1-${NOW_MS}-de eva.png`),
        IMG2,
        twinUrl(`img_carrousels/b-aurora/req-c3/imagen-3-${NOW_MS}-de leo.png`),
      ]);
      expect((await world.stored())?.validation).toEqual({ '1': C3.validation['1'] });
    });

    it('refuses an index past the cards, and keeps the requirement on a failed write', async () => {
      const path = await upload(0);
      for (const index of [3, -1, 0.5]) {
        expect((await failureOf(world.service.replaceImage(eva, key('req-c3'), index, path))).message).toBe(
          Messages.carousel.invalidImageIndex,
        );
      }
      world.adapters.requirements.failNext('updateFrom', new Error('sin permiso'));
      expect(await failureOf(world.service.replaceImage(eva, key('req-c3'), 0, path))).toMatchObject({
        kind: 'upstream',
        message: 'Error al subir la nueva imagen: sin permiso',
      });
      expect(await world.stored()).toEqual(C3);
    });

    it("takes only an object of this carousel's folder, that exists, of an image type the card takes", async () => {
      await world.adapters.storage.upload(
        'img_carrousels/b-aurora/req-c4/ajena.png',
        pickedFile('ajena.png', 'image/png'),
      );
      await world.adapters.storage.upload(
        'img_carrousels/b-aurora/req-c3/logo.svg',
        pickedFile('logo.svg', 'image/svg+xml'),
      );
      const outside = ServerMessages.aiEndpoint.mediaOutsideBrand('path');
      for (const path of [
        'img_carrousels/b-aurora/req-c4/ajena.png',
        'img_carrousels/b-ajena/req-c3/x.png',
        'img_carrousels/b-aurora/req-c3/../req-c4/ajena.png',
        'keyVisuals/b-aurora/x.png',
        IMG1,
        'https://img.example/1.png',
        'javascript:alert(1)',
      ]) {
        expect(await failureOf(world.service.replaceImage(eva, key('req-c3'), 0, path))).toMatchObject({
          kind: 'validation',
          message: outside,
        });
      }
      expect(
        await failureOf(world.service.replaceImage(eva, key('req-c3'), 0, 'img_carrousels/b-aurora/req-c3/nada.png')),
      ).toMatchObject({
        kind: 'validation',
        message: ServerMessages.storedMedia.mediaNotFound,
      });
      expect(
        await failureOf(world.service.replaceImage(eva, key('req-c3'), 0, 'img_carrousels/b-aurora/req-c3/logo.svg')),
      ).toMatchObject({
        kind: 'validation',
        message: Messages.carousel.invalidImageType,
      });
      expect(await world.stored()).toEqual(C3);
    });

    it('needs CARROUSEL_CHANGEIMG', async () => {
      const path = await upload(0);
      expect(
        (await failureOf(world.service.replaceImage(without('CARROUSEL_CHANGEIMG'), key('req-c3'), 0, path))).kind,
      ).toBe('forbidden');
    });
  });
});
