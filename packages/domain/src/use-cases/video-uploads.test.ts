import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { type UploadProgress } from '../ports/storage.js';
import { failureOf, pickedFile, untilHeld, writeBeforeNextUpdateFrom } from './use-cases.test-kit.js';
import { eva, leo, without, script, V9, key, mp4, stampOf, useVideoWorld } from './video.test-kit.js';

describe('the video commands', () => {
  const world = useVideoWorld();
  /** The browser's half: the file uploaded to script `index`'s folder, its object path answered. */
  const upload = (index: number, file = mp4(), onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal) =>
    world.uploads.scriptVideo(eva, key('req-v9'), index, file, { onProgress, signal });
  /** A call whose refusal may come before it answers a promise. */
  const attempt = <T>(call: () => Promise<T>): Promise<T> => Promise.resolve().then(call);
  /** The URL the server derives for an object of its bucket. */
  const urlOf = async (path: string) => (await world.adapters.mediaObjects.resolve(path)).url;

  describe('a script video: uploaded (MediaUploads.scriptVideo), then video/video-attached', () => {
    it('uploads with progress to the script folder and stores the URL the server derives in that script', async () => {
      const progress: UploadProgress[] = [];
      const path = await upload(0, mp4(), (step) => progress.push(step));
      expect(path).toBe('videos/b-aurora/req-v9/guion1/clip.mp4');
      expect(world.adapters.storage.read(path)).toMatchObject({ contentType: 'video/mp4', size: 4096 });
      expect(progress.at(-1)).toEqual({ bytesTransferred: 4096, totalBytes: 4096 });
      const updated = await world.run('video/video-attached', { ...key('req-v9'), index: 0, path });
      expect(updated.scripts[0]?.videoUrl).toBe(await urlOf(path));
      expect(updated.scripts[1]).toEqual(V9.scripts[1]);
      expect(updated.changedBy).toEqual(stampOf(eva));
      expect(await world.stored()).toEqual(updated);
    });

    it('stops when its signal aborts during the upload: the cancel message, no command, the script as it was', async () => {
      world.adapters.storage.holdUploads();
      const controller = new AbortController();
      const uploading = upload(0, mp4(), undefined, controller.signal);
      await untilHeld(world.adapters.storage);
      controller.abort();
      expect(await failureOf(uploading)).toMatchObject({
        kind: 'cancelled',
        message: Messages.media.uploadCancelled,
      });
      world.adapters.storage.releaseUploads();
      expect(world.adapters.storage.list()).toEqual([]);
      expect(await world.stored()).toEqual(V9);
    });

    it('keeps an edit made while the video was uploading', async () => {
      const editMeanwhile = () =>
        void world.adapters.requirements.update('b-aurora', 'req-v9', { caption: 'Editado durante la subida' });
      const path = await upload(0, mp4(), editMeanwhile);
      const updated = await world.run('video/video-attached', { ...key('req-v9'), index: 0, path });
      expect(updated.caption).toBe('Editado durante la subida');
      expect(await world.stored()).toEqual(updated);
    });

    it("stores the URL over the scripts as stored when the upload ends: another script's section or video saved meanwhile is kept", async () => {
      const theirs = {
        ...V9.scripts[1]!,
        Captacion: 'Editado durante la subida',
        videoUrl: 'https://videos.example/otro.mp4',
      };
      const path = await upload(0);
      writeBeforeNextUpdateFrom(world.adapters.requirements, 'b-aurora', 'req-v9', {
        scripts: [V9.scripts[0]!, theirs],
      });
      const updated = await world.run('video/video-attached', { ...key('req-v9'), index: 0, path });
      expect(updated.scripts).toEqual([{ ...V9.scripts[0], videoUrl: await urlOf(path) }, theirs]);
      expect(await world.stored()).toEqual(updated);
    });

    it('keeps both videos when two people upload to different scripts at the same moment', async () => {
      const [first, second] = await Promise.all([
        upload(0, pickedFile('uno.mp4', 'video/mp4')),
        world.uploads.scriptVideo(leo, key('req-v9'), 1, pickedFile('dos.mp4', 'video/mp4')),
      ]);
      await Promise.all([
        world.run('video/video-attached', { ...key('req-v9'), index: 0, path: first }),
        world.runAs(leo)('video/video-attached', { ...key('req-v9'), index: 1, path: second }),
      ]);
      expect((await world.stored())?.scripts.map((current) => current.videoUrl)).toEqual([
        await urlOf('videos/b-aurora/req-v9/guion1/uno.mp4'),
        await urlOf('videos/b-aurora/req-v9/guion2/dos.mp4'),
      ]);
    });

    it('refuses to store the URL when the script is gone from the stored scripts after the upload', async () => {
      const path = await upload(1);
      writeBeforeNextUpdateFrom(world.adapters.requirements, 'b-aurora', 'req-v9', { scripts: [script(7)] });
      expect(await failureOf(world.run('video/video-attached', { ...key('req-v9'), index: 1, path }))).toMatchObject({
        kind: 'validation',
        message: Messages.video.scriptNotFound,
      });
      expect((await world.stored())?.scripts).toEqual([script(7)]);
    });

    it('checks the file, the position and the requirement before uploading', async () => {
      expect(await failureOf(attempt(() => world.uploads.scriptVideo(eva, key('req-v9'), 0, null)))).toMatchObject({
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
        expect((await failureOf(attempt(() => world.uploads.scriptVideo(eva, target, index, mp4())))).message).toBe(
          'No se puede actualizar el video porque faltan datos del requerimiento.',
        );
      }
      expect(world.adapters.storage.list()).toEqual([]);
      expect(
        (await failureOf(attempt(() => world.uploads.scriptVideo(without('VIDEO_UPLOAD'), key('req-v9'), 0, mp4()))))
          .kind,
      ).toBe('forbidden');
    });

    it('refuses a script the requirement does not have, before looking at the object', async () => {
      await world.adapters.storage.upload('videos/b-aurora/req-v9/guion6/clip.mp4', mp4());
      expect(
        await failureOf(
          world.run('video/video-attached', {
            ...key('req-v9'),
            index: 5,
            path: 'videos/b-aurora/req-v9/guion6/clip.mp4',
          }),
        ),
      ).toMatchObject({ kind: 'validation', message: Messages.video.scriptNotFound });
      expect(await world.stored()).toEqual(V9);
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
      for (const path of elsewhere) await world.adapters.storage.upload(path, mp4());
      const urls = [
        'videos/b-aurora/req-v9/guion1/../../req-v10/guion1/clip.mp4',
        await urlOf('videos/b-aurora/req-v9/guion2/clip.mp4'),
        'https://videos.example/clip.mp4',
        'javascript:alert(document.domain)',
      ];
      for (const path of [...elsewhere, ...urls]) {
        // Nothing here is looked up: a path outside the folder is refused as it is.
        expect(await failureOf(world.run('video/video-attached', { ...key('req-v9'), index: 0, path }))).toMatchObject({
          kind: 'validation',
          message: outside,
          details: { field: 'path' },
        });
      }
      expect(
        await failureOf(
          world.run('video/video-attached', {
            ...key('req-v9'),
            index: 0,
            path: 'videos/b-aurora/req-v9/guion1/nada.mp4',
          }),
        ),
      ).toMatchObject({ kind: 'validation', message: ServerMessages.storedMedia.mediaNotFound });
      await world.adapters.storage.upload(
        'videos/b-aurora/req-v9/guion1/foto.png',
        pickedFile('foto.png', 'image/png'),
      );
      expect(
        await failureOf(
          world.run('video/video-attached', {
            ...key('req-v9'),
            index: 0,
            path: 'videos/b-aurora/req-v9/guion1/foto.png',
          }),
        ),
      ).toMatchObject({ kind: 'validation', message: Messages.video.invalidType });
      expect(await failureOf(world.run('video/video-attached', { ...key('req-v9'), index: 0, path: 3 }))).toMatchObject(
        {
          kind: 'validation',
          message: "El campo 'path' debe ser texto.",
        },
      );
      expect(await world.stored()).toEqual(V9);
    });

    it('needs VIDEO_UPLOAD, and keeps the requirement when the write fails', async () => {
      const path = await upload(0);
      expect(
        (
          await failureOf(
            world.runAs(without('VIDEO_UPLOAD'))('video/video-attached', { ...key('req-v9'), index: 0, path }),
          )
        ).kind,
      ).toBe('forbidden');
      world.adapters.requirements.failNext('updateFrom');
      expect(await failureOf(world.run('video/video-attached', { ...key('req-v9'), index: 0, path }))).toMatchObject({
        kind: 'upstream',
        message: 'Error al actualizar el video. Por favor, intenta nuevamente.',
      });
      expect(await world.stored()).toEqual(V9);
    });

    it('refuses a failed upload with its message', async () => {
      world.adapters.storage.failNext('upload');
      expect(await failureOf(upload(0))).toMatchObject({
        kind: 'upstream',
        message: 'Error al subir el video. Por favor, intenta nuevamente más tarde.',
      });
      expect(await world.stored()).toEqual(V9);
    });
  });
});
