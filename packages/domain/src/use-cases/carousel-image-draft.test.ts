import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { TINY_PNG_BASE64 } from '../testing/index.js';
import { actorWith, failureOf, pickedFile, twinUrl, writeBeforeNextUpdateFrom } from './use-cases.test-kit.js';
import {
  NOW_MS,
  eva,
  without,
  EVA_STAMP,
  IMG1,
  IMG2,
  C3,
  AJENO,
  VIDEO,
  key,
  useCarouselWorld,
} from './carousel.test-kit.js';

/*
 * A card's AI image as a draft (docs/product.md, "Carousels"): 'Generar nueva imagen' stores the
 * image in the carousel's folder and answers it; 'Reemplazar' (acceptImage) sets it on the card and
 * keeps the image it replaced; 'Deshacer' (undoImage) puts that one back while the card still shows
 * the accepted image.
 */

const conflict = { kind: 'conflict', message: Messages.carousel.noImageToRestore };
/** The draft 'Generar nueva imagen 2' stores for card 1 of req-c3. */
const DRAFT = `img_carrousels/b-aurora/req-c3/imagen-2-${NOW_MS}.png`;
const DRAFT_URL = twinUrl(DRAFT);

describe('CarouselUseCases: an AI image as a draft', () => {
  const world = useCarouselWorld();
  /** The model's image for card `index` of req-c3, stored as a draft: its path. */
  const drafted = async (index = 1) => {
    world.adapters.ai.respond('generateCarouselImage', { imageBase64: TINY_PNG_BASE64 });
    return (await world.service.generateImage(eva, key('req-c3'), index)).path;
  };
  const accept = async (index = 1) => world.service.acceptImage(eva, key('req-c3'), index, await drafted(index));

  describe('acceptImage', () => {
    it("sets the draft's URL, as the server derives it, on the card, drops its mark and keeps the image it replaced", async () => {
      const accepted = await accept();
      expect(accepted.imagesAIUrl).toEqual([IMG1, DRAFT_URL]);
      expect(accepted.validation).toEqual({ '0': C3.validation['0'] });
      expect(accepted.imagesReplaced).toEqual({ '1': { previous: IMG2, accepted: DRAFT_URL } });
      expect(accepted.changedBy).toEqual(EVA_STAMP);
      expect(await world.stored()).toEqual({
        ...C3,
        imagesAIUrl: [IMG1, DRAFT_URL],
        validation: { '0': C3.validation['0'] },
        imagesReplaced: { '1': { previous: IMG2, accepted: DRAFT_URL } },
        updatedAt: new Date(NOW_MS),
        changedBy: EVA_STAMP,
      });
    });

    it("keeps '' as the image replaced on a card that had none", async () => {
      const accepted = await accept(2);
      const url = twinUrl(`img_carrousels/b-aurora/req-c3/imagen-3-${NOW_MS}.png`);
      expect(accepted.imagesAIUrl).toEqual([IMG1, IMG2, url]);
      expect(accepted.imagesReplaced).toEqual({ '2': { previous: '', accepted: url } });
    });

    it("writes over the images and marks as stored when it commits: another card's image and mark saved meanwhile are kept", async () => {
      const path = await drafted();
      const theirs = twinUrl('img_carrousels/b-aurora/req-c3/otra-persona.png');
      const fresh = { alineacion: 88, descripcion: 'Recién validada.' };
      const mine = twinUrl('img_carrousels/b-aurora/req-c3/mia.png');
      writeBeforeNextUpdateFrom(world.adapters.requirements, 'b-aurora', 'req-c3', {
        imagesAIUrl: [theirs, mine],
        validation: { ...C3.validation, '0': fresh },
      });
      const accepted = await world.service.acceptImage(eva, key('req-c3'), 1, path);
      expect(accepted.imagesAIUrl).toEqual([theirs, DRAFT_URL]);
      expect(accepted.validation).toEqual({ '0': fresh });
      // What it replaced is what the card showed when the write committed.
      expect(accepted.imagesReplaced).toEqual({ '1': { previous: mine, accepted: DRAFT_URL } });
      expect(await world.stored()).toEqual(accepted);
    });

    it('the same accept again changes nothing on the card, and the undo still goes back to the first image', async () => {
      const path = await drafted();
      const first = await world.service.acceptImage(eva, key('req-c3'), 1, path);
      const again = await world.service.acceptImage(eva, key('req-c3'), 1, path);
      expect(again).toMatchObject({ imagesAIUrl: first.imagesAIUrl, imagesReplaced: first.imagesReplaced });
      expect((await world.service.undoImage(eva, key('req-c3'), 1)).imagesAIUrl).toEqual([IMG1, IMG2]);
    });

    it("takes only an object of this carousel's folder, that exists, of an image type the card takes; writes nothing", async () => {
      await drafted();
      await world.adapters.storage.upload('img_carrousels/b-aurora/req-c4/ajena.png', pickedFile('a.png', 'image/png'));
      await world.adapters.storage.upload('img_carrousels/b-aurora/req-c3/v.mp4', pickedFile('v.mp4', 'video/mp4'));
      const outside = ServerMessages.aiEndpoint.mediaOutsideBrand('path');
      for (const path of [
        'img_carrousels/b-aurora/req-c4/ajena.png',
        DRAFT.replace('b-aurora', 'b-ajena'),
        `img_carrousels/b-aurora/req-c3/../req-c4/ajena.png`,
        `video_blogs/b-aurora/req-c3/imagen-2-${NOW_MS}.png`,
        DRAFT_URL,
        'https://img.example/1.png',
        'javascript:alert(1)',
      ]) {
        expect(await failureOf(world.service.acceptImage(eva, key('req-c3'), 1, path))).toMatchObject({
          kind: 'validation',
          message: outside,
        });
      }
      expect(
        await failureOf(world.service.acceptImage(eva, key('req-c3'), 1, 'img_carrousels/b-aurora/req-c3/nada.png')),
      ).toMatchObject({ kind: 'validation', message: ServerMessages.storedMedia.mediaNotFound });
      expect(
        await failureOf(world.service.acceptImage(eva, key('req-c3'), 1, 'img_carrousels/b-aurora/req-c3/v.mp4')),
      ).toMatchObject({ kind: 'validation', message: Messages.carousel.invalidImageType });
      for (const index of [3, -1, 0.5]) {
        expect(await failureOf(world.service.acceptImage(eva, key('req-c3'), index, DRAFT))).toMatchObject({
          kind: 'validation',
          message: Messages.carousel.invalidImageIndex,
        });
      }
      expect(await world.stored()).toEqual(C3);
    });

    it("needs CARROUSEL_CHANGEIMG, refuses another brand's carousel, a video and a hidden brand, and writes nothing on a failed write", async () => {
      const path = await drafted();
      const suggester = actorWith([
        'ADMIN_BRANDS_OWNER',
        'VIEW_REQUIREMENTS',
        'REQUIREMENTS_EDIT',
        'CARROUSEL_SUGGESTIONAI',
      ]);
      for (const actor of [without('CARROUSEL_CHANGEIMG'), suggester]) {
        expect((await failureOf(world.service.acceptImage(actor, key('req-c3'), 1, path))).kind).toBe('forbidden');
      }
      const notFound = { kind: 'not-found', message: Messages.carousel.requirementNotFound };
      expect(await failureOf(world.service.acceptImage(eva, key('req-ajeno'), 1, path))).toMatchObject(notFound);
      expect(await failureOf(world.service.acceptImage(eva, key('req-video'), 1, path))).toMatchObject(notFound);
      expect((await failureOf(world.service.acceptImage(eva, key('req-ajeno', 'b-ajena'), 1, path))).kind).toBe(
        'forbidden',
      );
      world.adapters.requirements.failNext('updateFrom', new Error('sin red'));
      expect(await failureOf(world.service.acceptImage(eva, key('req-c3'), 1, path))).toMatchObject({
        kind: 'upstream',
        message: 'Error al generar la nueva imagen: sin red',
      });
      expect(await world.stored()).toEqual(C3);
      expect(await world.stored('req-video')).toEqual(VIDEO);
      expect(await world.stored('req-ajeno', 'b-ajena')).toEqual(AJENO);
    });
  });

  describe('undoImage', () => {
    it('puts the replaced image back, its mark still dropped, nothing left to undo; a second undo is refused', async () => {
      await accept();
      const undone = await world.service.undoImage(eva, key('req-c3'), 1);
      expect(undone).toMatchObject({
        imagesAIUrl: [IMG1, IMG2],
        validation: { '0': C3.validation['0'] },
        imagesReplaced: {},
        changedBy: EVA_STAMP,
      });
      expect(await world.stored()).toEqual(undone);
      expect(await failureOf(world.service.undoImage(eva, key('req-c3'), 1))).toMatchObject(conflict);
      expect(await world.stored()).toEqual(undone);
    });

    it("puts back '' on a card that had no image, and leaves another card's kept image alone", async () => {
      await accept(2);
      const accepted = await accept(1);
      const undone = await world.service.undoImage(eva, key('req-c3'), 2);
      expect(undone.imagesAIUrl).toEqual([IMG1, DRAFT_URL, '']);
      expect(undone.imagesReplaced).toEqual({ '1': accepted.imagesReplaced['1'] });
    });

    it('is refused, writing nothing, when nothing is kept for the card', async () => {
      for (const index of [0, 1, 7]) {
        expect(await failureOf(world.service.undoImage(eva, key('req-c3'), index))).toMatchObject(conflict);
      }
      await accept(1);
      const before = await world.stored();
      expect(await failureOf(world.service.undoImage(eva, key('req-c3'), 0))).toMatchObject(conflict);
      expect(await world.stored()).toEqual(before);
    });

    it('a manual replacement after the accept drops the kept image: the undo is refused and the upload stays', async () => {
      await accept();
      const upload = await world.uploads.carouselImage(eva, key('req-c3'), 1, pickedFile('mia.png', 'image/png'));
      const replaced = await world.service.replaceImage(eva, key('req-c3'), 1, upload);
      expect(replaced.imagesReplaced).toEqual({});
      expect(await failureOf(world.service.undoImage(eva, key('req-c3'), 1))).toMatchObject(conflict);
      expect((await world.stored())?.imagesAIUrl).toEqual([IMG1, twinUrl(upload)]);
    });

    it('a later accept keeps only what it replaced: the undo goes back one step', async () => {
      await accept();
      world.adapters.clock.advance(1000);
      const second = await accept();
      const secondUrl = twinUrl(`img_carrousels/b-aurora/req-c3/imagen-2-${NOW_MS + 1000}.png`);
      expect(second.imagesReplaced).toEqual({ '1': { previous: DRAFT_URL, accepted: secondUrl } });
      expect((await world.service.undoImage(eva, key('req-c3'), 1)).imagesAIUrl).toEqual([IMG1, DRAFT_URL]);
    });

    it("is refused, writing nothing, when the card's image changed since the accept (by a write committed just before)", async () => {
      await accept();
      const other = twinUrl('img_carrousels/b-aurora/req-c3/otra.png');
      writeBeforeNextUpdateFrom(world.adapters.requirements, 'b-aurora', 'req-c3', { imagesAIUrl: [IMG1, other] });
      expect(await failureOf(world.service.undoImage(eva, key('req-c3'), 1))).toMatchObject(conflict);
      expect((await world.stored())?.imagesAIUrl).toEqual([IMG1, other]);
    });

    it('a validation of the accepted image, or a guide edited, keeps the undo; the mark is dropped with it', async () => {
      await accept();
      world.adapters.ai.respond('validateDesign', { alineacion: 90, descripcion: 'Bien.' });
      world.adapters.storedMedia.put(DRAFT, new Uint8Array(64), 'image/png');
      await world.service.validate(eva, key('req-c3'), 1);
      await world.service.editTexts(eva, key('req-c3'), { guide: { index: 1, description: 'A mano' } });
      const undone = await world.service.undoImage(eva, key('req-c3'), 1);
      expect(undone.imagesAIUrl).toEqual([IMG1, IMG2]);
      expect(undone.validation).toEqual({ '0': C3.validation['0'] });
      expect(undone.instructions[1]).toBe('A mano');
    });

    it("needs CARROUSEL_CHANGEIMG, refuses another brand's carousel, a video, a hidden brand and an index that is no position", async () => {
      const accepted = await accept();
      expect((await failureOf(world.service.undoImage(without('CARROUSEL_CHANGEIMG'), key('req-c3'), 1))).kind).toBe(
        'forbidden',
      );
      const notFound = { kind: 'not-found', message: Messages.carousel.requirementNotFound };
      expect(await failureOf(world.service.undoImage(eva, key('req-ajeno'), 1))).toMatchObject(notFound);
      expect(await failureOf(world.service.undoImage(eva, key('req-video'), 1))).toMatchObject(notFound);
      expect((await failureOf(world.service.undoImage(eva, key('req-ajeno', 'b-ajena'), 1))).kind).toBe('forbidden');
      expect((await failureOf(world.service.undoImage(eva, key('req-c3'), -1))).message).toBe(
        Messages.carousel.invalidImageIndex,
      );
      world.adapters.requirements.failNext('updateFrom', new Error('sin red'));
      expect(await failureOf(world.service.undoImage(eva, key('req-c3'), 1))).toMatchObject({
        kind: 'upstream',
        message: Messages.blueprint.saveChanges,
      });
      expect(await world.stored()).toEqual(accepted);
    });
  });
});
