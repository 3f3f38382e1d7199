import type { Brand } from '@estudio/domain/brands';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys.js';
import { useCommands } from '../../../shared/services.js';

/**
 * 'Requiere aprobación' (docs/product.md, "Approval"): 'brand/approval' on the server, as soon
 * as it is switched. The saved brand replaces the cached one; the session's brands and the
 * detail screens (which read the brand) are read again.
 */
export const useBrandApproval = (brandId: string) => {
  const commands = useCommands();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['brand-approval', brandId],
    mutationFn: (requiresApproval: boolean): Promise<Brand> =>
      commands.run('brand/approval', { brandId, requiresApproval }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Brand>(queryKeys.brandDna.brand(saved.id), (current) =>
        current === undefined ? saved : { ...current, requiresApproval: saved.requiresApproval },
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.brands.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.requirementDetail.all });
    },
  });
};
