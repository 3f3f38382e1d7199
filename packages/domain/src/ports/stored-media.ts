import type { StorageObjectRef } from '../media/storage-url.js';
import { token } from '../shared/token.js';

/*
 * The server's read of objects the console uploaded to THIS project's Storage bucket (the
 * brand manual a model analyses, the blog video it summarises, the card image it judges).
 * The server holds their download URLs; it never fetches one: it locates the object in its
 * own bucket (parseStorageUrl) and reads it there, so no URL reaches an arbitrary host.
 * Every method refuses another bucket or host with DomainError('validation',
 * ServerMessages.storedMedia.foreignMedia), and a missing object with 'not-found'.
 */

/** An object of the project's bucket. */
export interface StoredObject extends StorageObjectRef {
  /** gs://bucket/path: what Vertex AI reads directly. */
  readonly gsUri: string;
  readonly contentType: string;
  /** Bytes. */
  readonly size: number;
}

export interface StoredObjectBytes {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

export interface StoredObjectStream {
  readonly object: StoredObject;
  /** The object's bytes in order, read from Storage as they are consumed. */
  readonly chunks: AsyncIterable<Uint8Array>;
}

export interface StoredMediaReader {
  /** Where the object is, its type and size (it must exist). */
  locate(url: string): Promise<StoredObject>;
  /** Its bytes, refused with DomainError('validation', …mediaTooLarge) above `maxBytes`. */
  read(url: string, maxBytes: number): Promise<StoredObjectBytes>;
  /** Its bytes as a stream, for objects too large to hold in memory (a 300 MB video). */
  open(url: string): Promise<StoredObjectStream>;
}
export const StoredMediaReader = token<StoredMediaReader>('StoredMediaReader');
