import type { MediaFile, MediaStorage, StoredMedia, UploadProgress } from '@estudio/domain';
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

/**
 * Media uploads without a network: progress arrives in a fixed number of steps (the last
 * one at totalBytes) and the download URL is https://media.memory.invalid/<path> (https, like
 * Storage's, so the domain stores it), so tests can predict it; urlBase gives another base.
 */
export class InMemoryMediaStorage implements MediaStorage {
  private readonly objects = new Map<string, StoredObject>();
  private readonly failures = new FailureHook<MediaStorageOperation>('InMemoryMediaStorage');

  private uploads = 0;

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

  async upload(path: string, file: MediaFile, onProgress?: (progress: UploadProgress) => void): Promise<StoredMedia> {
    this.failures.check('upload');
    const totalBytes = file.size;
    const steps = totalBytes === 0 ? 1 : this.progressSteps;
    for (let step = 1; step <= steps; step += 1) {
      onProgress?.({ bytesTransferred: Math.floor((totalBytes * step) / steps), totalBytes });
    }
    return this.store(path, file.type, totalBytes);
  }

  async uploadBase64(path: string, base64: string, contentType: string): Promise<StoredMedia> {
    this.failures.check('uploadBase64');
    if (!BASE64.test(base64)) throw new Error(`String does not match format 'base64' (${path})`);
    return this.store(path, contentType, decodedSize(base64));
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
