import { BrandUseCases } from '@estudio/domain/brands';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.js';
import { useService } from '../services.js';
import { useSession } from '../session.js';

/**
 * The session's one read of the brands the user may see, sorted by name (docs/product.md,
 * "Shell and menu"): the sidebar's, which every other brand list takes instead of reading
 * them again. A failure is 'Error al cargar marcas.': the sidebar then shows none, silently.
 */
export const useSelectorBrands = () => {
  const { actor } = useSession();
  const service = useService(BrandUseCases);
  return useQuery({ queryKey: queryKeys.brands.selector, queryFn: () => service.listForSelector(actor) });
};
