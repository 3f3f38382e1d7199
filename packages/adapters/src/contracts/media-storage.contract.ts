import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MediaFile, type MediaStorage, type UploadProgress } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';

export interface MediaStorageSubject {
  readonly storage: MediaStorage;
  readonly cleanup?: () => Promise<void>;
}

/** A file whose body every adapter accepts: plain bytes. */
const aFile = (size: number, name = 'guion1.mp4', type = 'video/mp4'): MediaFile => ({
  name,
  type,
  size,
  body: Uint8Array.from({ length: size }, (_, index) => index % 256),
});

/** "hola mundo" */
const HELLO_BASE64 = 'aG9sYSBtdW5kbw==';

/** Media uploads with progress: what every MediaStorage must do, twin or Storage emulator. */
export const describeMediaStorageContract = (name: string, makeSubject: () => Promise<MediaStorageSubject>): void => {
  describe(`MediaStorage contract: ${name}`, () => {
    let subject: MediaStorageSubject;
    let storage: MediaStorage;

    beforeEach(async () => {
      subject = await makeSubject();
      storage = subject.storage;
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('stores an upload at the path given and returns its download URL', async () => {
      const path = 'videos/brand-aurora/req-1/guion1/clip.mp4';
      const stored = await storage.upload(path, aFile(2048));
      expect(stored.path).toBe(path);
      expect(stored.url).toMatch(/\S/);
    });

    it('reports progress that never goes back and ends at totalBytes', async () => {
      const file = aFile(10_000);
      const progress: UploadProgress[] = [];
      await storage.upload('video_blogs/brand-aurora/req-1/clip.mp4', file, (p) => progress.push(p));
      expect(progress.length).toBeGreaterThan(0);
      for (const report of progress) expect(report.totalBytes).toBe(file.size);
      const transferred = progress.map((report) => report.bytesTransferred);
      expect(transferred).toEqual([...transferred].sort((a, b) => a - b));
      expect(transferred.at(-1)).toBe(file.size);
    });

    it('uploads without a progress listener', async () => {
      const path = 'keyVisuals/brand-aurora/u1-manual.pdf';
      const stored = await storage.upload(path, aFile(64, 'manual.pdf', 'application/pdf'));
      expect(stored.path).toBe(path);
    });

    it('gives every upload id once, each usable as one path segment', () => {
      const ids = Array.from({ length: 50 }, () => storage.newUploadId());
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    });

    it('gives different paths different URLs', async () => {
      const first = await storage.upload('img_carrousels/brand-aurora/req-1/a.png', aFile(16, 'a.png', 'image/png'));
      const second = await storage.upload('img_carrousels/brand-aurora/req-1/b.png', aFile(16, 'b.png', 'image/png'));
      expect(first.url).not.toBe(second.url);
    });

    it('replaces a file uploaded again at the same path', async () => {
      const path = 'img_carrousels/brand-aurora/req-1/0.png';
      await storage.upload(path, aFile(16, '0.png', 'image/png'));
      const again = await storage.upload(path, aFile(32, '0.png', 'image/png'));
      expect(again.path).toBe(path);
    });

    it('refuses an upload whose signal was aborted already with the cancel message, answering no URL', async () => {
      const controller = new AbortController();
      controller.abort();
      const progress: UploadProgress[] = [];
      const upload = storage.upload(
        'videos/brand-aurora/req-1/guion1/cancelada.mp4',
        aFile(2048),
        (p) => progress.push(p),
        {
          signal: controller.signal,
        },
      );
      await expect(upload).rejects.toMatchObject({ kind: 'cancelled', message: Messages.media.uploadCancelled });
      expect(progress).toEqual([]);
    });

    it('rejects an upload aborted while it runs with the cancel message, answering no URL', async () => {
      const controller = new AbortController();
      const upload = storage.upload(
        'video_blogs/brand-aurora/req-1/cancelada.mp4',
        aFile(1024 * 1024),
        () => controller.abort(),
        { signal: controller.signal },
      );
      await expect(upload).rejects.toMatchObject({ kind: 'cancelled', message: Messages.media.uploadCancelled });
    });

    it('uploads as usual with a signal that never aborts', async () => {
      const path = 'img_carrousels/brand-aurora/req-1/con-senal.png';
      const stored = await storage.upload(path, aFile(16, 'con-senal.png', 'image/png'), undefined, {
        signal: new AbortController().signal,
      });
      expect(stored.path).toBe(path);
    });

    it('stores base64 content at the path given', async () => {
      const path = 'img_carrousels/brand-aurora/req-1/ai-0.png';
      const stored = await storage.uploadBase64(path, HELLO_BASE64, 'image/png');
      expect(stored.path).toBe(path);
      expect(stored.url).toMatch(/\S/);
    });

    it('refuses text that is not base64', async () => {
      await expect(
        storage.uploadBase64('img_carrousels/brand-aurora/req-1/bad.png', 'no es base64!', 'image/png'),
      ).rejects.toThrow();
    });
  });
};
