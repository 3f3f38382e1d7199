import { BrandDnaViews, type Brand } from '@estudio/domain/brands';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSelectorBrands } from '../../../shared/api/selector-brands.js';
import { queryKeys } from '../../../shared/query-keys.js';
import { useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';

/**
 * The dropdown: the brands the user may see, by name (needs STRATEGY; 'Error al cargar
 * marcas.'), out of the session's one read of them, the sidebar's: nothing is read again.
 */
export const useBrandDnaBrands = (): {
  readonly data: Brand[] | undefined;
  readonly error: unknown;
} => {
  const { actor } = useSession();
  const views = useService(BrandDnaViews);
  const session = useSelectorBrands();
  const data = useMemo(
    () => (session.data === undefined ? undefined : views.dropdownBrands(actor, session.data)),
    [views, actor, session.data],
  );
  return { data, error: session.error };
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
