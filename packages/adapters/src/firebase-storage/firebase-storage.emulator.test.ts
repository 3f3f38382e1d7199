import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { MAX_VIDEO_BYTES, type MediaFile, type UploadProgress } from '@estudio/domain/content';
import { DomainError, Messages } from '@estudio/domain/shared';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getBytes, getMetadata, getStorage, listAll, ref } from 'firebase/storage';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeMediaStorageContract } from '../contracts/index.js';
import { FirebaseMediaStorage } from './firebase-media-storage.js';

// Runs under scripts/emulators/exec.mjs, which sets these for the Storage emulator it started.
const emulatorHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const projectId = process.env.GCLOUD_PROJECT;
if (!emulatorHost || !projectId) {
  throw new Error(
    'FIREBASE_STORAGE_EMULATOR_HOST and GCLOUD_PROJECT must be set: run through scripts/emulators/exec.mjs.',
  );
}
const [host = '127.0.0.1', port = '9199'] = emulatorHost.split(':');
/** The default bucket name of a project, as the web app's config gives it. */
const bucket = `${projectId}.appspot.com`;

let appCount = 0;

/*
 * These suites test the adapter, not storage.rules (the rules tests do that, and say by
 * name when the rules runtime is missing). So the emulator gets an explicit allow-all
 * ruleset for them, whether or not it enforces rules, and the project's rules are put
 * back afterwards for whatever runs next on the same emulator.
 */
const ALLOW_ALL_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} {
      allow read, write: if true;
    }
  }
}`;
const PROJECT_RULES = fileURLToPath(new URL('../../../../storage.rules', import.meta.url));

const setRules = async (name: string, content: string): Promise<void> => {
  const response = await fetch(`http://${emulatorHost}/internal/setRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name, content }] } }),
  });
  if (!response.ok)
    throw new Error(`Could not set Storage emulator rules: ${response.status} ${await response.text()}`);
};

beforeAll(async () => {
  await setRules('adapter-tests-allow-all.rules', ALLOW_ALL_RULES);
});
afterAll(async () => {
  await setRules('storage.rules', await readFile(PROJECT_RULES, 'utf8'));
});

/** A fresh web app per case, with its Storage on the emulator. */
const newWebStorage = () => {
  const app = initializeApp(
    { projectId, apiKey: 'demo-api-key', storageBucket: bucket },
    `storage-contract-${++appCount}`,
  );
  const storage = getStorage(app);
  connectStorageEmulator(storage, host, Number(port));
  return { app, storage };
};

/** The emulator's objects are dropped between cases through its own bucket reset. */
const clearBucket = async (): Promise<void> => {
  const response = await fetch(`http://${emulatorHost}/internal/reset`, { method: 'POST' });
  if (!response.ok)
    throw new Error(`Could not reset the Storage emulator: ${response.status} ${await response.text()}`);
};

describeMediaStorageContract('Firebase Storage emulator', async () => {
  await clearBucket();
  const { app, storage } = newWebStorage();
  return {
    storage: new FirebaseMediaStorage(storage),
    cleanup: async () => {
      await deleteApp(app);
    },
  };
});

const aFile = (name: string, type: string, size: number, body: unknown = new Uint8Array(size)): MediaFile => ({
  name,
  type,
  size,
  body,
});

describe('FirebaseMediaStorage on the Storage emulator', () => {
  let app: ReturnType<typeof newWebStorage>['app'];
  let storage: ReturnType<typeof newWebStorage>['storage'];
  let media: FirebaseMediaStorage;

  beforeEach(async () => {
    await clearBucket();
    ({ app, storage } = newWebStorage());
    media = new FirebaseMediaStorage(storage);
  });
  afterEach(async () => {
    await deleteApp(app);
  });

  /** Every object path in the bucket, to prove a refusal uploaded nothing. */
  const storedPaths = async (): Promise<string[]> => {
    const paths: string[] = [];
    const walk = async (folder: ReturnType<typeof ref>): Promise<void> => {
      const listing = await listAll(folder);
      paths.push(...listing.items.map((item) => item.fullPath));
      for (const prefix of listing.prefixes) await walk(prefix);
    };
    await walk(ref(storage));
    return paths.sort();
  };

  /** The refusal the caller gets, or a failure of the test when there was none. */
  const refusalOf = async (attempt: Promise<unknown>): Promise<DomainError> => {
    const error: unknown = await attempt.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  };

  it('stores the bytes and content type given, readable at the download URL', async () => {
    const body = new TextEncoder().encode('hola mundo');
    const stored = await media.upload(
      'videos/brand-aurora/req-1/guion1/clip.mp4',
      aFile('clip.mp4', 'video/mp4', body.byteLength, body),
    );
    const object = ref(storage, stored.path);
    expect(new TextDecoder().decode(await getBytes(object))).toBe('hola mundo');
    expect((await getMetadata(object)).contentType).toBe('video/mp4');
    const download = await fetch(stored.url);
    expect(download.ok).toBe(true);
    expect(await download.text()).toBe('hola mundo');
  });

  it('cancels an upload part way through its chunks: the cancel message, no URL, no object in the bucket', async () => {
    const size = 2 * 1024 * 1024;
    const controller = new AbortController();
    const progress: UploadProgress[] = [];
    const upload = media.upload(
      'videos/brand-aurora/req-1/guion1/cancelada.mp4',
      aFile('cancelada.mp4', 'video/mp4', size),
      (p) => {
        progress.push(p);
        // Aborted as soon as a first chunk has landed.
        if (p.bytesTransferred > 0) controller.abort();
      },
      { signal: controller.signal },
    );
    const refusal = await refusalOf(upload);
    expect(refusal.kind).toBe('cancelled');
    expect(refusal.message).toBe(Messages.media.uploadCancelled);
    expect(progress.some((p) => p.bytesTransferred > 0 && p.bytesTransferred < size)).toBe(true);
    expect(await storedPaths()).toEqual([]);
  });

  it('reports progress part way through an upload sent in several chunks', async () => {
    // Above 256KB the SDK uploads in resumable chunks, so progress comes from its snapshots.
    const size = 1024 * 1024;
    const progress: UploadProgress[] = [];
    await media.upload('keyVisuals/brand-aurora/up1-large.pdf', aFile('large.pdf', 'application/pdf', size), (p) =>
      progress.push(p),
    );
    const transferred = progress.map((p) => p.bytesTransferred);
    expect(transferred.some((bytes) => bytes > 0 && bytes < size)).toBe(true);
    expect(transferred.at(-1)).toBe(size);
    expect(transferred).toEqual([...transferred].sort((a, b) => a - b));
  });

  it('accepts a Blob, an ArrayBuffer and a Node Buffer as the body', async () => {
    const bodies: [string, unknown][] = [
      ['blob', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' })],
      ['array-buffer', new Uint8Array([1, 2, 3]).buffer],
      ['buffer', Buffer.from([1, 2, 3])],
    ];
    for (const [name, body] of bodies) {
      const stored = await media.upload(
        `img_carrousels/brand-aurora/req-1/${name}.png`,
        aFile(`${name}.png`, 'image/png', 3, body),
      );
      expect([...new Uint8Array(await getBytes(ref(storage, stored.path)))]).toEqual([1, 2, 3]);
    }
  });

  it('stores base64 content decoded, with its content type', async () => {
    const stored = await media.uploadBase64(
      'img_carrousels/brand-aurora/req-1/ai-0.png',
      'aG9sYSBtdW5kbw==',
      'image/png',
    );
    const object = ref(storage, stored.path);
    expect(new TextDecoder().decode(await getBytes(object))).toBe('hola mundo');
    expect((await getMetadata(object)).contentType).toBe('image/png');
  });

  it('refuses a script video over 300MB with the spec message and uploads nothing', async () => {
    const progress: UploadProgress[] = [];
    const refusal = await refusalOf(
      media.upload(
        'videos/brand-aurora/req-1/guion1/big.mp4',
        aFile('big.mp4', 'video/mp4', MAX_VIDEO_BYTES + 1, new Uint8Array(16)),
        (p) => progress.push(p),
      ),
    );
    expect(refusal.kind).toBe('validation');
    expect(refusal.message).toBe(Messages.video.tooLarge);
    expect(progress).toEqual([]);
    expect(await storedPaths()).toEqual([]);
  });

  it('refuses a script video of a type not allowed, and accepts the four allowed types', async () => {
    const refusal = await refusalOf(
      media.upload('videos/brand-aurora/req-1/guion1/clip.webm', aFile('clip.webm', 'video/webm', 8)),
    );
    expect(refusal.message).toBe(Messages.video.invalidType);
    expect(await storedPaths()).toEqual([]);

    const allowed: [string, string][] = [
      ['a.mp4', 'video/mp4'],
      ['b.avi', 'video/x-msvideo'],
      ['c.mkv', 'video/x-matroska'],
      ['d.mov', 'video/quicktime'],
    ];
    for (const [name, type] of allowed) {
      await media.upload(`videos/brand-aurora/req-1/guion2/${name}`, aFile(name, type, 8));
    }
    expect(await storedPaths()).toEqual(allowed.map(([name]) => `videos/brand-aurora/req-1/guion2/${name}`));
  });

  it('refuses a carousel image that is not png, jpg, jpeg, gif or webp, from a file or base64', async () => {
    const fromFile = await refusalOf(
      media.upload('img_carrousels/brand-aurora/req-1/0.svg', aFile('0.svg', 'image/svg+xml', 8)),
    );
    expect(fromFile.message).toBe(Messages.carousel.invalidImageType);
    const fromBase64 = await refusalOf(
      media.uploadBase64('img_carrousels/brand-aurora/req-1/1.bmp', 'aG9sYSBtdW5kbw==', 'image/bmp'),
    );
    expect(fromBase64.message).toBe(Messages.carousel.invalidImageType);
    expect(await storedPaths()).toEqual([]);
  });

  it('takes a key visual (PDF) and any blog video, and refuses an SVG in either folder before sending it', async () => {
    await media.upload('keyVisuals/brand-aurora/up1-manual.pdf', aFile('manual.pdf', 'application/pdf', 8));
    await media.upload('video_blogs/brand-aurora/req-1/clip.webm', aFile('clip.webm', 'video/webm', 8));
    const svg = aFile('logo.svg', 'image/svg+xml', 8);
    expect((await refusalOf(media.upload('keyVisuals/brand-aurora/up2-logo.svg', svg))).message).toBe(
      Messages.brand.keyVisualType,
    );
    expect((await refusalOf(media.upload('video_blogs/brand-aurora/req-1/logo.svg', svg))).message).toBe(
      Messages.blog.imageRequired,
    );
    expect(await storedPaths()).toEqual([
      'keyVisuals/brand-aurora/up1-manual.pdf',
      'video_blogs/brand-aurora/req-1/clip.webm',
    ]);
  });
});
