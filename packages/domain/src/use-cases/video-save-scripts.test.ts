import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { useCasesOver } from '../testing/index.js';
import { type Script } from '../video-scripts/script.js';
import { failureOf, pickedFile, writeBeforeNextUpdateFrom } from './use-cases.test-kit.js';
import { NOW, eva, without, script, V9, key, mp4, stampOf, useVideoWorld } from './video.test-kit.js';

/*
 * video/save-scripts (docs/product.md, "Videos"): an AI draft's 'Reemplazar' and 'Insertar', and
 * its 'Deshacer', save the scripts as texts. A script's video comes back only when the server can
 * vouch for it: a URL a script of the requirement holds now, or an object of its bucket in that
 * script's folder; a URL the browser made up is refused.
 */

describe('the video commands', () => {
  const world = useVideoWorld();
  const save = (body: Record<string, unknown>, id = 'req-v9') =>
    world.run('video/save-scripts', { ...key(id), ...body });
  /** The URL the server derives for an object of its bucket. */
  const urlOf = async (path: string) => (await world.adapters.mediaObjects.resolve(path)).url;
  /** Script 2 of req-v9 with a video uploaded and attached as the screen does: its stored URL. */
  const attachedVideo = async (): Promise<string> => {
    const path = await world.uploads.scriptVideo(eva, key('req-v9'), 1, mp4());
    const attached = await world.run('video/video-attached', { ...key('req-v9'), index: 1, path });
    return attached.scripts[1]?.videoUrl ?? '';
  };
  const texts = ({ videoUrl: _video, ...sections }: Script) => sections;

  describe('video/save-scripts', () => {
    it('replaces the scripts by the texts given, without videos, the choice back to the first, stamped with who asked', async () => {
      const updated = await save({ scripts: [script(7), script(8), script(9)] });
      expect(updated).toMatchObject({
        scripts: [script(7), script(8), script(9)],
        videoToPublishIndex: 0,
        caption: V9.caption,
        updatedAt: NOW,
        changedBy: stampOf(eva),
      });
      expect(await world.stored()).toEqual(updated);
    });

    it('inserts after the scripts that are there: their videos kept as stored, and the choice with them', async () => {
      const updated = await save({ scripts: [...V9.scripts, script(3)] });
      expect(updated.scripts).toEqual([...V9.scripts, script(3)]);
      expect(updated.videoToPublishIndex).toBe(1);
      expect(await world.stored()).toEqual(updated);
    });

    it('writes the caption given with the scripts (a proposal made for a requirement without one)', async () => {
      const updated = await save({ scripts: [script(1)], caption: 'Caption propuesto' });
      expect(updated).toMatchObject({ caption: 'Caption propuesto', scripts: [script(1)] });
      expect(await world.stored()).toEqual(updated);
    });

    it("undoes a replacement: the previous scripts come back with their uploaded videos, found again in each script's folder", async () => {
      const url = await attachedVideo();
      const before = (await world.stored())?.scripts ?? [];
      expect(before[1]?.videoUrl).toBe(url);
      await save({ scripts: [script(7)] });
      expect((await world.stored())?.scripts).toEqual([script(7)]);
      const restored = await save({ scripts: before });
      expect(restored.scripts).toEqual(before);
      expect(await world.stored()).toEqual(restored);
    });

    it('refuses a video the server cannot vouch for (made up, elsewhere, missing, not a video) and writes nothing', async () => {
      const url = await attachedVideo();
      const stored = await world.stored();
      const elsewhere = [
        // Another script's folder, another requirement's, another brand's, the carousel images' folder.
        'videos/b-aurora/req-v9/guion1/otro.mp4',
        'videos/b-aurora/req-v10/guion2/otro.mp4',
        'videos/b-luna/req-l1/guion2/otro.mp4',
        'img_carrousels/b-aurora/req-v9/otro.mp4',
      ];
      for (const path of elsewhere) await world.adapters.storage.upload(path, mp4());
      const forged = [
        ...(await Promise.all(elsewhere.map(urlOf))),
        'https://evil.example/guion2/video.mp4',
        'javascript:alert(document.domain)',
        'videos/b-aurora/req-v9/guion2/clip.mp4',
        url.replace('guion2', 'guion2%2F..%2F..%2Freq-v10%2Fguion2'),
        // The same path in another bucket.
        url.replace(/\/b\/[^/]+\//, '/b/otro-bucket.appspot.com/'),
      ];
      const field = 'scripts[1].videoUrl';
      for (const videoUrl of forged) {
        expect(await failureOf(save({ scripts: [script(1), { ...script(2), videoUrl }] }))).toMatchObject({
          kind: 'validation',
          message: ServerMessages.aiEndpoint.mediaOutsideBrand(field),
          details: { field },
        });
      }
      // In the right folder, but no such object; an object there that is not a video.
      expect(
        await failureOf(
          save({ scripts: [script(1), { ...script(2), videoUrl: url.replace('clip.mp4', 'nada.mp4') }] }),
        ),
      ).toMatchObject({ kind: 'validation', message: ServerMessages.storedMedia.mediaNotFound });
      await world.adapters.storage.upload(
        'videos/b-aurora/req-v9/guion2/foto.png',
        pickedFile('foto.png', 'image/png'),
      );
      const photo = await urlOf('videos/b-aurora/req-v9/guion2/foto.png');
      expect(await failureOf(save({ scripts: [script(1), { ...script(2), videoUrl: photo }] }))).toMatchObject({
        kind: 'validation',
        message: Messages.video.invalidType,
      });
      expect(await world.stored()).toEqual(stored);
    });

    it("keeps a stored video only where the server finds it: a URL another requirement holds is not this one's", async () => {
      // req-l1's stored video, named for req-v9: not held by req-v9, not an object of its folders.
      expect(
        await failureOf(save({ scripts: [{ ...script(1), videoUrl: 'https://videos.example/l.mp4' }] })),
      ).toMatchObject({
        kind: 'validation',
        message: ServerMessages.aiEndpoint.mediaOutsideBrand('scripts[0].videoUrl'),
      });
      expect(await world.stored()).toEqual(V9);
    });

    it('judges the choice of the video to publish against the requirement as stored when it commits', async () => {
      const url = await attachedVideo();
      const kept = [texts(V9.scripts[0]!), { ...script(5), videoUrl: url }];
      writeBeforeNextUpdateFrom(world.adapters.requirements, 'b-aurora', 'req-v9', { videoToPublishIndex: 1 });
      expect(await save({ scripts: kept })).toMatchObject({ scripts: kept, videoToPublishIndex: 1 });
      writeBeforeNextUpdateFrom(world.adapters.requirements, 'b-aurora', 'req-v9', { videoToPublishIndex: 1 });
      const dropped = await save({ scripts: [texts(V9.scripts[0]!), script(5)] });
      expect(dropped).toMatchObject({ scripts: [texts(V9.scripts[0]!), script(5)], videoToPublishIndex: 0 });
      expect(await world.stored()).toEqual(dropped);
    });

    it('refuses bodies of the wrong shape, naming the field', async () => {
      const refusals: [Record<string, unknown>, string][] = [
        [{}, "El campo 'scripts' debe ser una lista."],
        [{ scripts: 'guion' }, "El campo 'scripts' debe ser una lista."],
        [{ scripts: ['guion'] }, Messages.endpoints.bodyNotObject],
        [{ scripts: [{ ...script(1), Captacion: 3 }] }, "El campo 'scripts[0].Captacion' debe ser texto."],
        [
          { scripts: [script(1), { Captacion: 'x', 'Llamada a la acción': 'y' }] },
          "El campo 'scripts[1].Argumento de Venta' debe ser texto.",
        ],
        [{ scripts: [{ ...script(1), videoUrl: 7 }] }, "El campo 'scripts[0].videoUrl' debe ser texto."],
        [{ scripts: [script(1)], caption: 7 }, "El campo 'caption' debe ser texto."],
      ];
      for (const [body, message] of refusals) {
        expect(await failureOf(save(body))).toMatchObject({ kind: 'validation', message });
      }
      expect(await world.stored()).toEqual(V9);
    });

    it('refuses more scripts than their cap, a text over its cap and no script at all, from the body and in the use case', async () => {
      const many = Array.from({ length: TEXT_LIMITS.sections + 1 }, (_, n) => script(n));
      expect(await failureOf(save({ scripts: many }))).toMatchObject({
        kind: 'validation',
        message: Messages.endpoints.fieldTooManyEntries('scripts', TEXT_LIMITS.sections),
      });
      const long = 'a'.repeat(TEXT_LIMITS.text + 1);
      expect(await failureOf(save({ scripts: [{ ...script(1), 'Llamada a la acción': long }] }))).toMatchObject({
        kind: 'validation',
        message: Messages.endpoints.fieldTooLong('scripts[0].Llamada a la acción', TEXT_LIMITS.text),
      });
      expect(await failureOf(save({ scripts: [script(1)], caption: long }))).toMatchObject({
        kind: 'validation',
        message: Messages.endpoints.fieldTooLong('caption', TEXT_LIMITS.text),
      });
      expect(
        await failureOf(
          save({ scripts: [{ ...script(1), videoUrl: `https://x.example/${'a'.repeat(TEXT_LIMITS.url)}` }] }),
        ),
      ).toMatchObject({
        kind: 'validation',
        message: Messages.endpoints.fieldTooLong('scripts[0].videoUrl', TEXT_LIMITS.url),
      });
      expect(await failureOf(save({ scripts: [] }))).toMatchObject({
        kind: 'validation',
        message: Messages.blueprint.saveChanges,
      });
      const videos = useCasesOver(world.adapters).video;
      expect(await failureOf(videos.saveScripts(eva, key('req-v9'), { scripts: many }))).toMatchObject({
        kind: 'validation',
        message: Messages.validation.tooManyEntries(TEXT_LIMITS.sections),
      });
      expect(
        await failureOf(videos.saveScripts(eva, key('req-v9'), { scripts: [{ ...script(1), Captacion: long }] })),
      ).toMatchObject({ kind: 'validation', message: Messages.validation.textTooLong(TEXT_LIMITS.text) });
      expect(
        await failureOf(
          videos.saveScripts(eva, key('req-v9'), { scripts: [{ ...script(1), Captacion: 3 as unknown as string }] }),
        ),
      ).toMatchObject({ kind: 'validation', message: Messages.blueprint.saveChanges });
      expect(await world.stored()).toEqual(V9);
    });

    it('needs REQUIREMENTS_EDIT, and keeps the requirement when the write fails', async () => {
      expect(
        (
          await failureOf(
            world.runAs(without('REQUIREMENTS_EDIT'))('video/save-scripts', { ...key('req-v9'), scripts: [script(1)] }),
          )
        ).kind,
      ).toBe('forbidden');
      world.adapters.requirements.failNext('updateFrom');
      expect(await failureOf(save({ scripts: [script(1)] }))).toMatchObject({
        kind: 'upstream',
        message: Messages.blueprint.saveChanges,
      });
      expect(await world.stored()).toEqual(V9);
    });
  });
});
