import { type Brand } from '@estudio/domain/brands';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys.js';
import { useCommands } from '../../../shared/services.js';
import { SocialMediaTexts } from '../social-media-texts.js';

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

/**
 * 'Guardar': the organization id stored on the brand by the server
 * ('brand/linkedin-organization'); answers the success text.
 */
export const useSaveLinkedIn = () => {
  const commands = useCommands();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ brandId, organizationId }: LinkedInOrganization): Promise<string> => {
      await commands.run('brand/linkedin-organization', { brandId, organizationId });
      return SocialMediaTexts.saved;
    },
    onSuccess: (_text, saved) => rememberOrganization(queryClient, saved),
  });
};
