import { Box, Stack } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import { requirementKind, type Requirement } from '@estudio/domain/requirements';
import { ContentCard } from '@estudio/ui';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useActiveBrand } from '../../shared/active-brand.js';
import { CommentsPanel } from '../../shared/comments/comments-panel.js';
import { RequirementReview } from '../../shared/review/content-review.js';
import { useSession } from '../../shared/session.js';
import { CommentTexts } from '../../shared/texts.js';
import type { RequirementDetailState } from './requirement-route.js';

/**
 * The review bar of a requirement of no content kind, the only detail it has (docs/product.md,
 * "Approval"): shown, as on the content details, when its brand requires approval. Read from
 * the list's row, which a step updates at once.
 */
const OtherKindReview = ({ row }: { readonly row: Requirement | undefined }) => {
  const { brands } = useActiveBrand();
  if (row === undefined || requirementKind(row.title) !== 'other') return null;
  const brand = brands.find((candidate) => candidate.id === row.brandId);
  return brand === undefined ? null : <RequirementReview brand={brand} requirement={row} />;
};

/**
 * Brings the card into view when it opens for a requirement: its title's link may sit far down
 * the list, and the card is the first thing under the page's header.
 */
const useShownOnOpen = (key: string | null) => {
  useEffect(() => {
    if (key !== null) window.scrollTo({ top: 0 });
  }, [key]);
};

/**
 * The detail of a requirement of no content kind (/requirements/{id}, docs/product.md,
 * "Routes"): its review bar and its thread above the list. The brand and title come with the
 * list's link; a reload finds them among the rows read.
 */
export const RequirementThread = ({ rows }: { readonly rows: readonly Requirement[] }) => {
  const { id } = useParams();
  const state = useLocation().state as Partial<RequirementDetailState> | null;
  const { actor } = useSession();
  const row =
    id === undefined
      ? undefined
      : rows.find((candidate) => candidate.id === id && (state?.brandId ?? candidate.brandId) === candidate.brandId);
  const brandId = state?.brandId ?? row?.brandId;
  const shown = id !== undefined && brandId !== undefined && can(actor, 'VIEW_REQUIREMENTS');
  useShownOnOpen(shown ? `${brandId}/${id}` : null);
  if (!shown) return null;
  return (
    <Box mb="4">
      <ContentCard title={CommentTexts.of(state?.title ?? row?.title ?? id)}>
        <Stack gap="4">
          <OtherKindReview row={row} />
          <CommentsPanel
            key={`${brandId}/${id}`}
            brandId={brandId}
            target={{ kind: 'requirement', id }}
            label={CommentTexts.requirementThread}
          />
        </Stack>
      </ContentCard>
    </Box>
  );
};
