// Uploads held halfway, for the screens that show an upload's progress bar.
import { type MemoryAdapters } from '@estudio/adapters';
import type { MediaFile, StoredMedia, UploadProgress } from '@estudio/domain/content';
import { vi } from 'vitest';
import { gate } from './dialogs.js';

/** Holds every upload halfway until released, so the bars can be seen. */
export const holdUploads = (adapters: MemoryAdapters) => {
  const original = adapters.storage.upload.bind(adapters.storage);
  const held = gate<void>();
  vi.spyOn(adapters.storage, 'upload').mockImplementation(
    async (path: string, file: MediaFile, onProgress?: (progress: UploadProgress) => void): Promise<StoredMedia> => {
      onProgress?.({ bytesTransferred: file.size / 2, totalBytes: file.size });
      await held.promise;
      return original(path, file, onProgress);
    },
  );
  return () => held.release();
};
