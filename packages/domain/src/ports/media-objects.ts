import { token } from '../shared/token.js';

/** An object of this project's Storage bucket, with the download URL the server derived for it. */
export interface OwnedObject {
  readonly path: string;
  /** The download URL the server stores (never one the browser sent). */
  readonly url: string;
  readonly contentType: string;
  /** Bytes. */
  readonly size: number;
}

/*
 * The server's hold on the media the content commands store (docs/product.md, "Uploads and
 * storage paths"): a command takes the object path of an upload the browser made, and the
 * server, never the browser, finds the object in its own bucket and derives its URL; the AI
 * images it generates it stores itself.
 */
export interface MediaObjects {
  /** The object at `path` in this project's bucket; DomainError('not-found') when there is none. */
  resolve(path: string): Promise<OwnedObject>;
  /** Stores an AI image (base64 bytes) at `path` and answers it as resolve would. */
  storeBase64(path: string, base64: string, contentType: string): Promise<OwnedObject>;
}
export const MediaObjects = token<MediaObjects>('MediaObjects');
