import { BrandDnaViews } from '@estudio/domain/brands';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys.js';
import { useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';

/** The dropdown: the brands the user may see, by name (needs STRATEGY; 'Error al cargar marcas.'). */
export const useBrandDnaBrands = () => {
  const { actor } = useSession();
  const views = useService(BrandDnaViews);
  return useQuery({ queryKey: queryKeys.brandDna.list, queryFn: () => views.listBrands(actor) });
};

/** The chosen brand, read afresh for the questionnaire; nothing while a new brand is being written. */
export const useBrandDnaBrand = (brandId: string | null) => {
  const { actor } = useSession();
  const views = useService(BrandDnaViews);
  return useQuery({
    queryKey: queryKeys.brandDna.brand(brandId ?? ''),
    queryFn: () => views.load(actor, brandId ?? ''),
    enabled: brandId !== null,
    // The form is filled from it once per choice: a background refetch must not overwrite answers.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
};
