import { Box, Button } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import { GUIDES_COUNT, type RequirementKey } from '@estudio/domain/content';
import { type CarouselRequirement } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { AiDraft, AiUndoNotice, ContentCard } from '@estudio/ui';
import { useAiModel } from '../../shared/api/ai-model.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useSession } from '../../shared/session.js';
import {
  useAcceptGuides,
  useCarouselBusy,
  useDiscardGuides,
  useGenerateGuides,
  useUndoGuides,
} from './api/carousel-queries.js';
import { CarouselTexts } from './carousel-texts.js';
import { GuideCard } from './guide-card.js';

/** Three guides as one text: 'Guía N', then its description and its suggested words, a blank line between guides. */
const guidesText = (guides: Pick<CarouselRequirement, 'instructions' | 'suggestedWords'>): string =>
  Array.from({ length: Math.max(GUIDES_COUNT, guides.instructions.length, guides.suggestedWords.length) }, (_, index) =>
    [
      CarouselTexts.guide(index + 1),
      guides.instructions[index] || CarouselTexts.empty,
      CarouselTexts.proposedWords(guides.suggestedWords[index] || CarouselTexts.empty),
    ].join('\n'),
  ).join('\n\n');

/**
 * The design guides (docs/product.md, "Carousels"): one card per guide, and for holders of CARROUSEL_NEWGUIDES
 * 'Generar nuevas guías'. The model's guides are stored as the carousel's proposal and shown as a draft beside
 * the guides they would replace (it survives a reload): 'Reemplazar' has the server copy it into the guides,
 * 'Descartar' drops it, and after a replacement 'Deshacer' puts the previous guides back while the server
 * keeps them. Nobody else sees the proposal.
 */
export const GuidesCard = ({
  requirement,
  requirementKey,
  onEdited,
}: {
  readonly requirement: CarouselRequirement;
  readonly requirementKey: RequirementKey;
  readonly onEdited: (index: number, edited: boolean) => void;
}) => {
  const { actor } = useSession();
  const { showError } = useDialogs();
  const { data: aiModel } = useAiModel();
  const busy = useCarouselBusy(requirementKey);
  const generate = useGenerateGuides(requirementKey);
  const accept = useAcceptGuides(requirementKey);
  const discard = useDiscardGuides(requirementKey);
  const undo = useUndoGuides(requirementKey);
  const canGenerate = can(actor, 'CARROUSEL_NEWGUIDES');
  const proposal = canGenerate ? requirement.guidesProposal : null;
  const replaced = canGenerate ? requirement.guidesReplaced : null;
  /** Runs one of the proposal's answers unless another action is under way; a refusal says why. */
  const answer = (mutation: typeof accept) => {
    if (!busy)
      mutation.mutate(undefined, { onError: (error) => showError(messageOf(error, Messages.blueprint.saveChanges)) });
  };

  return (
    <ContentCard
      title={CarouselTexts.guides}
      actions={
        canGenerate ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            disabled={busy && !generate.isPending}
            loading={generate.isPending}
            loadingText={CarouselTexts.generateGuides}
            onClick={() => {
              if (!busy)
                generate.mutate(undefined, {
                  onError: (error) => showError(messageOf(error, Messages.carousel.generateGuides)),
                });
            }}
          >
            {CarouselTexts.generateGuides}
          </Button>
        ) : undefined
      }
    >
      {proposal === null ? null : (
        <AiDraft
          current={guidesText(requirement)}
          proposed={guidesText(proposal)}
          title={CarouselTexts.guidesProposal}
          demoModel={aiModel?.demo === true}
          modelName={aiModel?.model}
          pending={accept.isPending ? 'replace' : null}
          disabled={busy}
          onReplace={() => answer(accept)}
          onDiscard={() => answer(discard)}
        />
      )}
      {replaced === null ? null : (
        <AiUndoNotice
          message={CarouselTexts.guidesReplaced}
          pending={undo.isPending}
          disabled={busy}
          onUndo={() => answer(undo)}
        />
      )}
      <Box display="grid" gridTemplateColumns="repeat(auto-fill, minmax(min(100%, 15rem), 1fr))" gap="4">
        {Array.from({ length: GUIDES_COUNT }, (_, index) => (
          <GuideCard
            key={index}
            index={index}
            requirement={requirement}
            requirementKey={requirementKey}
            onEdited={onEdited}
          />
        ))}
      </Box>
    </ContentCard>
  );
};
