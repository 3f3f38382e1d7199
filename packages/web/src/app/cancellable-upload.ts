import { useCallback, useRef } from 'react';

/**
 * 'Cancelar subida' of an upload screen (docs/product.md, "Uploads and storage paths"): signal() gives the
 * abort signal of the upload about to start, cancel() aborts the latest one. The use case then rejects
 * with uploadCancelled() (isUploadCancelled), having stored nothing.
 */
export const useCancellableUpload = () => {
  const controller = useRef<AbortController | null>(null);
  const signal = useCallback((): AbortSignal => {
    controller.current = new AbortController();
    return controller.current.signal;
  }, []);
  const cancel = useCallback((): void => {
    controller.current?.abort();
  }, []);
  return { signal, cancel };
};
