import { Box, Button } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import { type VideoRequirement } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { ActionBar, Breadcrumb, BusyOverlay, ContentPiece } from '@estudio/ui';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useUnsavedChangesGuard } from '../../shared/leave-guard.js';
import { useQueryErrorDialog } from '../../shared/query-errors.js';
import { useSession } from '../../shared/session.js';
import {
  useEditCaption,
  useEditScriptSection,
  useGenerateScripts,
  useVideoDetail,
  type OpenedVideo,
} from './api/video-queries.js';
import { PublishPanel } from './publish-panel.js';
import { CaptionBlock } from './script-blocks.js';
import { ScriptsCard } from './scripts-card.js';
import { CAPTION, sectionOf, typedVideo, useFieldDrafts } from './video-drafts.js';
import { VideoTexts } from './video-texts.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { RequirementComments } from '../../shared/comments/requirement-comments.js';
import { AppTexts, ContentTexts } from '../../shared/texts.js';
import { RequirementReview } from '../../shared/review/content-review.js';
import { BrandGuardPanel } from '../../shared/brand-guard/brand-guard-panel.js';
import { GuardScope } from '../../shared/brand-guard/guard-scope.js';

const text = Messages.video;

type DetailKey = ReturnType<typeof useVideoDetail>['queryKey'];

/**
 * /video/{id}: the video requirement detail (docs/product.md, "Videos"), for VIEW_REQUIREMENTS.
 * The caption and each script's sections edited inline (REQUIREMENTS_EDIT), each saved on its
 * own or all at once from the page's action bar, which marks typing not saved yet; scripts
 * generated on opening when there are none, and 'Generar nueva sugerencia' (VIDEO_SUGGESTIONAI:
 * stored when there are none, else an AI draft); one video uploaded per script (VIDEO_UPLOAD);
 * 'Revisión de marca' (docs/product.md, "Revisión de marca"): the texts as typed checked against the brand;
 * and 'Datos para publicar' (CARROUSEL_SENDTOMETRICS and a brand with idMetrics).
 */
export const VideoScreen = () => {
  const { actor } = useSession();
  const { id = '' } = useParams();
  return !can(actor, 'VIEW_REQUIREMENTS') ? (
    <VideoFrame>
      <Box role="alert" color="fg.error">
        {Messages.access.forbidden}
      </Box>
    </VideoFrame>
  ) : (
    // Another requirement is another screen: nothing of the previous one carries over.
    <VideoRequirementDetail key={id} requirementId={id} />
  );
};

/** The content-piece template before the requirement is known (loading, refused): the kind as the title. */
const VideoFrame = ({ children }: { readonly children: ReactNode }) => (
  <ContentPiece title={VideoTexts.title} breadcrumb={<PieceBreadcrumb title={VideoTexts.title} />}>
    {children}
  </ContentPiece>
);

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

const VideoRequirementDetail = ({ requirementId }: { readonly requirementId: string }) => {
  const location = useLocation();
  const { showError } = useDialogs();
  const detail = useVideoDetail(requirementId, location.state);
  const loadError = useQueryErrorDialog(detail.error, Messages.requirements.find);

  // Why the automatic generation did not happen, once per opening; the detail still shows.
  const reported = useRef<string | null>(null);
  const scriptsError = detail.data?.scriptsError ?? null;
  useEffect(() => {
    if (scriptsError !== null && reported.current !== scriptsError) {
      reported.current = scriptsError;
      showError(scriptsError);
    }
  }, [scriptsError, showError]);

  if (loadError !== null) {
    return (
      <VideoFrame>
        <Box role="alert" color="fg.error">
          {loadError}
        </Box>
      </VideoFrame>
    );
  }
  if (detail.data === undefined) {
    return (
      <VideoFrame>
        <BusyOverlay busy message={detail.generating ? VideoTexts.generating : AppTexts.loading} />
      </VideoFrame>
    );
  }
  return <VideoContent detail={detail.data} queryKey={detail.queryKey} />;
};

const VideoContent = ({ detail, queryKey }: { readonly detail: OpenedVideo; readonly queryKey: DetailKey }) => {
  const { actor } = useSession();
  const { showError } = useDialogs();
  const { requirement, brand } = detail;
  const generate = useGenerateScripts(queryKey, requirement);
  const editCaption = useEditCaption(queryKey, requirement);
  const editSection = useEditScriptSection(queryKey, requirement);
  const drafts = useFieldDrafts();
  const [savingAll, setSavingAll] = useState(false);
  // Bumped by scripts replaced: every script block starts again from them, in view mode, its typing dropped.
  const [generation, setGeneration] = useState(0);
  const canEdit = can(actor, 'REQUIREMENTS_EDIT');
  const canSuggest = can(actor, 'VIDEO_SUGGESTIONAI');
  const changed = drafts.changed(requirement);
  const leaveGuard = useUnsavedChangesGuard(changed.length > 0);
  // The brand guard checks the texts as typed.
  const typed = useMemo(() => typedVideo(requirement, drafts), [requirement, drafts]);

  const replaced = () => {
    drafts.drop((field) => field !== CAPTION);
    setGeneration((current) => current + 1);
  };

  const storeNewScripts = () => {
    if (generate.isPending) return;
    generate.mutate(undefined, {
      onSuccess: replaced,
      onError: (error) => showError(messageOf(error, text.scriptsFailed)),
    });
  };

  // A requirement without scripts gets them as soon as it has a caption (docs/product.md, "Videos").
  const captionSaved = (saved: VideoRequirement) => {
    if (saved.scripts.length === 0 && canSuggest) storeNewScripts();
  };

  /**
   * The action bar's save: every field typed and not saved, one command each (the caption through
   * video/edit-caption, each section through video/edit-section), in the page's order. A failure stops there,
   * says the catalogue's message and keeps that typing and the rest not saved yet.
   */
  const saveAll = async () => {
    if (savingAll) return;
    setSavingAll(true);
    try {
      for (const [field, typed] of changed) {
        const section = sectionOf(field);
        if (section === null) {
          const saved = await editCaption.mutateAsync(typed);
          drafts.saved(field);
          captionSaved(saved);
        } else {
          await editSection.mutateAsync({ ...section, text: typed });
          drafts.saved(field);
        }
      }
    } catch (error) {
      showError(messageOf(error, Messages.blueprint.saveChanges));
    } finally {
      setSavingAll(false);
    }
  };

  return (
    <GuardScope brand={brand} requirement={typed}>
      <ContentPiece
        title={requirement.title}
        kind={VideoTexts.title}
        brand={VideoTexts.brandOf(brand.brandName)}
        status={requirement.status}
        breadcrumb={<PieceBreadcrumb title={requirement.title} />}
        aside={
          <>
            <BrandGuardPanel
              requirement={requirement}
              requirementKey={{ brandId: requirement.brandId, requirementId: requirement.id }}
            />
            {detail.canPublish ? (
              <PublishPanel
                detail={detail}
                queryKey={queryKey}
                caption={drafts.textOf(CAPTION) ?? requirement.caption}
              />
            ) : null}
          </>
        }
        footer={
          canEdit ? (
            <ActionBar dirty={changed.length > 0}>
              <Button
                colorPalette="brand"
                disabled={changed.length === 0 && !savingAll}
                loading={savingAll}
                loadingText={ContentTexts.saveAll}
                onClick={() => void saveAll()}
              >
                {ContentTexts.saveAll}
              </Button>
            </ActionBar>
          ) : undefined
        }
      >
        <RequirementReview brand={brand} requirement={requirement} />
        <CaptionBlock
          key={drafts.version(CAPTION)}
          queryKey={queryKey}
          requirement={requirement}
          canEdit={canEdit}
          drafts={drafts}
          onSaved={captionSaved}
        />
        <ScriptsCard
          queryKey={queryKey}
          requirement={requirement}
          drafts={drafts}
          generation={generation}
          generate={storeNewScripts}
          generating={generate.isPending}
          onReplaced={replaced}
        />
        <RequirementComments brandId={brand.id} requirementId={requirement.id} />
      </ContentPiece>
      {leaveGuard}
    </GuardScope>
  );
};
