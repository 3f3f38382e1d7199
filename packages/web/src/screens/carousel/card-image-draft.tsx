import { Image } from '@chakra-ui/react';
import { type CarouselImageDraft, type RequirementKey } from '@estudio/domain/content';
import { imageToRestore, type CarouselRequirement } from '@estudio/domain/requirements';
import { Messages, errorText } from '@estudio/domain/shared';
import { AiDraft, AiUndoNotice, UiTexts } from '@estudio/ui';
import { useAiModel } from '../../shared/api/ai-model.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useAcceptImage, useCarouselBusy, useUndoImage } from './api/carousel-queries.js';
import { CarouselTexts } from './carousel-texts.js';

export interface CardImageDraftProps {
  /** The card, 0-2. */
  readonly index: number;
  readonly requirement: CarouselRequirement;
  readonly requirementKey: RequirementKey;
  /** The AI image 'Generar nueva imagen' answered for this card, held here only; null when there is none. */
  readonly draft: CarouselImageDraft | null;
  /** The draft is gone: replaced on the card, or discarded (nothing stored changes). */
  readonly onDone: () => void;
}

/** A picture of one side of the comparison, whole inside its box. */
const Picture = ({ src, alt }: { src: string; alt: string }) => (
  <Image src={src} alt={alt} width="full" maxH="12rem" objectFit="contain" />
);

/**
 * A card's AI image as a draft beside the card's image (docs/product.md, "Carousels"), for holders of
 * CARROUSEL_CHANGEIMG: 'Reemplazar' has the server set it on the card (carousel/image-accept), 'Descartar' drops
 * it here. After a replacement, 'Deshacer' (carousel/image-undo) while the server keeps the card's previous image
 * and the card still shows the accepted one, so the notice survives a reload. A refusal says why and reads the
 * carousel again.
 */
export const CardImageDraft = ({ index, requirement, requirementKey, draft, onDone }: CardImageDraftProps) => {
  const { showError } = useDialogs();
  const { data: aiModel } = useAiModel();
  const busy = useCarouselBusy(requirementKey);
  const accept = useAcceptImage(requirementKey);
  const undo = useUndoImage(requirementKey);
  const n = index + 1;
  const imageUrl = requirement.imagesAIUrl[index] ?? '';
  // The server's own rule: 'Deshacer' while an image is kept and the card still shows the accepted one.
  const undoable = imageToRestore(imageUrl, requirement.imagesReplaced[String(index)]) !== null;

  return (
    <>
      {draft === null ? null : (
        <AiDraft
          title={CarouselTexts.imageProposal}
          currentLabel={UiTexts.aiDraft.currentImage}
          current={imageUrl === '' ? null : <Picture src={imageUrl} alt={CarouselTexts.currentImage(n)} />}
          proposed={<Picture src={draft.url} alt={CarouselTexts.proposedImage(n)} />}
          demoModel={aiModel?.demo === true}
          modelName={aiModel?.model}
          pending={accept.isPending ? 'replace' : null}
          disabled={busy}
          onReplace={() => {
            if (!busy)
              accept.mutate(draft, {
                onSuccess: onDone,
                onError: (error) =>
                  showError(messageOf(error, `${Messages.carousel.generateImagePrefix}${errorText(error)}`)),
              });
          }}
          onDiscard={onDone}
        />
      )}
      {undoable ? (
        <AiUndoNotice
          message={UiTexts.aiDraft.replacedImage}
          pending={undo.isPending}
          disabled={busy}
          onUndo={() => {
            if (!busy)
              undo.mutate(index, {
                onError: (error) => showError(messageOf(error, Messages.blueprint.saveChanges)),
              });
          }}
        />
      ) : null}
    </>
  );
};
