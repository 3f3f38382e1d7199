import { LinkedInUseCases, type Brand } from '@estudio/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys.js';
import { useService } from '../../../app/services.js';
import { useSession } from '../../../app/session.js';

export interface LinkedInOrganization {
  /** The brand selected in the shell, or null when none is. */
  readonly brandId: string | null;
  readonly organizationId: string;
}

/** Both buttons store the trimmed id on the brand: the shell's brand data follows. */
export const rememberOrganization = (queryClient: QueryClient, { brandId, organizationId }: LinkedInOrganization) => {
  const linkedinOrganizationId = organizationId.trim();
  queryClient.setQueryData<readonly Brand[]>(queryKeys.brands.selector, (brands) =>
    brands?.map((brand) => (brand.id === brandId ? { ...brand, linkedinOrganizationId } : brand)),
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.brands.all });
};

/** 'Guardar': the organization id on the brand; answers the success text. */
export const useSaveLinkedIn = () => {
  const { actor } = useSession();
  const service = useService(LinkedInUseCases);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ brandId, organizationId }: LinkedInOrganization) => service.save(actor, brandId, organizationId),
    onSuccess: (_text, saved) => rememberOrganization(queryClient, saved),
  });
};
