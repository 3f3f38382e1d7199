import { BrandUseCases } from '@estudio/domain/brands';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.js';
import { useService } from '../services.js';
import { useSession } from '../session.js';

/** The sidebar's brands: visible to the user, sorted by name; a failure is an empty list (docs/product.md, "Brands"). */
export const useSelectorBrands = () => {
  const { actor } = useSession();
  const service = useService(BrandUseCases);
  return useQuery({ queryKey: queryKeys.brands.selector, queryFn: () => service.listForSelector(actor) });
};
