import { Button, Stack } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import {
  BLUEPRINT_BLOCK_LABELS,
  BLUEPRINT_BLOCK_NAMES,
  type Blueprint,
  type BlueprintBlockName,
  type BlueprintBlocks,
} from '@estudio/domain/blueprint';
import { Messages } from '@estudio/domain/shared';
import { ActionBar, EditableBlock } from '@estudio/ui';
import { useState, type ReactNode } from 'react';
import { useUnsavedChangesGuard } from '../../shared/leave-guard.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useSession } from '../../shared/session.js';
import { ContentTexts } from '../../shared/texts.js';
import { useSaveBlueprintBlock } from './api/blueprint-queries.js';
import { BlockEditor, BlockView, asBlock } from './blueprint-blocks.js';
import { GuideProposal } from './guide-proposal.js';
import { BlockComments } from './block-comments.js';
import { newCountKey, threadKey } from '@estudio/domain/content';
import { useNewCommentCounts } from '../../shared/comments/comment-counts.js';

const text = Messages.blueprint;

/** The blocks open for editing, each with its draft (a copy of the block taken on Editar). */
type Drafts = Partial<Record<BlueprintBlockName, unknown>>;

/** A block's value as JSON with its keys in order: a draft equal to the stored block has no changes. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, entry: unknown) =>
    typeof entry === 'object' && entry !== null && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => a.localeCompare(b)))
      : entry,
  );

const without = (drafts: Drafts, name: BlueprintBlockName): Drafts => {
  const { [name]: _closed, ...rest } = drafts;
  return rest;
};

/** The drafts that differ from the blocks they were taken from: the typing a new guide must not drop. */
const withChanges = (drafts: Drafts, bloques: BlueprintBlocks): Drafts =>
  Object.fromEntries(
    Object.entries(drafts).filter(
      ([name, draft]) => canonical(draft) !== canonical(bloques[name as BlueprintBlockName]),
    ),
  );

/**
 * The regenerated guide's draft (GuideProposal), the seven blocks, each saved on its own ('Guardar' in the
 * block, as the guide always did), and the sticky action bar: whether a block open for editing has changes
 * not saved, and 'Guardar cambios' saving every changed block in turn. A block whose save fails stays open
 * with its draft; the blocks saved before it are closed. When the proposal replaces the blocks (or 'Deshacer'
 * restores them), the blocks open without changes close, so none saves the old block back.
 */
export const GuideBlocks = ({
  brandId,
  blueprint,
  busy,
}: {
  readonly brandId: string;
  readonly blueprint: Blueprint;
  /** Another action of the page is running (regeneration, the content grid, a proposal's answer). */
  readonly busy: boolean;
}) => {
  const { actor } = useSession();
  const { showError, showInfo } = useDialogs();
  const canEdit = can(actor, 'EDIT_BLUEPRINT');
  const save = useSaveBlueprintBlock(brandId);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [savingAll, setSavingAll] = useState(false);
  const changed = BLUEPRINT_BLOCK_NAMES.filter(
    (name) => name in drafts && canonical(drafts[name]) !== canonical(blueprint.bloques[name]),
  );
  const leaveGuard = useUnsavedChangesGuard(changed.length > 0);
  const newCounts = useNewCommentCounts([brandId], 'blueprint');

  const saveBlock = (name: BlueprintBlockName, draft: unknown) =>
    save.mutateAsync({ blockName: name, block: asBlock(name, draft) });

  const saveAll = async () => {
    setSavingAll(true);
    try {
      for (const name of changed) {
        await saveBlock(name, drafts[name]);
        setDrafts((current) => without(current, name));
      }
      setDrafts({});
      showInfo(ContentTexts.saved);
    } catch (error) {
      showError(messageOf(error, text.saveChanges));
    } finally {
      setSavingAll(false);
    }
  };

  return (
    <Stack gap="4">
      <GuideProposal
        brandId={brandId}
        blueprint={blueprint}
        unsavedBlocks={changed.length > 0}
        busy={busy || savingAll || save.isPending}
        onGuideChanged={() => setDrafts((current) => withChanges(current, blueprint.bloques))}
      />
      {BLUEPRINT_BLOCK_NAMES.map((name) => (
        <GuideBlock
          key={name}
          name={name}
          stored={blueprint.bloques[name]}
          canEdit={canEdit}
          editing={name in drafts}
          draft={drafts[name]}
          onDraft={(draft) => setDrafts((current) => ({ ...current, [name]: draft }))}
          onClose={() => setDrafts((current) => without(current, name))}
          onSave={(draft) => saveBlock(name, draft)}
          comments={
            <BlockComments
              brandId={brandId}
              name={name}
              count={newCounts.get(newCountKey(brandId, threadKey({ kind: 'blueprint', id: name }))) ?? 0}
            />
          }
        />
      ))}
      {canEdit ? (
        <ActionBar dirty={changed.length > 0}>
          <Button
            colorPalette="brand"
            loading={savingAll}
            disabled={changed.length === 0 || (save.isPending && !savingAll)}
            onClick={() => void saveAll()}
          >
            {ContentTexts.saveAll}
          </Button>
        </ActionBar>
      ) : null}
      {leaveGuard}
    </Stack>
  );
};

/** One block: shown as stored; its draft is a copy taken on Editar, so others' saves never touch it. */
const GuideBlock = ({
  name,
  stored,
  canEdit,
  editing,
  draft,
  onDraft,
  onClose,
  onSave,
  comments,
}: {
  readonly name: BlueprintBlockName;
  readonly stored: unknown;
  readonly canEdit: boolean;
  readonly editing: boolean;
  readonly draft: unknown;
  readonly onDraft: (draft: unknown) => void;
  readonly onClose: () => void;
  readonly onSave: (draft: unknown) => Promise<unknown>;
  /** The block's thread, under what it shows. */
  readonly comments: ReactNode;
}) => {
  const { showError, showInfo } = useDialogs();

  const save = async () => {
    try {
      await onSave(draft);
      showInfo(ContentTexts.saved);
    } catch (error) {
      showError(messageOf(error, text.saveChanges));
      // The block stays in edit mode with the draft.
      throw error;
    }
  };

  return (
    <EditableBlock
      title={BLUEPRINT_BLOCK_LABELS[name]}
      canEdit={canEdit}
      mode={editing ? 'edit' : 'view'}
      onModeChange={(mode) => {
        if (mode === 'view') onClose();
      }}
      onEdit={() => onDraft(stored)}
      onSave={save}
      editor={<BlockEditor name={name} draft={draft} onChange={onDraft} />}
    >
      <BlockView name={name} block={stored} />
      {comments}
    </EditableBlock>
  );
};
