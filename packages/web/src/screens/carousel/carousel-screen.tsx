import { Box, Button } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import { type CarouselDetail, type RequirementKey } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { ActionBar, Breadcrumb, BusyOverlay, ContentPiece } from '@estudio/ui';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useActiveBrand } from '../../shared/active-brand.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useUnsavedChangesGuard } from '../../shared/leave-guard.js';
import { useQueryErrorDialog } from '../../shared/query-errors.js';
import { useSession } from '../../shared/session.js';
import { useCarouselBusy, useCarouselDetail, useEditTexts, type CarouselRef } from './api/carousel-queries.js';
import { CaptionCard } from './caption-card.js';
import { GuidesCard } from './guides-card.js';
import { PublishingPanel } from './publishing-panel.js';
import { CarouselTexts } from './carousel-texts.js';
import { RequirementReview } from '../../shared/review/content-review.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { RequirementComments } from '../../shared/comments/requirement-comments.js';
import { AppTexts } from '../../shared/texts.js';
import { BrandGuardPanel } from '../../shared/brand-guard/brand-guard-panel.js';
import { GuardScope } from '../../shared/brand-guard/guard-scope.js';

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
  const title = state.title ?? CarouselTexts.title;
  return !can(actor, 'VIEW_REQUIREMENTS') ? (
    <CarouselFrame title={title}>
      <Box role="alert" color="fg.error">
        {Messages.access.forbidden}
      </Box>
    </CarouselFrame>
  ) : brandId === null || requirementId === '' ? (
    <CarouselFrame title={title}>
      <Box role="alert" color="fg.error">
        {text.missingBrandOrRequirement}
      </Box>
    </CarouselFrame>
  ) : (
    <CarouselDetailView
      key={`${brandId}/${requirementId}`}
      carousel={{ brandId, requirementId, number: state.brandId === null ? null : state.number }}
      title={title}
    />
  );
};

/** 'Parrilla' › the piece's title. */
const PieceBreadcrumb = ({ title }: { readonly title: string }) => {
  const navigate = useNavigate();
  return (
    <Breadcrumb
      items={[{ label: ScreenTitles.requirements, href: '/requirements' }, { label: title }]}
      onNavigate={(href) => void navigate(href)}
    />
  );
};

/** The template before the carousel is loaded (or when it cannot be): the title the link carried, else the kind. */
const CarouselFrame = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => (
  <ContentPiece title={title} kind={CarouselTexts.title} breadcrumb={<PieceBreadcrumb title={title} />}>
    {children}
  </ContentPiece>
);

const CarouselDetailView = ({ carousel, title }: { readonly carousel: CarouselRef; readonly title: string }) => {
  const detail = useCarouselDetail(carousel);
  const loadError = useQueryErrorDialog(detail.error, Messages.requirements.find);
  const key: RequirementKey = { brandId: carousel.brandId, requirementId: carousel.requirementId };
  if (loadError !== null) {
    return (
      <CarouselFrame title={title}>
        <Box role="alert" color="fg.error">
          {loadError}
        </Box>
      </CarouselFrame>
    );
  }
  if (detail.data === undefined) {
    return (
      <CarouselFrame title={title}>
        <BusyOverlay busy message={AppTexts.loading} />
      </CarouselFrame>
    );
  }
  return <Loaded detail={detail.data} requirementKey={key} />;
};

const Loaded = ({
  detail,
  requirementKey,
}: {
  readonly detail: CarouselDetail;
  readonly requirementKey: RequirementKey;
}) => {
  const { actor } = useSession();
  const { showError } = useDialogs();
  const busy = useCarouselBusy(requirementKey);
  const edit = useEditTexts(requirementKey);
  const { requirement } = detail;
  const canEdit = can(actor, 'REQUIREMENTS_EDIT');
  const [caption, setCaption] = useState({ base: requirement.caption, text: requirement.caption });
  if (caption.base !== requirement.caption) {
    // A newer stored caption: typing not yet saved is kept, else the box shows the new one.
    setCaption({ base: requirement.caption, text: caption.text === caption.base ? requirement.caption : caption.text });
  }
  const [editedGuides, setEditedGuides] = useState<ReadonlySet<number>>(new Set());
  const guideEdited = useCallback(
    (index: number, edited: boolean) =>
      setEditedGuides((current) => {
        if (current.has(index) === edited) return current;
        const next = new Set(current);
        if (edited) next.add(index);
        else next.delete(index);
        return next;
      }),
    [],
  );
  const captionChanged = caption.text !== requirement.caption;
  // The brand guard checks the caption as typed.
  const typed = useMemo(() => ({ ...requirement, caption: caption.text }), [requirement, caption.text]);
  const leaveGuard = useUnsavedChangesGuard(captionChanged || editedGuides.size > 0);

  const saveCaption = () =>
    edit.mutate(
      { caption: caption.text },
      { onError: (error) => showError(messageOf(error, Messages.blueprint.saveChanges)) },
    );

  return (
    <GuardScope brand={detail.brand} requirement={typed}>
      <ContentPiece
        title={requirement.title}
        kind={CarouselTexts.title}
        brand={CarouselTexts.brandOf(detail.brand.brandName)}
        status={requirement.status}
        breadcrumb={<PieceBreadcrumb title={requirement.title} />}
        aside={
          <>
            <BrandGuardPanel requirement={requirement} requirementKey={requirementKey} />
            {detail.canPublish ? (
              <PublishingPanel detail={detail} requirementKey={requirementKey} caption={caption.text} />
            ) : null}
          </>
        }
        footer={
          canEdit ? (
            <ActionBar dirty={captionChanged || editedGuides.size > 0}>
              <Button
                colorPalette="brand"
                disabled={(busy && !edit.isPending) || !captionChanged}
                loading={edit.isPending && edit.variables.caption !== undefined}
                loadingText={CarouselTexts.saveCaption}
                onClick={() => {
                  if (!busy) saveCaption();
                }}
              >
                {CarouselTexts.saveCaption}
              </Button>
            </ActionBar>
          ) : undefined
        }
      >
        <RequirementReview brand={detail.brand} requirement={requirement} />
        <CaptionCard
          requirement={requirement}
          requirementKey={requirementKey}
          draft={{ text: caption.text, setText: (value) => setCaption((current) => ({ ...current, text: value })) }}
        />
        <GuidesCard requirement={requirement} requirementKey={requirementKey} onEdited={guideEdited} />
        <RequirementComments brandId={requirementKey.brandId} requirementId={requirement.id} />
        {leaveGuard}
      </ContentPiece>
    </GuardScope>
  );
};
