import { DomainError } from '../shared/errors.js';
import { gsUri, parseStorageUrl, type StorageObjectRef } from '../media/storage-url.js';
import { ServerMessages } from '../server-messages.js';
import {
  type StoredMediaReader,
  type StoredObject,
  type StoredObjectBytes,
  type StoredObjectStream,
} from '../ports/stored-media.js';

const BYTES_PER_MB = 1024 * 1024;

/** The twin of FirebaseAdminStoredMediaReader: objects put in one bucket, held in memory. */
export class InMemoryStoredMediaReader implements StoredMediaReader {
  private readonly objects = new Map<string, StoredObjectBytes>();

  constructor(readonly bucket = 'demo-estudio.appspot.com') {}

  /** Stores an object; answers its emulator-style download URL. */
  put(path: string, bytes: Uint8Array, contentType: string): string {
    this.objects.set(path, { bytes, contentType });
    return this.urlOf(path);
  }

  /** The object held at `path` (its URL, type and size), if any. */
  find(path: string): { url: string; contentType: string; size: number } | undefined {
    const stored = this.objects.get(path);
    return stored === undefined
      ? undefined
      : { url: this.urlOf(path), contentType: stored.contentType, size: stored.bytes.byteLength };
  }

  private urlOf(path: string): string {
    return `http://127.0.0.1:9199/v0/b/${this.bucket}/o/${encodeURIComponent(path)}?alt=media&token=twin`;
  }

  private own(url: string): StorageObjectRef {
    const ref = parseStorageUrl(url);
    if (ref === null || ref.bucket !== this.bucket)
      throw new DomainError('validation', ServerMessages.storedMedia.foreignMedia);
    return ref;
  }

  private stored(url: string): { object: StoredObject; bytes: Uint8Array } {
    const ref = this.own(url);
    const stored = this.objects.get(ref.path);
    if (!stored) throw new DomainError('not-found', ServerMessages.storedMedia.mediaNotFound);
    return {
      object: { ...ref, gsUri: gsUri(ref), contentType: stored.contentType, size: stored.bytes.byteLength },
      bytes: stored.bytes,
    };
  }

  async locate(url: string): Promise<StoredObject> {
    return this.stored(url).object;
  }

  async read(url: string, maxBytes: number): Promise<StoredObjectBytes> {
    const { object, bytes } = this.stored(url);
    if (object.size > maxBytes) {
      throw new DomainError(
        'validation',
        ServerMessages.storedMedia.mediaTooLarge(Math.floor(maxBytes / BYTES_PER_MB)),
      );
    }
    return { bytes, contentType: object.contentType };
  }

  async open(url: string): Promise<StoredObjectStream> {
    const { object, bytes } = this.stored(url);
    async function* chunks(): AsyncIterable<Uint8Array> {
      const size = 64 * 1024;
      for (let offset = 0; offset < bytes.byteLength; offset += size) yield bytes.subarray(offset, offset + size);
    }
    return { object, chunks: chunks() };
  }
}
