import { randomUUID } from 'node:crypto';
import { parseStorageUrl, type MediaObjects, type OwnedObject } from '@estudio/domain/content';
import { DomainError, ServerMessages } from '@estudio/domain/shared';
import type { App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';

/** Where the download token of a Firebase Storage object is kept (comma-separated when several). */
const TOKEN_FIELD = 'firebaseStorageDownloadTokens';

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The download URL of an object, as Firebase Storage serves it: the official host, or the
 * Storage emulator's (FIREBASE_STORAGE_EMULATOR_HOST, which firebase-admin reads too). The same
 * forms parseStorageUrl and FirebaseAdminStoredMediaReader accept, so the server finds again
 * every URL it derives.
 */
export const downloadUrl = (bucket: string, path: string, token: string, env: Environment = process.env): string => {
  const emulator = env['FIREBASE_STORAGE_EMULATOR_HOST']?.trim().replace(/^https?:\/\//, '') ?? '';
  const origin = emulator === '' ? 'https://firebasestorage.googleapis.com' : `http://${emulator}`;
  return `${origin}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${encodeURIComponent(token)}`;
};

/** The first download token the metadata holds, or null. */
const tokenOf = (metadata: { readonly metadata?: Readonly<Record<string, unknown>> | null }): string | null => {
  const tokens = metadata.metadata?.[TOKEN_FIELD];
  if (typeof tokens !== 'string') return null;
  return tokens.split(',').find((token) => token.trim() !== '') ?? null;
};

/**
 * MediaObjects over firebase-admin (docs/product.md, "Uploads and storage paths"): the
 * project's default bucket (or `bucketName`), read and written with the service account. A
 * command's object is found by path in this bucket only; its URL is the Firebase download URL
 * the server derives from the object's own download token, one added (a random UUID) when the
 * upload left none. The AI images the server makes are saved here with a token of their own.
 */
export class FirebaseAdminMediaObjects implements MediaObjects {
  constructor(
    private readonly app: App,
    private readonly bucketName?: string,
    private readonly env: Environment = process.env,
  ) {}

  private bucket() {
    const storage = getStorage(this.app);
    return this.bucketName === undefined ? storage.bucket() : storage.bucket(this.bucketName);
  }

  async resolve(path: string): Promise<OwnedObject> {
    const bucket = this.bucket();
    // A path with an empty, '.' or '..' segment or a control character names no object.
    const named = parseStorageUrl(`gs://${bucket.name}/${path}`)?.path === path;
    const file = named ? bucket.file(path) : null;
    const [exists] = file === null ? [false] : await file.exists();
    if (file === null || !exists)
      throw new DomainError('not-found', ServerMessages.storedMedia.mediaNotFound, { path });
    let [metadata] = await file.getMetadata();
    let token = tokenOf(metadata);
    if (token === null) {
      token = randomUUID();
      [metadata] = await file.setMetadata({ metadata: { [TOKEN_FIELD]: token } });
    }
    return {
      path,
      url: downloadUrl(bucket.name, path, token, this.env),
      contentType: metadata.contentType ?? 'application/octet-stream',
      size: Number(metadata.size ?? 0),
    };
  }

  async storeBase64(path: string, base64: string, contentType: string): Promise<OwnedObject> {
    await this.bucket()
      .file(path)
      .save(Buffer.from(base64, 'base64'), {
        resumable: false,
        contentType,
        metadata: { contentType, metadata: { [TOKEN_FIELD]: randomUUID() } },
      });
    return this.resolve(path);
  }
}
