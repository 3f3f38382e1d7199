import {
  uploadCancelled,
  type MediaFile,
  type MediaStorage,
  type StoredMedia,
  type UploadOptions,
  type UploadProgress,
} from '@estudio/domain/content';
import type { FirebaseApp } from 'firebase/app';
import { randomUploadId } from './upload-id.js';

/**
 * MediaStorage that loads the Storage SDK on the first upload: most sessions never upload,
 * so its code is fetched by the screen that needs it, not by the console's first load.
 */
export class LazyFirebaseMediaStorage implements MediaStorage {
  private loaded: Promise<MediaStorage> | null = null;

  constructor(
    private readonly app: FirebaseApp,
    /** host:port of the Storage emulator, or null for a real project. */
    private readonly emulatorHost: string | null,
  ) {}

  async upload(
    path: string,
    file: MediaFile,
    onProgress?: (progress: UploadProgress) => void,
    options: UploadOptions = {},
  ): Promise<StoredMedia> {
    // Cancelled while the SDK was loading: no upload begins.
    if (options.signal?.aborted === true) throw uploadCancelled();
    const storage = await this.storage();
    return storage.upload(path, file, onProgress, options);
  }

  async uploadBase64(path: string, base64: string, contentType: string): Promise<StoredMedia> {
    return (await this.storage()).uploadBase64(path, base64, contentType);
  }

  newUploadId(): string {
    return randomUploadId();
  }

  private storage(): Promise<MediaStorage> {
    this.loaded ??= Promise.all([import('firebase/storage'), import('./firebase-media-storage.js')]).then(
      ([{ connectStorageEmulator, getStorage }, { FirebaseMediaStorage }]) => {
        const storage = getStorage(this.app);
        if (this.emulatorHost !== null) {
          const at = this.emulatorHost.lastIndexOf(':');
          connectStorageEmulator(storage, this.emulatorHost.slice(0, at), Number(this.emulatorHost.slice(at + 1)));
        }
        return new FirebaseMediaStorage(storage);
      },
    );
    // A failed load (e.g. offline) is tried again by the next upload.
    this.loaded.catch(() => {
      this.loaded = null;
    });
    return this.loaded;
  }
}
