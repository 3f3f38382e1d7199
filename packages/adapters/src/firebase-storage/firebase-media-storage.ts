import {
  uploadCancelled,
  type MediaFile,
  type MediaStorage,
  type StoredMedia,
  type UploadOptions,
  type UploadProgress,
} from '@estudio/domain/content';
import { assertValid } from '@estudio/domain/shared';
import {
  getDownloadURL,
  ref,
  uploadBytesResumable,
  uploadString,
  type FirebaseStorage,
  type StorageReference,
  type UploadMetadata,
  type UploadTask,
} from 'firebase/storage';
import { byteSizeOf, toUploadBytes } from './upload-body.js';
import { randomUploadId } from './upload-id.js';
import { validateUploadAt } from './upload-path-rules.js';

/**
 * Media uploads on Cloud Storage for Firebase (web SDK): resumable uploads with progress and
 * public download URLs. Size and type are checked against the folder's rules before a
 * byte is sent, so a refused file never reaches the bucket (storage.rules is the second
 * line, on the server).
 */
export class FirebaseMediaStorage implements MediaStorage {
  constructor(private readonly storage: FirebaseStorage) {}

  /**
   * An abort of options.signal cancels the resumable task (task.cancel()): the upload rejects with
   * uploadCancelled(). One aborted after the last byte landed rejects the same way; its object stays in the
   * bucket (storage.rules lets no browser delete), under its own path, and no URL of it is answered.
   */
  async upload(
    path: string,
    file: MediaFile,
    onProgress?: (progress: UploadProgress) => void,
    options: UploadOptions = {},
  ): Promise<StoredMedia> {
    const { signal } = options;
    const bytes = toUploadBytes(file.body);
    // The larger of the declared and the real size, so neither can slip past the limit.
    const size = Math.max(file.size, byteSizeOf(bytes));
    assertValid(validateUploadAt(path, { name: file.name, type: file.type, size }));
    if (isAborted(signal)) throw uploadCancelled();

    const target = ref(this.storage, path);
    const task = uploadBytesResumable(target, bytes, metadataFor(file.type));
    const cancel = (): void => {
      task.cancel();
    };
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      return await this.finish(task, target, path, signal, onProgress);
    } catch (error) {
      throw isAborted(signal) ? uploadCancelled() : error;
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  }

  private async finish(
    task: UploadTask,
    target: StorageReference,
    path: string,
    signal: AbortSignal | undefined,
    onProgress: ((progress: UploadProgress) => void) | undefined,
  ): Promise<StoredMedia> {
    // Snapshots can repeat, and a retried chunk must not look like lost progress.
    let reported = -1;
    const report = (bytesTransferred: number, totalBytes: number): void => {
      if (bytesTransferred <= reported) return;
      reported = bytesTransferred;
      onProgress?.({ bytesTransferred, totalBytes });
    };
    task.on('state_changed', (snapshot) => report(snapshot.bytesTransferred, snapshot.totalBytes));
    const done = await task;
    // The listener may not have seen the final snapshot yet; the last report is always complete.
    report(done.totalBytes, done.totalBytes);
    const url = await getDownloadURL(target);
    if (isAborted(signal)) throw uploadCancelled();
    return { path, url };
  }

  newUploadId(): string {
    return randomUploadId();
  }

  async uploadBase64(path: string, base64: string, contentType: string): Promise<StoredMedia> {
    assertValid(validateUploadAt(path, { name: lastSegment(path), type: contentType, size: decodedSize(base64) }));
    const target = ref(this.storage, path);
    await uploadString(target, base64, 'base64', metadataFor(contentType));
    return { path, url: await getDownloadURL(target) };
  }
}

/** An empty MIME type is left out, so Storage infers one rather than storing ''. */
const metadataFor = (contentType: string): UploadMetadata | undefined =>
  contentType.trim() === '' ? undefined : { contentType };

const lastSegment = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** The decoded length of base64 text (its padding excluded); only used for the size rule. */
const decodedSize = (base64: string): number => {
  const text = base64.replace(/\s/g, '');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((text.length * 3) / 4) - padding);
};

/** Read afresh each time: an abort arrives between awaits, which a narrowed `signal.aborted` would not see. */
const isAborted = (signal: AbortSignal | undefined): boolean => signal?.aborted === true;
