import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_VIDEO_BYTES } from '../media/upload-rules.js';
import { MediaUploads, type UploadControl } from './media-uploads.js';
import { Messages } from '../messages.js';
import { type Actor } from '../permissions/actor.js';
import { type MediaFile, type UploadProgress } from '../ports/storage.js';
import { type PermissionKey } from '../permissions/catalogue.js';
import { type RequirementKey } from './content-access.js';
import { FixedClock, InMemoryMediaStorage } from '../testing/index.js';
import { actorWith, failureOf, pickedFile, untilHeld } from './use-cases.test-kit.js';

const NOW = '2026-03-10T15:30:00.000Z';
const NOW_MS = new Date(NOW).getTime();
const KEY: RequirementKey = { brandId: 'b-aurora', requirementId: 'req-1' };

const ALL_UPLOAD_KEYS: PermissionKey[] = ['SAVE_BRAND', 'CARROUSEL_CHANGEIMG', 'VIDEO_UPLOAD', 'BLOG_CHANGEIMG'];
const eva = actorWith(ALL_UPLOAD_KEYS);
const without = (key: PermissionKey) => actorWith(ALL_UPLOAD_KEYS.filter((held) => held !== key));

/**
 * The refusal of a call, whether it throws at once (a key or a file refused before anything is sent) or rejects
 * later: screens call MediaUploads inside their mutation's async function, where both are a rejection.
 */
const refusalOf = (call: () => Promise<unknown>) => failureOf(Promise.resolve().then(call));

/** One upload of MediaUploads, as a screen calls it: who, the file, its progress and cancel. */
type Upload = (actor: Actor, file: MediaFile | null, control?: UploadControl) => Promise<string>;

interface Case {
  readonly method: string;
  readonly key: PermissionKey;
  /** A file the method takes, of `size` bytes. */
  readonly file: (size?: number) => MediaFile;
  /** The path its upload goes to, the upload id being up1. */
  readonly path: string;
  /** A file it refuses before sending anything, and the refusal. */
  readonly refused: readonly (readonly [MediaFile | null, string])[];
  /** How a storage fault reads, from the fault 'red caída'. */
  readonly failure: string;
  readonly run: (uploads: MediaUploads) => Upload;
}

const CASES: readonly Case[] = [
  {
    method: 'keyVisual',
    key: 'SAVE_BRAND',
    file: (size = 2048) => pickedFile('logo.png', 'image/png', size),
    path: 'keyVisuals/b-aurora/up1-logo.png',
    refused: [
      [pickedFile('logo.svg', 'image/svg+xml'), Messages.brand.keyVisualType],
      [pickedFile('enorme.png', 'image/png', 52_428_801), Messages.brand.keyVisualTooLarge],
    ],
    failure: 'Error al guardar la marca. red caída',
    run: (uploads) => (actor, file, control) => uploads.keyVisual(actor, 'b-aurora', file as MediaFile, control),
  },
  {
    method: 'brandManual',
    key: 'SAVE_BRAND',
    file: (size = 2048) => pickedFile('manual.pdf', 'application/pdf', size),
    path: 'brandManuals/b-aurora/up1-manual.pdf',
    refused: [
      [pickedFile('manual.exe', 'application/x-msdownload'), Messages.brand.brandManualType],
      [pickedFile('manual.pdf', 'application/pdf', 20_971_521), Messages.brand.brandManualTooLarge],
    ],
    failure: 'Error al guardar la marca. red caída',
    run: (uploads) => (actor, file, control) => uploads.brandManual(actor, 'b-aurora', file as MediaFile, control),
  },
  {
    method: 'carouselImage',
    key: 'CARROUSEL_CHANGEIMG',
    file: (size = 2048) => pickedFile('mi foto.webp', 'image/webp', size),
    path: `img_carrousels/b-aurora/req-1/imagen-2-${NOW_MS}-mi foto.webp`,
    refused: [
      [null, Messages.carousel.noFile],
      [pickedFile('logo.svg', 'image/svg+xml'), Messages.carousel.invalidImageType],
      [pickedFile('a.pdf', 'application/pdf'), Messages.carousel.invalidImageType],
    ],
    failure: 'Error al subir la nueva imagen: red caída',
    run: (uploads) => (actor, file, control) => uploads.carouselImage(actor, KEY, 1, file, control),
  },
  {
    method: 'scriptVideo',
    key: 'VIDEO_UPLOAD',
    file: (size = 2048) => pickedFile('toma 1.mp4', 'video/mp4', size),
    path: 'videos/b-aurora/req-1/guion2/toma 1.mp4',
    refused: [
      [pickedFile('toma.mp4', 'video/mp4', MAX_VIDEO_BYTES + 1), Messages.video.tooLarge],
      [pickedFile('toma.webm', 'video/webm'), Messages.video.invalidType],
    ],
    failure: Messages.video.upload,
    run: (uploads) => (actor, file, control) => uploads.scriptVideo(actor, KEY, 1, file, control),
  },
  {
    method: 'blogVideo',
    key: 'VIDEO_UPLOAD',
    file: (size = 2048) => pickedFile('entrevista.mp4', 'video/mp4', size),
    path: 'video_blogs/b-aurora/req-1/up1-entrevista.mp4',
    refused: [
      [null, Messages.blog.videoRequired],
      [pickedFile('foto.png', 'image/png'), Messages.blog.videoRequired],
    ],
    failure: Messages.blog.process,
    run: (uploads) => (actor, file, control) => uploads.blogVideo(actor, KEY, file, control),
  },
  {
    method: 'blogImage',
    key: 'BLOG_CHANGEIMG',
    file: (size = 2048) => pickedFile('portada.jpg', 'image/jpeg', size),
    path: `video_blogs/b-aurora/req-1/up1-imagen-${NOW_MS}-portada.jpg`,
    refused: [
      [null, Messages.blog.imageRequired],
      [pickedFile('logo.svg', 'image/svg+xml'), Messages.blog.imageRequired],
      [pickedFile('clip.mp4', 'video/mp4'), Messages.blog.imageRequired],
    ],
    failure: Messages.blog.replaceImage,
    run: (uploads) => (actor, file, control) => uploads.blogImage(actor, KEY, file, control),
  },
];

describe('MediaUploads (the browser half of every content action that stores a file)', () => {
  let storage: InMemoryMediaStorage;
  let uploads: MediaUploads;

  beforeEach(() => {
    storage = new InMemoryMediaStorage();
    uploads = new MediaUploads(storage, new FixedClock(NOW));
  });

  for (const upload of CASES) {
    describe(upload.method, () => {
      it('sends the file to its folder with progress, and answers the object path', async () => {
        const progress: UploadProgress[] = [];
        const path = await upload.run(uploads)(eva, upload.file(1000), {
          onProgress: (step) => progress.push(step),
        });
        expect(path).toBe(upload.path);
        expect(storage.read(path)).toMatchObject({ size: 1000, contentType: upload.file().type });
        expect(progress.at(-1)).toEqual({ bytesTransferred: 1000, totalBytes: 1000 });
        expect(progress.length).toBeGreaterThan(1);
      });

      it(`needs ${upload.key}`, async () => {
        expect(await refusalOf(() => upload.run(uploads)(without(upload.key), upload.file()))).toMatchObject({
          kind: 'forbidden',
        });
        expect(storage.list()).toEqual([]);
      });

      it('checks the file before sending anything', async () => {
        for (const [file, message] of upload.refused) {
          expect(await refusalOf(() => upload.run(uploads)(eva, file))).toMatchObject({ kind: 'validation', message });
        }
        expect(storage.list()).toEqual([]);
      });

      it('stops when its signal aborts during the upload: the cancel notice, nothing stored', async () => {
        storage.holdUploads();
        const controller = new AbortController();
        const progress: UploadProgress[] = [];
        const sending = upload.run(uploads)(eva, upload.file(1000), {
          onProgress: (step) => progress.push(step),
          signal: controller.signal,
        });
        await untilHeld(storage);
        expect(progress).toEqual([{ bytesTransferred: 500, totalBytes: 1000 }]);
        controller.abort();
        expect(await failureOf(sending)).toMatchObject({
          kind: 'cancelled',
          message: Messages.media.uploadCancelled,
        });
        storage.releaseUploads();
        expect(storage.list()).toEqual([]);
      });

      it("reports a storage fault with the action's message", async () => {
        storage.failNext('upload', new Error('red caída'));
        expect(await refusalOf(() => upload.run(uploads)(eva, upload.file()))).toMatchObject({
          kind: 'upstream',
          message: upload.failure,
        });
      });
    });
  }

  it('gives every upload its own path: the same file sent twice never overwrites the first', async () => {
    const first = await uploads.blogVideo(eva, KEY, pickedFile('clip.mp4', 'video/mp4', 10));
    const second = await uploads.blogVideo(eva, KEY, pickedFile('clip.mp4', 'video/mp4', 20));
    expect([first, second]).toEqual([
      'video_blogs/b-aurora/req-1/up1-clip.mp4',
      'video_blogs/b-aurora/req-1/up2-clip.mp4',
    ]);
    expect(storage.read(first)?.size).toBe(10);
  });

  it('refuses a card or script that is no position, and a key without brand or requirement, before sending', async () => {
    const image = pickedFile('a.png', 'image/png');
    const video = pickedFile('a.mp4', 'video/mp4');
    for (const index of [-1, 0.5]) {
      expect(await refusalOf(() => uploads.carouselImage(eva, KEY, index, image))).toMatchObject({
        message: Messages.carousel.invalidImageIndex,
      });
      expect(await refusalOf(() => uploads.scriptVideo(eva, KEY, index, video))).toMatchObject({
        message: Messages.video.updateMissingData,
      });
    }
    const blank = { brandId: ' ', requirementId: 'req-1' };
    expect(await refusalOf(() => uploads.carouselImage(eva, blank, 0, image))).toMatchObject({
      message: Messages.carousel.missingBrandOrRequirement,
    });
    expect(await refusalOf(() => uploads.scriptVideo(eva, blank, 0, video))).toMatchObject({
      message: Messages.video.updateMissingData,
    });
    expect(await refusalOf(() => uploads.blogVideo(eva, blank, video))).toMatchObject({
      message: Messages.carousel.missingBrandOrRequirement,
    });
    expect(await refusalOf(() => uploads.keyVisual(eva, ' ', image))).toMatchObject({
      message: Messages.brand.missingBrandForKeyVisual,
    });
    expect(storage.list()).toEqual([]);
  });

  it('writes out a storage fault that is not an Error after the prefix', async () => {
    class ThrowingStorage extends InMemoryMediaStorage {
      override upload(): never {
        throw 413;
      }
    }
    const throwing = new MediaUploads(new ThrowingStorage(), new FixedClock(NOW));
    expect((await refusalOf(() => throwing.carouselImage(eva, KEY, 0, pickedFile('a.png', 'image/png')))).message).toBe(
      'Error al subir la nueva imagen: 413',
    );
  });

  it('keeps file names to one safe segment of their folder', async () => {
    const path = await uploads.carouselImage(eva, KEY, 0, pickedFile('../../otra/marca.png', 'image/png'));
    expect(path.startsWith('img_carrousels/b-aurora/req-1/imagen-1-')).toBe(true);
    expect(path.split('/')).toHaveLength(4);
  });
});
