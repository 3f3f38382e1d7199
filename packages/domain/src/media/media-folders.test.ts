import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MediaObjects, OwnedObject } from '../ports/media-objects.js';
import type { StoredMediaReader, StoredObject } from '../ports/stored-media.js';
import { DomainError, isDomainError } from '../shared/errors.js';
import { isObjectPathIn, MEDIA_FOLDERS, requireObjectIn, requireStoredUrlIn } from './media-folders.js';

const KEY = { brandId: 'marca-1', requirementId: 'req_7' };
const BUCKET = 'demo-estudio.appspot.com';

/** The twin-free stand-ins: every object exists, at the emulator's URL of our bucket. */
const objects = (found = true): MediaObjects => ({
  resolve: async (path): Promise<OwnedObject> => {
    if (!found) throw new DomainError('not-found', 'El archivo indicado no existe en el almacenamiento.');
    return {
      path,
      url: `http://127.0.0.1:9199/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`,
      contentType: 'image/png',
      size: 3,
    };
  },
  storeBase64: async () => {
    throw new Error('not used');
  },
});

const reader: StoredMediaReader = {
  locate: async (url): Promise<StoredObject> => {
    const match = /\/v0\/b\/([^/]+)\/o\/([^?]+)/.exec(url);
    if (match?.[1] !== BUCKET || url.startsWith('javascript:')) {
      throw new DomainError('validation', 'El archivo indicado no pertenece al almacenamiento de este proyecto.');
    }
    const path = decodeURIComponent(match[2] ?? '');
    return { bucket: BUCKET, path, gsUri: `gs://${BUCKET}/${path}`, contentType: 'image/png', size: 3 };
  },
  read: async () => {
    throw new Error('not used');
  },
  open: async () => {
    throw new Error('not used');
  },
};

const refusal = async (promise: Promise<unknown>): Promise<DomainError> => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isDomainError(error)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
};

const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const fileName = fc
  .stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,20}[A-Za-z0-9]$/)
  .filter((name) => !/^\.+$/.test(name));

describe('the folders of the content media', () => {
  it('names the folder of each kind of upload', () => {
    expect(MEDIA_FOLDERS.keyVisual('b1')).toBe('keyVisuals/b1');
    expect(MEDIA_FOLDERS.brandManual('b1')).toBe('brandManuals/b1');
    expect(MEDIA_FOLDERS.carouselImage(KEY)).toBe('img_carrousels/marca-1/req_7');
    expect(MEDIA_FOLDERS.scriptVideo(KEY, 1)).toBe('videos/marca-1/req_7/guion2');
    expect(MEDIA_FOLDERS.blogMedia(KEY)).toBe('video_blogs/marca-1/req_7');
    expect(MEDIA_FOLDERS.blogAiImage(KEY)).toBe('video_blogs/marca-1/req_7/ia');
  });

  it("keeps the blog's uploads and the server's article images apart: neither folder takes the other's objects", () => {
    const uploads = MEDIA_FOLDERS.blogMedia(KEY);
    const generated = MEDIA_FOLDERS.blogAiImage(KEY);
    expect(isObjectPathIn(`${generated}/imagen-articulo-17.png`, generated)).toBe(true);
    expect(isObjectPathIn(`${generated}/imagen-articulo-17.png`, uploads)).toBe(false);
    for (const upload of [`${uploads}/ia-imagen-articulo-17.png`, `${uploads}/up1-foto.png`]) {
      expect(isObjectPathIn(upload, generated), upload).toBe(false);
    }
  });

  it('takes one file directly inside the folder, and nothing else', () => {
    const folder = MEDIA_FOLDERS.carouselImage(KEY);
    expect(isObjectPathIn(`${folder}/imagen-1-17.png`, folder)).toBe(true);
    for (const outside of [
      'img_carrousels/otra-marca/req_7/imagen.png',
      `${folder}/../../otra-marca/req_7/imagen.png`,
      `${folder}/sub/imagen.png`,
      `${folder}/`,
      `${folder}/..`,
      `${folder}/ imagen.png`,
      `${folder}/a\\b.png`,
      `${folder}/a\u0000.png`,
      `${folder}x/imagen.png`,
      'https://evil.example/imagen.png',
      'javascript:alert(1)',
      `${folder}/${'a'.repeat(1100)}`,
    ]) {
      expect(isObjectPathIn(outside, folder), outside).toBe(false);
    }
    expect(isObjectPathIn('keyVisuals/../x/a.png', 'keyVisuals/..')).toBe(false);
  });

  it('refuses every path outside the item folder (property)', () => {
    fc.assert(
      fc.property(segment, segment, segment, segment, fileName, (brandA, reqA, brandB, reqB, name) => {
        fc.pre(brandA !== brandB || reqA !== reqB);
        const mine = MEDIA_FOLDERS.carouselImage({ brandId: brandA, requirementId: reqA });
        const theirs = MEDIA_FOLDERS.carouselImage({ brandId: brandB, requirementId: reqB });
        expect(isObjectPathIn(`${mine}/${name}`, mine)).toBe(true);
        expect(isObjectPathIn(`${theirs}/${name}`, mine)).toBe(false);
        expect(isObjectPathIn(`${mine}/../../${brandB}/${reqB}/${name}`, mine)).toBe(false);
        expect(isObjectPathIn(`${mine}/x/${name}`, mine)).toBe(false);
      }),
    );
  });

  it('refuses any URL, whatever its form, where an object path is expected (property)', () => {
    const folder = MEDIA_FOLDERS.blogMedia(KEY);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl(),
          fc.constant(`javascript:alert(1)`),
          fc.string().map((s) => `data:${s}`),
        ),
        (url) => {
          expect(isObjectPathIn(url, folder)).toBe(false);
        },
      ),
    );
  });

  it('resolves an uploaded object in its folder, answering the URL the server derived', async () => {
    const folder = MEDIA_FOLDERS.carouselImage(KEY);
    const object = await requireObjectIn(objects(), 'path', `${folder}/imagen-1.png`, folder);
    expect(object.url).toBe(
      `http://127.0.0.1:9199/v0/b/${BUCKET}/o/${encodeURIComponent(`${folder}/imagen-1.png`)}?alt=media`,
    );
  });

  it('refuses a path outside the folder without looking it up, and a missing object as invalid input', async () => {
    const folder = MEDIA_FOLDERS.carouselImage(KEY);
    const outside = await refusal(requireObjectIn(objects(), 'path', 'img_carrousels/otra/req_7/a.png', folder));
    expect(outside.kind).toBe('validation');
    expect(outside.message).toBe(
      "El campo 'path' debe ser un archivo subido a esta marca (URL de descarga de Storage del proyecto).",
    );
    const missing = await refusal(requireObjectIn(objects(false), 'path', `${folder}/a.png`, folder));
    expect(missing.kind).toBe('validation');
    expect(missing.message).toBe('El archivo indicado no existe en el almacenamiento.');
  });

  it('turns a storage fault into an upstream refusal', async () => {
    const folder = MEDIA_FOLDERS.carouselImage(KEY);
    const broken: MediaObjects = { ...objects(), resolve: async () => Promise.reject(new Error('socket hang up')) };
    expect((await refusal(requireObjectIn(broken, 'path', `${folder}/a.png`, folder))).kind).toBe('upstream');
  });

  it('checks a stored URL before the server reads or sends it: our bucket, the item folder', async () => {
    const folder = MEDIA_FOLDERS.carouselImage(KEY);
    const own = `http://127.0.0.1:9199/v0/b/${BUCKET}/o/${encodeURIComponent(`${folder}/a.png`)}?alt=media`;
    await expect(requireStoredUrlIn(reader, 'image_url', own, [folder])).resolves.toBe(`${folder}/a.png`);
    const script = MEDIA_FOLDERS.scriptVideo(KEY, 0);
    const video = `http://127.0.0.1:9199/v0/b/${BUCKET}/o/${encodeURIComponent(`${script}/v.mp4`)}?alt=media`;
    await expect(
      requireStoredUrlIn(reader, 'videoUrl', video, [`videos/${KEY.brandId}/${KEY.requirementId}`]),
    ).resolves.toBe(`${script}/v.mp4`);
    const otherBrand = `http://127.0.0.1:9199/v0/b/${BUCKET}/o/${encodeURIComponent('img_carrousels/otra/req_7/a.png')}`;
    for (const url of [otherBrand, 'https://evil.example/a.png', 'javascript:alert(1)']) {
      const error = await refusal(requireStoredUrlIn(reader, 'image_url', url, [folder]));
      expect(error.kind, url).toBe('validation');
    }
  });

  it('lets a storage fault through as it is', async () => {
    const broken: StoredMediaReader = {
      ...reader,
      locate: async () => Promise.reject(new DomainError('upstream', 'caído')),
    };
    expect((await refusal(requireStoredUrlIn(broken, 'f', 'x', ['a']))).message).toBe('caído');
  });
});
