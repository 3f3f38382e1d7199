import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONTENT_COMMANDS,
  MediaUploads,
  Messages,
  ServerMessages,
  TEXT_LIMITS,
  VideoUseCases,
  createRequirement,
  type Actor,
  type Brand,
  type PermissionKey,
  type Requirement,
  type RequirementKey,
  type Script,
  type UploadProgress,
} from '../index.js';
import { aBlueprint, PLAUSIBLE_AI_ANSWERS, createTwins, useCasesOver, type Twins } from '../testing/index.js';
import { dispatcherAs } from './commands.test-kit.js';
import { actorWith, failureOf, pickedFile, untilHeld, writeBeforeNextUpdateFrom } from './use-cases.test-kit.js';

/*
 * The video commands (docs/product.md, "Videos"), run as the functions' router runs them: a
 * raw JSON body read by the command's parser, then VideoUseCases on the server, once, over the
 * twins. A script's video is first uploaded by the browser (MediaUploads), then attached by
 * its object path.
 */

const NOW = new Date('2026-03-10T15:30:00.000Z');

const ALL_VIDEO_KEYS: PermissionKey[] = [
  'ADMIN_BRANDS_OWNER',
  'VIEW_REQUIREMENTS',
  'REQUIREMENTS_EDIT',
  'VIDEO_SUGGESTIONAI',
  'VIDEO_UPLOAD',
  'CARROUSEL_SENDTOMETRICS',
];
const eva = actorWith(ALL_VIDEO_KEYS);
/** Sees every brand (Aurora is Eva's). */
const leo = actorWith([...ALL_VIDEO_KEYS, 'ADMIN_BRANDS_ALL'], 'uid-leo', 'leo@estudio.example');
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
/** A brand Eva does not own, so she does not see it. */
const OCULTA: Brand = { id: 'b-oculta', brandName: 'Oculta', owner: 'uid-otra' };

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
const C12 = video('req-c12', { number: 12, title: 'Carrusel 12 - T1', caption: 'Un carrusel' });
const L1 = createRequirement('req-l1', {
  brandId: 'b-luna',
  brand: 'Luna',
  title: 'Video 1 - T1',
  number: 1,
  createdBy: 'eva@estudio.example',
  caption: 'Caption de Luna',
  scripts: [script(1, 'https://videos.example/l.mp4')],
});
const O1 = createRequirement('req-o1', {
  brandId: 'b-oculta',
  brand: 'Oculta',
  title: 'Video 1 - T1',
  number: 1,
  createdBy: 'otra@estudio.example',
  caption: 'Caption oculto',
  scripts: [script(1)],
});

const key = (requirementId: string, brandId = 'b-aurora'): RequirementKey => ({ brandId, requirementId });
const mp4 = (size = 4096) => pickedFile('clip.mp4', 'video/mp4', size);
const stampOf = (actor: Actor) => ({ uid: actor.uid, email: actor.email, at: NOW });

describe('the video commands', () => {
  let adapters: Twins;
  let run: (name: string, body: unknown) => Promise<Requirement>;
  let uploads: MediaUploads;

  const runAs = (actor: Actor) => {
    const dispatch = dispatcherAs(adapters, actor);
    return async (name: string, body: unknown) => (await dispatch(name, body)) as Requirement;
  };
  const stored = async (id = 'req-v9', brandId = 'b-aurora') => adapters.requirements.get(brandId, id);
  /** The browser's half: the file uploaded to script `index`'s folder, its object path answered. */
  const upload = (index: number, file = mp4(), onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal) =>
    uploads.scriptVideo(eva, key('req-v9'), index, file, { onProgress, signal });
  /** A call whose refusal may come before it answers a promise. */
  const attempt = <T>(call: () => Promise<T>): Promise<T> => Promise.resolve().then(call);
  /** The URL the server derives for an object of its bucket. */
  const urlOf = async (path: string) => (await adapters.mediaObjects.resolve(path)).url;
  const ai = () => adapters.ai;

  beforeEach(() => {
    adapters = createTwins(NOW, {
      brands: [AURORA, LUNA, OCULTA],
      blueprints: [aBlueprint('b-aurora'), aBlueprint('b-oculta')],
      requirements: [V9, V10, V11, C12, L1, O1],
    });
    run = runAs(eva);
    uploads = new MediaUploads(adapters.storage, adapters.clock);
  });

  it('call a model only to write scripts, and are served by VideoUseCases', () => {
    const commands = CONTENT_COMMANDS.video;
    expect(Object.keys(commands)).toEqual(['scripts', 'edit-caption', 'edit-section', 'video-attached', 'choose']);
    expect(Object.values(commands).map((definition) => definition.useCase)).toEqual(Array(5).fill(VideoUseCases));
    expect(Object.entries(commands).filter(([, definition]) => 'model' in definition && definition.model)).toEqual([
      ['scripts', commands.scripts],
    ]);
  });

  describe('every command', () => {
    const bodies: readonly [string, Record<string, unknown>][] = [
      ['video/scripts', {}],
      ['video/edit-caption', { caption: 'x' }],
      ['video/edit-section', { index: 0, section: 'Captacion', text: 'x' }],
      ['video/video-attached', { index: 0, path: 'videos/b-oculta/req-o1/guion1/clip.mp4' }],
      ['video/choose', { index: 0 }],
    ];

    it('refuses a body without its key, or not an object, naming the field', async () => {
      for (const [name, body] of bodies) {
        expect(await failureOf(run(name, body))).toMatchObject({
          kind: 'validation',
          message: "El campo 'brandId' es obligatorio y debe ser texto.",
        });
        expect(await failureOf(run(name, { ...body, brandId: 'b-aurora', requirementId: '../req-v9' }))).toMatchObject({
          kind: 'validation',
          details: { field: 'requirementId' },
        });
        for (const raw of [null, [], 'req-v9', 7]) {
          expect(await failureOf(run(name, raw))).toMatchObject({
            kind: 'validation',
            message: 'El cuerpo de la petición debe ser un objeto JSON.',
          });
        }
      }
      expect(await stored()).toEqual(V9);
    });

    it("refuses a brand the caller does not see, another brand's requirement and a requirement that is not a video", async () => {
      await adapters.storage.upload('videos/b-oculta/req-o1/guion1/clip.mp4', mp4());
      for (const [name, body] of bodies) {
        expect(await failureOf(run(name, { ...body, ...key('req-o1', 'b-oculta') }))).toMatchObject({
          kind: 'forbidden',
          message: Messages.access.forbidden,
        });
        // req-l1 is Luna's: under Aurora there is no such requirement.
        expect(await failureOf(run(name, { ...body, ...key('req-l1') }))).toMatchObject({
          kind: 'not-found',
          message: Messages.carousel.requirementNotFound,
        });
        expect(await failureOf(run(name, { ...body, ...key('req-v9', 'b-nada') }))).toMatchObject({
          kind: 'not-found',
          message: Messages.video.brandDataNotFound,
        });
        expect(await failureOf(run(name, { ...body, ...key('req-c12') }))).toMatchObject({
          kind: 'validation',
          message: Messages.video.notAVideo,
        });
      }
      expect(await stored('req-o1', 'b-oculta')).toEqual(O1);
      expect(await stored('req-c12')).toEqual(C12);
      expect(ai().calls).toEqual([]);
    });

    it('refuses an action the concern does not have', async () => {
      expect(await failureOf(run('video/upload', { ...key('req-v9'), index: 0 }))).toMatchObject({
        kind: 'not-found',
        message: Messages.endpoints.unknownRoute,
      });
    });
  });

  describe('video/scripts', () => {
    it('replaces the scripts for the current caption, the choice back to the first, stamped with who asked', async () => {
      ai().respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      const updated = await run('video/scripts', key('req-v9'));
      expect(updated).toMatchObject({ caption: 'Caption del video', videoToPublishIndex: 0, updatedAt: NOW });
      expect(updated.changedBy).toEqual(stampOf(eva));
      expect(updated.scripts).toHaveLength(3);
      expect(updated.scripts.some((each) => each.videoUrl !== undefined)).toBe(false);
      expect(await stored()).toEqual(updated);
      expect(ai().callsTo('videoCaptions')).toEqual([]);
    });

    it('writes the scripts of a requirement that has none, for its caption and the brand strategy', async () => {
      ai().respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      const updated = await run('video/scripts', key('req-v11'));
      expect(updated.scripts[0]?.Captacion).toBe('Gancho 1: ¿y si tu día fuera más simple?');
      expect(await stored('req-v11')).toEqual(updated);
      const [request] = ai().callsTo('generateScripts');
      expect(request?.texto).toBe('Caption listo');
      expect(request).toMatchObject(key('req-v11'));
      expect(request?.brand_strategy).toContain('Marca: Café Aurora');
    });

    it("first takes the grid position's video caption when there is none", async () => {
      ai().respond('videoCaptions', PLAUSIBLE_AI_ANSWERS.videoCaptions);
      ai().respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      const updated = await run('video/scripts', key('req-v10'));
      expect(updated.caption).toBe('Texto sugerido 4: una idea clara para la marca.');
      expect(ai().callsTo('generateScripts')[0]?.texto).toBe(updated.caption);
      expect(ai().callsTo('videoCaptions')[0]).toMatchObject(key('req-v10'));
      expect(await stored('req-v10')).toEqual(updated);
    });

    it('refuses a caption the answer left blank as an invalid answer, and writes nothing', async () => {
      const blank = structuredClone(PLAUSIBLE_AI_ANSWERS.videoCaptions) as { videos_json: Record<string, string> };
      blank.videos_json['video4'] = '   ';
      ai().respond('videoCaptions', blank);
      expect((await failureOf(run('video/scripts', key('req-v10')))).kind).toBe('invalid-ai-answer');
      expect(ai().callsTo('generateScripts')).toEqual([]);
      expect(await stored('req-v10')).toEqual(V10);
    });

    it('needs the requirement id, the brand id and VIDEO_SUGGESTIONAI', async () => {
      const videos = useCasesOver(adapters).video;
      expect(await failureOf(videos.scripts(eva, key('')))).toMatchObject({
        kind: 'validation',
        message: 'No se puede generar una nueva sugerencia sin el ID del requerimiento.',
      });
      expect((await failureOf(videos.scripts(eva, key('req-v9', ' ')))).message).toBe(
        Messages.video.missingBrandOrRequirement,
      );
      expect((await failureOf(runAs(without('VIDEO_SUGGESTIONAI'))('video/scripts', key('req-v9')))).kind).toBe(
        'forbidden',
      );
      expect(ai().calls).toEqual([]);
    });

    it('writes nothing when either answer is malformed', async () => {
      ai().respondOnce('videoCaptions', { videos_json: { video1: 'solo uno' } });
      expect((await failureOf(run('video/scripts', key('req-v10')))).kind).toBe('invalid-ai-answer');
      expect(ai().callsTo('generateScripts')).toEqual([]);
      ai().respond('videoCaptions', PLAUSIBLE_AI_ANSWERS.videoCaptions);
      ai().respond('generateScripts', { guiones: { scripts: [{ Captacion: 'sin el resto' }] } });
      expect(await failureOf(run('video/scripts', key('req-v10')))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: 'La API no devolvió guiones válidos.',
      });
      expect(await stored('req-v10')).toEqual(V10);
      ai().respondOnce('generateScripts', { guiones: { scripts: [] } });
      expect(await failureOf(run('video/scripts', key('req-v9')))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: Messages.video.invalidScripts,
      });
      expect(await stored()).toEqual(V9);
    });

    it("writes nothing when a call fails (the model's failure, marked as such) or the brand has no guide", async () => {
      ai().respond('videoCaptions', new Error('503'));
      expect(await failureOf(run('video/scripts', key('req-v10')))).toMatchObject({
        kind: 'upstream',
        message: Messages.video.scriptsFailed,
        details: { stage: 'model' },
      });
      ai().respond('generateScripts', new Error('timeout'));
      expect(await failureOf(run('video/scripts', key('req-v11')))).toMatchObject({
        kind: 'upstream',
        message: 'Error al generar los guiones. Por favor, intenta nuevamente más tarde.',
      });
      expect(await failureOf(run('video/scripts', key('req-l1', 'b-luna')))).toMatchObject({
        kind: 'not-found',
        message: 'No se tiene blueprint para la marca.',
      });
      expect(await stored('req-v10')).toEqual(V10);
      expect(await stored('req-v11')).toEqual(V11);
      expect(await stored('req-l1', 'b-luna')).toEqual(L1);
    });

    it('writes nothing when the write fails', async () => {
      ai().respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      adapters.requirements.failNext('updateFrom');
      expect(await failureOf(run('video/scripts', key('req-v11')))).toMatchObject({
        kind: 'upstream',
        message: Messages.video.scriptsFailed,
      });
      expect(await stored('req-v11')).toEqual(V11);
    });
  });

  describe('video/edit-caption and video/edit-section', () => {
    it('writes the caption, stamped with who asked', async () => {
      const updated = await run('video/edit-caption', { ...key('req-v9'), caption: 'Nuevo caption' });
      expect(updated).toMatchObject({ caption: 'Nuevo caption', updatedAt: NOW, changedBy: stampOf(eva) });
      expect(await stored()).toEqual(updated);
    });

    it('writes one section of one script', async () => {
      const updated = await run('video/edit-section', {
        ...key('req-v9'),
        index: 1,
        section: 'Llamada a la acción',
        text: 'Compra hoy',
      });
      expect(updated.scripts).toEqual([V9.scripts[0], { ...V9.scripts[1], 'Llamada a la acción': 'Compra hoy' }]);
      expect(updated.changedBy).toEqual(stampOf(eva));
      expect(await stored()).toEqual(updated);
    });

    it("writes the section over the scripts as stored now: another script's section and video saved meanwhile are kept", async () => {
      const theirs = { ...script(1), Captacion: 'Gancho de otra persona', videoUrl: 'https://videos.example/1.mp4' };
      writeBeforeNextUpdateFrom(adapters.requirements, 'b-aurora', 'req-v9', { scripts: [theirs, V9.scripts[1]!] });
      const updated = await run('video/edit-section', {
        ...key('req-v9'),
        index: 1,
        section: 'Captacion',
        text: 'Mi gancho',
      });
      expect(updated.scripts).toEqual([theirs, { ...V9.scripts[1], Captacion: 'Mi gancho' }]);
      expect(await stored()).toEqual(updated);
    });

    it('keeps both edits when two people save sections of different scripts at the same moment', async () => {
      await Promise.all([
        run('video/edit-section', {
          ...key('req-v9'),
          index: 0,
          section: 'Argumento de Venta',
          text: 'Argumento de Eva',
        }),
        runAs(leo)('video/edit-section', {
          ...key('req-v9'),
          index: 1,
          section: 'Llamada a la acción',
          text: 'Acción de Leo',
        }),
      ]);
      expect((await stored())?.scripts).toEqual([
        { ...V9.scripts[0], 'Argumento de Venta': 'Argumento de Eva' },
        { ...V9.scripts[1], 'Llamada a la acción': 'Acción de Leo' },
      ]);
    });

    it('refuses a script the stored scripts no longer have (fewer were generated meanwhile) and writes nothing', async () => {
      writeBeforeNextUpdateFrom(adapters.requirements, 'b-aurora', 'req-v9', { scripts: [script(7)] });
      expect(
        await failureOf(run('video/edit-section', { ...key('req-v9'), index: 1, section: 'Captacion', text: 'x' })),
      ).toMatchObject({ kind: 'validation', message: Messages.video.scriptNotFound });
      expect((await stored())?.scripts).toEqual([script(7)]);
    });

    it('refuses a missing script, an unknown section, a bad body and an actor without REQUIREMENTS_EDIT', async () => {
      const edit = (body: Record<string, unknown>) => run('video/edit-section', { ...key('req-v9'), ...body });
      expect(await failureOf(edit({ index: 2, section: 'Captacion', text: 'x' }))).toMatchObject({
        kind: 'validation',
        message: Messages.video.scriptNotFound,
      });
      expect(await failureOf(edit({ index: 0, section: 'videoUrl', text: 'x' }))).toMatchObject({
        kind: 'validation',
        message: 'Error al guardar los cambios.',
      });
      expect(await failureOf(edit({ index: -1, section: 'Captacion', text: 'x' }))).toMatchObject({
        kind: 'validation',
        message: "El campo 'index' debe ser un número.",
      });
      expect(await failureOf(edit({ index: 0, section: 'Captacion' }))).toMatchObject({
        kind: 'validation',
        message: "El campo 'text' debe ser texto.",
      });
      expect(await failureOf(run('video/edit-caption', { ...key('req-v9'), caption: 7 }))).toMatchObject({
        kind: 'validation',
        message: "El campo 'caption' debe ser texto.",
      });
      expect(
        (await failureOf(runAs(without('REQUIREMENTS_EDIT'))('video/edit-caption', { ...key('req-v9'), caption: 'x' })))
          .kind,
      ).toBe('forbidden');
      expect(
        (
          await failureOf(
            runAs(without('REQUIREMENTS_EDIT'))('video/edit-section', {
              ...key('req-v9'),
              index: 0,
              section: 'Captacion',
              text: 'x',
            }),
          )
        ).kind,
      ).toBe('forbidden');
      expect(await stored()).toEqual(V9);
    });

    it('refuses a 900 kB caption or an oversized script section and keeps the requirement', async () => {
      const cap = `El campo 'caption' admite como máximo ${TEXT_LIMITS.text} caracteres.`;
      expect(
        await failureOf(run('video/edit-caption', { ...key('req-v9'), caption: 'a'.repeat(900_000) })),
      ).toMatchObject({ kind: 'validation', message: cap });
      expect(
        await failureOf(
          run('video/edit-section', {
            ...key('req-v9'),
            index: 0,
            section: 'Captacion',
            text: 'a'.repeat(TEXT_LIMITS.text + 1),
          }),
        ),
      ).toMatchObject({
        kind: 'validation',
        message: `El campo 'text' admite como máximo ${TEXT_LIMITS.text} caracteres.`,
      });
      // The use case holds the same caps when called without the parser.
      const videos = useCasesOver(adapters).video;
      expect(await failureOf(videos.editCaption(eva, key('req-v9'), 'a'.repeat(900_000)))).toMatchObject({
        kind: 'validation',
        message: Messages.validation.textTooLong(TEXT_LIMITS.text),
      });
      expect(
        await failureOf(videos.editScriptSection(eva, key('req-v9'), 0, 'Captacion', 'a'.repeat(TEXT_LIMITS.text + 1))),
      ).toMatchObject({ kind: 'validation', message: Messages.validation.textTooLong(TEXT_LIMITS.text) });
      expect(await stored()).toEqual(V9);
    });

    it('refuses an edit that would leave more scripts than their cap', async () => {
      const many = Array.from({ length: TEXT_LIMITS.sections + 1 }, (_, n) => script(n));
      await adapters.requirements.update('b-aurora', 'req-v9', { scripts: many });
      expect(
        await failureOf(run('video/edit-section', { ...key('req-v9'), index: 0, section: 'Captacion', text: 'x' })),
      ).toMatchObject({ kind: 'validation', message: Messages.validation.tooManyEntries(TEXT_LIMITS.sections) });
      expect((await stored())?.scripts).toEqual(many);
    });

    it('keeps the requirement when the write fails', async () => {
      adapters.requirements.failNext('updateFrom');
      expect(await failureOf(run('video/edit-caption', { ...key('req-v9'), caption: 'x' }))).toMatchObject({
        kind: 'upstream',
        message: 'Error al guardar los cambios.',
      });
      adapters.requirements.failNext('updateFrom');
      expect(
        await failureOf(run('video/edit-section', { ...key('req-v9'), index: 0, section: 'Captacion', text: 'x' })),
      ).toMatchObject({ kind: 'upstream', message: 'Error al guardar los cambios.' });
      expect(await stored()).toEqual(V9);
    });
  });

  describe('a script video: uploaded (MediaUploads.scriptVideo), then video/video-attached', () => {
    it('uploads with progress to the script folder and stores the URL the server derives in that script', async () => {
      const progress: UploadProgress[] = [];
      const path = await upload(0, mp4(), (step) => progress.push(step));
      expect(path).toBe('videos/b-aurora/req-v9/guion1/clip.mp4');
      expect(adapters.storage.read(path)).toMatchObject({ contentType: 'video/mp4', size: 4096 });
      expect(progress.at(-1)).toEqual({ bytesTransferred: 4096, totalBytes: 4096 });
      const updated = await run('video/video-attached', { ...key('req-v9'), index: 0, path });
      expect(updated.scripts[0]?.videoUrl).toBe(await urlOf(path));
      expect(updated.scripts[1]).toEqual(V9.scripts[1]);
      expect(updated.changedBy).toEqual(stampOf(eva));
      expect(await stored()).toEqual(updated);
    });

    it('stops when its signal aborts during the upload: the cancel message, no command, the script as it was', async () => {
      adapters.storage.holdUploads();
      const controller = new AbortController();
      const uploading = upload(0, mp4(), undefined, controller.signal);
      await untilHeld(adapters.storage);
      controller.abort();
      expect(await failureOf(uploading)).toMatchObject({
        kind: 'cancelled',
        message: Messages.media.uploadCancelled,
      });
      adapters.storage.releaseUploads();
      expect(adapters.storage.list()).toEqual([]);
      expect(await stored()).toEqual(V9);
    });

    it('keeps an edit made while the video was uploading', async () => {
      const editMeanwhile = () =>
        void adapters.requirements.update('b-aurora', 'req-v9', { caption: 'Editado durante la subida' });
      const path = await upload(0, mp4(), editMeanwhile);
      const updated = await run('video/video-attached', { ...key('req-v9'), index: 0, path });
      expect(updated.caption).toBe('Editado durante la subida');
      expect(await stored()).toEqual(updated);
    });

    it("stores the URL over the scripts as stored when the upload ends: another script's section or video saved meanwhile is kept", async () => {
      const theirs = {
        ...V9.scripts[1]!,
        Captacion: 'Editado durante la subida',
        videoUrl: 'https://videos.example/otro.mp4',
      };
      const path = await upload(0);
      writeBeforeNextUpdateFrom(adapters.requirements, 'b-aurora', 'req-v9', { scripts: [V9.scripts[0]!, theirs] });
      const updated = await run('video/video-attached', { ...key('req-v9'), index: 0, path });
      expect(updated.scripts).toEqual([{ ...V9.scripts[0], videoUrl: await urlOf(path) }, theirs]);
      expect(await stored()).toEqual(updated);
    });

    it('keeps both videos when two people upload to different scripts at the same moment', async () => {
      const [first, second] = await Promise.all([
        upload(0, pickedFile('uno.mp4', 'video/mp4')),
        uploads.scriptVideo(leo, key('req-v9'), 1, pickedFile('dos.mp4', 'video/mp4')),
      ]);
      await Promise.all([
        run('video/video-attached', { ...key('req-v9'), index: 0, path: first }),
        runAs(leo)('video/video-attached', { ...key('req-v9'), index: 1, path: second }),
      ]);
      expect((await stored())?.scripts.map((current) => current.videoUrl)).toEqual([
        await urlOf('videos/b-aurora/req-v9/guion1/uno.mp4'),
        await urlOf('videos/b-aurora/req-v9/guion2/dos.mp4'),
      ]);
    });

    it('refuses to store the URL when the script is gone from the stored scripts after the upload', async () => {
      const path = await upload(1);
      writeBeforeNextUpdateFrom(adapters.requirements, 'b-aurora', 'req-v9', { scripts: [script(7)] });
      expect(await failureOf(run('video/video-attached', { ...key('req-v9'), index: 1, path }))).toMatchObject({
        kind: 'validation',
        message: Messages.video.scriptNotFound,
      });
      expect((await stored())?.scripts).toEqual([script(7)]);
    });

    it('checks the file, the position and the requirement before uploading', async () => {
      expect(await failureOf(attempt(() => uploads.scriptVideo(eva, key('req-v9'), 0, null)))).toMatchObject({
        kind: 'validation',
        message: Messages.blog.videoRequired,
      });
      expect((await failureOf(attempt(() => upload(0, mp4(314_572_801))))).message).toBe(
        'El archivo excede el tamaño máximo permitido de 300MB.',
      );
      expect((await failureOf(attempt(() => upload(0, pickedFile('clip.webm', 'video/webm'))))).message).toBe(
        'Tipo de archivo no permitido. Por favor, sube un video en formato MP4, AVI, MKV o MOV.',
      );
      for (const [target, index] of [
        [key('req-v9'), -1],
        [key(''), 0],
      ] as const) {
        expect((await failureOf(attempt(() => uploads.scriptVideo(eva, target, index, mp4())))).message).toBe(
          'No se puede actualizar el video porque faltan datos del requerimiento.',
        );
      }
      expect(adapters.storage.list()).toEqual([]);
      expect(
        (await failureOf(attempt(() => uploads.scriptVideo(without('VIDEO_UPLOAD'), key('req-v9'), 0, mp4())))).kind,
      ).toBe('forbidden');
    });

    it('refuses a script the requirement does not have, before looking at the object', async () => {
      await adapters.storage.upload('videos/b-aurora/req-v9/guion6/clip.mp4', mp4());
      expect(
        await failureOf(
          run('video/video-attached', { ...key('req-v9'), index: 5, path: 'videos/b-aurora/req-v9/guion6/clip.mp4' }),
        ),
      ).toMatchObject({ kind: 'validation', message: Messages.video.scriptNotFound });
      expect(await stored()).toEqual(V9);
    });

    it("refuses a path outside the script's folder, a URL or javascript: as the path, a missing object and a file that is not a video", async () => {
      const outside = ServerMessages.aiEndpoint.mediaOutsideBrand('path');
      const elsewhere = [
        // Another script's folder, the requirement's root, another requirement, another brand, a climb out.
        'videos/b-aurora/req-v9/guion2/clip.mp4',
        'videos/b-aurora/req-v9/clip.mp4',
        'videos/b-aurora/req-v10/guion1/clip.mp4',
        'videos/b-luna/req-l1/guion1/clip.mp4',
        'img_carrousels/b-aurora/req-v9/clip.mp4',
      ];
      for (const path of elsewhere) await adapters.storage.upload(path, mp4());
      const urls = [
        'videos/b-aurora/req-v9/guion1/../../req-v10/guion1/clip.mp4',
        await urlOf('videos/b-aurora/req-v9/guion2/clip.mp4'),
        'https://videos.example/clip.mp4',
        'javascript:alert(document.domain)',
      ];
      for (const path of [...elsewhere, ...urls]) {
        // Nothing here is looked up: a path outside the folder is refused as it is.
        expect(await failureOf(run('video/video-attached', { ...key('req-v9'), index: 0, path }))).toMatchObject({
          kind: 'validation',
          message: outside,
          details: { field: 'path' },
        });
      }
      expect(
        await failureOf(
          run('video/video-attached', { ...key('req-v9'), index: 0, path: 'videos/b-aurora/req-v9/guion1/nada.mp4' }),
        ),
      ).toMatchObject({ kind: 'validation', message: ServerMessages.storedMedia.mediaNotFound });
      await adapters.storage.upload('videos/b-aurora/req-v9/guion1/foto.png', pickedFile('foto.png', 'image/png'));
      expect(
        await failureOf(
          run('video/video-attached', { ...key('req-v9'), index: 0, path: 'videos/b-aurora/req-v9/guion1/foto.png' }),
        ),
      ).toMatchObject({ kind: 'validation', message: Messages.video.invalidType });
      expect(await failureOf(run('video/video-attached', { ...key('req-v9'), index: 0, path: 3 }))).toMatchObject({
        kind: 'validation',
        message: "El campo 'path' debe ser texto.",
      });
      expect(await stored()).toEqual(V9);
    });

    it('needs VIDEO_UPLOAD, and keeps the requirement when the write fails', async () => {
      const path = await upload(0);
      expect(
        (await failureOf(runAs(without('VIDEO_UPLOAD'))('video/video-attached', { ...key('req-v9'), index: 0, path })))
          .kind,
      ).toBe('forbidden');
      adapters.requirements.failNext('updateFrom');
      expect(await failureOf(run('video/video-attached', { ...key('req-v9'), index: 0, path }))).toMatchObject({
        kind: 'upstream',
        message: 'Error al actualizar el video. Por favor, intenta nuevamente.',
      });
      expect(await stored()).toEqual(V9);
    });

    it('refuses a failed upload with its message', async () => {
      adapters.storage.failNext('upload');
      expect(await failureOf(upload(0))).toMatchObject({
        kind: 'upstream',
        message: 'Error al subir el video. Por favor, intenta nuevamente más tarde.',
      });
      expect(await stored()).toEqual(V9);
    });
  });

  describe('video/choose', () => {
    it('stores the choice of a script that has a video, stamped with who asked', async () => {
      const updated = await run('video/choose', { ...key('req-l1', 'b-luna'), index: 0 });
      expect(updated).toMatchObject({ videoToPublishIndex: 0, changedBy: stampOf(eva) });
      expect(await stored('req-l1', 'b-luna')).toEqual(updated);
    });

    it("checks the choice against the scripts as stored when it is written, and keeps a script's edit saved meanwhile", async () => {
      const edited = { ...V9.scripts[1]!, Captacion: 'Editado mientras tanto' };
      writeBeforeNextUpdateFrom(adapters.requirements, 'b-aurora', 'req-v9', { scripts: [V9.scripts[0]!, edited] });
      const updated = await run('video/choose', { ...key('req-v9'), index: 1 });
      expect(updated).toMatchObject({ videoToPublishIndex: 1, scripts: [V9.scripts[0], edited] });
      expect(await stored()).toEqual(updated);

      writeBeforeNextUpdateFrom(adapters.requirements, 'b-aurora', 'req-v9', { scripts: [script(1), script(2)] });
      expect(await failureOf(run('video/choose', { ...key('req-v9'), index: 1 }))).toMatchObject({
        kind: 'validation',
        message: 'No se ha cargado el video para el guión seleccionado.',
      });
      expect((await stored())?.videoToPublishIndex).toBe(1);
    });

    it('refuses a script without video or beyond the scripts, and keeps the choice when the write fails', async () => {
      for (const index of [0, 7]) {
        expect(await failureOf(run('video/choose', { ...key('req-v9'), index }))).toMatchObject({
          kind: 'validation',
          message: 'No se ha cargado el video para el guión seleccionado.',
        });
      }
      expect(await failureOf(run('video/choose', { ...key('req-v9'), index: '1' }))).toMatchObject({
        kind: 'validation',
        message: "El campo 'index' debe ser un número.",
      });
      adapters.requirements.failNext('updateFrom');
      expect(await failureOf(run('video/choose', { ...key('req-v9'), index: 1 }))).toMatchObject({
        kind: 'upstream',
        message: 'No se pudo guardar el video seleccionado.',
      });
      expect(await stored()).toEqual(V9);
      expect(
        (await failureOf(runAs(without('CARROUSEL_SENDTOMETRICS'))('video/choose', { ...key('req-v9'), index: 1 })))
          .kind,
      ).toBe('forbidden');
    });
  });
});
