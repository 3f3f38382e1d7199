import { Image } from '@chakra-ui/react';
import { imageToRestore, type BlogRequirement } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { AiDraft, AiUndoNotice, UiTexts } from '@estudio/ui';
import { useAiModel } from '../../shared/api/ai-model.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useAcceptArticleImage, useBlogBusy, useUndoArticleImage, type BlogRef } from './api/blog-queries.js';
import { BlogTexts } from './blog-texts.js';

const words = UiTexts.aiDraft;

/** A new image the server stored beside the blog (blog/image): its object path and the URL that shows it. */
export interface ImageProposal {
  readonly path: string;
  readonly url: string;
}

/**
 * The new article image as a draft (docs/product.md, "Blog articles"), for BLOG_NEWARTICLE holders: the image
 * proposed beside the article's current one, 'Reemplazar' (the server sets it, naming its object, and keeps the
 * image it replaced) or 'Descartar' (nothing changes; no 'Insertar': an article has one image). Then, while the
 * server keeps what was replaced (it survives a reload), 'Deshacer' puts it back. A refusal says why and keeps the
 * draft; the blog is read again.
 */
export const ImageDraft = ({
  blogRef,
  requirement,
  proposal,
  setProposal,
}: {
  readonly blogRef: BlogRef;
  readonly requirement: BlogRequirement;
  readonly proposal: ImageProposal | null;
  readonly setProposal: (proposal: ImageProposal | null) => void;
}) => {
  const { showError } = useDialogs();
  const { data: aiModel } = useAiModel();
  const busy = useBlogBusy(blogRef);
  const accept = useAcceptArticleImage(blogRef);
  const undo = useUndoArticleImage(blogRef);
  const failed = (error: unknown) => showError(messageOf(error, Messages.blog.replaceImage));

  return (
    <>
      {proposal === null ? null : (
        <AiDraft
          current={
            requirement.imageAIUrl === '' ? null : (
              <Image src={requirement.imageAIUrl} alt={BlogTexts.imageAlt} maxW="full" borderRadius="md" />
            )
          }
          proposed={<Image src={proposal.url} alt={BlogTexts.proposedImageAlt} maxW="full" borderRadius="md" />}
          title={BlogTexts.imageProposal}
          currentLabel={words.currentImage}
          demoModel={aiModel?.demo === true}
          modelName={aiModel?.model}
          pending={accept.isPending ? 'replace' : null}
          disabled={busy}
          onReplace={() => {
            if (!busy) accept.mutate(proposal.path, { onSuccess: () => setProposal(null), onError: failed });
          }}
          onDiscard={() => setProposal(null)}
        />
      )}
      {/* The server's own rule: 'Deshacer' while an image is kept and the article still shows the accepted one. */}
      {imageToRestore(requirement.imageAIUrl, requirement.imageReplaced) === null ? null : (
        <AiUndoNotice
          message={words.replacedImage}
          pending={undo.isPending}
          disabled={busy}
          onUndo={() => {
            if (!busy) undo.mutate(undefined, { onError: failed });
          }}
        />
      )}
    </>
  );
};
