import { Button } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import { type RequirementKey } from '@estudio/domain/content';
import { type CarouselRequirement } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { AiDraft, AiUndoNotice, ContentCard, UiTexts, type AiDraftAction } from '@estudio/ui';
import { useState } from 'react';
import { useAiModel } from '../../shared/api/ai-model.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { GuardedField, GuardedReading } from '../../shared/brand-guard/guarded-field.js';
import { useSession } from '../../shared/session.js';
import { useCarouselBusy, useEditTexts, useGenerateSuggestion } from './api/carousel-queries.js';
import { CarouselTexts } from './carousel-texts.js';

/** The caption as typed in the box (the page holds it: its action bar saves it). */
export interface CaptionDraft {
  readonly text: string;
  readonly setText: (text: string) => void;
}

/** The caption saved after a draft's action: what it replaced, so 'Deshacer' can put it back. */
interface Applied {
  readonly previous: string;
  readonly action: AiDraftAction;
}

/** The proposal added after the caption as typed, a blank line between. */
const inserted = (current: string, proposed: string): string =>
  current.trim() === '' ? proposed : `${current.trimEnd()}\n\n${proposed}`;

/**
 * The caption (docs/product.md, "Carousels"): edited with REQUIREMENTS_EDIT (saved from the page's
 * action bar), plain text without, its brand-guard findings underlined either way; 'Generar sugerencia' (CARROUSEL_SUGGESTIONAI) asks the server for
 * a caption and shows it as a draft beside the caption as typed, nothing saved: 'Reemplazar' and
 * 'Insertar' save through the caption's save, 'Deshacer' saves the previous text back, 'Descartar'
 * drops the proposal. Typing not yet saved stays in the box until the user chooses.
 */
export const CaptionCard = ({
  requirement,
  requirementKey,
  draft,
}: {
  readonly requirement: CarouselRequirement;
  readonly requirementKey: RequirementKey;
  readonly draft: CaptionDraft;
}) => {
  const { actor } = useSession();
  const { showError } = useDialogs();
  const { data: aiModel } = useAiModel();
  const busy = useCarouselBusy(requirementKey);
  const suggestion = useGenerateSuggestion(requirementKey);
  const edit = useEditTexts(requirementKey);
  const [proposal, setProposal] = useState<string | null>(null);
  const [applied, setApplied] = useState<Applied | null>(null);
  const [pending, setPending] = useState<AiDraftAction | 'undo' | null>(null);
  const canEdit = can(actor, 'REQUIREMENTS_EDIT');

  const suggest = () =>
    suggestion.mutate(undefined, {
      onSuccess: ({ caption }) => {
        setApplied(null);
        setProposal(caption);
      },
      onError: (error) => showError(messageOf(error, Messages.carousel.generateSuggestion)),
    });

  /** Saves `caption` for the draft's action (or the undo); the box shows what was saved. */
  const save = (caption: string, action: AiDraftAction | 'undo', done: () => void) => {
    setPending(action);
    edit.mutate(
      { caption },
      {
        onSuccess: () => {
          draft.setText(caption);
          done();
        },
        // The proposal stays, and so does the typing: nothing was saved.
        onError: (error) => showError(messageOf(error, Messages.blueprint.saveChanges)),
        onSettled: () => setPending(null),
      },
    );
  };

  const apply = (action: AiDraftAction, proposed: string) => {
    const previous = draft.text;
    save(action === 'replace' ? proposed : inserted(previous, proposed), action, () => {
      setProposal(null);
      setApplied({ previous, action });
    });
  };

  return (
    <ContentCard
      title={CarouselTexts.caption}
      actions={
        can(actor, 'CARROUSEL_SUGGESTIONAI') ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            disabled={busy && !suggestion.isPending}
            loading={suggestion.isPending}
            loadingText={CarouselTexts.generateSuggestion}
            onClick={() => {
              if (!busy) suggest();
            }}
          >
            {CarouselTexts.generateSuggestion}
          </Button>
        ) : undefined
      }
    >
      {canEdit ? (
        <GuardedField
          field="caption"
          label={CarouselTexts.caption}
          value={draft.text}
          rows={6}
          autoresize
          onChange={(event) => {
            draft.setText(event.target.value);
          }}
        />
      ) : (
        <GuardedReading field="caption" text={requirement.caption} empty={CarouselTexts.empty} testId="caption-text" />
      )}
      {proposal === null ? null : (
        <AiDraft
          current={canEdit ? draft.text : requirement.caption}
          proposed={proposal}
          title={CarouselTexts.captionProposal}
          demoModel={aiModel?.demo === true}
          modelName={aiModel?.model}
          pending={pending === 'insert' || pending === 'replace' ? pending : null}
          disabled={busy}
          // Without REQUIREMENTS_EDIT the draft is read, then discarded.
          onReplace={canEdit ? () => apply('replace', proposal) : undefined}
          onInsert={canEdit ? () => apply('insert', proposal) : undefined}
          onDiscard={() => setProposal(null)}
        />
      )}
      {applied === null ? null : (
        <AiUndoNotice
          message={applied.action === 'insert' ? UiTexts.aiDraft.inserted : undefined}
          pending={pending === 'undo'}
          disabled={busy}
          onUndo={() => save(applied.previous, 'undo', () => setApplied(null))}
        />
      )}
    </ContentCard>
  );
};
