import { describe, expect, it } from 'vitest';
import { describeMediaStorageContract } from '../contracts/media-storage.contract.js';
import { type UploadProgress } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { InMemoryMediaStorage } from '@estudio/domain/testing';

describeMediaStorageContract('InMemoryMediaStorage', async () => ({ storage: new InMemoryMediaStorage() }));

const file = (size: number) => ({ name: 'clip.mp4', type: 'video/mp4', size, body: new Uint8Array(size) });

describe('InMemoryMediaStorage', () => {
  it('reports progress in four steps by default', async () => {
    const storage = new InMemoryMediaStorage();
    const progress: UploadProgress[] = [];
    await storage.upload('videos/b/r/guion1/clip.mp4', file(1000), (p) => progress.push(p));
    expect(progress.map((p) => p.bytesTransferred)).toEqual([250, 500, 750, 1000]);
  });

  it('reports a single step for an empty file', async () => {
    const storage = new InMemoryMediaStorage(3);
    const progress: UploadProgress[] = [];
    await storage.upload('keyVisuals/vacio.pdf', file(0), (p) => progress.push(p));
    expect(progress).toEqual([{ bytesTransferred: 0, totalBytes: 0 }]);
  });

  it('answers https://media.memory.invalid/<path> with each segment encoded', async () => {
    const storage = new InMemoryMediaStorage();
    const stored = await storage.upload('keyVisuals/manual de marca.pdf', file(10));
    expect(stored.url).toBe('https://media.memory.invalid/keyVisuals/manual%20de%20marca.pdf');
  });

  it('keeps path, type and size of each upload for tests to read', async () => {
    const storage = new InMemoryMediaStorage();
    await storage.upload('videos/b/r/guion1/clip.mp4', file(1000));
    await storage.uploadBase64('img_carrousels/b/r/0.png', 'aG9sYSBtdW5kbw==', 'image/png');
    expect(storage.read('img_carrousels/b/r/0.png')).toEqual({
      path: 'img_carrousels/b/r/0.png',
      contentType: 'image/png',
      size: 10,
      url: 'https://media.memory.invalid/img_carrousels/b/r/0.png',
    });
    expect(storage.list().map((object) => [object.path, object.size])).toEqual([
      ['videos/b/r/guion1/clip.mp4', 1000],
      ['img_carrousels/b/r/0.png', 10],
    ]);
    expect(storage.read('nada')).toBeNull();
  });

  it('stores nothing when armed to fail or given bad base64', async () => {
    const storage = new InMemoryMediaStorage();
    storage.failNext('upload');
    await expect(storage.upload('videos/x.mp4', file(10))).rejects.toThrow();
    await expect(storage.uploadBase64('img/x.png', 'data:image/png;base64,AAAA', 'image/png')).rejects.toThrow();
    expect(storage.list()).toEqual([]);
  });
});

describe('InMemoryMediaStorage, held uploads', () => {
  it('holds an upload at half its bytes until released, then stores it', async () => {
    const storage = new InMemoryMediaStorage();
    storage.holdUploads();
    const progress: number[] = [];
    const upload = storage.upload('videos/b/r/guion1/clip.mp4', file(1000), (p) => progress.push(p.bytesTransferred));
    await Promise.resolve();
    expect(progress).toEqual([500]);
    expect(storage.heldUploads()).toEqual(['videos/b/r/guion1/clip.mp4']);
    expect(storage.list()).toEqual([]);
    storage.releaseUploads();
    await expect(upload).resolves.toMatchObject({ path: 'videos/b/r/guion1/clip.mp4' });
    expect(progress.at(-1)).toBe(1000);
    expect(storage.heldUploads()).toEqual([]);
  });

  it('rejects a held upload aborted with uploadCancelled() and stores nothing, even once released', async () => {
    const storage = new InMemoryMediaStorage();
    storage.holdUploads();
    const controller = new AbortController();
    const upload = storage.upload('videos/b/r/guion1/clip.mp4', file(1000), undefined, { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    await expect(upload).rejects.toMatchObject({ kind: 'cancelled', message: Messages.media.uploadCancelled });
    expect(storage.heldUploads()).toEqual([]);
    storage.releaseUploads();
    expect(storage.list()).toEqual([]);
  });
});
