import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import { BLOG_VIDEO_ACCEPT, validateBlogVideo, validateVideoSize } from '@estudio/domain/content';
import { type ArticleSection, type BlogRequirement } from '@estudio/domain/requirements';
import { Messages, firstFailure } from '@estudio/domain/shared';
import { Breadcrumb, BusyOverlay, ContentPiece, FilePicker } from '@estudio/ui';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useActiveBrand } from '../../shared/active-brand.js';
import { mediaFileOf, useUploadBar } from '../../shared/cancellable-upload.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useUnsavedChangesGuard } from '../../shared/leave-guard.js';
import { useQueryErrorDialog } from '../../shared/query-errors.js';
import { useSession } from '../../shared/session.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { RequirementComments } from '../../shared/comments/requirement-comments.js';
import { AppTexts } from '../../shared/texts.js';
import { RequirementReview } from '../../shared/review/content-review.js';
import { BrandGuardPanel } from '../../shared/brand-guard/brand-guard-panel.js';
import { GuardScope } from '../../shared/brand-guard/guard-scope.js';
import {
  useBlogBusy,
  useBlogRequirement,
  useBlogSuggestion,
  useUploadBlogVideo,
  type BlogRef,
} from './api/blog-queries.js';
import { ArticleActions, ArticlePanel } from './article-panel.js';
import { type ArticleAi } from './article-suggestion.js';
import { Panel, PanelActions } from './blog-panel.js';
import { BlogTexts } from './blog-texts.js';
import { ImagePanel } from './image-panel.js';

const text = Messages.blog;

/** What the list's link carries (docs/product.md, "Routes"): number, title and brandId. */
interface DetailState {
  readonly number: number | null;
  readonly title: string | null;
  readonly brandId: string | null;
}

const detailStateOf = (state: unknown): DetailState => {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const brandId = typeof record.brandId === 'string' && record.brandId.trim() !== '' ? record.brandId.trim() : null;
  const number = typeof record.number === 'number' && Number.isInteger(record.number) ? record.number : null;
  const title = typeof record.title === 'string' ? record.title : null;
  return { number, title, brandId };
};

/**
 * The blog requirement detail (/blog/{id}; docs/product.md, "Blog articles"), for
 * VIEW_REQUIREMENTS: a video uploaded to generate the article (VIDEO_UPLOAD), its trace,
 * the AI suggestion (BLOG_SUGGESTIONAI), the article's sections edited (BLOG_EDITARTICLE)
 * and its image generated (BLOG_NEWARTICLE) or replaced (BLOG_CHANGEIMG); 'Revisión de marca' checks the
 * article as typed against the brand.
 */
export const BlogScreen = () => {
  const { actor } = useSession();
  const { id } = useParams();
  const location = useLocation();
  const { activeBrandId } = useActiveBrand();
  const state = detailStateOf(location.state);
  // A reload or a pasted link has no state: the shell's selected brand is the one asked.
  const brandId = state.brandId ?? activeBrandId;
  const requirementId = id?.trim() ?? '';
  const title = state.title ?? BlogTexts.title;
  if (!can(actor, 'VIEW_REQUIREMENTS')) {
    return (
      <BlogFrame title={title}>
        <Box role="alert" color="fg.error">
          {Messages.access.forbidden}
        </Box>
      </BlogFrame>
    );
  }
  if (brandId === null || requirementId === '') {
    return (
      <BlogFrame title={title}>
        <Box role="alert" color="fg.error">
          {Messages.carousel.missingBrandOrRequirement}
        </Box>
      </BlogFrame>
    );
  }
  const ref: BlogRef = { id: requirementId, brandId, number: state.number };
  return <BlogDetail key={`${brandId}/${requirementId}`} blogRef={ref} title={title} />;
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

/** The template before the blog is loaded (or when it cannot be): the title the link carried, else the kind. */
const BlogFrame = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => (
  <ContentPiece title={title} kind={BlogTexts.title} breadcrumb={<PieceBreadcrumb title={title} />}>
    {children}
  </ContentPiece>
);

const BlogDetail = ({ blogRef, title }: { readonly blogRef: BlogRef; readonly title: string }) => {
  const query = useBlogRequirement(blogRef);
  const loadError = useQueryErrorDialog(query.error, Messages.requirements.find);
  const { brands } = useActiveBrand();
  const requirement = query.data;
  // The article's sections as edited here; null: nothing changed, the stored article is shown.
  const [draft, setDraft] = useState<readonly ArticleSection[] | null>(null);
  // The AI suggestion's proposal, or the choice made about it (docs/product.md, "Blog articles").
  const [ai, setAi] = useState<ArticleAi>(null);
  const leaveGuard = useUnsavedChangesGuard(draft !== null);
  // A video's article is stored (the blog had none): the sections start again from it, and 'Deshacer' no longer applies.
  const newArticle = () => {
    setDraft(null);
    setAi((current) => (current !== null && 'applied' in current ? null : current));
  };
  if (loadError !== null || requirement === undefined) {
    return (
      <BlogFrame title={title}>
        {loadError !== null ? (
          <Box role="alert" color="fg.error">
            {loadError}
          </Box>
        ) : (
          <BusyOverlay busy={query.isPending} message={AppTexts.loading} />
        )}
      </BlogFrame>
    );
  }
  const article = { blogRef, requirement, draft, setDraft, ai, setAi };
  const requirementKey = { brandId: blogRef.brandId, requirementId: requirement.id };
  const pieceTitle = BlogTexts.titleOf(requirement.title, requirement.number);
  const brandOfBlog = brands.find((brand) => brand.id === blogRef.brandId);
  const brandName = brandOfBlog?.brandName;
  const page = (
    <ContentPiece
      title={pieceTitle}
      kind={BlogTexts.title}
      brand={brandName === undefined ? undefined : BlogTexts.brandOf(brandName)}
      status={requirement.status}
      breadcrumb={<PieceBreadcrumb title={pieceTitle} />}
      aside={
        <>
          {brandOfBlog === undefined ? null : (
            <BrandGuardPanel requirement={requirement} requirementKey={requirementKey} />
          )}
          <VideoPanel blogRef={blogRef} onArticle={newArticle} onProposal={(proposal) => setAi({ proposal })} />
          <TracePanel requirement={requirement} />
        </>
      }
      footer={<ArticleActions {...article} />}
    >
      {brandOfBlog !== undefined && <RequirementReview brand={brandOfBlog} requirement={requirement} />}
      <ArticlePanel {...article} />
      <ImagePanel blogRef={blogRef} requirement={requirement} />
      <RequirementComments brandId={blogRef.brandId} requirementId={requirement.id} />
      {leaveGuard}
    </ContentPiece>
  );
  // The brand guard checks the article as typed (against the brand's terms: none while the brands load).
  return (
    <GuardScope
      brand={brandOfBlog ?? null}
      requirement={draft === null ? requirement : { ...requirement, article: draft }}
    >
      {page}
    </GuardScope>
  );
};

/**
 * Upload a video (with progress) to generate the article, and the AI suggestion. The suggestion's article, and the
 * video's when the blog already had one, is a proposal handed to the page (shown as a draft in the article's panel),
 * nothing stored in its place; the video's article for an empty blog is stored and shown.
 */
const VideoPanel = ({
  blogRef,
  onArticle,
  onProposal,
}: {
  readonly blogRef: BlogRef;
  readonly onArticle: () => void;
  readonly onProposal: (proposal: readonly ArticleSection[]) => void;
}) => {
  const { actor } = useSession();
  const { showError } = useDialogs();
  const busy = useBlogBusy(blogRef);
  const upload = useUploadBlogVideo(blogRef);
  const bar = useUploadBar();
  const suggestion = useBlogSuggestion(blogRef);
  const [video, setVideo] = useState<File | null>(null);
  const canUpload = can(actor, 'VIDEO_UPLOAD');
  const canSuggest = can(actor, 'BLOG_SUGGESTIONAI');
  if (!canUpload && !canSuggest) return null;

  const runUpload = () => {
    if (busy) return;
    // Type and size are checked here, before anything is sent.
    const picked = mediaFileOf(video);
    const checked = firstFailure(
      validateBlogVideo(picked),
      picked === null ? { ok: true } : validateVideoSize(picked.size),
    );
    if (!checked.ok) {
      showError(checked.message);
      return;
    }
    upload.mutate(
      { file: picked, ...bar.start() },
      {
        // The article had content: the new one arrives as a draft beside it, as the suggestion's does.
        onSuccess: ({ article }) => (article === null ? onArticle() : onProposal(article)),
        onError: (error) => {
          // A cancel is said as it is: no URL stored, no AI call made, no bar left.
          if (bar.cancelled(error)) bar.reset();
          else showError(messageOf(error, text.process));
        },
      },
    );
  };

  const runSuggestion = () => {
    if (busy) return;
    suggestion.mutate(undefined, {
      onSuccess: ({ article }) => onProposal(article),
      onError: (error) => showError(messageOf(error, text.process)),
    });
  };

  const pending = upload.isPending ? BlogTexts.uploading : suggestion.isPending ? BlogTexts.suggesting : null;
  return (
    <Panel title={BlogTexts.videoSection}>
      <Stack gap="4">
        {canUpload ? (
          <FilePicker
            label={BlogTexts.videoLabel}
            accept={BLOG_VIDEO_ACCEPT}
            helperText={BlogTexts.videoHelp}
            disabled={busy}
            progress={bar.progress}
            // Only while the video uploads: the summary and the article that follow are not stopped.
            onCancel={bar.cancelWhile(upload.isPending)}
            onFileChange={(file) => {
              setVideo(file);
              bar.reset();
            }}
          />
        ) : null}
        <PanelActions
          busy={busy}
          primary={{
            label: BlogTexts.uploadAndGenerate,
            allowed: canUpload,
            loading: upload.isPending,
            onClick: runUpload,
          }}
          secondary={{
            label: BlogTexts.suggestion,
            allowed: canSuggest,
            loading: suggestion.isPending,
            onClick: runSuggestion,
          }}
          pending={pending}
        />
      </Stack>
    </Panel>
  );
};

/** Which video, its summary (videoData) and which article came from it. */
const TracePanel = ({ requirement }: { readonly requirement: BlogRequirement }) => {
  const { videoUrl, videoData, article } = requirement;
  return (
    <Panel title={BlogTexts.traceSection}>
      <Stack as="dl" gap="3">
        <Box>
          <Text as="dt" fontWeight="semibold">
            {BlogTexts.traceVideo}
          </Text>
          <Box as="dd">
            {videoUrl === '' ? (
              <Text>{BlogTexts.traceNoVideo}</Text>
            ) : (
              <Stack gap="1">
                <Text wordBreak="break-all">{videoUrl}</Text>
                <Link href={videoUrl} target="_blank" rel="noopener noreferrer" colorPalette="brand">
                  {BlogTexts.watchVideo}
                </Link>
              </Stack>
            )}
          </Box>
        </Box>
        <Box>
          <Text as="dt" fontWeight="semibold">
            {BlogTexts.traceSummary}
          </Text>
          <Box as="dd">
            {videoData === null ? (
              <Text>{videoUrl === '' ? BlogTexts.traceNoSummary : BlogTexts.traceSummaryPending}</Text>
            ) : (
              <Stack gap="1">
                <Text whiteSpace="pre-wrap">{videoData.analysis}</Text>
                <Text fontSize="sm" color="fg.muted">{`${BlogTexts.traceFileUri}: ${videoData.file_uri}`}</Text>
              </Stack>
            )}
          </Box>
        </Box>
        <Box>
          <Text as="dt" fontWeight="semibold">
            {BlogTexts.traceArticle}
          </Text>
          <Box as="dd">
            <Text>
              {article.length === 0
                ? BlogTexts.traceNoArticle
                : videoData !== null
                  ? BlogTexts.traceArticleFromVideo(article.length)
                  : videoUrl === ''
                    ? BlogTexts.traceArticleWithoutVideo
                    : BlogTexts.traceArticleNotFromVideo}
            </Text>
          </Box>
        </Box>
      </Stack>
    </Panel>
  );
};
