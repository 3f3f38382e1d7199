import { parseStorageUrl } from '@estudio/domain/content';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, describe, expect, it } from 'vitest';
import { describeMediaObjectsContract } from '../contracts/index.js';
import { FirebaseAdminMediaObjects } from './firebase-admin-media-objects.js';

/*
 * FirebaseAdminMediaObjects on the Storage emulator (scripts/emulators/exec.mjs starts it and
 * sets FIREBASE_STORAGE_EMULATOR_HOST, which firebase-admin follows). The adapter acts with the
 * service account, which Storage rules never bind; the download URLs it derives are fetched
 * here with their token. Offline the emulator runs an allow-all stand-in of the rules runtime
 * (scripts/emulators/prepare.mjs says so when it starts), so these fetches prove the URL and
 * its token name the object, not that storage.rules would let them through.
 */
const emulatorHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const projectId = process.env.GCLOUD_PROJECT;
if (!emulatorHost || !projectId) {
  throw new Error(
    'FIREBASE_STORAGE_EMULATOR_HOST and GCLOUD_PROJECT must be set: run through scripts/emulators/exec.mjs.',
  );
}
const bucketName = `${projectId}.appspot.com`;
const app = initializeApp({ projectId, storageBucket: bucketName }, 'media-objects-emulator-test');
const bucket = getStorage(app).bucket();
afterAll(() => deleteApp(app));

/** Every object of the bucket, dropped between cases. */
const clearBucket = async (): Promise<void> => {
  const [files] = await bucket.getFiles();
  await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
};

/** An upload without a download token (what a client that asked for none leaves). */
const uploadBare = async (path: string, bytes: Uint8Array, contentType: string): Promise<void> => {
  await bucket.file(path).save(Buffer.from(bytes), { resumable: false, contentType });
};

const tokensOf = async (path: string): Promise<unknown> =>
  (await bucket.file(path).getMetadata())[0].metadata?.['firebaseStorageDownloadTokens'];

describeMediaObjectsContract('firebase-admin on the Storage emulator', async () => {
  await clearBucket();
  return { objects: new FirebaseAdminMediaObjects(app), bucket: bucketName, upload: uploadBare };
});

describe('FirebaseAdminMediaObjects on the Storage emulator', () => {
  const objects = new FirebaseAdminMediaObjects(app);

  it('derives the emulator’s download URL, which serves the object’s bytes with the token it holds', async () => {
    await clearBucket();
    const path = 'img_carrousels/brand-aurora/req-1/subida.png';
    const bytes = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);
    await uploadBare(path, bytes, 'image/png');
    const owned = await objects.resolve(path);
    expect(owned.url.startsWith(`http://${emulatorHost}/v0/b/${bucketName}/o/`)).toBe(true);
    expect(parseStorageUrl(owned.url)).toEqual({ bucket: bucketName, path });
    const response = await fetch(owned.url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('adds a download token to an object that had none, and keeps one it had', async () => {
    await clearBucket();
    const bare = 'keyVisuals/brand-aurora/sin-token.pdf';
    await uploadBare(bare, Uint8Array.from([1, 2, 3]), 'application/pdf');
    // Whatever the emulator does on upload, this object has no token left.
    await bucket.file(bare).setMetadata({ metadata: { firebaseStorageDownloadTokens: null } });
    expect(await tokensOf(bare)).toBeUndefined();
    const owned = await objects.resolve(bare);
    const token = new URL(owned.url).searchParams.get('token');
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(await tokensOf(bare)).toBe(token);
    expect((await fetch(owned.url)).status).toBe(200);

    const kept = 'keyVisuals/brand-aurora/con-token.pdf';
    await bucket.file(kept).save(Buffer.from([4, 5, 6]), {
      resumable: false,
      contentType: 'application/pdf',
      metadata: { metadata: { firebaseStorageDownloadTokens: 'token-del-navegador' } },
    });
    expect(new URL((await objects.resolve(kept)).url).searchParams.get('token')).toBe('token-del-navegador');
    expect(await tokensOf(kept)).toBe('token-del-navegador');
  });

  it('stores an AI image with a token of its own, served by the URL it answers', async () => {
    await clearBucket();
    const path = 'img_blogs/brand-aurora/req-1/ia.png';
    const stored = await objects.storeBase64(path, 'aG9sYSBtdW5kbw==', 'image/png');
    expect(stored).toMatchObject({ path, contentType: 'image/png', size: 10 });
    const response = await fetch(stored.url);
    expect(response.status).toBe(200);
    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe('hola mundo');
  });
});
