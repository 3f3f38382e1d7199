import {
  BrandDnaUseCases,
  type Brand,
  type BrandDnaFileKind,
  type BrandDnaForm,
  type MediaFile,
  type UploadProgress,
} from '@estudio/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys.js';
import { useService } from '../../../app/services.js';
import { useSession } from '../../../app/session.js';

export interface SaveBrandDnaInput {
  readonly form: BrandDnaForm;
  readonly keyVisual: MediaFile | null;
  readonly brandManual: MediaFile | null;
  /** Aborted by 'Cancelar subida': the save stops and no brand is written. */
  readonly signal?: AbortSignal;
}

/**
 * Saves the questionnaire (SAVE_BRAND): the manual uploaded and analysed, the key visual
 * uploaded, then the brand written once. Each upload's progress goes to onProgress. The
 * saved brand replaces the cached one; every brand list is read again (a new name, a new brand).
 */
export const useSaveBrandDna = ({
  onProgress,
}: {
  readonly onProgress: (file: BrandDnaFileKind, progress: UploadProgress) => void;
}) => {
  const { actor } = useSession();
  const service = useService(BrandDnaUseCases);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, keyVisual, brandManual, signal }: SaveBrandDnaInput): Promise<Brand> =>
      service.save(actor, form, { keyVisual, brandManual, onProgress, signal }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.brandDna.brand(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.brandDna.list });
      void queryClient.invalidateQueries({ queryKey: queryKeys.brands.all });
    },
  });
};
