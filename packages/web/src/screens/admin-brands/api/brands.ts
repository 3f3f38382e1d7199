import { normalizeEmail } from '@estudio/domain/accounts';
import {
  BrandUseCases,
  hasAllowedUser,
  type AdminBrandRow,
  type Brand,
  type BrandAccessPanel,
  type BrandStatus,
} from '@estudio/domain/brands';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useActiveBrand } from '../../../shared/active-brand.js';
import { queryKeys } from '../../../shared/query-keys.js';
import { useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';

/** /adminbrands rows (ADMIN_BRANDS), read once per session, of the sidebar's brands when it has them. */
export const useAdminBrands = (enabled: boolean) => {
  const { actor } = useSession();
  const service = useService(BrandUseCases);
  const { brands, brandsLoaded, brandsSettled } = useActiveBrand();
  return useQuery({
    queryKey: queryKeys.brands.admin,
    queryFn: () => service.listForAdmin(actor, brandsLoaded ? brands : undefined),
    // Waits for the sidebar's read rather than reading the same brands at the same time.
    enabled: enabled && brandsSettled,
  });
};

/** The manage-users panel of one brand: its candidates and the roles. */
export const useAccessCandidates = (brandId: string) => {
  const { actor } = useSession();
  const service = useService(BrandUseCases);
  return useQuery({
    queryKey: queryKeys.brands.accessCandidates(brandId),
    queryFn: () => service.listAccessCandidates(actor, brandId),
  });
};

/**
 * A brand as written replaces its row (the owner's e-mail stays), its panel's marks follow
 * its allowedUsers, and the sidebar's brands are read again. The requirement lists are read
 * again only when the signed-in user's own access changed: visibility follows allowedUsers
 * and the owner, not the status.
 */
const useFollowBrand = () => {
  const queryClient = useQueryClient();
  return (brand: Brand, touchesSignedInUser = false) => {
    queryClient.setQueryData<AdminBrandRow[]>(queryKeys.brands.admin, (rows) =>
      rows?.map((row) => (row.id === brand.id ? { ...row, ...brand, ownerEmail: row.ownerEmail } : row)),
    );
    queryClient.setQueryData<BrandAccessPanel>(queryKeys.brands.accessCandidates(brand.id), (panel) =>
      panel === undefined
        ? panel
        : {
            ...panel,
            candidates: panel.candidates.map((candidate) => ({
              ...candidate,
              hasAccess: hasAllowedUser(brand, candidate.email),
            })),
          },
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.brands.selector });
    if (touchesSignedInUser) void queryClient.invalidateQueries({ queryKey: queryKeys.requirements.all });
  };
};

export const useSetBrandStatus = () => {
  const { actor } = useSession();
  const service = useService(BrandUseCases);
  const follow = useFollowBrand();
  return useMutation({
    mutationFn: ({ brandId, status }: { readonly brandId: string; readonly status: BrandStatus }) =>
      service.setBrandStatus(actor, brandId, status),
    onSuccess: (brand) => follow(brand),
  });
};

const accessKey = (brandId: string) => ['brands', 'change-access', brandId] as const;

/** Grant (add the e-mail to allowedUsers) or revoke. */
export const useChangeBrandAccess = (
  brandId: string,
  { onFailure }: { readonly onFailure: (error: unknown, grant: boolean) => void },
) => {
  const { actor } = useSession();
  const service = useService(BrandUseCases);
  const follow = useFollowBrand();
  return useMutation({
    mutationKey: accessKey(brandId),
    // Every failure is reported (mutate()'s own callbacks would fire for the latest call only).
    onError: (error, { grant }) => onFailure(error, grant),
    mutationFn: ({ email, grant }: { readonly email: string; readonly grant: boolean }) =>
      grant ? service.grantAccess(actor, brandId, email) : service.revokeAccess(actor, brandId, email),
    onSuccess: (brand, { email }) => follow(brand, normalizeEmail(email) === normalizeEmail(actor.email)),
  });
};

/** The e-mails whose grant or revoke is on its way for a brand (each shows a spinner). */
export const useRunningAccessChanges = (brandId: string): ReadonlySet<string> => {
  const running = useMutationState({
    filters: { mutationKey: accessKey(brandId), status: 'pending' },
    select: (mutation) => (mutation.state.variables as { readonly email: string } | undefined)?.email,
  });
  return useMemo(() => new Set(running.filter((email): email is string => email !== undefined)), [running]);
};
