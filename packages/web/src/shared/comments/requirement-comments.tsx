import { ContentCard } from '@estudio/ui';
import { CommentTexts } from '../texts.js';
import { CommentsPanel } from './comments-panel.js';

/** The 'Comentarios' card of a requirement's detail (carousel, video, blog, the others' detail). */
export const RequirementComments = ({
  brandId,
  requirementId,
}: {
  readonly brandId: string;
  readonly requirementId: string;
}) => (
  <ContentCard title={CommentTexts.title}>
    <CommentsPanel
      brandId={brandId}
      target={{ kind: 'requirement', id: requirementId }}
      label={CommentTexts.requirementThread}
    />
  </ContentCard>
);
