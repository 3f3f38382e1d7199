import { beforeEach, describe, expect, it } from 'vitest';
import {
  CarouselUseCases,
  IMAGE_MARGIN_INSTRUCTION,
  Messages,
  createRequirement,
  type Brand,
  type PermissionKey,
  type Requirement,
  type RequirementKey,
} from '@estudio/domain';
import { aBlueprint } from '../contracts/fixtures.js';
import {
  FixedClock,
  InMemoryBlueprintRepository,
  InMemoryBrandRepository,
  InMemoryDesignValidations,
  InMemoryMediaStorage,
  InMemoryRequirementRepository,
  PLAUSIBLE_AI_ANSWERS,
  ScriptedAiServices,
  TINY_PNG_BASE64,
} from '../memory/index.js';
import { actorWith, failureOf, pickedFile, untilHeld, writeBeforeNextUpdateFrom } from './test-kit.js';

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

const C3 = carousel('req-c3', {
  number: 3,
  title: 'Carrusel 3 - T2',
  caption: 'Caption actual',
  instructions: ['Guía uno', 'Guía dos', 'Guía tres'],
  suggestedWords: ['uno', 'dos', 'tres'],
  imagesAIUrl: ['https://img.example/1.png', 'https://img.example/2.png'],
  validation: {
    '0': { alineacion: 60, descripcion: 'Lejos de la guía.' },
    '1': { alineacion: 90, descripcion: 'Alineada.' },
  },
});
const C4 = carousel('req-c4', { number: 4, title: 'Carrusel 4 - T3' });
const LIBRE = carousel('req-libre', { number: 20, title: 'Carrusel especial', caption: 'c' });
const SIN = carousel('req-sin', {
  brandId: 'b-sin',
  number: 1,
  title: 'Carrusel 1 - T1',
  caption: 'c',
  imagesAIUrl: ['https://img.example/x.png'],
});
const AJENO = carousel('req-ajeno', { brandId: 'b-ajena', number: 1, title: 'Carrusel 1 - T1', caption: 'c' });

const key = (requirementId: string, brandId = 'b-aurora'): RequirementKey => ({ brandId, requirementId });

describe('CarouselUseCases', () => {
  let brands: InMemoryBrandRepository;
  let blueprints: InMemoryBlueprintRepository;
  let requirements: InMemoryRequirementRepository;
  let storage: InMemoryMediaStorage;
  let ai: ScriptedAiServices;
  let service: CarouselUseCases;

  const stored = async (id = 'req-c3', brandId = 'b-aurora') => requirements.get(brandId, id);

  beforeEach(() => {
    brands = new InMemoryBrandRepository([AURORA, SIN_METRICAS, AJENA]);
    blueprints = new InMemoryBlueprintRepository([aBlueprint('b-aurora'), aBlueprint('b-sin')]);
    requirements = new InMemoryRequirementRepository([C3, C4, LIBRE, SIN, AJENO]);
    storage = new InMemoryMediaStorage();
    ai = new ScriptedAiServices();
    service = new CarouselUseCases(brands, blueprints, requirements, storage, ai, ai, ai, ai, new FixedClock(NOW));
  });

  describe('load', () => {
    it('answers the brand, the requirement, the carousel networks and whether it may publish', async () => {
      const detail = await service.load(eva, 'b-aurora', '3');
      expect(detail.requirement).toEqual(C3);
      expect(detail.brand).toEqual(AURORA);
      expect(detail.networks).toEqual(['Instagram', 'Threads', 'Pinterest']);
      expect(detail.canPublish).toBe(true);
      expect((await service.load(without('CARROUSEL_SENDTOMETRICS'), 'b-aurora', 3)).canPublish).toBe(false);
      expect((await service.load(eva, 'b-sin', 1)).canPublish).toBe(false);
    });

    it('needs the brand id and the number', async () => {
      for (const [brandId, number] of [
        [null, 3],
        ['b-aurora', undefined],
        ['', 3],
        ['b-aurora', 0],
      ] as const) {
        expect(await failureOf(service.load(eva, brandId, number))).toMatchObject({
          kind: 'validation',
          message: 'Faltan datos de la marca o requerimiento.',
        });
      }
    });

    it('refuses an unknown brand or requirement, a hidden brand and a missing key', async () => {
      expect(await failureOf(service.load(eva, 'b-nada', 3))).toMatchObject({
        kind: 'not-found',
        message: 'Marca no encontrada.',
      });
      expect(await failureOf(service.load(eva, 'b-aurora', 99))).toMatchObject({
        kind: 'not-found',
        message: 'Requerimiento no encontrado.',
      });
      expect((await failureOf(service.load(eva, 'b-ajena', 1))).kind).toBe('forbidden');
      expect((await failureOf(service.load(without('VIEW_REQUIREMENTS'), 'b-aurora', 3))).kind).toBe('forbidden');
    });

    it('reports a failed read', async () => {
      requirements.failNext('findByNumber');
      expect(await failureOf(service.load(eva, 'b-aurora', 3))).toMatchObject({
        kind: 'upstream',
        message: Messages.requirements.find,
      });
    });
  });

  describe('generateSuggestion', () => {
    it("stores the caption of the requirement's grid position", async () => {
      ai.respond('carouselCaptions', PLAUSIBLE_AI_ANSWERS.carouselCaptions);
      const updated = await service.generateSuggestion(eva, key('req-c3'));
      expect(updated.caption).toBe('Texto sugerido 2: una idea clara para la marca.');
      expect(updated.updatedAt).toEqual(new Date(NOW));
      expect(await stored()).toEqual(updated);
      expect(ai.callsTo('carouselCaptions')[0]?.brand_strategy).toContain('Marca: Café Aurora');
      expect(ai.callsTo('carouselCaptions')[0]).toMatchObject(key('req-c3'));
    });

    it('falls back to the requirement number, wrapping around the captions', async () => {
      ai.respond('carouselCaptions', { redes_json: { a: 'Uno', b: 'Dos', c: 'Tres' } });
      expect((await service.generateSuggestion(eva, key('req-libre'))).caption).toBe('Dos');
      expect((await service.generateSuggestion(eva, key('req-c4'))).caption).toBe('Tres');
    });

    it('keeps the requirement on a malformed answer or a failure', async () => {
      ai.respondOnce('carouselCaptions', { redes_json: 'sin captions' });
      expect(await failureOf(service.generateSuggestion(eva, key('req-c3')))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: Messages.carousel.generateSuggestion,
      });
      ai.respondOnce('carouselCaptions', new Error('503'));
      expect(await failureOf(service.generateSuggestion(eva, key('req-c3')))).toMatchObject({
        kind: 'upstream',
        message: Messages.carousel.generateSuggestion,
      });
      ai.respond('carouselCaptions', PLAUSIBLE_AI_ANSWERS.carouselCaptions);
      requirements.failNext('update');
      expect((await failureOf(service.generateSuggestion(eva, key('req-c3')))).message).toBe(
        Messages.carousel.generateSuggestion,
      );
      expect(await stored()).toEqual(C3);
    });

    it('needs the guide, the key and the permission', async () => {
      blueprints = new InMemoryBlueprintRepository();
      service = new CarouselUseCases(brands, blueprints, requirements, storage, ai, ai, ai, ai, new FixedClock(NOW));
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
      expect(ai.calls).toEqual([]);
    });
  });

  describe('generateGuides', () => {
    it('stores the three guides and their suggested words', async () => {
      ai.respond('generateDesignGuides', PLAUSIBLE_AI_ANSWERS.generateDesignGuides);
      const updated = await service.generateGuides(eva, key('req-c3'));
      expect(updated.instructions).toEqual([
        'Portada con el mensaje clave sobre fondo naranja.',
        'Tres consejos en tarjetas azules.',
        'Cierre con llamada a la acción.',
      ]);
      expect(updated.suggestedWords).toEqual(['simple, día', 'consejos, tiempo', 'síguenos']);
      expect(await stored()).toEqual(updated);
      const [request] = ai.callsTo('generateDesignGuides');
      expect(request).toMatchObject({ ...key('req-c3'), temperature: 1, max_output_tokens: 8192 });
      expect(request?.prompt1).toContain('Caption actual');
    });

    it('needs a caption', async () => {
      expect(await failureOf(service.generateGuides(eva, key('req-c4')))).toMatchObject({
        kind: 'validation',
        message: 'Caption requerido para generar guías.',
      });
      expect(ai.calls).toEqual([]);
    });

    it('refuses anything but exactly three guides, and keeps the requirement', async () => {
      ai.respondOnce('generateDesignGuides', {
        guias_json: {
          guia1: { descripcion: 'a', palabras_sugeridas: 'b' },
          guia2: { descripcion: 'c', palabras_sugeridas: 'd' },
        },
      });
      expect(await failureOf(service.generateGuides(eva, key('req-c3')))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: 'Guías inválidas.',
      });
      ai.respondOnce('generateDesignGuides', new Error('timeout'));
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
    it('uploads the new image, stores its URL at the index and drops its old validation', async () => {
      ai.respond('generateCarouselImage', { imageBase64: TINY_PNG_BASE64 });
      const updated = await service.generateImage(eva, key('req-c3'), 1);
      const path = `img_carrousels/b-aurora/req-c3/imagen-2-${NOW_MS}.png`;
      expect(storage.read(path)).toMatchObject({ contentType: 'image/png' });
      expect(updated.imagesAIUrl).toEqual(['https://img.example/1.png', InMemoryMediaStorage.urlFor(path)]);
      expect(updated.validation).toEqual({ '0': C3.validation['0'] });
      expect(await stored()).toEqual(updated);
      const [request] = ai.callsTo('generateCarouselImage');
      expect(request).toMatchObject({ ...key('req-c3'), caption: 'Caption actual', descripcion: 'Guía dos' });
      expect(request?.graphicGuide).toContain(IMAGE_MARGIN_INSTRUCTION);
    });

    it("stores the image over the images and marks as stored when it is written: another card's image and mark saved meanwhile are kept", async () => {
      ai.respond('generateCarouselImage', { imageBase64: TINY_PNG_BASE64 });
      const theirs = 'https://img.example/otra-persona.png';
      const fresh = { alineacion: 88, descripcion: 'Recién validada.' };
      writeBeforeNextUpdateFrom(requirements, 'b-aurora', 'req-c3', {
        imagesAIUrl: [theirs, 'https://img.example/2.png'],
        validation: { ...C3.validation, '0': fresh },
      });
      const updated = await service.generateImage(eva, key('req-c3'), 1);
      const url = InMemoryMediaStorage.urlFor(`img_carrousels/b-aurora/req-c3/imagen-2-${NOW_MS}.png`);
      expect(updated.imagesAIUrl).toEqual([theirs, url]);
      expect(updated.validation).toEqual({ '0': fresh });
      expect(await stored()).toEqual(updated);
    });

    it('fills the list up to a new index and keeps the image type of the answer', async () => {
      ai.respond('generateCarouselImage', { imageBase64: JPEG_BASE64 });
      const updated = await service.generateImage(eva, key('req-c3'), 2);
      const path = `img_carrousels/b-aurora/req-c3/imagen-3-${NOW_MS}.jpg`;
      expect(storage.read(path)?.contentType).toBe('image/jpeg');
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
      expect(ai.calls).toEqual([]);
    });

    it('keeps the requirement and stores no file on a malformed answer', async () => {
      ai.respond('generateCarouselImage', { imageBase64: '%%%' });
      expect(await failureOf(service.generateImage(eva, key('req-c3'), 0))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: `Error al generar la nueva imagen: ${Messages.ai.invalidAnswer}`,
      });
      expect(storage.list()).toEqual([]);
      expect(await stored()).toEqual(C3);
    });

    it('reports failures with their reason and keeps the requirement', async () => {
      ai.respondOnce('generateCarouselImage', new Error('modelo saturado'));
      expect(await failureOf(service.generateImage(eva, key('req-c3'), 0))).toMatchObject({
        kind: 'upstream',
        message: 'Error al generar la nueva imagen: modelo saturado',
      });
      ai.respond('generateCarouselImage', { imageBase64: TINY_PNG_BASE64 });
      storage.failNext('uploadBase64', new Error('sin espacio'));
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

  describe('replaceImage', () => {
    it('uploads the picked image and stores its URL at the index', async () => {
      const file = pickedFile('mi foto.webp', 'image/webp');
      const updated = await service.replaceImage(eva, key('req-c3'), 0, file);
      const path = `img_carrousels/b-aurora/req-c3/imagen-1-${NOW_MS}-mi foto.webp`;
      expect(storage.read(path)).toMatchObject({ contentType: 'image/webp', size: 1024 });
      expect(updated.imagesAIUrl[0]).toBe(InMemoryMediaStorage.urlFor(path));
      expect(updated.validation).toEqual({ '1': C3.validation['1'] });
      expect(await stored()).toEqual(updated);
    });

    it('keeps both images when two people replace different cards at the same moment', async () => {
      await Promise.all([
        service.replaceImage(eva, key('req-c3'), 0, pickedFile('de eva.png', 'image/png')),
        service.replaceImage(eva, key('req-c3'), 2, pickedFile('de leo.png', 'image/png')),
      ]);
      expect((await stored())?.imagesAIUrl).toEqual([
        InMemoryMediaStorage.urlFor(`img_carrousels/b-aurora/req-c3/imagen-1-${NOW_MS}-de eva.png`),
        'https://img.example/2.png',
        InMemoryMediaStorage.urlFor(`img_carrousels/b-aurora/req-c3/imagen-3-${NOW_MS}-de leo.png`),
      ]);
      expect((await stored())?.validation).toEqual({ '1': C3.validation['1'] });
    });

    it('checks the file and the index before uploading', async () => {
      expect(await failureOf(service.replaceImage(eva, key('req-c3'), 0, null))).toMatchObject({
        kind: 'validation',
        message: 'No se seleccionó ningún archivo.',
      });
      expect(
        await failureOf(service.replaceImage(eva, key('req-c3'), 0, pickedFile('a.pdf', 'application/pdf'))),
      ).toMatchObject({
        kind: 'validation',
        message: 'Tipo de archivo inválido. Solo png, jpg, jpeg, gif o webp.',
      });
      for (const index of [3, -1, 0.5]) {
        expect(
          (await failureOf(service.replaceImage(eva, key('req-c3'), index, pickedFile('a.png', 'image/png')))).message,
        ).toBe(Messages.carousel.invalidImageIndex);
      }
      expect(storage.list()).toEqual([]);
    });

    it('reports failures with their reason and keeps the requirement', async () => {
      const file = pickedFile('a.png', 'image/png');
      storage.failNext('upload', new Error('red caída'));
      expect(await failureOf(service.replaceImage(eva, key('req-c3'), 0, file))).toMatchObject({
        kind: 'upstream',
        message: 'Error al subir la nueva imagen: red caída',
      });
      requirements.failNext('updateFrom', new Error('sin permiso'));
      expect((await failureOf(service.replaceImage(eva, key('req-c3'), 0, file))).message).toBe(
        'Error al subir la nueva imagen: sin permiso',
      );
      expect(await stored()).toEqual(C3);
    });

    it('writes out a failure that is not an Error', async () => {
      class ThrowingStorage extends InMemoryMediaStorage {
        override upload(): never {
          throw 413;
        }
      }
      service = new CarouselUseCases(
        brands,
        blueprints,
        requirements,
        new ThrowingStorage(),
        ai,
        ai,
        ai,
        ai,
        new FixedClock(NOW),
      );
      expect(
        (await failureOf(service.replaceImage(eva, key('req-c3'), 0, pickedFile('a.png', 'image/png')))).message,
      ).toBe('Error al subir la nueva imagen: 413');
    });

    it('stops when its signal aborts during the upload: the cancel message, nothing stored, the card as it was', async () => {
      storage.holdUploads();
      const controller = new AbortController();
      const file = pickedFile('a.png', 'image/png');
      const replacing = service.replaceImage(eva, key('req-c3'), 0, file, undefined, controller.signal);
      await untilHeld(storage);
      controller.abort();
      expect(await failureOf(replacing)).toMatchObject({
        kind: 'cancelled',
        message: Messages.dataStore.uploadCancelled,
      });
      storage.releaseUploads();
      expect(storage.list()).toEqual([]);
      expect(await stored()).toEqual(C3);
    });

    it('needs CARROUSEL_CHANGEIMG', async () => {
      const file = pickedFile('a.png', 'image/png');
      expect((await failureOf(service.replaceImage(without('CARROUSEL_CHANGEIMG'), key('req-c3'), 0, file))).kind).toBe(
        'forbidden',
      );
    });
  });

  describe('validateDesign', () => {
    it('answers the alignment of the image at its index, and leaves storing it to the server', async () => {
      ai.respond('validateDesign', { alineacion: '82,5 %', descripcion: 'Buena alineación.' });
      const updated = await service.validateDesign(eva, key('req-c3'), 0);
      expect(updated.validation).toEqual({
        '0': { alineacion: 82.5, descripcion: 'Buena alineación.' },
        '1': C3.validation['1'],
      });
      expect(updated).toEqual({ ...C3, validation: updated.validation });
      // The ai function writes validation.{index} and the image's history; the browser never writes it.
      expect(await stored()).toEqual(C3);
      expect(ai.callsTo('validateDesign')).toEqual([
        {
          brandId: 'b-aurora',
          requirementId: 'req-c3',
          index: 0,
          image_url: 'https://img.example/1.png',
          design_guidance: 'Guía uno',
          brand_manual_summary: AURORA.analysis,
          caption: 'Caption actual',
        },
      ]);
    });

    it('answers the requirement as stored after the check, with what others saved meanwhile', async () => {
      const theirs = 'https://img.example/otra-persona.png';
      ai.respond('validateDesign', () => {
        void requirements.update('b-aurora', 'req-c3', { imagesAIUrl: [C3.imagesAIUrl[0]!, theirs] });
        return { alineacion: 80, descripcion: 'Bien.' };
      });
      const updated = await service.validateDesign(eva, key('req-c3'), 0);
      expect(updated.imagesAIUrl).toEqual([C3.imagesAIUrl[0], theirs]);
      expect(updated.validation['0']).toEqual({ alineacion: 80, descripcion: 'Bien.' });
    });

    it('answers the requirement as first read, with the mark, when the read after the check fails', async () => {
      ai.respond('validateDesign', () => {
        requirements.failNext('get');
        return { alineacion: 80, descripcion: 'Bien.' };
      });
      const updated = await service.validateDesign(eva, key('req-c3'), 0);
      expect(updated).toEqual({
        ...C3,
        validation: { ...C3.validation, '0': { alineacion: 80, descripcion: 'Bien.' } },
      });
    });

    it('sends an empty manual summary for a brand without analysis', async () => {
      await brands.update('b-aurora', { analysis: '', updatedAt: new Date(NOW) });
      ai.respond('validateDesign', PLAUSIBLE_AI_ANSWERS.validateDesign);
      await service.validateDesign(eva, key('req-c3'), 1);
      expect(ai.callsTo('validateDesign')[0]?.brand_manual_summary).toBe('');
    });

    it('needs the image and the description', async () => {
      expect(await failureOf(service.validateDesign(eva, key('req-c3'), 2))).toMatchObject({
        kind: 'validation',
        message: 'Faltan datos para validar el diseño.',
      });
      expect((await failureOf(service.validateDesign(eva, key('req-c3'), -2))).message).toBe(
        Messages.carousel.invalidImageIndex,
      );
      expect(ai.calls).toEqual([]);
    });

    it('keeps the requirement on a malformed answer or a failure', async () => {
      ai.respondOnce('validateDesign', { alineacion: 140, descripcion: 'x' });
      expect(await failureOf(service.validateDesign(eva, key('req-c3'), 0))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: `Error al validar diseño: ${Messages.ai.invalidAnswer}`,
      });
      ai.respondOnce('validateDesign', new Error('timeout'));
      expect(await failureOf(service.validateDesign(eva, key('req-c3'), 0))).toMatchObject({
        kind: 'upstream',
        message: 'Error al validar diseño: timeout',
      });
      expect(await stored()).toEqual(C3);
    });

    it('needs CARROUSEL_VALIDAI', async () => {
      expect((await failureOf(service.validateDesign(without('CARROUSEL_VALIDAI'), key('req-c3'), 0))).kind).toBe(
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
      writeBeforeNextUpdateFrom(requirements, 'b-aurora', 'req-c3', theirs);
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

    it('needs REQUIREMENTS_EDIT and keeps the requirement on a failure', async () => {
      expect(
        (await failureOf(service.editTexts(without('REQUIREMENTS_EDIT'), key('req-c3'), { caption: 'x' }))).kind,
      ).toBe('forbidden');
      requirements.failNext('updateFrom');
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
});

describe('CarouselUseCases: what the screen reads besides load (issue 15)', () => {
  let requirements: InMemoryRequirementRepository;
  let storage: InMemoryMediaStorage;
  let validations: InMemoryDesignValidations;
  let service: CarouselUseCases;

  beforeEach(() => {
    const brands = new InMemoryBrandRepository([AURORA, SIN_METRICAS, AJENA]);
    const blueprints = new InMemoryBlueprintRepository([aBlueprint('b-aurora')]);
    requirements = new InMemoryRequirementRepository([C3, C4, AJENO]);
    storage = new InMemoryMediaStorage();
    validations = new InMemoryDesignValidations(requirements);
    const ai = new ScriptedAiServices();
    service = new CarouselUseCases(
      brands,
      blueprints,
      requirements,
      storage,
      ai,
      ai,
      ai,
      ai,
      new FixedClock(NOW),
      validations,
    );
  });

  it('open: the same detail as load, by the requirement id (a reload has no number)', async () => {
    expect(await service.open(eva, key('req-c3'))).toEqual(await service.load(eva, 'b-aurora', 3));
    expect(await failureOf(service.open(eva, key('req-nada')))).toMatchObject({
      message: 'Requerimiento no encontrado.',
    });
    expect(await failureOf(service.open(eva, key('req-ajeno', 'b-ajena')))).toMatchObject({ kind: 'forbidden' });
    expect(await failureOf(service.open(eva, key('')))).toMatchObject({
      message: 'Faltan datos de la marca o requerimiento.',
    });
    expect(await failureOf(service.open(actorWith(['ADMIN_BRANDS_OWNER']), key('req-c3')))).toMatchObject({
      kind: 'forbidden',
    });
  });

  it("validationHistory: the card's entries, newest first, for whoever may view the requirement", async () => {
    const by = { uid: 'uid-eva', email: 'eva@estudio.example' };
    const entry = (index: number, at: string, alineacion: number) => ({
      index,
      imageUrl: 'https://img.example/1.png',
      alineacion,
      descripcion: `${alineacion}`,
      at: new Date(at),
      by,
    });
    await validations.record('b-aurora', 'req-c3', entry(0, '2026-03-01T10:00:00.000Z', 60));
    await validations.record('b-aurora', 'req-c3', entry(0, '2026-03-02T10:00:00.000Z', 80));
    await validations.record('b-aurora', 'req-c3', entry(1, '2026-03-03T10:00:00.000Z', 90));
    const history = await service.validationHistory(eva, key('req-c3'), 0);
    expect(history.map((item) => item.alineacion)).toEqual([80, 60]);
    expect(history[0]?.by).toEqual(by);
    expect(await failureOf(service.validationHistory(eva, key('req-c3'), -1))).toMatchObject({
      message: 'La imagen seleccionada no existe.',
    });
    expect(await failureOf(service.validationHistory(actorWith([]), key('req-c3'), 0))).toMatchObject({
      kind: 'forbidden',
    });
  });

  it('replaceImage reports the upload progress', async () => {
    const steps: number[] = [];
    await service.replaceImage(eva, key('req-c3'), 1, pickedFile('nueva.png', 'image/png', 1000), (progress) =>
      steps.push(progress.bytesTransferred / progress.totalBytes),
    );
    expect(steps.at(-1)).toBe(1);
    expect((await requirements.get('b-aurora', 'req-c3'))?.imagesAIUrl[1]).toMatch(/nueva\.png$/);
  });
});
