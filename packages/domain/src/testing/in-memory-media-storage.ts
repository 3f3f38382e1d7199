import { uploadCancelled } from '../media/upload-cancelled.js';
import {
  type MediaFile,
  type MediaStorage,
  type StoredMedia,
  type UploadOptions,
  type UploadProgress,
} from '../ports/storage.js';
import { FailureHook } from './failure-hook.js';

export type MediaStorageOperation = keyof MediaStorage & string;

/** What the twin keeps of an upload (no bytes: tests check paths, types and sizes). */
export interface StoredObject {
  readonly path: string;
  readonly contentType: string;
  readonly size: number;
  readonly url: string;
}

/** .invalid is reserved: no such host resolves anywhere. */
const MEDIA_URL_BASE = 'https://media.memory.invalid';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The decoded length of valid base64 text. */
const decodedSize = (base64: string): number => {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
};

/** An upload waiting in holdUploads(): where it goes, and what lets it go on. */
interface HeldUpload {
  readonly path: string;
  readonly release: () => void;
}

/**
 * Media uploads without a network: progress arrives in a fixed number of steps (the last
 * one at totalBytes) and the download URL is https://media.memory.invalid/<path> (https, like
 * Storage's, so the domain stores it), so tests can predict it; urlBase gives another base.
 * holdUploads() keeps uploads halfway (a bar seen moving, a 'Cancelar subida' pressed); an
 * upload whose signal aborts rejects with uploadCancelled() and stores nothing.
 */
export class InMemoryMediaStorage implements MediaStorage {
  private readonly objects = new Map<string, StoredObject>();
  private readonly failures = new FailureHook<MediaStorageOperation>('InMemoryMediaStorage');

  private uploads = 0;
  private holding = false;
  private held: HeldUpload[] = [];

  constructor(
    private readonly progressSteps = 4,
    private readonly urlBase = MEDIA_URL_BASE,
  ) {}

  /** up1, up2, …: predictable, never repeated. */
  newUploadId(): string {
    this.uploads += 1;
    return `up${this.uploads}`;
  }

  failNext(operation?: MediaStorageOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  /**
   * From now on every upload reports half its bytes and waits there, until releaseUploads() or
   * its signal aborts.
   */
  holdUploads(): void {
    this.holding = true;
  }

  /** Lets every held upload finish, and the later ones run through. */
  releaseUploads(): void {
    this.holding = false;
    const waiting = this.held;
    this.held = [];
    for (const upload of waiting) upload.release();
  }

  /** The paths of the uploads waiting in holdUploads(), oldest first. */
  heldUploads(): string[] {
    return this.held.map((upload) => upload.path);
  }

  async upload(
    path: string,
    file: MediaFile,
    onProgress?: (progress: UploadProgress) => void,
    options: UploadOptions = {},
  ): Promise<StoredMedia> {
    const { signal } = options;
    if (isAborted(signal)) throw uploadCancelled();
    this.failures.check('upload');
    const totalBytes = file.size;
    if (this.holding) {
      onProgress?.({ bytesTransferred: Math.floor(totalBytes / 2), totalBytes });
      await this.hold(path, signal);
    }
    const steps = totalBytes === 0 ? 1 : this.progressSteps;
    for (let step = 1; step <= steps; step += 1) {
      onProgress?.({ bytesTransferred: Math.floor((totalBytes * step) / steps), totalBytes });
    }
    // Aborted by a progress listener, or before the URL was answered: nothing is kept.
    if (isAborted(signal)) throw uploadCancelled();
    return this.store(path, file.type, totalBytes);
  }

  async uploadBase64(path: string, base64: string, contentType: string): Promise<StoredMedia> {
    this.failures.check('uploadBase64');
    if (!BASE64.test(base64)) throw new Error(`String does not match format 'base64' (${path})`);
    return this.store(path, contentType, decodedSize(base64));
  }

  /** Waits for releaseUploads(); an abort meanwhile leaves the queue and rejects with uploadCancelled(). */
  private hold(path: string, signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const upload: HeldUpload = {
        path,
        release: () => {
          signal?.removeEventListener('abort', abort);
          resolve();
        },
      };
      const abort = (): void => {
        this.held = this.held.filter((waiting) => waiting !== upload);
        reject(uploadCancelled());
      };
      signal?.addEventListener('abort', abort, { once: true });
      this.held.push(upload);
    });
  }

  /** Everything uploaded so far, in upload order (a re-upload replaces in place). */
  list(): StoredObject[] {
    return [...this.objects.values()].map((object) => ({ ...object }));
  }

  read(path: string): StoredObject | null {
    const object = this.objects.get(path);
    return object === undefined ? null : { ...object };
  }

  /** The URL an upload to `path` gets: each segment encoded, slashes kept. */
  static urlFor(path: string, base = MEDIA_URL_BASE): string {
    return `${base}/${path.split('/').map(encodeURIComponent).join('/')}`;
  }

  private store(path: string, contentType: string, size: number): StoredMedia {
    const object: StoredObject = { path, contentType, size, url: InMemoryMediaStorage.urlFor(path, this.urlBase) };
    this.objects.set(path, object);
    return { path, url: object.url };
  }
}

/** Read afresh each time: an abort arrives between awaits, which a narrowed `signal.aborted` would not see. */
const isAborted = (signal: AbortSignal | undefined): boolean => signal?.aborted === true;
