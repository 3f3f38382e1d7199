import { Box, Button, Field, Heading, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import { BLOG_VIDEO_ACCEPT, validateBlogVideo, validateVideoSize } from '@estudio/domain/content';
import { type ArticleSection, type BlogRequirement } from '@estudio/domain/requirements';
import { Messages, firstFailure } from '@estudio/domain/shared';
import { ActionBar, Breadcrumb, BusyOverlay, ContentPiece, FilePicker, TextField } from '@estudio/ui';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useActiveBrand } from '../../shared/active-brand.js';
import { mediaFileOf, useUploadBar } from '../../shared/cancellable-upload.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useQueryErrorDialog } from '../../shared/query-errors.js';
import { useSession } from '../../shared/session.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { AppTexts, ContentTexts } from '../../shared/texts.js';
import {
  useBlogBusy,
  useBlogRequirement,
  useBlogSuggestion,
  useSaveArticle,
  useUploadBlogVideo,
  type BlogRef,
} from './api/blog-queries.js';
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
 * and its image generated (BLOG_NEWARTICLE) or replaced (BLOG_CHANGEIMG).
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
  // An article arrives from the AI: the sections start again from it.
  const newArticle = () => setDraft(null);
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
  const pieceTitle = BlogTexts.titleOf(requirement.title, requirement.number);
  const brandName = brands.find((brand) => brand.id === blogRef.brandId)?.brandName;
  return (
    <ContentPiece
      title={pieceTitle}
      kind={BlogTexts.title}
      brand={brandName === undefined ? undefined : BlogTexts.brandOf(brandName)}
      status={requirement.status}
      breadcrumb={<PieceBreadcrumb title={pieceTitle} />}
      aside={
        <>
          <VideoPanel blogRef={blogRef} onArticle={newArticle} />
          <TracePanel requirement={requirement} />
        </>
      }
      footer={<ArticleActions blogRef={blogRef} requirement={requirement} draft={draft} setDraft={setDraft} />}
    >
      <ArticlePanel blogRef={blogRef} requirement={requirement} draft={draft} setDraft={setDraft} />
      <ImagePanel blogRef={blogRef} requirement={requirement} />
    </ContentPiece>
  );
};

/** Upload a video (with progress) to generate the article, and the AI suggestion. */
const VideoPanel = ({ blogRef, onArticle }: { readonly blogRef: BlogRef; readonly onArticle: () => void }) => {
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
        onSuccess: onArticle,
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
      onSuccess: onArticle,
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

/** The article's draft, held by the page: its panel edits it, the action bar saves or drops it. */
interface ArticleDraft {
  readonly blogRef: BlogRef;
  readonly requirement: BlogRequirement;
  readonly draft: readonly ArticleSection[] | null;
  readonly setDraft: (draft: readonly ArticleSection[] | null) => void;
}

/** The sections: edited with BLOG_EDITARTICLE (saved together from the action bar), plain text without it. */
const ArticlePanel = ({ blogRef, requirement, draft, setDraft }: ArticleDraft) => {
  const { actor } = useSession();
  const busy = useBlogBusy(blogRef);
  const canEdit = can(actor, 'BLOG_EDITARTICLE');
  const sections = draft ?? requirement.article;

  const change = (index: number, patch: Partial<ArticleSection>) =>
    setDraft(sections.map((section, at) => (at === index ? { ...section, ...patch } : section)));

  return (
    <Panel title={BlogTexts.articleSection}>
      {sections.length === 0 ? (
        <Text>{BlogTexts.noArticle}</Text>
      ) : canEdit ? (
        <Stack gap="5">
          {sections.map((section, index) => (
            <Stack key={index} gap="2">
              <TextField
                label={BlogTexts.sectionTitleLabel(index + 1)}
                value={section.sectionTitle}
                disabled={busy}
                onChange={(value) => change(index, { sectionTitle: value })}
              />
              <Field.Root disabled={busy}>
                <Field.Label>{BlogTexts.sectionTextLabel(index + 1)}</Field.Label>
                <Textarea
                  value={section.text}
                  autoresize
                  rows={4}
                  onChange={(event) => change(index, { text: event.target.value })}
                />
              </Field.Root>
            </Stack>
          ))}
        </Stack>
      ) : (
        <Stack as="article" gap="4">
          {sections.map((section, index) => (
            <Box key={index}>
              <Heading as="h3" size="sm" mb="1">
                {section.sectionTitle}
              </Heading>
              <Text whiteSpace="pre-wrap">{section.text}</Text>
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
};

/** 'Guardar cambios' and 'Descartar cambios' of the article, at the foot of the page with the unsaved mark. */
const ArticleActions = ({ blogRef, requirement, draft, setDraft }: ArticleDraft) => {
  const { actor } = useSession();
  const { showError, showInfo } = useDialogs();
  const busy = useBlogBusy(blogRef);
  const save = useSaveArticle(blogRef);
  if (!can(actor, 'BLOG_EDITARTICLE') || (draft ?? requirement.article).length === 0) return null;

  const runSave = () => {
    if (busy || draft === null) return;
    save.mutate(
      { base: requirement.article, draft },
      {
        onSuccess: () => {
          setDraft(null);
          showInfo(ContentTexts.saved);
        },
        // The drafts stay as typed.
        onError: (error) => showError(messageOf(error, text.saveChanges)),
      },
    );
  };

  return (
    <ActionBar dirty={draft !== null}>
      <Button variant="outline" disabled={busy || draft === null} onClick={() => setDraft(null)}>
        {BlogTexts.discardArticle}
      </Button>
      <Button
        colorPalette="brand"
        disabled={(busy && !save.isPending) || draft === null}
        loading={save.isPending}
        loadingText={BlogTexts.saveArticle}
        onClick={runSave}
      >
        {BlogTexts.saveArticle}
      </Button>
    </ActionBar>
  );
};
