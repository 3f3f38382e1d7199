import { beforeEach, describe, expect, it } from 'vitest';
import {
  CarouselUseCases,
  CONTENT_COMMANDS,
  IMAGE_MARGIN_INSTRUCTION,
  MediaUploads,
  Messages,
  ServerMessages,
  TEXT_LIMITS,
  createRequirement,
  type Actor,
  type Brand,
  type PermissionKey,
  type Requirement,
  type RequirementKey,
} from '@estudio/domain';
import { aBlueprint } from '../contracts/fixtures.js';
import { createMemoryAdapters, PLAUSIBLE_AI_ANSWERS, TINY_PNG_BASE64, type MemoryAdapters } from '../memory/index.js';
import {
  actorWith,
  contentContainer,
  dispatcherOf,
  failureOf,
  pickedFile,
  twinUrl,
  writeBeforeNextUpdateFrom,
} from './test-kit.js';

const NOW = '2026-03-10T15:30:00.000Z';
const NOW_MS = new Date(NOW).getTime();
const JPEG_BASE64 = '/9j/4AAQSkZJRg==';

const ALL_CAROUSEL_KEYS: PermissionKey[] = [
  'ADMIN_BRANDS_OWNER',
  'VIEW_REQUIREMENTS',
  'REQUIREMENTS_EDIT',
  'CARROUSEL_SUGGESTIONAI',
  'CARROUSEL_CHANGEIMG',
  'CARROUSEL_VALIDAI',
  'CARROUSEL_NEWGUIDES',
  'CARROUSEL_SENDTOMETRICS',
];
const eva = actorWith(ALL_CAROUSEL_KEYS);
/** Everything but one key. */
const without = (key: PermissionKey) => actorWith(ALL_CAROUSEL_KEYS.filter((held) => held !== key));
/** Who asked, as every write of eva's stamps it. */
const EVA_STAMP = { uid: 'uid-eva', email: 'eva@estudio.example', at: new Date(NOW) };

const AURORA: Brand = {
  id: 'b-aurora',
  brandName: 'Café Aurora',
  owner: 'uid-eva',
  idMetrics: '42',
  diferences: 'Café de origen tostado a diario.',
  analysis: 'Manual: tonos cálidos, tipografía redonda.',
  socialNetworks: ['Instagram', 'Threads', 'YouTube', 'Pinterest'],
};
const SIN_METRICAS: Brand = { ...AURORA, id: 'b-sin', brandName: 'Sin Métricas', idMetrics: ' ' };
const AJENA: Brand = { id: 'b-ajena', brandName: 'Ajena', owner: 'uid-otro' };

const carousel = (id: string, fields: Partial<Requirement> & { number: number; title: string; brandId?: string }) =>
  createRequirement(id, { brandId: 'b-aurora', brand: 'Café Aurora', createdBy: 'eva@estudio.example', ...fields });

/** The cards' images of req-c3: objects of its folder in the project's bucket. */
const CARD_PATHS = ['img_carrousels/b-aurora/req-c3/1.png', 'img_carrousels/b-aurora/req-c3/2.png'];
const [IMG1 = '', IMG2 = ''] = CARD_PATHS.map(twinUrl);

const C3 = carousel('req-c3', {
  number: 3,
  title: 'Carrusel 3 - T2',
  caption: 'Caption actual',
  instructions: ['Guía uno', 'Guía dos', 'Guía tres'],
  suggestedWords: ['uno', 'dos', 'tres'],
  imagesAIUrl: [IMG1, IMG2],
  validation: {
    '0': { alineacion: 60, descripcion: 'Lejos de la guía.' },
    '1': { alineacion: 90, descripcion: 'Alineada.' },
  },
});
const C4 = carousel('req-c4', { number: 4, title: 'Carrusel 4 - T3' });
const LIBRE = carousel('req-libre', { number: 20, title: 'Carrusel especial', caption: 'c' });
const SIN = carousel('req-sin', { brandId: 'b-sin', number: 1, title: 'Carrusel 1 - T1', caption: 'c' });
const AJENO = carousel('req-ajeno', { brandId: 'b-ajena', number: 1, title: 'Carrusel 1 - T1', caption: 'c' });
/** A video of the same brand: no carousel command acts on it. */
const VIDEO = carousel('req-video', { number: 5, title: 'Video 5 - T1', caption: 'c', instructions: ['a'] });

const key = (requirementId: string, brandId = 'b-aurora'): RequirementKey => ({ brandId, requirementId });

const twins = (blueprints = [aBlueprint('b-aurora'), aBlueprint('b-sin')]): MemoryAdapters => {
  const adapters = createMemoryAdapters(new Date(NOW), {
    brands: [AURORA, SIN_METRICAS, AJENA],
    blueprints,
    requirements: [C3, C4, LIBRE, SIN, AJENO, VIDEO],
  });
  for (const path of CARD_PATHS) adapters.storedMedia.put(path, new Uint8Array(64), 'image/png');
  return adapters;
};

describe('CarouselUseCases (the carousel commands, on the server)', () => {
  let adapters: MemoryAdapters;
  let service: CarouselUseCases;
  let uploads: MediaUploads;

  const stored = async (id = 'req-c3', brandId = 'b-aurora') => adapters.requirements.get(brandId, id);
  /** The browser's half of a replacement: the picked file uploaded to card `index`'s folder; answers its path. */
  const upload = (index: number, name = 'mi foto.webp', type = 'image/webp', id = 'req-c3') =>
    uploads.carouselImage(eva, key(id), index, pickedFile(name, type));

  const start = (fresh: MemoryAdapters) => {
    adapters = fresh;
    const container = contentContainer(adapters);
    service = container.get(CarouselUseCases);
    uploads = new MediaUploads(adapters.storage, adapters.clock);
  };

  beforeEach(() => start(twins()));

  describe('generateSuggestion', () => {
    it("stores the caption of the requirement's grid position, stamped with who asked", async () => {
      adapters.ai.respond('carouselCaptions', PLAUSIBLE_AI_ANSWERS.carouselCaptions);
      const updated = await service.generateSuggestion(eva, key('req-c3'));
      expect(updated.caption).toBe('Texto sugerido 2: una idea clara para la marca.');
      expect(updated.updatedAt).toEqual(new Date(NOW));
      expect(updated.changedBy).toEqual(EVA_STAMP);
      expect(await stored()).toEqual(updated);
      expect(adapters.ai.callsTo('carouselCaptions')[0]?.brand_strategy).toContain('Marca: Café Aurora');
      expect(adapters.ai.callsTo('carouselCaptions')[0]).toMatchObject(key('req-c3'));
    });

    it('falls back to the requirement number, wrapping around the captions', async () => {
      adapters.ai.respond('carouselCaptions', { redes_json: { a: 'Uno', b: 'Dos', c: 'Tres' } });
      expect((await service.generateSuggestion(eva, key('req-libre'))).caption).toBe('Dos');
      expect((await service.generateSuggestion(eva, key('req-c4'))).caption).toBe('Tres');
    });

    it('keeps the requirement on a malformed answer or a failure', async () => {
      adapters.ai.respondOnce('carouselCaptions', { redes_json: 'sin captions' });
      expect(await failureOf(service.generateSuggestion(eva, key('req-c3')))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: Messages.carousel.generateSuggestion,
      });
      adapters.ai.respondOnce('carouselCaptions', new Error('503'));
      expect(await failureOf(service.generateSuggestion(eva, key('req-c3')))).toMatchObject({
        kind: 'upstream',
        message: Messages.carousel.generateSuggestion,
      });
      adapters.ai.respond('carouselCaptions', PLAUSIBLE_AI_ANSWERS.carouselCaptions);
      adapters.requirements.failNext('updateFrom');
      expect((await failureOf(service.generateSuggestion(eva, key('req-c3')))).message).toBe(
        Messages.carousel.generateSuggestion,
      );
      expect(await stored()).toEqual(C3);
    });

    it('needs the guide, the key and the permission', async () => {
      start(twins([]));
      expect(await failureOf(service.generateSuggestion(eva, key('req-c3')))).toMatchObject({
        kind: 'not-found',
        message: 'Blueprint no encontrado.',
      });
      expect((await failureOf(service.generateSuggestion(eva, key(' ')))).message).toBe(
        Messages.carousel.missingBrandOrRequirement,
      );
      expect((await failureOf(service.generateSuggestion(eva, key('req-nada')))).message).toBe(
        Messages.carousel.requirementNotFound,
      );
      expect((await failureOf(service.generateSuggestion(without('CARROUSEL_SUGGESTIONAI'), key('req-c3')))).kind).toBe(
        'forbidden',
      );
      expect((await failureOf(service.generateSuggestion(eva, key('req-ajeno', 'b-ajena')))).kind).toBe('forbidden');
      expect(adapters.ai.calls).toEqual([]);
    });
  });

  describe('generateGuides', () => {
    it('stores the three guides and their suggested words', async () => {
      adapters.ai.respond('generateDesignGuides', PLAUSIBLE_AI_ANSWERS.generateDesignGuides);
      const updated = await service.generateGuides(eva, key('req-c3'));
      expect(updated.instructions).toEqual([
        'Portada con el mensaje clave sobre fondo naranja.',
        'Tres consejos en tarjetas azules.',
        'Cierre con llamada a la acción.',
      ]);
      expect(updated.suggestedWords).toEqual(['simple, día', 'consejos, tiempo', 'síguenos']);
      expect(updated.changedBy).toEqual(EVA_STAMP);
      expect(await stored()).toEqual(updated);
      const [request] = adapters.ai.callsTo('generateDesignGuides');
      expect(request).toMatchObject({ ...key('req-c3'), temperature: 1, max_output_tokens: 8192 });
      expect(request?.prompt1).toContain('Caption actual');
    });

    it('needs a caption', async () => {
      expect(await failureOf(service.generateGuides(eva, key('req-c4')))).toMatchObject({
        kind: 'validation',
        message: 'Caption requerido para generar guías.',
      });
      expect(adapters.ai.calls).toEqual([]);
    });

    it('refuses anything but exactly three guides, and keeps the requirement', async () => {
      adapters.ai.respondOnce('generateDesignGuides', {
        guias_json: {
          guia1: { descripcion: 'a', palabras_sugeridas: 'b' },
          guia2: { descripcion: 'c', palabras_sugeridas: 'd' },
        },
      });
      expect(await failureOf(service.generateGuides(eva, key('req-c3')))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: 'Guías inválidas.',
      });
      adapters.ai.respondOnce('generateDesignGuides', new Error('timeout'));
      expect(await failureOf(service.generateGuides(eva, key('req-c3')))).toMatchObject({
        kind: 'upstream',
        message: 'Error generando guías.',
      });
      expect(await stored()).toEqual(C3);
    });

    it('needs CARROUSEL_NEWGUIDES', async () => {
      expect((await failureOf(service.generateGuides(without('CARROUSEL_NEWGUIDES'), key('req-c3')))).kind).toBe(
        'forbidden',
      );
    });
  });

  describe('generateImage', () => {
    it("stores the new image in the carousel's folder, sets the URL the server derived at the index and drops its old validation", async () => {
      adapters.ai.respond('generateCarouselImage', { imageBase64: TINY_PNG_BASE64 });
      const updated = await service.generateImage(eva, key('req-c3'), 1);
      const path = `img_carrousels/b-aurora/req-c3/imagen-2-${NOW_MS}.png`;
      expect(adapters.storage.read(path)).toMatchObject({ contentType: 'image/png' });
      expect(updated.imagesAIUrl).toEqual([IMG1, twinUrl(path)]);
      expect(updated.validation).toEqual({ '0': C3.validation['0'] });
      expect(updated.changedBy).toEqual(EVA_STAMP);
      expect(await stored()).toEqual(updated);
      // The server's own URL: the validator and the scheduler find it later.
      expect((await adapters.storedMedia.locate(updated.imagesAIUrl[1] ?? '')).path).toBe(path);
      const [request] = adapters.ai.callsTo('generateCarouselImage');
      expect(request).toMatchObject({ ...key('req-c3'), caption: 'Caption actual', descripcion: 'Guía dos' });
      expect(request?.graphicGuide).toContain(IMAGE_MARGIN_INSTRUCTION);
    });

    it("stores the image over the images and marks as stored when it is written: another card's image and mark saved meanwhile are kept", async () => {
      adapters.ai.respond('generateCarouselImage', { imageBase64: TINY_PNG_BASE64 });
      const theirs = twinUrl('img_carrousels/b-aurora/req-c3/otra-persona.png');
      const fresh = { alineacion: 88, descripcion: 'Recién validada.' };
      writeBeforeNextUpdateFrom(adapters.requirements, 'b-aurora', 'req-c3', {
        imagesAIUrl: [theirs, IMG2],
        validation: { ...C3.validation, '0': fresh },
      });
      const updated = await service.generateImage(eva, key('req-c3'), 1);
      const url = twinUrl(`img_carrousels/b-aurora/req-c3/imagen-2-${NOW_MS}.png`);
      expect(updated.imagesAIUrl).toEqual([theirs, url]);
      expect(updated.validation).toEqual({ '0': fresh });
      expect(await stored()).toEqual(updated);
    });

    it('fills the list up to a new index and keeps the image type of the answer', async () => {
      adapters.ai.respond('generateCarouselImage', { imageBase64: JPEG_BASE64 });
      const updated = await service.generateImage(eva, key('req-c3'), 2);
      const path = `img_carrousels/b-aurora/req-c3/imagen-3-${NOW_MS}.jpg`;
      expect(adapters.storage.read(path)?.contentType).toBe('image/jpeg');
      expect(updated.imagesAIUrl).toHaveLength(3);
    });

    it('needs caption and description, and an index', async () => {
      for (const [id, index] of [
        ['req-c4', 0],
        ['req-c3', 3],
      ] as const) {
        expect(await failureOf(service.generateImage(eva, key(id), index))).toMatchObject({
          kind: 'validation',
          message: 'Faltan datos para generar la nueva imagen.',
        });
      }
      expect((await failureOf(service.generateImage(eva, key('req-c3'), -1))).message).toBe(
        Messages.carousel.invalidImageIndex,
      );
      expect(adapters.ai.calls).toEqual([]);
    });

    it('keeps the requirement and stores no file on a malformed answer', async () => {
      adapters.ai.respond('generateCarouselImage', { imageBase64: '%%%' });
      expect(await failureOf(service.generateImage(eva, key('req-c3'), 0))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: `Error al generar la nueva imagen: ${Messages.ai.invalidAnswer}`,
      });
      expect(adapters.storage.list()).toEqual([]);
      expect(await stored()).toEqual(C3);
    });

    it('reports failures with their reason and keeps the requirement', async () => {
      adapters.ai.respondOnce('generateCarouselImage', new Error('modelo saturado'));
      expect(await failureOf(service.generateImage(eva, key('req-c3'), 0))).toMatchObject({
        kind: 'upstream',
        message: 'Error al generar la nueva imagen: modelo saturado',
      });
      adapters.ai.respond('generateCarouselImage', { imageBase64: TINY_PNG_BASE64 });
      adapters.storage.failNext('uploadBase64', new Error('sin espacio'));
      expect((await failureOf(service.generateImage(eva, key('req-c3'), 0))).message).toBe(
        'Error al generar la nueva imagen: sin espacio',
      );
      expect(await stored()).toEqual(C3);
    });

    it('needs CARROUSEL_CHANGEIMG (suggestion rights are not enough)', async () => {
      const suggester = actorWith(['ADMIN_BRANDS_OWNER', 'CARROUSEL_SUGGESTIONAI']);
      expect((await failureOf(service.generateImage(suggester, key('req-c3'), 0))).kind).toBe('forbidden');
    });
  });

  describe('replaceImage (image-replaced, after the browser uploaded the file)', () => {
    it("sets the uploaded object's URL, as the server derives it, at the index and drops that card's validation", async () => {
      const path = await upload(0);
      expect(path).toBe(`img_carrousels/b-aurora/req-c3/imagen-1-${NOW_MS}-mi foto.webp`);
      const updated = await service.replaceImage(eva, key('req-c3'), 0, path);
      expect(updated.imagesAIUrl).toEqual([twinUrl(path), IMG2]);
      expect(updated.validation).toEqual({ '1': C3.validation['1'] });
      expect(updated.changedBy).toEqual(EVA_STAMP);
      expect(await stored()).toEqual(updated);
    });

    it('keeps both images when two people replace different cards at the same moment', async () => {
      const [first, second] = await Promise.all([
        upload(0, 'de eva.png', 'image/png'),
        upload(2, 'de leo.png', 'image/png'),
      ]);
      await Promise.all([
        service.replaceImage(eva, key('req-c3'), 0, first),
        service.replaceImage(eva, key('req-c3'), 2, second),
      ]);
      expect((await stored())?.imagesAIUrl).toEqual([
        twinUrl(`img_carrousels/b-aurora/req-c3/imagen-1-${NOW_MS}-de eva.png`),
        IMG2,
        twinUrl(`img_carrousels/b-aurora/req-c3/imagen-3-${NOW_MS}-de leo.png`),
      ]);
      expect((await stored())?.validation).toEqual({ '1': C3.validation['1'] });
    });

    it('refuses an index past the cards, and keeps the requirement on a failed write', async () => {
      const path = await upload(0);
      for (const index of [3, -1, 0.5]) {
        expect((await failureOf(service.replaceImage(eva, key('req-c3'), index, path))).message).toBe(
          Messages.carousel.invalidImageIndex,
        );
      }
      adapters.requirements.failNext('updateFrom', new Error('sin permiso'));
      expect(await failureOf(service.replaceImage(eva, key('req-c3'), 0, path))).toMatchObject({
        kind: 'upstream',
        message: 'Error al subir la nueva imagen: sin permiso',
      });
      expect(await stored()).toEqual(C3);
    });

    it("takes only an object of this carousel's folder, that exists, of an image type the card takes", async () => {
      await adapters.storage.upload('img_carrousels/b-aurora/req-c4/ajena.png', pickedFile('ajena.png', 'image/png'));
      await adapters.storage.upload('img_carrousels/b-aurora/req-c3/logo.svg', pickedFile('logo.svg', 'image/svg+xml'));
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
        expect(await failureOf(service.replaceImage(eva, key('req-c3'), 0, path))).toMatchObject({
          kind: 'validation',
          message: outside,
        });
      }
      expect(
        await failureOf(service.replaceImage(eva, key('req-c3'), 0, 'img_carrousels/b-aurora/req-c3/nada.png')),
      ).toMatchObject({
        kind: 'validation',
        message: ServerMessages.storedMedia.mediaNotFound,
      });
      expect(
        await failureOf(service.replaceImage(eva, key('req-c3'), 0, 'img_carrousels/b-aurora/req-c3/logo.svg')),
      ).toMatchObject({
        kind: 'validation',
        message: Messages.carousel.invalidImageType,
      });
      expect(await stored()).toEqual(C3);
    });

    it('needs CARROUSEL_CHANGEIMG', async () => {
      const path = await upload(0);
      expect((await failureOf(service.replaceImage(without('CARROUSEL_CHANGEIMG'), key('req-c3'), 0, path))).kind).toBe(
        'forbidden',
      );
    });
  });

  describe('validate', () => {
    it('records the alignment of the image at its index (validation.{index}, the history, who asked) and answers the requirement as stored', async () => {
      adapters.ai.respond('validateDesign', { alineacion: '82,5 %', descripcion: 'Buena alineación.' });
      const updated = await service.validate(eva, key('req-c3'), 0);
      const mark = { alineacion: 82.5, descripcion: 'Buena alineación.' };
      expect(updated.validation).toEqual({ '0': mark, '1': C3.validation['1'] });
      expect(updated.changedBy).toEqual(EVA_STAMP);
      expect(await stored()).toEqual(updated);
      expect(await adapters.designValidations.list('b-aurora', 'req-c3', 0)).toEqual([
        { ...mark, index: 0, imageUrl: IMG1, at: new Date(NOW), by: { uid: 'uid-eva', email: 'eva@estudio.example' } },
      ]);
      expect(adapters.ai.callsTo('validateDesign')).toEqual([
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
      adapters.ai.respond('validateDesign', () => {
        void adapters.requirements.update('b-aurora', 'req-c3', { imagesAIUrl: [IMG1, theirs] });
        return { alineacion: 80, descripcion: 'Bien.' };
      });
      const updated = await service.validate(eva, key('req-c3'), 0);
      expect(updated.imagesAIUrl).toEqual([IMG1, theirs]);
      expect(updated.validation['0']).toEqual({ alineacion: 80, descripcion: 'Bien.' });
    });

    it('answers the requirement as first read, with the mark, when the read after the record fails', async () => {
      adapters.ai.respond('validateDesign', { alineacion: 80, descripcion: 'Bien.' });
      const record = adapters.designValidations.record.bind(adapters.designValidations);
      adapters.designValidations.record = async (...args) => {
        await record(...args);
        adapters.requirements.failNext('get');
      };
      const updated = await service.validate(eva, key('req-c3'), 0);
      expect(updated).toEqual({
        ...C3,
        validation: { ...C3.validation, '0': { alineacion: 80, descripcion: 'Bien.' } },
      });
    });

    it('sends an empty manual summary for a brand without analysis', async () => {
      await adapters.brands.update('b-aurora', { analysis: '', updatedAt: new Date(NOW) });
      adapters.ai.respond('validateDesign', PLAUSIBLE_AI_ANSWERS.validateDesign);
      await service.validate(eva, key('req-c3'), 1);
      expect(adapters.ai.callsTo('validateDesign')[0]?.brand_manual_summary).toBe('');
    });

    it('needs the image and the description', async () => {
      expect(await failureOf(service.validate(eva, key('req-c3'), 2))).toMatchObject({
        kind: 'validation',
        message: 'Faltan datos para validar el diseño.',
      });
      expect((await failureOf(service.validate(eva, key('req-c3'), -2))).message).toBe(
        Messages.carousel.invalidImageIndex,
      );
      expect(adapters.ai.calls).toEqual([]);
    });

    it("refuses a card image that is not an object of this carousel's folder, before the validator reads it", async () => {
      adapters.ai.respond('validateDesign', PLAUSIBLE_AI_ANSWERS.validateDesign);
      const elsewhere = adapters.storedMedia.put(
        'img_carrousels/b-aurora/req-c4/x.png',
        new Uint8Array(4),
        'image/png',
      );
      const otherBrand = adapters.storedMedia.put(
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
        await adapters.requirements.update('b-aurora', 'req-c3', { imagesAIUrl: [url, IMG2] });
        expect(await failureOf(service.validate(eva, key('req-c3'), 0))).toMatchObject({
          kind: 'validation',
          message: ServerMessages.aiEndpoint.mediaOutsideBrand('image_url'),
        });
      }
      expect(adapters.ai.calls).toEqual([]);
      expect(await adapters.designValidations.list('b-aurora', 'req-c3', 0)).toEqual([]);
      expect((await stored())?.validation).toEqual(C3.validation);
    });

    it('keeps the requirement and records nothing on a malformed answer or a failure', async () => {
      adapters.ai.respondOnce('validateDesign', { alineacion: 140, descripcion: 'x' });
      expect(await failureOf(service.validate(eva, key('req-c3'), 0))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: `Error al validar diseño: ${Messages.ai.invalidAnswer}`,
      });
      adapters.ai.respondOnce('validateDesign', new Error('timeout'));
      expect(await failureOf(service.validate(eva, key('req-c3'), 0))).toMatchObject({
        kind: 'upstream',
        message: 'Error al validar diseño: timeout',
      });
      adapters.ai.respond('validateDesign', PLAUSIBLE_AI_ANSWERS.validateDesign);
      adapters.designValidations.failNext('record', new Error('lote rechazado'));
      expect((await failureOf(service.validate(eva, key('req-c3'), 0))).message).toBe(
        'Error al validar diseño: lote rechazado',
      );
      expect(await stored()).toEqual(C3);
      expect(await adapters.designValidations.list('b-aurora', 'req-c3', 0)).toEqual([]);
    });

    it('needs CARROUSEL_VALIDAI', async () => {
      expect((await failureOf(service.validate(without('CARROUSEL_VALIDAI'), key('req-c3'), 0))).kind).toBe(
        'forbidden',
      );
    });
  });

  describe('editTexts', () => {
    it('writes only what was edited', async () => {
      const captionOnly = await service.editTexts(eva, key('req-c3'), { caption: 'Nuevo caption' });
      expect(captionOnly).toMatchObject({ caption: 'Nuevo caption', instructions: C3.instructions });
      const guide = await service.editTexts(eva, key('req-c3'), {
        guide: { index: 1, description: 'B', suggestedWords: 'b' },
      });
      expect(guide).toMatchObject({
        caption: 'Nuevo caption',
        instructions: ['Guía uno', 'B', 'Guía tres'],
        suggestedWords: ['uno', 'b', 'tres'],
        updatedAt: new Date(NOW),
        changedBy: EVA_STAMP,
      });
      expect(await stored()).toEqual(guide);
      const words = await service.editTexts(eva, key('req-c3'), { guide: { index: 2, suggestedWords: 'otras' } });
      expect(words).toMatchObject({ instructions: guide.instructions, suggestedWords: ['uno', 'b', 'otras'] });
    });

    it('writes the guide into its slot of the lists as stored now: a guide saved meanwhile is kept', async () => {
      const theirs = {
        instructions: ['Guía uno', 'Guía dos', 'De otra persona'],
        suggestedWords: ['uno', 'suyas', 'tres'],
      };
      writeBeforeNextUpdateFrom(adapters.requirements, 'b-aurora', 'req-c3', theirs);
      const updated = await service.editTexts(eva, key('req-c3'), { guide: { index: 0, description: 'Mía' } });
      expect(updated).toMatchObject({
        instructions: ['Mía', 'Guía dos', 'De otra persona'],
        suggestedWords: ['uno', 'suyas', 'tres'],
      });
      expect(await stored()).toEqual(updated);
    });

    it('keeps both edits when two people save different guides at the same moment', async () => {
      await Promise.all([
        service.editTexts(eva, key('req-c3'), { guide: { index: 0, description: 'De Eva', suggestedWords: 'eva' } }),
        service.editTexts(eva, key('req-c3'), { guide: { index: 2, description: 'De Leo' } }),
        service.editTexts(eva, key('req-c3'), { caption: 'Caption de Ana' }),
      ]);
      expect(await stored()).toMatchObject({
        caption: 'Caption de Ana',
        instructions: ['De Eva', 'Guía dos', 'De Leo'],
        suggestedWords: ['eva', 'dos', 'tres'],
      });
    });

    it('fills the lists up to a guide they do not have yet', async () => {
      const updated = await service.editTexts(eva, key('req-c4'), { guide: { index: 1, suggestedWords: 'dos' } });
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
        expect(await failureOf(service.editTexts(eva, key('req-c3'), edit as never))).toMatchObject({
          kind: 'validation',
          message: 'Error al guardar los cambios.',
        });
      }
      expect(await stored()).toEqual(C3);
    });

    it('needs REQUIREMENTS_EDIT (a designer with the new-guides key cannot hand-edit a guide) and keeps the requirement on a failure', async () => {
      expect(
        (await failureOf(service.editTexts(without('REQUIREMENTS_EDIT'), key('req-c3'), { caption: 'x' }))).kind,
      ).toBe('forbidden');
      const designer = actorWith(['ADMIN_BRANDS_OWNER', 'VIEW_REQUIREMENTS', 'CARROUSEL_NEWGUIDES']);
      expect(
        (await failureOf(service.editTexts(designer, key('req-c3'), { guide: { index: 0, description: 'x' } }))).kind,
      ).toBe('forbidden');
      adapters.requirements.failNext('updateFrom');
      expect(await failureOf(service.editTexts(eva, key('req-c3'), { caption: 'x' }))).toMatchObject({
        kind: 'upstream',
        message: 'Error al guardar los cambios.',
      });
      expect(
        await failureOf(
          service.editTexts(eva, key('req-c3'), { guide: { index: 0, description: 'x'.repeat(900_000) } }),
        ),
      ).toMatchObject({ kind: 'validation' });
      expect(await stored()).toEqual(C3);
    });
  });

  describe('which requirement a command acts on', () => {
    it("refuses another brand's requirement, another kind of requirement and a hidden brand, writing nothing", async () => {
      adapters.ai.respond('carouselCaptions', PLAUSIBLE_AI_ANSWERS.carouselCaptions);
      const notFound = { kind: 'not-found', message: Messages.carousel.requirementNotFound };
      expect(await failureOf(service.generateSuggestion(eva, key('req-ajeno')))).toMatchObject(notFound);
      expect(await failureOf(service.generateSuggestion(eva, key('req-sin')))).toMatchObject(notFound);
      expect(await failureOf(service.editTexts(eva, key('req-video'), { caption: 'x' }))).toMatchObject(notFound);
      expect(await failureOf(service.editTexts(eva, key('req-ajeno', 'b-ajena'), { caption: 'x' }))).toMatchObject({
        kind: 'forbidden',
      });
      expect(adapters.ai.calls).toEqual([]);
      expect(await stored('req-video')).toEqual(VIDEO);
      expect(await stored('req-ajeno', 'b-ajena')).toEqual(AJENO);
    });
  });
});

describe('the carousel commands, through dispatchCommand with raw JSON bodies', () => {
  let adapters: MemoryAdapters;
  let dispatch: (actor: Actor, name: string, rawBody: string) => Promise<unknown>;
  let uploadedPath: string;

  const stored = async (id = 'req-c3', brandId = 'b-aurora') => adapters.requirements.get(brandId, id);
  /** A valid body of each command for `target`, as the browser sends it. */
  const bodyOf = (action: string, target: RequirementKey): Record<string, unknown> => {
    switch (action) {
      case 'image':
      case 'validate':
        return { ...target, index: 0 };
      case 'image-replaced':
        return { ...target, index: 0, path: uploadedPath };
      case 'edit-texts':
        return { ...target, caption: 'Otro caption' };
      default:
        return { ...target };
    }
  };
  const run = (action: string, body: unknown, actor = eva) =>
    dispatch(actor, `carousel/${action}`, JSON.stringify(body));
  const ACTIONS = Object.keys(CONTENT_COMMANDS.carousel);

  beforeEach(async () => {
    adapters = twins();
    adapters.ai.withPlausibleDefaults();
    dispatch = dispatcherOf(adapters);
    uploadedPath = await new MediaUploads(adapters.storage, adapters.clock).carouselImage(
      eva,
      key('req-c3'),
      0,
      pickedFile('nueva.png', 'image/png'),
    );
  });

  it('declares every carousel action, those that call a model marked as such', () => {
    expect(ACTIONS).toEqual(['suggestion', 'guides', 'image', 'image-replaced', 'validate', 'edit-texts']);
    expect(
      ACTIONS.filter(
        (action) => CONTENT_COMMANDS.carousel[action as keyof typeof CONTENT_COMMANDS.carousel].model === true,
      ),
    ).toEqual(['suggestion', 'guides', 'image', 'validate']);
  });

  it('runs each command once and answers the requirement as stored, stamped with who asked', async () => {
    for (const action of ACTIONS) {
      const answer = (await run(action, bodyOf(action, key('req-c3')))) as Requirement;
      expect(answer.changedBy).toEqual(EVA_STAMP);
      expect(await stored()).toEqual(answer);
    }
    expect(adapters.ai.callsTo('carouselCaptions')).toHaveLength(1);
    expect(adapters.ai.callsTo('generateDesignGuides')).toHaveLength(1);
    expect(adapters.ai.callsTo('generateCarouselImage')).toHaveLength(1);
    expect(adapters.ai.callsTo('validateDesign')).toHaveLength(1);
    expect((await stored())?.caption).toBe('Otro caption');
  });

  it('refuses, per command, a missing key, a body that is not an object, a hidden brand and a requirement that is not a carousel of the brand, changing nothing', async () => {
    const before = await stored();
    for (const action of ACTIONS) {
      const body = bodyOf(action, key('req-c3'));
      const { brandId: _brand, requirementId: _requirement, ...rest } = body;
      expect(await failureOf(run(action, rest))).toMatchObject({
        kind: 'validation',
        message: "El campo 'brandId' es obligatorio y debe ser texto.",
      });
      expect(await failureOf(run(action, { ...body, requirementId: '../req-c4' }))).toMatchObject({
        kind: 'validation',
        message: Messages.endpoints.invalidId('requirementId'),
      });
      for (const raw of ['[]', '"carrusel"', 'null', '3']) {
        expect(await failureOf(dispatch(eva, `carousel/${action}`, raw))).toMatchObject({
          kind: 'validation',
          message: Messages.endpoints.bodyNotObject,
        });
      }
      expect(await failureOf(run(action, bodyOf(action, key('req-ajeno', 'b-ajena'))))).toMatchObject({
        kind: 'forbidden',
      });
      for (const target of [key('req-ajeno'), key('req-video'), key('req-nada')]) {
        expect(await failureOf(run(action, bodyOf(action, target)))).toMatchObject({
          kind: 'not-found',
          message: Messages.carousel.requirementNotFound,
        });
      }
      expect(await failureOf(run(action, body, actorWith(['ADMIN_BRANDS_OWNER'])))).toMatchObject({
        kind: 'forbidden',
      });
    }
    expect(adapters.ai.calls).toEqual([]);
    expect(await stored()).toEqual(before);
    expect(await stored('req-video')).toEqual(VIDEO);
    expect(await stored('req-ajeno', 'b-ajena')).toEqual(AJENO);
  });

  it('refuses an unknown action', async () => {
    expect(await failureOf(run('borrar', key('req-c3')))).toMatchObject({
      kind: 'not-found',
      message: Messages.endpoints.unknownRoute,
    });
  });

  it('refuses indexes that are not positions, and cards the carousel does not have', async () => {
    for (const action of ['image', 'image-replaced', 'validate']) {
      for (const index of ['0', -1, 1.5, null]) {
        expect(await failureOf(run(action, { ...bodyOf(action, key('req-c3')), index }))).toMatchObject({
          kind: 'validation',
          message: "El campo 'index' debe ser un número.",
        });
      }
    }
    expect(
      await failureOf(run('image-replaced', { ...bodyOf('image-replaced', key('req-c3')), index: 3 })),
    ).toMatchObject({ kind: 'validation', message: Messages.carousel.invalidImageIndex });
    expect(
      await failureOf(run('edit-texts', { ...key('req-c3'), guide: { index: 3, description: 'x' } })),
    ).toMatchObject({
      kind: 'validation',
      message: Messages.blueprint.saveChanges,
    });
    expect(await stored()).toEqual(C3);
  });

  it('caps the edited texts and refuses texts that are not texts', async () => {
    const long = 'x'.repeat(TEXT_LIMITS.text + 1);
    for (const [body, message] of [
      [{ ...key('req-c3'), caption: long }, Messages.endpoints.fieldTooLong('caption', TEXT_LIMITS.text)],
      [
        { ...key('req-c3'), guide: { index: 0, description: long } },
        Messages.endpoints.fieldTooLong('description', TEXT_LIMITS.text),
      ],
      [
        { ...key('req-c3'), guide: { index: 0, suggestedWords: long } },
        Messages.endpoints.fieldTooLong('suggestedWords', TEXT_LIMITS.text),
      ],
      [{ ...key('req-c3'), caption: ['x'] }, Messages.endpoints.fieldNotText('caption')],
      [
        { ...key('req-c3'), guide: { index: 0, suggestedWords: ['x', 'y'] } },
        Messages.endpoints.fieldNotText('suggestedWords'),
      ],
      [{ ...key('req-c3'), guide: 'x' }, Messages.endpoints.bodyNotObject],
      [{ ...key('req-c3'), caption: 'a\u0000b' }, Messages.endpoints.controlCharacters('caption')],
    ] as const) {
      expect(await failureOf(run('edit-texts', body))).toMatchObject({ kind: 'validation', message });
    }
    expect(await stored()).toEqual(C3);
  });

  it("refuses as the image's path anything but an object of the carousel's folder: another folder, a URL, javascript:", async () => {
    const outside = ServerMessages.aiEndpoint.mediaOutsideBrand('path');
    for (const path of [
      'img_carrousels/b-aurora/req-c4/nueva.png',
      `img_carrousels/b-ajena/req-c3/${uploadedPath.split('/').at(-1) ?? ''}`,
      'video_blogs/b-aurora/req-c3/x.png',
      twinUrl(uploadedPath),
      'https://evil.example/x.png',
      'javascript:alert(1)',
      '',
    ]) {
      expect(await failureOf(run('image-replaced', { ...key('req-c3'), index: 0, path }))).toMatchObject({
        kind: 'validation',
        message: outside,
      });
    }
    expect(await failureOf(run('image-replaced', { ...key('req-c3'), index: 0, path: 3 }))).toMatchObject({
      kind: 'validation',
      message: Messages.endpoints.fieldNotText('path'),
    });
    expect(await stored()).toEqual(C3);
  });

  it('an invalid model answer changes nothing, for every command that calls a model', async () => {
    adapters.ai
      .respond('carouselCaptions', { redes_json: 'nada' })
      .respond('generateDesignGuides', { guias_json: {} })
      .respond('generateCarouselImage', { imageBase64: '' })
      .respond('validateDesign', { alineacion: 'mucho' });
    for (const action of ['suggestion', 'guides', 'image', 'validate']) {
      expect(await failureOf(run(action, bodyOf(action, key('req-c3'))))).toMatchObject({ kind: 'invalid-ai-answer' });
    }
    expect(await stored()).toEqual(C3);
    expect(adapters.storage.list().map((object) => object.path)).toEqual([uploadedPath]);
    expect(await adapters.designValidations.list('b-aurora', 'req-c3', 0)).toEqual([]);
  });
});
