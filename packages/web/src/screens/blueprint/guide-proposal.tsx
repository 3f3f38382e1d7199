import { Stack, Text } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import { type Blueprint } from '@estudio/domain/blueprint';
import { Messages } from '@estudio/domain/shared';
import { AiDraft, AiUndoNotice } from '@estudio/ui';
import { useAiModel } from '../../shared/api/ai-model.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useSession } from '../../shared/session.js';
import { useAcceptProposal, useDiscardProposal, useUndoProposal } from './api/blueprint-queries.js';
import { GuideText } from './blueprint-blocks.js';
import { BlueprintTexts } from './blueprint-texts.js';

/**
 * The regenerated guide as a draft (docs/product.md, "Communication guide (blueprint)"): the stored proposal
 * beside the guide, block by block, also after a reload. For holders of GEN_BLUEPRINT, 'Reemplazar' has the
 * server put it in the guide and 'Descartar' drops it, and after a replacement 'Deshacer' puts the previous
 * blocks back while the server keeps them. Anyone else reads the draft only. While a block open for editing
 * has changes not saved, 'Reemplazar' and 'Deshacer' wait, saying why: the new blocks would drop that typing.
 */
export const GuideProposal = ({
  brandId,
  blueprint,
  unsavedBlocks,
  busy,
  onGuideChanged,
}: {
  readonly brandId: string;
  readonly blueprint: Blueprint;
  /** A block open for editing has changes not saved. */
  readonly unsavedBlocks: boolean;
  /** Another action of the page is running. */
  readonly busy: boolean;
  /** The guide's blocks were replaced or restored: the blocks start again from them. */
  readonly onGuideChanged: () => void;
}) => {
  const { actor } = useSession();
  const { showError } = useDialogs();
  const { data: aiModel } = useAiModel();
  const accept = useAcceptProposal(brandId);
  const discard = useDiscardProposal(brandId);
  const undo = useUndoProposal(brandId);
  const canAnswer = can(actor, 'GEN_BLUEPRINT');
  const { proposal } = blueprint;
  const replaced = canAnswer ? blueprint.replaced : null;
  const answering = accept.isPending || discard.isPending || undo.isPending;
  const waiting = busy || answering;

  /** Runs one of the proposal's answers unless another action is under way; a refusal says why. */
  const answer = (mutation: typeof accept, changesGuide: boolean) => {
    if (waiting) return;
    mutation.mutate(undefined, {
      onSuccess: () => {
        if (changesGuide) onGuideChanged();
      },
      onError: (error) => showError(messageOf(error, Messages.blueprint.saveChanges)),
    });
  };

  if (proposal === null && replaced === null) return null;
  return (
    <Stack gap="3">
      {proposal === null ? null : (
        <AiDraft
          title={BlueprintTexts.proposalTitle}
          currentLabel={BlueprintTexts.currentGuide}
          current={<GuideText bloques={blueprint.bloques} />}
          proposed={<GuideText bloques={proposal.bloques} />}
          demoModel={aiModel?.demo === true}
          modelName={aiModel?.model}
          pending={accept.isPending ? 'replace' : null}
          disabled={waiting}
          replaceDisabled={unsavedBlocks}
          {...(canAnswer
            ? {
                onReplace: () => {
                  if (!unsavedBlocks) answer(accept, true);
                },
                // Discarding drops no typing: it waits only for another action.
                onDiscard: () => answer(discard, false),
              }
            : {})}
        />
      )}
      {replaced === null ? null : (
        <AiUndoNotice
          message={BlueprintTexts.proposalReplaced}
          pending={undo.isPending}
          disabled={waiting || unsavedBlocks}
          onUndo={() => {
            if (!unsavedBlocks) answer(undo, true);
          }}
        />
      )}
      {canAnswer && unsavedBlocks ? (
        <Text role="note" fontSize="sm" color="fg.warning">
          {BlueprintTexts.saveOpenBlocksFirst}
        </Text>
      ) : null}
    </Stack>
  );
};
