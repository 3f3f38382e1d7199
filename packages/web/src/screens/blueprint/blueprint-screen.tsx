import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import { CONTENT_GRID_SIZE } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { Breadcrumb, BusyOverlay, ConfirmDialog, PageBody, PageHeader } from '@estudio/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useActiveBrand } from '../../shared/active-brand.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useQueryErrorDialog } from '../../shared/query-errors.js';
import { useSession } from '../../shared/session.js';
import {
  useBlueprint,
  useBlueprintBusy,
  useGenerateContentGrid,
  useRegenerateBlueprint,
} from './api/blueprint-queries.js';
import { BlueprintTexts } from './blueprint-texts.js';
import { GuideBlocks } from './guide-blocks.js';
import { AppTexts, ContentTexts } from '../../shared/texts.js';
import { BlueprintReview } from '../../shared/review/content-review.js';

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
 * regenerated as a draft beside the guide (GEN_BLUEPRINT; nothing is replaced until
 * 'Reemplazar', so no confirmation), each block edited, saved or discarded (EDIT_BLUEPRINT),
 * and the content grid generated from it (GEN_REQUIREMENTS).
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
  // Any of the guide's writes under way: regeneration, a proposal's answer, a block's save, the grid.
  const writing = useBlueprintBusy(brandId);
  const [confirmingGrid, setConfirmingGrid] = useState(false);

  const brand = brands.find((candidate) => candidate.id === brandId) ?? null;
  // The brand carried here becomes the shell's selected brand (it is the one being worked on).
  useEffect(() => {
    if (brand !== null && activeBrandId !== brand.id) selectBrand(brand.id);
  }, [brand, activeBrandId, selectBrand]);

  const canGenerate = can(actor, 'GEN_BLUEPRINT');
  const canGrid = can(actor, 'GEN_REQUIREMENTS');
  const blueprint = guide.data;

  // The new guide arrives as a draft beside the blocks, which stay in reach meanwhile.
  const runRegenerate = () => {
    if (!writing) regenerate.mutate(undefined, { onError: (error) => showError(messageOf(error, text.regenerate)) });
  };

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
      onSettled: () => setConfirmingGrid(false),
    });

  const busyMessage = generateGrid.isPending
    ? BlueprintTexts.generatingRequirements
    : guide.generating
      ? BlueprintTexts.generating
      : AppTexts.loading;
  const busy = guide.isPending || guide.generating || generateGrid.isPending;

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
                  disabled={(busy || writing) && !regenerate.isPending}
                  loading={regenerate.isPending}
                  loadingText={BlueprintTexts.regenerate}
                  onClick={runRegenerate}
                >
                  {BlueprintTexts.regenerate}
                </Button>
              ) : null}
              {canGrid ? (
                <Button
                  colorPalette="brand"
                  disabled={(busy || writing) && !generateGrid.isPending}
                  loading={generateGrid.isPending}
                  loadingText={BlueprintTexts.generateRequirements}
                  onClick={() => setConfirmingGrid(true)}
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
            <Stack gap="4">
              {brand !== null && <BlueprintReview brand={brand} blueprint={blueprint} />}
              <GuideBlocks brandId={brandId} blueprint={blueprint} busy={writing} />
            </Stack>
          )}
        </BusyOverlay>
      </PageBody>
      <ConfirmDialog
        open={confirmingGrid}
        intent="action"
        message={BlueprintTexts.confirmGenerateRequirements(CONTENT_GRID_SIZE)}
        confirmLabel={BlueprintTexts.confirmGenerate}
        busy={generateGrid.isPending}
        onCancel={() => setConfirmingGrid(false)}
        onConfirm={runGrid}
      />
    </>
  );
};
