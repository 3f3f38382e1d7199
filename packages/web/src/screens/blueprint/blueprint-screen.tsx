import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import {
  BLUEPRINT_BLOCK_LABELS,
  BLUEPRINT_BLOCK_NAMES,
  type Blueprint,
  type BlueprintBlockName,
} from '@estudio/domain/blueprint';
import { CONTENT_GRID_SIZE } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { ActionBar, Breadcrumb, BusyOverlay, ConfirmDialog, EditableBlock, PageBody, PageHeader } from '@estudio/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useActiveBrand } from '../../shared/active-brand.js';
import { useBeforeUnload } from '../../shared/before-unload.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useQueryErrorDialog } from '../../shared/query-errors.js';
import { useSession } from '../../shared/session.js';
import {
  useBlueprint,
  useGenerateContentGrid,
  useRegenerateBlueprint,
  useSaveBlueprintBlock,
} from './api/blueprint-queries.js';
import { BlockEditor, BlockView, asBlock } from './blueprint-blocks.js';
import { BlueprintTexts } from './blueprint-texts.js';
import { AppTexts, ContentTexts } from '../../shared/texts.js';

const text = Messages.blueprint;

/** The brand id carried by navigation state: { brandId } or the brand itself ({ id }). */
const brandIdInState = (state: unknown): string | null => {
  if (typeof state !== 'object' || state === null) return null;
  const record = state as { brandId?: unknown; id?: unknown };
  const id = typeof record.brandId === 'string' ? record.brandId : record.id;
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : null;
};

/**
 * The brand whose guide is shown: the one /marca carries (?brandId= or navigation state),
 * else the shell's selected brand, else none.
 */
const useGuideBrandId = (): string | null => {
  const [params] = useSearchParams();
  const location = useLocation();
  const { activeBrandId } = useActiveBrand();
  const fromUrl = params.get('brandId')?.trim();
  if (fromUrl !== undefined && fromUrl !== '') return fromUrl;
  return brandIdInState(location.state) ?? activeBrandId;
};

/**
 * The communication guide (/blueprint; Marca > ADN de marca > Guía de comunicación), for
 * VIEW_BLUEPRINT: the brand's seven blocks, generated and stored on first opening,
 * regenerated on confirmation (GEN_BLUEPRINT), each block edited, saved or discarded
 * (EDIT_BLUEPRINT), and the content grid generated from it (GEN_REQUIREMENTS).
 */
export const BlueprintScreen = () => {
  const { actor } = useSession();
  const brandId = useGuideBrandId();
  if (can(actor, 'VIEW_BLUEPRINT') && brandId !== null) {
    // A new brand is a new guide: nothing of the previous one (drafts, dialogs) carries over.
    return <BrandGuide key={brandId} brandId={brandId} />;
  }
  return (
    <>
      <Header />
      <Box role="alert" color="fg.error">
        {can(actor, 'VIEW_BLUEPRINT') ? ContentTexts.selectForBlueprint : Messages.access.forbidden}
      </Box>
    </>
  );
};

/** Marca › ADN de marca › Guía de comunicación, the guide's brand and its actions. */
const Header = ({ brand, actions }: { readonly brand?: string | null; readonly actions?: ReactNode }) => (
  <PageHeader
    title={BlueprintTexts.breadcrumbGuide}
    breadcrumb={
      <Breadcrumb
        items={[
          { label: BlueprintTexts.breadcrumbBrand },
          { label: BlueprintTexts.breadcrumbDna, href: '/marca' },
          { label: BlueprintTexts.breadcrumbGuide },
        ]}
      />
    }
    brand={brand ?? null}
    actions={actions}
  />
);

const BrandGuide = ({ brandId }: { readonly brandId: string }) => {
  const { actor } = useSession();
  const { showError, showInfo } = useDialogs();
  const { brands, activeBrandId, selectBrand } = useActiveBrand();
  const guide = useBlueprint(brandId);
  const loadError = useQueryErrorDialog(guide.error, text.getOrGenerate);
  const regenerate = useRegenerateBlueprint(brandId);
  const generateGrid = useGenerateContentGrid(brandId);
  const [confirming, setConfirming] = useState<'regenerate' | 'grid' | null>(null);
  // Bumped by a regeneration: every block starts again from the new guide, in view mode.
  const [generation, setGeneration] = useState(0);

  const brand = brands.find((candidate) => candidate.id === brandId) ?? null;
  // The brand carried here becomes the shell's selected brand (it is the one being worked on).
  useEffect(() => {
    if (brand !== null && activeBrandId !== brand.id) selectBrand(brand.id);
  }, [brand, activeBrandId, selectBrand]);

  const canGenerate = can(actor, 'GEN_BLUEPRINT');
  const canGrid = can(actor, 'GEN_REQUIREMENTS');
  const blueprint = guide.data;

  const runRegenerate = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => setGeneration((current) => current + 1),
      onError: (error) => showError(messageOf(error, text.regenerate)),
      onSettled: () => setConfirming(null),
    });

  const runGrid = () =>
    generateGrid.mutate(undefined, {
      onSuccess: (created) => {
        const numbers = created.map((requirement) => requirement.number);
        showInfo(BlueprintTexts.requirementsGenerated(created.length, Math.min(...numbers), Math.max(...numbers)));
      },
      onError: (error) =>
        showError(
          messageOf(
            error,
            `${text.generateRequirementsPrefix}${error instanceof Error ? error.message : String(error)}`,
          ),
        ),
      onSettled: () => setConfirming(null),
    });

  const busyMessage = generateGrid.isPending
    ? BlueprintTexts.generatingRequirements
    : guide.generating || regenerate.isPending
      ? BlueprintTexts.generating
      : AppTexts.loading;
  const busy = guide.isPending || guide.generating || regenerate.isPending || generateGrid.isPending;

  return (
    <>
      <Header
        brand={brand?.brandName ?? brandId}
        actions={
          blueprint !== undefined && (canGenerate || canGrid) ? (
            <HStack gap="2" role="group" aria-label={BlueprintTexts.actions}>
              {canGenerate ? (
                <Button
                  variant="outline"
                  colorPalette="brand"
                  disabled={busy && !regenerate.isPending}
                  loading={regenerate.isPending}
                  loadingText={BlueprintTexts.regenerate}
                  onClick={() => setConfirming('regenerate')}
                >
                  {BlueprintTexts.regenerate}
                </Button>
              ) : null}
              {canGrid ? (
                <Button
                  colorPalette="brand"
                  disabled={busy && !generateGrid.isPending}
                  loading={generateGrid.isPending}
                  loadingText={BlueprintTexts.generateRequirements}
                  onClick={() => setConfirming('grid')}
                >
                  {BlueprintTexts.generateRequirements}
                </Button>
              ) : null}
            </HStack>
          ) : null
        }
      />
      <PageBody>
        <BusyOverlay busy={busy && loadError === null} message={busyMessage}>
          {loadError !== null ? (
            <Box role="alert" color="fg.error">
              {loadError}
            </Box>
          ) : blueprint === undefined ? null : (
            <GuideBlocks key={generation} brandId={brandId} blueprint={blueprint} />
          )}
        </BusyOverlay>
      </PageBody>
      <ConfirmDialog
        open={confirming === 'regenerate'}
        intent="action"
        message={BlueprintTexts.confirmRegenerate}
        confirmLabel={BlueprintTexts.regenerate}
        busy={regenerate.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={runRegenerate}
      />
      <ConfirmDialog
        open={confirming === 'grid'}
        intent="action"
        message={BlueprintTexts.confirmGenerateRequirements(CONTENT_GRID_SIZE)}
        confirmLabel={BlueprintTexts.confirmGenerate}
        busy={generateGrid.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={runGrid}
      />
    </>
  );
};

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

/**
 * The seven blocks, each saved on its own ('Guardar' in the block, as the guide always did), and
 * the sticky action bar: whether a block open for editing has changes not saved, and
 * 'Guardar cambios' saving every changed block in turn. A block whose save fails stays open with
 * its draft; the blocks saved before it are closed.
 */
const GuideBlocks = ({ brandId, blueprint }: { readonly brandId: string; readonly blueprint: Blueprint }) => {
  const { actor } = useSession();
  const { showError, showInfo } = useDialogs();
  const canEdit = can(actor, 'EDIT_BLUEPRINT');
  const save = useSaveBlueprintBlock(brandId);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [savingAll, setSavingAll] = useState(false);
  const changed = BLUEPRINT_BLOCK_NAMES.filter(
    (name) => name in drafts && canonical(drafts[name]) !== canonical(blueprint.bloques[name]),
  );
  useBeforeUnload(changed.length > 0);

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
}: {
  readonly name: BlueprintBlockName;
  readonly stored: unknown;
  readonly canEdit: boolean;
  readonly editing: boolean;
  readonly draft: unknown;
  readonly onDraft: (draft: unknown) => void;
  readonly onClose: () => void;
  readonly onSave: (draft: unknown) => Promise<unknown>;
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
    </EditableBlock>
  );
};
