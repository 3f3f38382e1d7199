import { Box, Button, Field, HStack, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import { GUIDES_COUNT, type CarouselDetail, type RequirementKey } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { Breadcrumb, BusyOverlay, PageHeader } from '@estudio/ui';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useActiveBrand } from '../../shared/active-brand.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useQueryErrorDialog } from '../../shared/query-errors.js';
import { useSession } from '../../shared/session.js';
import {
  useCarouselBusy,
  useCarouselDetail,
  useCarouselOverlayBusy,
  useEditTexts,
  useGenerateGuides,
  useGenerateSuggestion,
  type CarouselRef,
} from './api/carousel-queries.js';
import { GuideCard } from './guide-card.js';
import { PublishingPanel } from './publishing-panel.js';
import { CarouselTexts } from './carousel-texts.js';
import { AppTexts } from '../../shared/texts.js';

const text = Messages.carousel;

interface DetailState {
  readonly number: number | null;
  readonly title: string | null;
  readonly brandId: string | null;
}

/** The navigation state of the list's link: { number, title, brandId }, any part possibly missing. */
const detailState = (state: unknown): DetailState => {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const number = Number(record['number']);
  const brandId = typeof record['brandId'] === 'string' ? record['brandId'].trim() : '';
  return {
    number: record['number'] === undefined || record['number'] === null || Number.isNaN(number) ? null : number,
    title: typeof record['title'] === 'string' ? record['title'] : null,
    brandId: brandId === '' ? null : brandId,
  };
};

/**
 * /carrousel/{id} (docs/product.md, "Carousels"), for VIEW_REQUIREMENTS: the caption, the three
 * design guides with an image and its validation mark each, their actions, and the publishing
 * panel. The brand and number come with the list's navigation state; a reload or a pasted link
 * opens the requirement of the URL under the shell's selected brand.
 */
export const CarouselScreen = () => {
  const { actor } = useSession();
  const { id } = useParams();
  const location = useLocation();
  const { activeBrandId } = useActiveBrand();
  const state = detailState(location.state);
  const brandId = state.brandId ?? activeBrandId;
  const requirementId = (id ?? '').trim();
  return (
    <>
      <PageHeader
        title={state.title ?? CarouselTexts.title}
        breadcrumb={
          <Breadcrumb
            items={[
              { label: CarouselTexts.breadcrumbRequirements, href: '/requirements' },
              { label: CarouselTexts.title },
            ]}
          />
        }
      />
      {!can(actor, 'VIEW_REQUIREMENTS') ? (
        <Box role="alert" color="fg.error">
          {Messages.access.forbidden}
        </Box>
      ) : brandId === null || requirementId === '' ? (
        <Box role="alert" color="fg.error">
          {text.missingBrandOrRequirement}
        </Box>
      ) : (
        <CarouselDetailView
          key={`${brandId}/${requirementId}`}
          carousel={{ brandId, requirementId, number: state.brandId === null ? null : state.number }}
          showTitle={state.title === null}
        />
      )}
    </>
  );
};

const CarouselDetailView = ({
  carousel,
  showTitle,
}: {
  readonly carousel: CarouselRef;
  /** No title came with the navigation state (a reload or a pasted link): the loaded one is shown. */
  readonly showTitle: boolean;
}) => {
  const detail = useCarouselDetail(carousel);
  const loadError = useQueryErrorDialog(detail.error, Messages.requirements.find);
  const key: RequirementKey = { brandId: carousel.brandId, requirementId: carousel.requirementId };
  const busy = useCarouselOverlayBusy(key);
  if (loadError !== null) {
    return (
      <Box role="alert" color="fg.error">
        {loadError}
      </Box>
    );
  }
  if (detail.data === undefined) return <BusyOverlay busy message={AppTexts.loading} />;
  return (
    <BusyOverlay busy={busy} message={CarouselTexts.working}>
      <Loaded detail={detail.data} requirementKey={key} showTitle={showTitle} />
    </BusyOverlay>
  );
};

const Loaded = ({
  detail,
  requirementKey,
  showTitle,
}: {
  readonly detail: CarouselDetail;
  readonly requirementKey: RequirementKey;
  readonly showTitle: boolean;
}) => {
  const { actor } = useSession();
  const { showError } = useDialogs();
  const busy = useCarouselBusy(requirementKey);
  const suggestion = useGenerateSuggestion(requirementKey);
  const guides = useGenerateGuides(requirementKey);
  const { requirement } = detail;
  const canEdit = can(actor, 'REQUIREMENTS_EDIT');

  return (
    <Stack gap="6">
      {showTitle ? (
        <Heading as="h2" size="lg">
          {requirement.title}
        </Heading>
      ) : null}
      <Text fontWeight="medium">{CarouselTexts.brandOf(detail.brand.brandName)}</Text>
      <Stack as="section" aria-label={CarouselTexts.caption} gap="3">
        <HStack justify="space-between" flexWrap="wrap">
          <Heading as="h2" size="md">
            {CarouselTexts.caption}
          </Heading>
          {can(actor, 'CARROUSEL_SUGGESTIONAI') ? (
            <Button
              variant="outline"
              colorPalette="brand"
              disabled={busy}
              onClick={() =>
                suggestion.mutate(undefined, {
                  onError: (error) => showError(messageOf(error, text.generateSuggestion)),
                })
              }
            >
              {CarouselTexts.generateSuggestion}
            </Button>
          ) : null}
        </HStack>
        {canEdit ? (
          <CaptionEditor key={requirement.caption} caption={requirement.caption} requirementKey={requirementKey} />
        ) : (
          <Text whiteSpace="pre-line" data-testid="caption-text">
            {requirement.caption === '' ? CarouselTexts.empty : requirement.caption}
          </Text>
        )}
      </Stack>
      <Stack as="section" aria-label={CarouselTexts.guides} gap="3">
        <HStack justify="space-between" flexWrap="wrap">
          <Heading as="h2" size="md">
            {CarouselTexts.guides}
          </Heading>
          {can(actor, 'CARROUSEL_NEWGUIDES') ? (
            <Button
              variant="outline"
              colorPalette="brand"
              disabled={busy}
              onClick={() =>
                guides.mutate(undefined, { onError: (error) => showError(messageOf(error, text.generateGuides)) })
              }
            >
              {CarouselTexts.generateGuides}
            </Button>
          ) : null}
        </HStack>
        <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: 'repeat(3, 1fr)' }} gap="4">
          {Array.from({ length: GUIDES_COUNT }, (_, index) => (
            <GuideCard key={index} index={index} requirement={requirement} requirementKey={requirementKey} />
          ))}
        </Box>
      </Stack>
      {detail.canPublish ? <PublishingPanel detail={detail} requirementKey={requirementKey} /> : null}
    </Stack>
  );
};

const CaptionEditor = ({
  caption,
  requirementKey,
}: {
  readonly caption: string;
  readonly requirementKey: RequirementKey;
}) => {
  const { showError } = useDialogs();
  const busy = useCarouselBusy(requirementKey);
  const edit = useEditTexts(requirementKey);
  const [draft, setDraft] = useState(caption);
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{CarouselTexts.caption}</Field.Label>
        <Textarea value={draft} rows={6} autoresize onChange={(event) => setDraft(event.target.value)} />
      </Field.Root>
      <HStack>
        <Button
          colorPalette="brand"
          disabled={busy || draft === caption}
          onClick={() =>
            edit.mutate(
              { caption: draft },
              { onError: (error) => showError(messageOf(error, Messages.blueprint.saveChanges)) },
            )
          }
        >
          {CarouselTexts.saveCaption}
        </Button>
      </HStack>
    </Stack>
  );
};
