import { Box } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import type { Requirement } from '@estudio/domain/requirements';
import { ContentCard } from '@estudio/ui';
import { useLocation, useParams } from 'react-router-dom';
import { CommentsPanel } from '../../shared/comments/comments-panel.js';
import { useSession } from '../../shared/session.js';
import { CommentTexts } from '../../shared/texts.js';
import type { RequirementDetailState } from './requirement-route.js';

/**
 * The detail of a requirement of no content kind (/requirements/{id}, docs/product.md,
 * "Routes"): its thread above the list. The brand and title come with the list's link; a
 * reload finds them among the rows shown.
 */
export const RequirementThread = ({ rows }: { readonly rows: readonly Requirement[] }) => {
  const { id } = useParams();
  const state = useLocation().state as Partial<RequirementDetailState> | null;
  const { actor } = useSession();
  if (id === undefined || !can(actor, 'VIEW_REQUIREMENTS')) return null;
  const row = rows.find(
    (candidate) => candidate.id === id && (state?.brandId ?? candidate.brandId) === candidate.brandId,
  );
  const brandId = state?.brandId ?? row?.brandId;
  if (brandId === undefined) return null;
  return (
    <Box mb="4">
      <ContentCard title={CommentTexts.of(state?.title ?? row?.title ?? id)}>
        <CommentsPanel
          key={`${brandId}/${id}`}
          brandId={brandId}
          target={{ kind: 'requirement', id }}
          label={CommentTexts.requirementThread}
        />
      </ContentCard>
    </Box>
  );
};
