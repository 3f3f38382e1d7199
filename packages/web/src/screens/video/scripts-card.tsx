import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import { type Script } from '@estudio/domain/content';
import { type VideoRequirement } from '@estudio/domain/requirements';
import { Messages, TEXT_LIMITS } from '@estudio/domain/shared';
import { AiDraft, AiUndoNotice, ContentCard, type AiDraftAction } from '@estudio/ui';
import { useState } from 'react';
import { useAiModel } from '../../shared/api/ai-model.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useSession } from '../../shared/session.js';
import {
  useChooseVideo,
  useSaveScripts,
  useScriptsSuggestion,
  type ScriptsSave,
  type useVideoDetail,
} from './api/video-queries.js';
import { ScriptBlock } from './script-blocks.js';
import { scriptsAsText, sectionOf, type FieldDrafts } from './video-drafts.js';
import { VideoTexts } from './video-texts.js';

type DetailKey = ReturnType<typeof useVideoDetail>['queryKey'];

/** What a draft's action saved, and what it replaced: 'Deshacer' saves that back, with the video chosen then. */
interface Applied {
  readonly previous: ScriptsSave;
  readonly previousChoice: number;
  readonly action: AiDraftAction;
}

/** A script as it is saved again: its texts and its video (the server keeps the video only where it finds it). */
const toSave = ({ Captacion, 'Argumento de Venta': argument, 'Llamada a la acción': action, videoUrl }: Script) => ({
  Captacion,
  'Argumento de Venta': argument,
  'Llamada a la acción': action,
  ...(videoUrl === undefined ? {} : { videoUrl }),
});

/**
 * 'Guiones' (docs/product.md, "Videos"): the scripts, and 'Generar nueva sugerencia' (VIDEO_SUGGESTIONAI). With no
 * scripts yet the new ones are stored at once (`generate`, the page's); with scripts, the server's proposal is an
 * AI draft beside them, nothing saved: 'Reemplazar' saves the proposed scripts in their place (their uploaded
 * videos dropped, which the draft says), 'Insertar' adds them after the existing ones (within the scripts' cap),
 * both through video/save-scripts (REQUIREMENTS_EDIT), and 'Deshacer' saves the previous scripts back with their
 * videos; 'Descartar' drops the proposal. 'Generando guiones, por favor espera...' shows while either is asked.
 */
export const ScriptsCard = ({
  queryKey,
  requirement,
  drafts,
  generation,
  generate,
  generating,
  onReplaced,
}: {
  readonly queryKey: DetailKey;
  readonly requirement: VideoRequirement;
  readonly drafts: FieldDrafts;
  /** Bumped by scripts replaced: every script block starts again from them, in view mode. */
  readonly generation: number;
  readonly generate: () => void;
  readonly generating: boolean;
  /** The scripts were replaced (a draft's 'Reemplazar', or its undo): their blocks start again. */
  readonly onReplaced: () => void;
}) => {
  const { actor } = useSession();
  const { showError } = useDialogs();
  const { data: aiModel } = useAiModel();
  const suggestion = useScriptsSuggestion(requirement);
  const save = useSaveScripts(queryKey, requirement);
  const choose = useChooseVideo(queryKey, requirement);
  const [proposal, setProposal] = useState<ScriptsSave | null>(null);
  const [applied, setApplied] = useState<Applied | null>(null);
  const [pending, setPending] = useState<AiDraftAction | 'undo' | null>(null);
  const canEdit = can(actor, 'REQUIREMENTS_EDIT');
  const asking = suggestion.isPending || generating;
  const hasVideos = requirement.scripts.some((script) => (script.videoUrl ?? '') !== '');

  const suggest = () => {
    if (asking || save.isPending) return;
    if (requirement.scripts.length === 0) {
      generate();
      return;
    }
    suggestion.mutate(undefined, {
      onSuccess: (answer) => {
        setApplied(null);
        // A requirement without a caption gets the one the scripts were written for, saved with them.
        const caption = requirement.caption.trim() === '' ? answer.caption : undefined;
        setProposal({ scripts: answer.scripts, ...(caption === undefined ? {} : { caption }) });
      },
      onError: (error) => showError(messageOf(error, Messages.video.scriptsFailed)),
    });
  };

  /** Saves `scripts` for the draft's action (or the undo); `done` once stored. */
  const write = (
    scripts: ScriptsSave,
    action: AiDraftAction | 'undo',
    replaced: boolean,
    done: (saved: VideoRequirement) => void,
  ) => {
    setPending(action);
    save.mutate(scripts, {
      onSuccess: (saved) => {
        if (replaced) onReplaced();
        // Typing in scripts that are gone goes with them.
        else drafts.drop((field) => (sectionOf(field)?.index ?? -1) >= saved.scripts.length);
        done(saved);
      },
      // The proposal stays: nothing was saved.
      onError: (error) => showError(messageOf(error, Messages.blueprint.saveChanges)),
      onSettled: () => setPending(null),
    });
  };

  const apply = (action: AiDraftAction, proposed: ScriptsSave) => {
    const previous: ScriptsSave = {
      scripts: requirement.scripts.map(toSave),
      ...(proposed.caption === undefined ? {} : { caption: requirement.caption }),
    };
    const scripts = action === 'replace' ? proposed.scripts : [...previous.scripts, ...proposed.scripts];
    const previousChoice = requirement.videoToPublishIndex;
    write({ ...proposed, scripts }, action, action === 'replace', () => {
      setProposal(null);
      setApplied({ previous, previousChoice, action });
    });
  };

  /**
   * 'Deshacer': the previous scripts saved back, then the video that was chosen to publish chosen again through its
   * own command (video/choose) when the replacement reset it, for someone who may choose it.
   */
  const undo = ({ previous, previousChoice, action }: Applied) =>
    write(previous, 'undo', action === 'replace', (saved) => {
      setApplied(null);
      const restorable =
        previousChoice !== saved.videoToPublishIndex &&
        (saved.scripts[previousChoice]?.videoUrl ?? '') !== '' &&
        can(actor, 'CARROUSEL_SENDTOMETRICS');
      if (!restorable) return;
      choose.mutate(previousChoice, {
        onError: (error) => showError(messageOf(error, Messages.video.saveSelectedVideo)),
      });
    });

  const fits = proposal !== null && requirement.scripts.length + proposal.scripts.length <= TEXT_LIMITS.sections;

  return (
    <ContentCard
      title={VideoTexts.scripts}
      actions={
        can(actor, 'VIDEO_SUGGESTIONAI') ? (
          <Button
            colorPalette="brand"
            size="sm"
            onClick={suggest}
            disabled={save.isPending && !asking}
            loading={asking}
            loadingText={VideoTexts.newSuggestion}
          >
            {VideoTexts.newSuggestion}
          </Button>
        ) : undefined
      }
    >
      {asking ? (
        <HStack role="status" gap="2" color="fg.muted" fontSize="sm">
          <Spinner size="sm" />
          <Text>{VideoTexts.generating}</Text>
        </HStack>
      ) : null}
      {proposal === null ? null : (
        <Stack gap="2">
          <AiDraft
            current={scriptsAsText(
              requirement.scripts,
              proposal.caption === undefined ? undefined : requirement.caption,
            )}
            proposed={scriptsAsText(proposal.scripts, proposal.caption)}
            title={VideoTexts.scriptsProposal}
            demoModel={aiModel?.demo === true}
            modelName={aiModel?.model}
            pending={pending === 'insert' || pending === 'replace' ? pending : null}
            disabled={!canEdit || pending === 'undo'}
            onReplace={() => apply('replace', proposal)}
            onInsert={fits ? () => apply('insert', proposal) : undefined}
            onDiscard={() => setProposal(null)}
          />
          {hasVideos ? (
            <Text fontSize="sm" color="fg.warning">
              {VideoTexts.replaceDropsVideos}
            </Text>
          ) : null}
          {fits ? null : (
            <Text fontSize="sm" color="fg.muted">
              {VideoTexts.insertBeyondCap(TEXT_LIMITS.sections)}
            </Text>
          )}
        </Stack>
      )}
      {applied === null ? null : (
        <AiUndoNotice
          message={applied.action === 'insert' ? VideoTexts.scriptsInserted : VideoTexts.scriptsReplaced}
          pending={pending === 'undo'}
          disabled={pending !== null || !canEdit}
          onUndo={() => undo(applied)}
        />
      )}
      {requirement.scripts.length === 0 ? (
        <Text color="fg.muted">{VideoTexts.noScripts}</Text>
      ) : (
        <Stack gap="4" key={generation} aria-busy={asking}>
          {requirement.scripts.map((script, index) => (
            <ScriptBlock
              key={index}
              queryKey={queryKey}
              requirement={requirement}
              index={index}
              script={script}
              drafts={drafts}
            />
          ))}
        </Stack>
      )}
    </ContentCard>
  );
};
