import {
  gsUri,
  parseStorageUrl,
  type StorageObjectRef,
  type StoredMediaReader,
  type StoredObject,
  type StoredObjectBytes,
  type StoredObjectStream,
} from '@estudio/domain/content';
import { DomainError, ServerMessages } from '@estudio/domain/shared';
import type { App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';

const BYTES_PER_MB = 1024 * 1024;

/**
 * StoredMediaReader over firebase-admin: the project's default bucket (or `bucketName`), read
 * with the service account, so the object's download token and the Storage rules play no part.
 * Under the emulators firebase-admin reads FIREBASE_STORAGE_EMULATOR_HOST.
 */
export class FirebaseAdminStoredMediaReader implements StoredMediaReader {
  constructor(
    private readonly app: App,
    private readonly bucketName?: string,
  ) {}

  private bucket() {
    return this.bucketName === undefined ? getStorage(this.app).bucket() : getStorage(this.app).bucket(this.bucketName);
  }

  /** The object the URL names in this project's bucket, or a validation refusal. */
  private own(url: string): StorageObjectRef {
    const ref = parseStorageUrl(url);
    if (ref === null || ref.bucket !== this.bucket().name) {
      throw new DomainError('validation', ServerMessages.storedMedia.foreignMedia);
    }
    return ref;
  }

  async locate(url: string): Promise<StoredObject> {
    const ref = this.own(url);
    const file = this.bucket().file(ref.path);
    const [exists] = await file.exists();
    if (!exists) throw new DomainError('not-found', ServerMessages.storedMedia.mediaNotFound);
    const [metadata] = await file.getMetadata();
    return {
      ...ref,
      gsUri: gsUri(ref),
      contentType: metadata.contentType ?? 'application/octet-stream',
      size: Number(metadata.size ?? 0),
    };
  }

  async read(url: string, maxBytes: number): Promise<StoredObjectBytes> {
    const object = await this.locate(url);
    if (object.size > maxBytes) {
      throw new DomainError(
        'validation',
        ServerMessages.storedMedia.mediaTooLarge(Math.floor(maxBytes / BYTES_PER_MB)),
      );
    }
    const [bytes] = await this.bucket().file(object.path).download();
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: object.contentType };
  }

  async open(url: string): Promise<StoredObjectStream> {
    const object = await this.locate(url);
    const stream = this.bucket().file(object.path).createReadStream();
    return { object, chunks: stream as AsyncIterable<Uint8Array> };
  }
}
