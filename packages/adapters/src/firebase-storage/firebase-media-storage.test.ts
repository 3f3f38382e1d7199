import { type UploadProgress } from '@estudio/domain/content';
import { DomainError, Messages } from '@estudio/domain/shared';
import type { FirebaseStorage } from 'firebase/storage';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FirebaseMediaStorage } from './firebase-media-storage.js';

// The web SDK is replaced by fakes: these cases script the snapshots of an upload, which
// the emulator sends in whatever order its chunking gives.
const sdk = vi.hoisted(() => ({
  ref: vi.fn((_storage: unknown, path: string) => ({ fullPath: path })),
  uploadBytesResumable: vi.fn(),
  uploadString: vi.fn(),
  getDownloadURL: vi.fn(async (target: { fullPath: string }) => `https://files.example/${target.fullPath}`),
}));
vi.mock('firebase/storage', () => sdk);

interface Snapshot {
  readonly bytesTransferred: number;
  readonly totalBytes: number;
}

/** An upload task that sends the given snapshots to its listener, then completes. */
const taskSending = (snapshots: readonly Snapshot[], final: Snapshot) => {
  const done = Promise.resolve().then(() => final);
  return {
    on: (_event: string, next: (snapshot: Snapshot) => void) => {
      for (const snapshot of snapshots) next(snapshot);
    },
    then: done.then.bind(done),
  };
};

const storage = {} as FirebaseStorage;
const clip = (size: number, body: unknown = new Uint8Array(size), type = 'video/mp4') => ({
  name: 'clip.mp4',
  type,
  size,
  body,
});

describe('FirebaseMediaStorage (web SDK faked)', () => {
  let media: FirebaseMediaStorage;

  beforeEach(() => {
    vi.clearAllMocks();
    media = new FirebaseMediaStorage(storage);
  });

  it('reports progress without repeats or steps back, and always ends complete', async () => {
    const total = { bytesTransferred: 100, totalBytes: 100 };
    sdk.uploadBytesResumable.mockReturnValue(
      taskSending(
        [
          { bytesTransferred: 0, totalBytes: 100 },
          { bytesTransferred: 0, totalBytes: 100 },
          { bytesTransferred: 60, totalBytes: 100 },
          { bytesTransferred: 40, totalBytes: 100 },
        ],
        total,
      ),
    );
    const progress: UploadProgress[] = [];
    const path = 'video_blogs/b/r/a.mp4';
    const stored = await media.upload(path, clip(100, new Uint8Array(100), ''), (p) => progress.push(p));
    expect(progress.map((p) => p.bytesTransferred)).toEqual([0, 60, 100]);
    expect(stored).toEqual({ path, url: `https://files.example/${path}` });
    // No MIME type given: Storage is left to infer it rather than store ''.
    expect(sdk.uploadBytesResumable).toHaveBeenCalledWith({ fullPath: path }, expect.any(Uint8Array), undefined);
  });

  it('sends the MIME type as the content type', async () => {
    sdk.uploadBytesResumable.mockReturnValue(taskSending([], { bytesTransferred: 4, totalBytes: 4 }));
    await media.upload('videos/b/r/guion1/clip.mp4', clip(4));
    expect(sdk.uploadBytesResumable).toHaveBeenCalledWith(expect.anything(), expect.any(Uint8Array), {
      contentType: 'video/mp4',
    });
  });

  it('refuses a body that is not bytes, before any upload', async () => {
    const upload = media.upload('videos/b/r/guion1/clip.mp4', { ...clip(10), body: { size: 10 } });
    await expect(upload).rejects.toBeInstanceOf(TypeError);
    expect(sdk.uploadBytesResumable).not.toHaveBeenCalled();
  });

  it('checks the real byte count, not only the declared size', async () => {
    const realBytes = new Uint8Array(8);
    Object.defineProperty(realBytes, 'byteLength', { value: 314_572_801 });
    const refusal = media.upload('videos/b/r/guion1/clip.mp4', clip(8, realBytes));
    await expect(refusal).rejects.toEqual(new DomainError('validation', Messages.video.tooLarge));
    expect(sdk.uploadBytesResumable).not.toHaveBeenCalled();
  });

  it('checks the content type of base64 uploads before sending them', async () => {
    const refusal = media.uploadBase64('img_carrousels/b/r/0.svg', 'aG9sYQ==', 'image/svg+xml');
    await expect(refusal).rejects.toEqual(new DomainError('validation', Messages.carousel.invalidImageType));
    expect(sdk.uploadString).not.toHaveBeenCalled();

    sdk.uploadString.mockResolvedValue({});
    await expect(media.uploadBase64('img_carrousels/b/r/0.png', 'aG9sYQ==', 'image/png')).resolves.toEqual({
      path: 'img_carrousels/b/r/0.png',
      url: 'https://files.example/img_carrousels/b/r/0.png',
    });
    expect(sdk.uploadString).toHaveBeenCalledWith(expect.anything(), 'aG9sYQ==', 'base64', {
      contentType: 'image/png',
    });
  });

  it('passes a failed upload on as it is', async () => {
    const failure = new Error('storage/unauthorized');
    const rejected = Promise.reject(failure);
    rejected.catch(() => undefined);
    sdk.uploadBytesResumable.mockReturnValue({ on: vi.fn(), then: rejected.then.bind(rejected) });
    await expect(media.upload('keyVisuals/a.pdf', clip(4, new Uint8Array(4), 'application/pdf'))).rejects.toBe(failure);
    expect(sdk.getDownloadURL).not.toHaveBeenCalled();
  });

  it('cancels the resumable task when the signal aborts, rejecting with the cancel message and no URL', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const running = new Promise((_resolve, reject) => {
      fail = reject;
    });
    running.catch(() => undefined);
    const cancel = vi.fn(() => {
      fail(
        Object.assign(new Error('User canceled the upload/download.'), {
          name: 'FirebaseError',
          code: 'storage/canceled',
        }),
      );
      return true;
    });
    sdk.uploadBytesResumable.mockReturnValue({ on: vi.fn(), cancel, then: running.then.bind(running) });
    const controller = new AbortController();
    const upload = media.upload('videos/b/r/guion1/clip.mp4', clip(4), undefined, { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toEqual(new DomainError('cancelled', Messages.media.uploadCancelled));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(sdk.getDownloadURL).not.toHaveBeenCalled();
  });

  it('starts no task for a signal aborted already', async () => {
    const controller = new AbortController();
    controller.abort();
    const upload = media.upload('videos/b/r/guion1/clip.mp4', clip(4), undefined, { signal: controller.signal });
    await expect(upload).rejects.toEqual(new DomainError('cancelled', Messages.media.uploadCancelled));
    expect(sdk.uploadBytesResumable).not.toHaveBeenCalled();
  });

  it('answers no URL when the abort comes after the last byte', async () => {
    const controller = new AbortController();
    sdk.uploadBytesResumable.mockReturnValue({
      ...taskSending([], { bytesTransferred: 4, totalBytes: 4 }),
      cancel: vi.fn(() => false),
    });
    const upload = media.upload(
      'videos/b/r/guion1/clip.mp4',
      clip(4),
      (p) => {
        if (p.bytesTransferred === p.totalBytes) controller.abort();
      },
      { signal: controller.signal },
    );
    await expect(upload).rejects.toEqual(new DomainError('cancelled', Messages.media.uploadCancelled));
  });
});
