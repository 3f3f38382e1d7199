import { beforeEach, describe, expect, it } from 'vitest';
import {
  Messages,
  TEXT_LIMITS,
  VideoUseCases,
  createRequirement,
  type Brand,
  type PermissionKey,
  type Requirement,
  type RequirementKey,
  type Script,
  type ScriptSection,
  type UploadProgress,
} from '@estudio/domain';
import { aBlueprint } from '../contracts/fixtures.js';
import {
  FixedClock,
  InMemoryBlueprintRepository,
  InMemoryBrandRepository,
  InMemoryMediaStorage,
  InMemoryRequirementRepository,
  PLAUSIBLE_AI_ANSWERS,
  ScriptedAiServices,
} from '../memory/index.js';
import { actorWith, failureOf, pickedFile, untilHeld, writeBeforeNextUpdateFrom } from './test-kit.js';

const NOW = '2026-03-10T15:30:00.000Z';

const ALL_VIDEO_KEYS: PermissionKey[] = [
  'ADMIN_BRANDS_OWNER',
  'VIEW_REQUIREMENTS',
  'REQUIREMENTS_EDIT',
  'VIDEO_SUGGESTIONAI',
  'VIDEO_UPLOAD',
  'CARROUSEL_SENDTOMETRICS',
];
const eva = actorWith(ALL_VIDEO_KEYS);
const without = (key: PermissionKey) => actorWith(ALL_VIDEO_KEYS.filter((held) => held !== key));

const AURORA: Brand = {
  id: 'b-aurora',
  brandName: 'Café Aurora',
  owner: 'uid-eva',
  idMetrics: '42',
  diferences: 'Café de origen.',
  socialNetworks: ['Instagram', 'Threads', 'YouTube', 'Pinterest'],
};
const LUNA: Brand = { id: 'b-luna', brandName: 'Luna', owner: 'uid-eva', emotions: 'calma' };

const script = (n: number, videoUrl?: string): Script => ({
  Captacion: `Gancho ${n}`,
  'Argumento de Venta': `Argumento ${n}`,
  'Llamada a la acción': `Acción ${n}`,
  ...(videoUrl === undefined ? {} : { videoUrl }),
});

const video = (id: string, fields: Partial<Requirement> & { number: number; title: string }) =>
  createRequirement(id, { brandId: 'b-aurora', brand: 'Café Aurora', createdBy: 'eva@estudio.example', ...fields });

const V9 = video('req-v9', {
  number: 9,
  title: 'Video 9 - T3',
  caption: 'Caption del video',
  scripts: [script(1), script(2, 'https://videos.example/2.mp4')],
  videoToPublishIndex: 1,
});
const V10 = video('req-v10', { number: 10, title: 'Video 10 - T4' });
const V11 = video('req-v11', { number: 11, title: 'Video 11 - T5', caption: 'Caption listo' });
const L1 = createRequirement('req-l1', {
  brandId: 'b-luna',
  brand: 'Luna',
  title: 'Video 1 - T1',
  number: 1,
  createdBy: 'eva@estudio.example',
  caption: 'Caption de Luna',
  scripts: [script(1, 'https://videos.example/l.mp4')],
});

const key = (requirementId: string, brandId = 'b-aurora'): RequirementKey => ({ brandId, requirementId });
const mp4 = (size = 4096) => pickedFile('clip.mp4', 'video/mp4', size);

describe('VideoUseCases', () => {
  let brands: InMemoryBrandRepository;
  let requirements: InMemoryRequirementRepository;
  let storage: InMemoryMediaStorage;
  let ai: ScriptedAiServices;
  let service: VideoUseCases;

  const stored = async (id = 'req-v9', brandId = 'b-aurora') => requirements.get(brandId, id);

  beforeEach(() => {
    brands = new InMemoryBrandRepository([AURORA, LUNA]);
    requirements = new InMemoryRequirementRepository([V9, V10, V11, L1]);
    storage = new InMemoryMediaStorage();
    ai = new ScriptedAiServices();
    service = new VideoUseCases(
      brands,
      new InMemoryBlueprintRepository([aBlueprint('b-aurora')]),
      requirements,
      storage,
      ai,
      ai,
      new FixedClock(NOW),
    );
  });

  describe('load', () => {
    it('answers a requirement that has scripts as it is, with the video networks', async () => {
      const detail = await service.load(eva, 'b-aurora', 9);
      expect(detail).toMatchObject({ requirement: V9, brand: AURORA, canPublish: true, scriptsError: null });
      expect(detail.networks).toEqual(['Instagram', 'Pinterest', 'YouTube']);
      expect(ai.calls).toEqual([]);
      expect((await service.load(without('CARROUSEL_SENDTOMETRICS'), 'b-aurora', 9)).canPublish).toBe(false);
    });

    it('generates and stores the scripts of a requirement without them', async () => {
      ai.respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      const detail = await service.load(eva, 'b-aurora', '11');
      expect(detail.scriptsError).toBeNull();
      expect(detail.requirement.scripts).toHaveLength(3);
      expect(detail.requirement.scripts[0]?.Captacion).toBe('Gancho 1: ¿y si tu día fuera más simple?');
      expect(await stored('req-v11')).toEqual(detail.requirement);
      const [request] = ai.callsTo('generateScripts');
      expect(request?.texto).toBe('Caption listo');
      expect(request).toMatchObject(key('req-v11'));
      expect(request?.brand_strategy).toContain('Marca: Café Aurora');
    });

    it('says when it starts generating (the spinner of the screen), and only then', async () => {
      ai.respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      const told: string[] = [];
      await service.load(eva, 'b-aurora', 9, { onGenerating: () => told.push('con guiones') });
      await service.load(eva, 'b-aurora', 11, { onGenerating: () => told.push('sin guiones') });
      expect(told).toEqual(['sin guiones']);
    });

    it('does not generate for an actor without VIDEO_SUGGESTIONAI', async () => {
      const detail = await service.load(without('VIDEO_SUGGESTIONAI'), 'b-aurora', 11);
      expect(detail).toMatchObject({ requirement: V11, scriptsError: null });
      expect(ai.calls).toEqual([]);
    });

    it('opens anyway and reports why the scripts could not be generated', async () => {
      expect((await service.load(eva, 'b-aurora', 10)).scriptsError).toBe(
        'No se puede generar guiones sin un caption válido.',
      );
      expect(ai.calls).toEqual([]);
      await requirements.update('b-luna', 'req-l1', { scripts: [] });
      expect((await service.load(eva, 'b-luna', 1)).scriptsError).toBe('No se tiene blueprint para la marca.');
    });

    it('stores nothing when the answer is malformed or the call fails', async () => {
      ai.respondOnce('generateScripts', { guiones: { scripts: [] } });
      expect((await service.load(eva, 'b-aurora', 11)).scriptsError).toBe('La API no devolvió guiones válidos.');
      ai.respondOnce('generateScripts', new Error('timeout'));
      expect((await service.load(eva, 'b-aurora', 11)).scriptsError).toBe(
        'Error al generar los guiones. Por favor, intenta nuevamente más tarde.',
      );
      ai.respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      requirements.failNext('update');
      expect((await service.load(eva, 'b-aurora', 11)).scriptsError).toBe(Messages.video.generateScripts);
      expect(await stored('req-v11')).toEqual(V11);
    });

    it('needs the brand and the number, and finds both', async () => {
      expect(await failureOf(service.load(eva, '', 9))).toMatchObject({
        kind: 'validation',
        message: 'Faltan datos de la marca o del requerimiento.',
      });
      expect((await failureOf(service.load(eva, 'b-aurora', null))).message).toBe(
        Messages.video.missingBrandOrRequirement,
      );
      expect(await failureOf(service.load(eva, 'b-nada', 9))).toMatchObject({
        kind: 'not-found',
        message: 'No se encontraron datos de la marca.',
      });
      expect((await failureOf(service.load(eva, 'b-aurora', 99))).message).toBe(Messages.carousel.requirementNotFound);
      expect((await failureOf(service.load(without('VIEW_REQUIREMENTS'), 'b-aurora', 9))).kind).toBe('forbidden');
    });
  });

  describe('newSuggestion', () => {
    it('replaces the scripts for the current caption', async () => {
      ai.respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      const updated = await service.newSuggestion(eva, key('req-v9'));
      expect(updated).toMatchObject({ caption: 'Caption del video', videoToPublishIndex: 0 });
      expect(updated.scripts).toHaveLength(3);
      expect(updated.scripts.some((each) => each.videoUrl !== undefined)).toBe(false);
      expect(await stored()).toEqual(updated);
      expect(ai.callsTo('videoCaptions')).toEqual([]);
    });

    it("first takes the grid position's video caption when there is none", async () => {
      ai.respond('videoCaptions', PLAUSIBLE_AI_ANSWERS.videoCaptions);
      ai.respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      const updated = await service.newSuggestion(eva, key('req-v10'));
      expect(updated.caption).toBe('Texto sugerido 4: una idea clara para la marca.');
      expect(ai.callsTo('generateScripts')[0]?.texto).toBe(updated.caption);
      expect(ai.callsTo('videoCaptions')[0]).toMatchObject(key('req-v10'));
      expect(await stored('req-v10')).toEqual(updated);
    });

    it('needs the requirement id, the brand id and VIDEO_SUGGESTIONAI', async () => {
      expect(await failureOf(service.newSuggestion(eva, key('')))).toMatchObject({
        kind: 'validation',
        message: 'No se puede generar una nueva sugerencia sin el ID del requerimiento.',
      });
      expect((await failureOf(service.newSuggestion(eva, key('req-v9', ' ')))).message).toBe(
        Messages.video.missingBrandOrRequirement,
      );
      expect((await failureOf(service.newSuggestion(without('VIDEO_SUGGESTIONAI'), key('req-v9')))).kind).toBe(
        'forbidden',
      );
    });

    it('writes nothing when either answer is malformed', async () => {
      ai.respondOnce('videoCaptions', { videos_json: { video1: 'solo uno' } });
      expect((await failureOf(service.newSuggestion(eva, key('req-v10')))).kind).toBe('invalid-ai-answer');
      expect(ai.callsTo('generateScripts')).toEqual([]);
      ai.respond('videoCaptions', PLAUSIBLE_AI_ANSWERS.videoCaptions);
      ai.respond('generateScripts', { guiones: { scripts: [{ Captacion: 'sin el resto' }] } });
      expect(await failureOf(service.newSuggestion(eva, key('req-v10')))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: 'La API no devolvió guiones válidos.',
      });
      expect(await stored('req-v10')).toEqual(V10);
      expect(await failureOf(service.newSuggestion(eva, key('req-v9')))).toMatchObject({ kind: 'invalid-ai-answer' });
      expect(await stored()).toEqual(V9);
    });

    it('writes nothing when a call fails or the brand has no guide', async () => {
      ai.respond('videoCaptions', new Error('503'));
      expect(await failureOf(service.newSuggestion(eva, key('req-v10')))).toMatchObject({
        kind: 'upstream',
        message: Messages.video.generateScripts,
      });
      expect(await failureOf(service.newSuggestion(eva, key('req-l1', 'b-luna')))).toMatchObject({
        kind: 'not-found',
        message: 'No se tiene blueprint para la marca.',
      });
      expect(await stored('req-v10')).toEqual(V10);
      expect(await stored('req-l1', 'b-luna')).toEqual(L1);
    });
  });

  describe('editCaption and editScriptSection', () => {
    it('writes the caption', async () => {
      const updated = await service.editCaption(eva, key('req-v9'), 'Nuevo caption');
      expect(updated.caption).toBe('Nuevo caption');
      expect(await stored()).toEqual(updated);
    });

    it('writes one section of one script', async () => {
      const updated = await service.editScriptSection(eva, key('req-v9'), 1, 'Llamada a la acción', 'Compra hoy');
      expect(updated.scripts).toEqual([V9.scripts[0], { ...V9.scripts[1], 'Llamada a la acción': 'Compra hoy' }]);
      expect(await stored()).toEqual(updated);
    });

    it("writes the section over the scripts as stored now: another script's section and video saved meanwhile are kept", async () => {
      const theirs = { ...script(1), Captacion: 'Gancho de otra persona', videoUrl: 'https://videos.example/1.mp4' };
      writeBeforeNextUpdateFrom(requirements, 'b-aurora', 'req-v9', { scripts: [theirs, V9.scripts[1]!] });
      const updated = await service.editScriptSection(eva, key('req-v9'), 1, 'Captacion', 'Mi gancho');
      expect(updated.scripts).toEqual([theirs, { ...V9.scripts[1], Captacion: 'Mi gancho' }]);
      expect(await stored()).toEqual(updated);
    });

    it('keeps both edits when two people save sections of different scripts at the same moment', async () => {
      await Promise.all([
        service.editScriptSection(eva, key('req-v9'), 0, 'Argumento de Venta', 'Argumento de Eva'),
        service.editScriptSection(eva, key('req-v9'), 1, 'Llamada a la acción', 'Acción de Leo'),
      ]);
      expect((await stored())?.scripts).toEqual([
        { ...V9.scripts[0], 'Argumento de Venta': 'Argumento de Eva' },
        { ...V9.scripts[1], 'Llamada a la acción': 'Acción de Leo' },
      ]);
    });

    it('refuses a script the stored scripts no longer have (fewer were generated meanwhile) and writes nothing', async () => {
      writeBeforeNextUpdateFrom(requirements, 'b-aurora', 'req-v9', { scripts: [script(7)] });
      expect(await failureOf(service.editScriptSection(eva, key('req-v9'), 1, 'Captacion', 'x'))).toMatchObject({
        kind: 'validation',
        message: Messages.video.scriptNotFound,
      });
      expect((await stored())?.scripts).toEqual([script(7)]);
    });

    it('refuses a missing script, an unknown section and an actor without REQUIREMENTS_EDIT', async () => {
      expect(await failureOf(service.editScriptSection(eva, key('req-v9'), 2, 'Captacion', 'x'))).toMatchObject({
        kind: 'validation',
        message: Messages.video.scriptNotFound,
      });
      expect(
        await failureOf(service.editScriptSection(eva, key('req-v9'), 0, 'videoUrl' as ScriptSection, 'x')),
      ).toMatchObject({
        kind: 'validation',
        message: 'Error al guardar los cambios.',
      });
      expect((await failureOf(service.editCaption(without('REQUIREMENTS_EDIT'), key('req-v9'), 'x'))).kind).toBe(
        'forbidden',
      );
      expect(
        (await failureOf(service.editScriptSection(without('REQUIREMENTS_EDIT'), key('req-v9'), 0, 'Captacion', 'x')))
          .kind,
      ).toBe('forbidden');
    });

    it('refuses a 900 kB caption or an oversized script section and keeps the requirement', async () => {
      expect(await failureOf(service.editCaption(eva, key('req-v9'), 'a'.repeat(900_000)))).toMatchObject({
        kind: 'validation',
        message: Messages.validation.textTooLong(TEXT_LIMITS.text),
      });
      expect(
        await failureOf(
          service.editScriptSection(eva, key('req-v9'), 0, 'Captacion', 'a'.repeat(TEXT_LIMITS.text + 1)),
        ),
      ).toMatchObject({ kind: 'validation', message: Messages.validation.textTooLong(TEXT_LIMITS.text) });
      expect(await stored()).toEqual(V9);
    });

    it('keeps the requirement when the write fails', async () => {
      requirements.failNext('update');
      expect(await failureOf(service.editCaption(eva, key('req-v9'), 'x'))).toMatchObject({
        kind: 'upstream',
        message: 'Error al guardar los cambios.',
      });
      requirements.failNext('updateFrom');
      expect(await failureOf(service.editScriptSection(eva, key('req-v9'), 0, 'Captacion', 'x'))).toMatchObject({
        kind: 'upstream',
        message: 'Error al guardar los cambios.',
      });
      expect(await stored()).toEqual(V9);
    });
  });

  describe('uploadScriptVideo', () => {
    it('uploads with progress to the script folder and stores the URL in that script', async () => {
      const progress: UploadProgress[] = [];
      const updated = await service.uploadScriptVideo(eva, key('req-v9'), 0, mp4(), (step) => progress.push(step));
      const path = 'videos/b-aurora/req-v9/guion1/clip.mp4';
      expect(storage.read(path)).toMatchObject({ contentType: 'video/mp4', size: 4096 });
      expect(progress.at(-1)).toEqual({ bytesTransferred: 4096, totalBytes: 4096 });
      expect(updated.scripts[0]?.videoUrl).toBe(InMemoryMediaStorage.urlFor(path));
      expect(updated.scripts[1]).toEqual(V9.scripts[1]);
      expect(await stored()).toEqual(updated);
    });

    it('stops when its signal aborts during the upload: the cancel message, nothing stored, the script as it was', async () => {
      storage.holdUploads();
      const controller = new AbortController();
      const uploading = service.uploadScriptVideo(eva, key('req-v9'), 0, mp4(), undefined, controller.signal);
      await untilHeld(storage);
      controller.abort();
      expect(await failureOf(uploading)).toMatchObject({
        kind: 'cancelled',
        message: Messages.dataStore.uploadCancelled,
      });
      storage.releaseUploads();
      expect(storage.list()).toEqual([]);
      expect(await stored()).toEqual(V9);
    });

    it('keeps an edit made while the video was uploading', async () => {
      const editMeanwhile = () =>
        void requirements.update('b-aurora', 'req-v9', { caption: 'Editado durante la subida' });
      const updated = await service.uploadScriptVideo(eva, key('req-v9'), 0, mp4(), editMeanwhile);
      expect(updated.caption).toBe('Editado durante la subida');
      expect(await stored()).toEqual(updated);
    });

    it("stores the URL over the scripts as stored when the upload ends: another script's section or video saved meanwhile is kept", async () => {
      const theirs = {
        ...V9.scripts[1]!,
        Captacion: 'Editado durante la subida',
        videoUrl: 'https://videos.example/otro.mp4',
      };
      const editMeanwhile = () => void requirements.update('b-aurora', 'req-v9', { scripts: [V9.scripts[0]!, theirs] });
      const updated = await service.uploadScriptVideo(eva, key('req-v9'), 0, mp4(), editMeanwhile);
      expect(updated.scripts).toEqual([
        { ...V9.scripts[0], videoUrl: InMemoryMediaStorage.urlFor('videos/b-aurora/req-v9/guion1/clip.mp4') },
        theirs,
      ]);
      expect(await stored()).toEqual(updated);
    });

    it('keeps both videos when two people upload to different scripts at the same moment', async () => {
      await Promise.all([
        service.uploadScriptVideo(eva, key('req-v9'), 0, pickedFile('uno.mp4', 'video/mp4')),
        service.uploadScriptVideo(eva, key('req-v9'), 1, pickedFile('dos.mp4', 'video/mp4')),
      ]);
      expect((await stored())?.scripts.map((current) => current.videoUrl)).toEqual([
        InMemoryMediaStorage.urlFor('videos/b-aurora/req-v9/guion1/uno.mp4'),
        InMemoryMediaStorage.urlFor('videos/b-aurora/req-v9/guion2/dos.mp4'),
      ]);
    });

    it('refuses to store the URL when the script is gone from the stored scripts after the upload', async () => {
      writeBeforeNextUpdateFrom(requirements, 'b-aurora', 'req-v9', { scripts: [script(7)] });
      expect(await failureOf(service.uploadScriptVideo(eva, key('req-v9'), 1, mp4()))).toMatchObject({
        kind: 'validation',
        message: Messages.video.scriptNotFound,
      });
      expect((await stored())?.scripts).toEqual([script(7)]);
    });

    it('checks the file, the position and the requirement before uploading', async () => {
      expect(await failureOf(service.uploadScriptVideo(eva, key('req-v9'), 0, null))).toMatchObject({
        kind: 'validation',
        message: Messages.blog.videoRequired,
      });
      expect((await failureOf(service.uploadScriptVideo(eva, key('req-v9'), 0, mp4(314_572_801)))).message).toBe(
        'El archivo excede el tamaño máximo permitido de 300MB.',
      );
      const webm = pickedFile('clip.webm', 'video/webm');
      expect((await failureOf(service.uploadScriptVideo(eva, key('req-v9'), 0, webm))).message).toBe(
        'Tipo de archivo no permitido. Por favor, sube un video en formato MP4, AVI, MKV o MOV.',
      );
      for (const [target, index] of [
        [key('req-v9'), -1],
        [key(''), 0],
      ] as const) {
        expect((await failureOf(service.uploadScriptVideo(eva, target, index, mp4()))).message).toBe(
          'No se puede actualizar el video porque faltan datos del requerimiento.',
        );
      }
      expect((await failureOf(service.uploadScriptVideo(eva, key('req-v9'), 5, mp4()))).message).toBe(
        Messages.video.scriptNotFound,
      );
      expect(storage.list()).toEqual([]);
      expect((await failureOf(service.uploadScriptVideo(without('VIDEO_UPLOAD'), key('req-v9'), 0, mp4()))).kind).toBe(
        'forbidden',
      );
    });

    it('keeps the requirement when the upload or the update fails', async () => {
      storage.failNext('upload');
      expect(await failureOf(service.uploadScriptVideo(eva, key('req-v9'), 0, mp4()))).toMatchObject({
        kind: 'upstream',
        message: 'Error al subir el video. Por favor, intenta nuevamente más tarde.',
      });
      requirements.failNext('updateFrom');
      expect(await failureOf(service.uploadScriptVideo(eva, key('req-v9'), 0, mp4()))).toMatchObject({
        kind: 'upstream',
        message: 'Error al actualizar el video. Por favor, intenta nuevamente.',
      });
      expect(await stored()).toEqual(V9);
    });
  });

  describe('chooseVideoToPublish', () => {
    it('stores the choice of a script that has a video', async () => {
      const updated = await service.chooseVideoToPublish(eva, key('req-l1', 'b-luna'), 0);
      expect(updated.videoToPublishIndex).toBe(0);
      expect(await stored('req-l1', 'b-luna')).toEqual(updated);
    });

    it("checks the choice against the scripts as stored when it is written, and keeps a script's edit saved meanwhile", async () => {
      const edited = { ...V9.scripts[1]!, Captacion: 'Editado mientras tanto' };
      writeBeforeNextUpdateFrom(requirements, 'b-aurora', 'req-v9', { scripts: [V9.scripts[0]!, edited] });
      const updated = await service.chooseVideoToPublish(eva, key('req-v9'), 1);
      expect(updated).toMatchObject({ videoToPublishIndex: 1, scripts: [V9.scripts[0], edited] });
      expect(await stored()).toEqual(updated);

      writeBeforeNextUpdateFrom(requirements, 'b-aurora', 'req-v9', { scripts: [script(1), script(2)] });
      expect(await failureOf(service.chooseVideoToPublish(eva, key('req-v9'), 1))).toMatchObject({
        kind: 'validation',
        message: 'No se ha cargado el video para el guión seleccionado.',
      });
      expect((await stored())?.videoToPublishIndex).toBe(1);
    });

    it('refuses a script without video, and keeps the choice when the write fails', async () => {
      expect(await failureOf(service.chooseVideoToPublish(eva, key('req-v9'), 0))).toMatchObject({
        kind: 'validation',
        message: 'No se ha cargado el video para el guión seleccionado.',
      });
      requirements.failNext('updateFrom');
      expect(await failureOf(service.chooseVideoToPublish(eva, key('req-v9'), 1))).toMatchObject({
        kind: 'upstream',
        message: 'No se pudo guardar el video seleccionado.',
      });
      expect(await stored()).toEqual(V9);
      expect(
        (await failureOf(service.chooseVideoToPublish(without('CARROUSEL_SENDTOMETRICS'), key('req-v9'), 1))).kind,
      ).toBe('forbidden');
    });
  });
});
