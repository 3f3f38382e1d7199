import { describe, expect, it } from 'vitest';
import { CONTENT_COMMANDS } from '../commands/content-commands.js';
import { Messages } from '../messages.js';
import { VideoUseCases } from './video.js';
import { PLAUSIBLE_AI_ANSWERS, useCasesOver } from '../testing/index.js';
import { failureOf, writeBeforeNextUpdateFrom } from './use-cases.test-kit.js';
import {
  NOW,
  eva,
  without,
  script,
  V9,
  V10,
  V11,
  C12,
  L1,
  O1,
  key,
  mp4,
  stampOf,
  useVideoWorld,
} from './video.test-kit.js';

/*
 * The video commands (docs/product.md, "Videos"), run as the functions' router runs them: a
 * raw JSON body read by the command's parser, then VideoUseCases on the server, once, over the
 * twins. A script's video is first uploaded by the browser (MediaUploads), then attached by
 * its object path.
 */

describe('the video commands', () => {
  const world = useVideoWorld();
  const ai = () => world.adapters.ai;

  it('call a model only to write or propose scripts, and are served by VideoUseCases', () => {
    const commands = CONTENT_COMMANDS.video;
    expect(Object.keys(commands)).toEqual([
      'scripts',
      'suggestion',
      'save-scripts',
      'edit-caption',
      'edit-section',
      'video-attached',
      'choose',
    ]);
    expect(Object.values(commands).map((definition) => definition.useCase)).toEqual(Array(7).fill(VideoUseCases));
    expect(Object.entries(commands).filter(([, definition]) => 'model' in definition && definition.model)).toEqual([
      ['scripts', commands.scripts],
      ['suggestion', commands.suggestion],
    ]);
  });

  describe('every command', () => {
    const bodies: readonly [string, Record<string, unknown>][] = [
      ['video/scripts', {}],
      ['video/suggestion', {}],
      ['video/save-scripts', { scripts: [script(1)] }],
      ['video/edit-caption', { caption: 'x' }],
      ['video/edit-section', { index: 0, section: 'Captacion', text: 'x' }],
      ['video/video-attached', { index: 0, path: 'videos/b-oculta/req-o1/guion1/clip.mp4' }],
      ['video/choose', { index: 0 }],
    ];

    it('refuses a body without its key, or not an object, naming the field', async () => {
      for (const [name, body] of bodies) {
        expect(await failureOf(world.run(name, body))).toMatchObject({
          kind: 'validation',
          message: "El campo 'brandId' es obligatorio y debe ser texto.",
        });
        expect(
          await failureOf(world.run(name, { ...body, brandId: 'b-aurora', requirementId: '../req-v9' })),
        ).toMatchObject({
          kind: 'validation',
          details: { field: 'requirementId' },
        });
        for (const raw of [null, [], 'req-v9', 7]) {
          expect(await failureOf(world.run(name, raw))).toMatchObject({
            kind: 'validation',
            message: 'El cuerpo de la petición debe ser un objeto JSON.',
          });
        }
      }
      expect(await world.stored()).toEqual(V9);
    });

    it("refuses a brand the caller does not see, another brand's requirement and a requirement that is not a video", async () => {
      await world.adapters.storage.upload('videos/b-oculta/req-o1/guion1/clip.mp4', mp4());
      for (const [name, body] of bodies) {
        expect(await failureOf(world.run(name, { ...body, ...key('req-o1', 'b-oculta') }))).toMatchObject({
          kind: 'forbidden',
          message: Messages.access.forbidden,
        });
        // req-l1 is Luna's: under Aurora there is no such requirement.
        expect(await failureOf(world.run(name, { ...body, ...key('req-l1') }))).toMatchObject({
          kind: 'not-found',
          message: Messages.carousel.requirementNotFound,
        });
        expect(await failureOf(world.run(name, { ...body, ...key('req-v9', 'b-nada') }))).toMatchObject({
          kind: 'not-found',
          message: Messages.video.brandDataNotFound,
        });
        expect(await failureOf(world.run(name, { ...body, ...key('req-c12') }))).toMatchObject({
          kind: 'validation',
          message: Messages.video.notAVideo,
        });
      }
      expect(await world.stored('req-o1', 'b-oculta')).toEqual(O1);
      expect(await world.stored('req-c12')).toEqual(C12);
      expect(ai().calls).toEqual([]);
    });

    it('refuses an action the concern does not have', async () => {
      expect(await failureOf(world.run('video/upload', { ...key('req-v9'), index: 0 }))).toMatchObject({
        kind: 'not-found',
        message: Messages.endpoints.unknownRoute,
      });
    });
  });

  describe('video/scripts', () => {
    it('answers a requirement that has scripts as stored, asking the model nothing: new scripts for it are a proposal (video/suggestion)', async () => {
      ai().respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      expect(await world.run('video/scripts', key('req-v9'))).toEqual(V9);
      expect(await world.stored()).toEqual(V9);
      expect(ai().calls).toEqual([]);
    });

    it('keeps scripts stored meanwhile by someone else, and refuses its own', async () => {
      ai().respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      writeBeforeNextUpdateFrom(world.adapters.requirements, 'b-aurora', 'req-v11', { scripts: [script(7)] });
      expect(await failureOf(world.run('video/scripts', key('req-v11')))).toMatchObject({
        kind: 'conflict',
        message: Messages.video.scriptsFailed,
      });
      expect((await world.stored('req-v11'))?.scripts).toEqual([script(7)]);
    });

    it('writes the scripts of a requirement that has none, for its caption and the brand strategy, the choice on the first, stamped with who asked', async () => {
      ai().respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      const updated = await world.run('video/scripts', key('req-v11'));
      expect(updated).toMatchObject({ caption: 'Caption listo', videoToPublishIndex: 0, updatedAt: NOW });
      expect(updated.changedBy).toEqual(stampOf(eva));
      expect(updated.scripts).toHaveLength(3);
      expect(updated.scripts.some((each) => each.videoUrl !== undefined)).toBe(false);
      expect(ai().callsTo('videoCaptions')).toEqual([]);
      expect(updated.scripts[0]?.Captacion).toBe('Gancho 1: ¿y si tu día fuera más simple?');
      expect(await world.stored('req-v11')).toEqual(updated);
      const [request] = ai().callsTo('generateScripts');
      expect(request?.texto).toBe('Caption listo');
      expect(request).toMatchObject(key('req-v11'));
      expect(request?.brand_strategy).toContain('Marca: Café Aurora');
    });

    it("first takes the grid position's video caption when there is none", async () => {
      ai().respond('videoCaptions', PLAUSIBLE_AI_ANSWERS.videoCaptions);
      ai().respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      const updated = await world.run('video/scripts', key('req-v10'));
      expect(updated.caption).toBe('Texto sugerido 4: una idea clara para la marca.');
      expect(ai().callsTo('generateScripts')[0]?.texto).toBe(updated.caption);
      expect(ai().callsTo('videoCaptions')[0]).toMatchObject(key('req-v10'));
      expect(await world.stored('req-v10')).toEqual(updated);
    });

    it('refuses a caption the answer left blank as an invalid answer, and writes nothing', async () => {
      const blank = structuredClone(PLAUSIBLE_AI_ANSWERS.videoCaptions) as { videos_json: Record<string, string> };
      blank.videos_json['video4'] = '   ';
      ai().respond('videoCaptions', blank);
      expect((await failureOf(world.run('video/scripts', key('req-v10')))).kind).toBe('invalid-ai-answer');
      expect(ai().callsTo('generateScripts')).toEqual([]);
      expect(await world.stored('req-v10')).toEqual(V10);
    });

    it('needs the requirement id, the brand id and VIDEO_SUGGESTIONAI', async () => {
      const videos = useCasesOver(world.adapters).video;
      expect(await failureOf(videos.scripts(eva, key('')))).toMatchObject({
        kind: 'validation',
        message: 'No se puede generar una nueva sugerencia sin el ID del requerimiento.',
      });
      expect((await failureOf(videos.scripts(eva, key('req-v9', ' ')))).message).toBe(
        Messages.video.missingBrandOrRequirement,
      );
      expect((await failureOf(world.runAs(without('VIDEO_SUGGESTIONAI'))('video/scripts', key('req-v9')))).kind).toBe(
        'forbidden',
      );
      expect(ai().calls).toEqual([]);
    });

    it('writes nothing when either answer is malformed', async () => {
      ai().respondOnce('videoCaptions', { videos_json: { video1: 'solo uno' } });
      expect((await failureOf(world.run('video/scripts', key('req-v10')))).kind).toBe('invalid-ai-answer');
      expect(ai().callsTo('generateScripts')).toEqual([]);
      ai().respond('videoCaptions', PLAUSIBLE_AI_ANSWERS.videoCaptions);
      ai().respond('generateScripts', { guiones: { scripts: [{ Captacion: 'sin el resto' }] } });
      expect(await failureOf(world.run('video/scripts', key('req-v10')))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: 'La API no devolvió guiones válidos.',
      });
      expect(await world.stored('req-v10')).toEqual(V10);
      ai().respondOnce('generateScripts', { guiones: { scripts: [] } });
      expect(await failureOf(world.run('video/scripts', key('req-v11')))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: Messages.video.invalidScripts,
      });
      expect(await world.stored('req-v11')).toEqual(V11);
    });

    it("writes nothing when a call fails (the model's failure, marked as such) or the brand has no guide", async () => {
      ai().respond('videoCaptions', new Error('503'));
      expect(await failureOf(world.run('video/scripts', key('req-v10')))).toMatchObject({
        kind: 'upstream',
        message: Messages.video.scriptsFailed,
        details: { stage: 'model' },
      });
      ai().respond('generateScripts', new Error('timeout'));
      expect(await failureOf(world.run('video/scripts', key('req-v11')))).toMatchObject({
        kind: 'upstream',
        message: 'Error al generar los guiones. Por favor, intenta nuevamente más tarde.',
      });
      // Luna has no guide; its video, without scripts, would get them.
      await world.adapters.requirements.update('b-luna', 'req-l1', { scripts: [] });
      expect(await failureOf(world.run('video/scripts', key('req-l1', 'b-luna')))).toMatchObject({
        kind: 'not-found',
        message: 'No se tiene blueprint para la marca.',
      });
      expect(await world.stored('req-v10')).toEqual(V10);
      expect(await world.stored('req-v11')).toEqual(V11);
      expect(await world.stored('req-l1', 'b-luna')).toEqual({ ...L1, scripts: [] });
    });

    it('writes nothing when the write fails', async () => {
      ai().respond('generateScripts', PLAUSIBLE_AI_ANSWERS.generateScripts);
      world.adapters.requirements.failNext('updateFrom');
      expect(await failureOf(world.run('video/scripts', key('req-v11')))).toMatchObject({
        kind: 'upstream',
        message: Messages.video.scriptsFailed,
      });
      expect(await world.stored('req-v11')).toEqual(V11);
    });
  });

  describe('video/choose', () => {
    it('stores the choice of a script that has a video, stamped with who asked', async () => {
      const updated = await world.run('video/choose', { ...key('req-l1', 'b-luna'), index: 0 });
      expect(updated).toMatchObject({ videoToPublishIndex: 0, changedBy: stampOf(eva) });
      expect(await world.stored('req-l1', 'b-luna')).toEqual(updated);
    });

    it("checks the choice against the scripts as stored when it is written, and keeps a script's edit saved meanwhile", async () => {
      const edited = { ...V9.scripts[1]!, Captacion: 'Editado mientras tanto' };
      writeBeforeNextUpdateFrom(world.adapters.requirements, 'b-aurora', 'req-v9', {
        scripts: [V9.scripts[0]!, edited],
      });
      const updated = await world.run('video/choose', { ...key('req-v9'), index: 1 });
      expect(updated).toMatchObject({ videoToPublishIndex: 1, scripts: [V9.scripts[0], edited] });
      expect(await world.stored()).toEqual(updated);

      writeBeforeNextUpdateFrom(world.adapters.requirements, 'b-aurora', 'req-v9', { scripts: [script(1), script(2)] });
      expect(await failureOf(world.run('video/choose', { ...key('req-v9'), index: 1 }))).toMatchObject({
        kind: 'validation',
        message: 'No se ha cargado el video para el guión seleccionado.',
      });
      expect((await world.stored())?.videoToPublishIndex).toBe(1);
    });

    it('refuses a script without video or beyond the scripts, and keeps the choice when the write fails', async () => {
      for (const index of [0, 7]) {
        expect(await failureOf(world.run('video/choose', { ...key('req-v9'), index }))).toMatchObject({
          kind: 'validation',
          message: 'No se ha cargado el video para el guión seleccionado.',
        });
      }
      expect(await failureOf(world.run('video/choose', { ...key('req-v9'), index: '1' }))).toMatchObject({
        kind: 'validation',
        message: "El campo 'index' debe ser un número.",
      });
      world.adapters.requirements.failNext('updateFrom');
      expect(await failureOf(world.run('video/choose', { ...key('req-v9'), index: 1 }))).toMatchObject({
        kind: 'upstream',
        message: 'No se pudo guardar el video seleccionado.',
      });
      expect(await world.stored()).toEqual(V9);
      expect(
        (
          await failureOf(
            world.runAs(without('CARROUSEL_SENDTOMETRICS'))('video/choose', { ...key('req-v9'), index: 1 }),
          )
        ).kind,
      ).toBe('forbidden');
    });
  });
});
