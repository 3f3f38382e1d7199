import { token } from '../shared/token.js';
/** A file to upload. body is the bytes in the form the storage adapter takes (File, Blob, Buffer). */
export interface MediaFile {
  readonly name: string;
  /** MIME type, e.g. video/mp4. */
  readonly type: string;
  /** Size in bytes. */
  readonly size: number;
  readonly body: unknown;
}

export interface UploadProgress {
  readonly bytesTransferred: number;
  readonly totalBytes: number;
}

export interface StoredMedia {
  readonly path: string;
  /** Public download URL. */
  readonly url: string;
}

/** Per upload: an abort signal (the user pressed 'Cancelar subida', or the screen was left). */
export interface UploadOptions {
  readonly signal?: AbortSignal;
}

/**
 * Media uploads (docs/product.md, "Uploads and storage paths"): resumable, with progress, and
 * cancellable. An upload whose signal aborts before it resolves (or was aborted already) rejects
 * with uploadCancelled() and answers no URL, so nothing refers to it.
 */
export interface MediaStorage {
  upload(
    path: string,
    file: MediaFile,
    onProgress?: (progress: UploadProgress) => void,
    options?: UploadOptions,
  ): Promise<StoredMedia>;
  uploadBase64(path: string, base64: string, contentType: string): Promise<StoredMedia>;
  /**
   * A fresh id for a path segment, different on every call ([A-Za-z0-9_-], random outside the twins): the domain
   * may not draw random numbers, and paths that must never repeat (keyVisuals/) take one.
   */
  newUploadId(): string;
}
export const MediaStorage = token<MediaStorage>('MediaStorage');
