import { isUploadCancelled, type MediaFile, type UploadProgress } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { useCallback, useRef, useState } from 'react';
import { useDialogs } from './dialogs.js';

/** A picked browser file as the storage port takes it (null when nothing is picked). */
export function mediaFileOf(file: File): MediaFile;
export function mediaFileOf(file: File | null): MediaFile | null;
export function mediaFileOf(file: File | null): MediaFile | null {
  return file === null ? null : { name: file.name, type: file.type, size: file.size, body: file };
}

/** How far an upload has gone, 0–100 (an empty file is done at once). */
export const percentOf = ({ bytesTransferred, totalBytes }: UploadProgress): number =>
  totalBytes === 0 ? 100 : (bytesTransferred / totalBytes) * 100;

/**
 * 'Cancelar subida' of an upload screen (docs/product.md, "Uploads and storage paths"): signal() gives the
 * abort signal of the upload about to start, cancel() aborts the latest one. The use case then rejects
 * with uploadCancelled() (isUploadCancelled), having stored nothing. cancelled(error) says so when it
 * was that (an information, no error) and answers whether it was.
 */
export const useCancellableUpload = () => {
  const { showInfo } = useDialogs();
  const controller = useRef<AbortController | null>(null);
  const signal = useCallback((): AbortSignal => {
    controller.current = new AbortController();
    return controller.current.signal;
  }, []);
  const cancel = useCallback((): void => {
    controller.current?.abort();
  }, []);
  const cancelled = useCallback(
    (error: unknown): boolean => {
      if (!isUploadCancelled(error)) return false;
      showInfo(Messages.media.uploadCancelled);
      return true;
    },
    [showInfo],
  );
  return { signal, cancel, cancelled };
};

/**
 * One file's upload with its bar: start() sets the bar to 0 and gives what the use case takes
 * (onProgress, signal), reset() hides the bar, cancelWhile(pending) is the bar's 'Cancelar subida'
 * while the bytes are still being sent.
 */
export const useUploadBar = () => {
  const { signal, cancel, cancelled } = useCancellableUpload();
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const start = useCallback(() => {
    setProgress(0);
    return { onProgress: (step: UploadProgress) => setProgress(percentOf(step)), signal: signal() };
  }, [signal]);
  const reset = useCallback(() => setProgress(undefined), []);
  const cancelWhile = (pending: boolean): (() => void) | undefined =>
    pending && (progress ?? 0) < 100 ? cancel : undefined;
  return { progress, start, reset, cancelWhile, cancelled };
};
