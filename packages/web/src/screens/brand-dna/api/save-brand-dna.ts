import { BrandDnaViews, type Brand, type BrandDnaFileKind, type BrandDnaForm } from '@estudio/domain/brands';
import { MediaUploads, uploadCancelled, type MediaFile, type UploadProgress } from '@estudio/domain/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys.js';
import { useCommands, useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';

export interface SaveBrandDnaInput {
  readonly form: BrandDnaForm;
  readonly keyVisual: MediaFile | null;
  readonly brandManual: MediaFile | null;
  /** Aborted by 'Cancelar subida': the save stops and no brand is written. */
  readonly signal?: AbortSignal;
}

/**
 * Saves the questionnaire (SAVE_BRAND; docs/product.md, "Brand DNA"): the answers checked, a
 * new brand's id reserved, the manual then the key visual uploaded to the brand's folders
 * (each upload's progress to onProgress), then 'brand/save-dna' on the server, which finds
 * the files, has the manual analysed and writes the brand once. The saved brand replaces the
 * cached one; every brand list is read again (a new name, a new brand).
 */
export const useSaveBrandDna = ({
  onProgress,
}: {
  readonly onProgress: (file: BrandDnaFileKind, progress: UploadProgress) => void;
}) => {
  const { actor } = useSession();
  const views = useService(BrandDnaViews);
  const uploads = useService(MediaUploads);
  const commands = useCommands();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ form, keyVisual, brandManual, signal }: SaveBrandDnaInput): Promise<Brand> => {
      views.checkForm(actor, form);
      const { id, ...answers } = form;
      const existingId = id?.trim() ?? '';
      // A new brand's files go to its own folders: its id is reserved before they are sent.
      const brandId = existingId === '' ? views.newBrandId(actor) : existingId;
      const control = (file: BrandDnaFileKind) => ({
        onProgress: (progress: UploadProgress) => onProgress(file, progress),
        signal,
      });
      const brandManualPath =
        brandManual === null
          ? undefined
          : await uploads.brandManual(actor, brandId, brandManual, control('brandManual'));
      const keyVisualPath =
        keyVisual === null ? undefined : await uploads.keyVisual(actor, brandId, keyVisual, control('keyVisual'));
      if (signal?.aborted === true) throw uploadCancelled();
      return commands.run('brand/save-dna', {
        ...answers,
        id: brandId,
        ...(existingId === '' ? { newBrand: true } : {}),
        ...(keyVisualPath === undefined ? {} : { keyVisualPath }),
        ...(brandManualPath === undefined ? {} : { brandManualPath }),
      });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.brandDna.brand(saved.id), saved);
      // The session's brands (the sidebar's, which the dropdown shows) and the brand lists.
      void queryClient.invalidateQueries({ queryKey: queryKeys.brands.all });
    },
  });
};
