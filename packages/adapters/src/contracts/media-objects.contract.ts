import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseStorageUrl, type MediaObjects } from '@estudio/domain/content';
import { isDomainError } from '@estudio/domain/shared';

export interface MediaObjectsSubject {
  readonly objects: MediaObjects;
  /** This project's bucket: the one every URL the adapter derives must name. */
  readonly bucket: string;
  /** Puts an object at `path` as the browser's upload would (no download token asked for). */
  readonly upload: (path: string, bytes: Uint8Array, contentType: string) => Promise<void>;
  readonly cleanup?: () => Promise<void>;
}

/** "hola mundo": 10 bytes. */
const HELLO_BASE64 = 'aG9sYSBtdW5kbw==';
/** A 1×1 PNG's first bytes are enough: the adapter stores what it is given. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUg==';

const bytes = (size: number): Uint8Array => Uint8Array.from({ length: size }, (_, index) => index % 256);

/** The refusal a promise ends with (fails the test when it resolves). */
const refusalOf = async (pending: Promise<unknown>): Promise<unknown> => {
  try {
    await pending;
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

/**
 * The server's hold on stored media (MediaObjects): what every adapter must do, the twin in the
 * unit run and firebase-admin on the Storage emulator. The URL it answers is always one of
 * this bucket naming that very path (parseStorageUrl reads it back), so the server's later
 * reads of it (StoredMediaReader) find the object.
 */
export const describeMediaObjectsContract = (name: string, makeSubject: () => Promise<MediaObjectsSubject>): void => {
  describe(`MediaObjects contract: ${name}`, () => {
    let subject: MediaObjectsSubject;
    let objects: MediaObjects;

    beforeEach(async () => {
      subject = await makeSubject();
      objects = subject.objects;
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('resolves an uploaded object to its path, type, size and a download URL of this bucket naming it', async () => {
      const path = 'img_carrousels/brand-aurora/req-1/imagen 1.png';
      await subject.upload(path, bytes(48), 'image/png');
      const owned = await objects.resolve(path);
      expect(owned).toMatchObject({ path, contentType: 'image/png', size: 48 });
      expect(parseStorageUrl(owned.url)).toEqual({ bucket: subject.bucket, path });
      expect(owned.url).toMatch(/[?&]alt=media(&|$)/);
    });

    it('answers the same URL each time it resolves the same object', async () => {
      const path = 'keyVisuals/brand-aurora/abc-visual.pdf';
      await subject.upload(path, bytes(16), 'application/pdf');
      const first = await objects.resolve(path);
      expect(await objects.resolve(path)).toEqual(first);
    });

    it('gives different objects different URLs', async () => {
      await subject.upload('video_blogs/brand-aurora/req-1/a.mp4', bytes(8), 'video/mp4');
      await subject.upload('video_blogs/brand-aurora/req-1/b.mp4', bytes(8), 'video/mp4');
      const a = await objects.resolve('video_blogs/brand-aurora/req-1/a.mp4');
      const b = await objects.resolve('video_blogs/brand-aurora/req-1/b.mp4');
      expect(a.url).not.toBe(b.url);
    });

    it.each([
      ['nothing uploaded there', 'img_carrousels/brand-aurora/req-1/nada.png'],
      ['a folder, not an object', 'img_carrousels/brand-aurora/req-1'],
      ['an empty path', ''],
      ['a parent segment', 'img_carrousels/brand-aurora/../req-1/subida.png'],
      ['an empty segment', 'img_carrousels//brand-aurora/req-1/subida.png'],
    ])('refuses as not found a path that names no object: %s', async (_case, path) => {
      await subject.upload('img_carrousels/brand-aurora/req-1/subida.png', bytes(8), 'image/png');
      const error = await refusalOf(objects.resolve(path));
      expect(isDomainError(error) && error.kind).toBe('not-found');
    });

    it('stores base64 bytes at the path and answers them as resolve would', async () => {
      const path = 'img_blogs/brand-aurora/req-1/ia-1.png';
      const stored = await objects.storeBase64(path, HELLO_BASE64, 'image/png');
      expect(stored).toMatchObject({ path, contentType: 'image/png', size: 10 });
      expect(parseStorageUrl(stored.url)).toEqual({ bucket: subject.bucket, path });
      expect(await objects.resolve(path)).toEqual(stored);
    });

    it('replaces what a path held when base64 bytes are stored there again', async () => {
      const path = 'img_carrousels/brand-aurora/req-1/ia-0.png';
      await objects.storeBase64(path, HELLO_BASE64, 'image/png');
      const again = await objects.storeBase64(path, PNG_BASE64, 'image/jpeg');
      expect(again).toMatchObject({ path, contentType: 'image/jpeg', size: 16 });
      expect(await objects.resolve(path)).toMatchObject({ size: 16, contentType: 'image/jpeg' });
    });
  });
};
