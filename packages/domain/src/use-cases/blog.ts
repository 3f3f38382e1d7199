import { parseArticleImage, parseVideoArticle, parseVideoSummary } from '../ai/blog-answers.js';
import { articleContent } from '../ai/strategy-summary.js';
import type { Brand } from '../brands/brand.js';
import { base64ImageType } from '../media/base64-image.js';
import { MEDIA_FOLDERS, requireObjectIn, requireStoredUrlIn } from '../media/media-folders.js';
import { blogAiImagePath } from '../media/storage-paths.js';
import { validateBlogImage, validateBlogVideo } from '../media/upload-rules.js';
import { Messages } from '../messages.js';
import { requirePermission, type Actor } from '../permissions/actor.js';
import type { ArticleImageGenerator, ArticleWriter, VideoSummarizer } from '../ports/ai.js';
import type { MediaObjects } from '../ports/media-objects.js';
import type { BrandRepository, RequirementRepository } from '../ports/repositories.js';
import type { StoredMediaReader } from '../ports/stored-media.js';
import { mergeArticleEdit, type ArticleEdit } from '../requirements/article-edit.js';
import { acceptedImage, restoredImage } from '../requirements/article-image.js';
import type {
  ArticleSection,
  BlogRequirement,
  Requirement,
  RequirementCore,
  VideoData,
} from '../requirements/requirement.js';
import type { BlogPatch } from '../requirements/requirement-kinds.js';
import { changeStamp } from '../shared/change-stamp.js';
import type { Clock } from '../shared/clock.js';
import { DomainError, isDomainError, refuseConflict } from '../shared/errors.js';
import { validateArticleContent } from '../validation/content-rules.js';
import { assertValid, isFilled } from '../validation/validation.js';
import { ContentAccess, requireContentOf, scopeOf, type RequirementKey } from './content-access.js';
import { failingWith, type Guard } from './or-fail.js';

const messages = Messages.blog;

/**
 * What 'Generar sugerencia con IA' answers: the blog as stored (with its video's summary when the command
 * had to make it) and the proposed article, not stored.
 */
export interface ArticleSuggestion {
  readonly requirement: BlogRequirement;
  readonly article: readonly ArticleSection[];
}

/**
 * What 'Subir video y generar artículo' answers: the blog as stored (its new video and summary, and the new article
 * when it was stored) and the article proposed in place of one that had content, not stored; null when the article
 * was empty and the new one was stored.
 */
export interface VideoArticle {
  readonly requirement: BlogRequirement;
  readonly article: readonly ArticleSection[] | null;
}

/** What 'Generar nueva imagen' answers: the new image, stored beside the blog and not yet the article's. */
export interface ArticleImageProposal {
  /** The object's path, which 'Reemplazar' (blog/image-accept) names. */
  readonly path: string;
  /** The download URL the server derived for it, to show the proposal. */
  readonly url: string;
}

/** Sections as the edit gives them, each with a text title and text, or the save's refusal. */
const sectionsOf = (sections: readonly ArticleSection[] | undefined): ArticleSection[] => {
  if (!Array.isArray(sections)) throw new DomainError('validation', messages.saveChanges);
  return sections.map((section: ArticleSection) => {
    if (typeof section?.sectionTitle !== 'string' || typeof section.text !== 'string') {
      throw new DomainError('validation', messages.saveChanges);
    }
    return { sectionTitle: section.sectionTitle, text: section.text };
  });
};

/** The key of a requirement as stored. */
const keyOf = (requirement: Pick<RequirementCore, 'brandId' | 'id'>): RequirementKey => ({
  brandId: requirement.brandId,
  requirementId: requirement.id,
});

/** The requirement as a blog of the brand (its own, or the one given); any other is not found. */
const blogOf = (requirement: Requirement, brandId = requirement.brandId): BlogRequirement =>
  requireContentOf(
    requirement,
    { brandId, requirementId: requirement.id },
    'blog',
    Messages.carousel.requirementNotFound,
  );

/**
 * The blog's content commands (docs/product.md, "Blog articles"), run once on the server: each
 * checks the caller's key, the brand's visibility and that the requirement is a blog of that
 * brand, calls the models when the action needs them and judges their answers, then writes
 * the requirement in one transaction from what is stored (RequirementRepository.updateFrom),
 * stamped with who asked (changedBy). An AI result never replaces stored work by itself: the suggestion answers its
 * article, a video's article is answered instead of written over one with content, and a new image is stored beside
 * the blog until accepted. Media are storage objects of the blog's folder,
 * video_blogs/{brandId}/{requirementId}/: an upload is named by its path and the server stores
 * the URL it derives; the article's AI images it stores itself, in the folder's ia/.
 */
export class BlogUseCases {
  private readonly content: ContentAccess;

  constructor(
    brands: BrandRepository,
    requirements: RequirementRepository,
    private readonly objects: MediaObjects,
    private readonly media: StoredMediaReader,
    private readonly summarizer: VideoSummarizer,
    private readonly writer: ArticleWriter,
    private readonly imageGenerator: ArticleImageGenerator,
    private readonly clock: Clock,
  ) {
    this.content = new ContentAccess(brands, requirements, {
      missingKey: Messages.carousel.missingBrandOrRequirement,
      brandNotFound: Messages.carousel.brandNotFound,
      requirementNotFound: Messages.carousel.requirementNotFound,
    });
  }

  /**
   * The video that generates the article, once the browser uploaded it (MediaUploads.blogVideo;
   * VIDEO_UPLOAD: it is a video upload, and the article is its consequence). `path` must be a video
   * of the blog's folder; its URL is stored at once, dropping the summary of any earlier video; then
   * the summary and the article are asked for and validated. The summary is stored; so is the article
   * when the stored one is empty (no section with a title or text). An article someone has is never
   * written over: the new one is answered as a proposal, for the screen's draft (docs/product.md, "Blog
   * articles"). Any failure after the URL is stored gives 'Hubo un error en el proceso.' with the new
   * video URL still saved.
   */
  async attachVideo(actor: Actor, key: RequirementKey, path: string): Promise<VideoArticle> {
    requirePermission(actor, 'VIDEO_UPLOAD');
    const guard = failingWith(messages.process);
    const { brand, requirement } = await this.read(actor, key, guard);
    const object = await requireObjectIn(this.objects, 'path', path, MEDIA_FOLDERS.blogMedia(keyOf(requirement)));
    assertValid(validateBlogVideo({ name: object.path, type: object.contentType, size: object.size }));
    const withVideo = await this.write(actor, requirement, () => ({ videoUrl: object.url, videoData: null }), guard);
    try {
      const videoData = await this.summarize(withVideo, object.url, guard);
      const article = await this.articleFrom(brand, withVideo, videoData, guard);
      // Judged on the article as stored when the write commits: the last run of the transaction decides.
      let proposed: ArticleSection[] | null = null;
      // Stored with its summary, over the requirement as long as it still holds this video.
      const written = await this.write(
        actor,
        withVideo,
        (stored) => {
          proposed = validateArticleContent(stored.article).ok ? article : null;
          return this.sameVideo(stored, withVideo, proposed === null ? { videoData, article } : { videoData });
        },
        guard,
      );
      return { requirement: written, article: proposed };
    } catch (error) {
      // The video URL stays saved; whatever failed after it is the process's failure.
      if (isDomainError(error) && error.message === messages.process) throw error;
      throw new DomainError(isDomainError(error) ? error.kind : 'upstream', messages.process, { cause: error });
    }
  }

  /**
   * The article's sections edited by hand (title and text of each). Only the sections this person changed (draft
   * against the base they began from) are written, over the article as stored when the write commits, in one
   * transaction: a section someone else saved meanwhile, or saves at the same moment, is kept (mergeArticleEdit).
   */
  async editSections(actor: Actor, key: RequirementKey, edit: ArticleEdit): Promise<BlogRequirement> {
    requirePermission(actor, 'BLOG_EDITARTICLE');
    const checked: ArticleEdit = { base: sectionsOf(edit?.base), draft: sectionsOf(edit?.draft) };
    const guard = failingWith(messages.saveChanges);
    const { requirement } = await this.read(actor, key, guard);
    return this.write(actor, requirement, (stored) => ({ article: mergeArticleEdit(stored.article, checked) }), guard);
  }

  /**
   * 'Generar nueva imagen' (BLOG_NEWARTICLE): an image made from the loaded article, stored by the server in its own
   * folder below the blog's (video_blogs/{brandId}/{requirementId}/ia/imagen-articulo-{time}.{ext}, which no upload
   * reaches) and answered as a proposal: nothing on the blog changes until 'Reemplazar' (acceptImage). An invalid
   * answer stores nothing.
   */
  async generateImage(actor: Actor, key: RequirementKey): Promise<ArticleImageProposal> {
    requirePermission(actor, 'BLOG_NEWARTICLE');
    const guard = failingWith(messages.generateImage);
    const { requirement } = await this.read(actor, key, guard);
    assertValid(validateArticleContent(requirement.article));
    const raw = await guard(() =>
      this.imageGenerator.generateArticleImage({
        ...scopeOf(requirement),
        content: articleContent(requirement.article),
      }),
    );
    const base64 = parseArticleImage(raw);
    const type = base64ImageType(base64);
    const path = blogAiImagePath({
      brandId: requirement.brandId,
      requirementId: requirement.id,
      // The time keeps two images apart.
      fileName: `imagen-articulo-${this.clock.now().getTime()}.${type.extension}`,
    });
    const stored = await guard(() => this.objects.storeBase64(path, base64, type.contentType));
    return { path: stored.path, url: stored.url };
  }

  /**
   * 'Reemplazar' of a new article image (BLOG_NEWARTICLE): `path` must be an image the server generated for this
   * blog (its AI folder: no upload, so the key to generate cannot set a file of anyone's choosing), and the URL the
   * server derives for it becomes imageAIUrl; the image it replaces is kept in imageReplaced for undoImage.
   */
  async acceptImage(actor: Actor, key: RequirementKey, path: string): Promise<BlogRequirement> {
    requirePermission(actor, 'BLOG_NEWARTICLE');
    const guard = failingWith(messages.replaceImage);
    const { requirement } = await this.read(actor, key, guard);
    const object = await requireObjectIn(this.objects, 'path', path, MEDIA_FOLDERS.blogAiImage(keyOf(requirement)));
    assertValid(validateBlogImage({ name: object.path, type: object.contentType, size: object.size }));
    return this.write(actor, requirement, (stored) => acceptedImage(stored, object.url), guard);
  }

  /**
   * 'Deshacer' after a new image was accepted (BLOG_NEWARTICLE): the image it replaced back, nothing left to undo.
   * Refused ('conflict') when nothing is kept (already undone, or an image replaced by hand since) or the article no
   * longer shows the accepted image, so an undo never overwrites a later choice.
   */
  async undoImage(actor: Actor, key: RequirementKey): Promise<BlogRequirement> {
    requirePermission(actor, 'BLOG_NEWARTICLE');
    const guard = failingWith(messages.replaceImage);
    const { requirement } = await this.read(actor, key, guard);
    return this.write(
      actor,
      requirement,
      (stored) => restoredImage(stored) ?? refuseConflict(messages.noImageToRestore),
      guard,
    );
  }

  /**
   * The user's own image in place of the article's (BLOG_CHANGEIMG), once the browser uploaded it
   * (MediaUploads.blogImage): `path` must be an image (SVG excepted) of the blog's folder. What an accepted AI image
   * replaced is no longer kept: 'Deshacer' cannot overwrite this choice.
   */
  async replaceImage(actor: Actor, key: RequirementKey, path: string): Promise<BlogRequirement> {
    requirePermission(actor, 'BLOG_CHANGEIMG');
    const guard = failingWith(messages.replaceImage);
    const { requirement } = await this.read(actor, key, guard);
    const object = await requireObjectIn(this.objects, 'path', path, MEDIA_FOLDERS.blogMedia(keyOf(requirement)));
    assertValid(validateBlogImage({ name: object.path, type: object.contentType, size: object.size }));
    return this.write(actor, requirement, () => ({ imageAIUrl: object.url, imageReplaced: null }), guard);
  }

  /**
   * The AI suggestion (BLOG_SUGGESTIONAI): an article proposed from the stored video analysis, without
   * uploading again, and not stored: the screen shows it beside the article as typed, and the user's
   * 'Reemplazar' or 'Insertar' saves it through editSections, the article's one writer (docs/product.md,
   * "Blog articles"). A video whose summary never arrived is summarised first, and that summary (the
   * model's reading of the video, no one's text) is stored once the article is proposed, so the next
   * suggestion does not pay for it again; an invalid answer of either call stores nothing. With no
   * video at all, one must be chosen. Answers the blog as stored and the proposed sections.
   */
  async suggestion(actor: Actor, key: RequirementKey): Promise<ArticleSuggestion> {
    requirePermission(actor, 'BLOG_SUGGESTIONAI');
    const guard = failingWith(messages.process);
    const { brand, requirement } = await this.read(actor, key, guard);
    if (requirement.videoData === null && !isFilled(requirement.videoUrl)) {
      throw new DomainError('validation', messages.videoRequired);
    }
    if (requirement.videoData !== null) {
      return { requirement, article: await this.articleFrom(brand, requirement, requirement.videoData, guard) };
    }
    const videoData = await this.summarize(requirement, requirement.videoUrl, guard);
    const article = await this.articleFrom(brand, requirement, videoData, guard);
    const summarised = await this.write(
      actor,
      requirement,
      (stored) => this.sameVideo(stored, requirement, { videoData }),
      guard,
    );
    return { requirement: summarised, article };
  }

  /** The brand, and the requirement: a blog of that brand. */
  private async read(
    actor: Actor,
    key: RequirementKey,
    guard: Guard,
  ): Promise<{ brand: Brand; requirement: BlogRequirement }> {
    const { brand, requirement } = await this.content.read(actor, key, guard);
    return { brand, requirement: blogOf(requirement, brand.id) };
  }

  /**
   * The summary of the blog's video, validated. The video must be an object of the blog's folder
   * (checked before the summarizer reads it).
   */
  private async summarize(requirement: BlogRequirement, videoUrl: string, guard: Guard): Promise<VideoData> {
    await requireStoredUrlIn(this.media, 'videoUrl', videoUrl, [MEDIA_FOLDERS.blogMedia(keyOf(requirement))]);
    return parseVideoSummary(await guard(() => this.summarizer.summarizeVideo({ ...scopeOf(requirement), videoUrl })));
  }

  /** The article from the analysis in the brand's tone, validated. */
  private async articleFrom(
    brand: Brand,
    requirement: BlogRequirement,
    videoData: VideoData,
    guard: Guard,
  ): Promise<ArticleSection[]> {
    const raw = await guard(() =>
      this.writer.writeArticle({
        ...scopeOf(requirement),
        texto: videoData.analysis,
        communicationTone: brand.communicationTone ?? '',
      }),
    );
    return [...parseVideoArticle(raw)];
  }

  /**
   * `patch`, made from the video `requirement` holds, as long as the requirement as stored still holds that
   * video (another video attached meanwhile wins: conflict).
   */
  private sameVideo(stored: BlogRequirement, requirement: BlogRequirement, patch: BlogPatch): BlogPatch {
    if (stored.videoUrl !== requirement.videoUrl) {
      throw new DomainError('conflict', messages.process, { videoUrl: requirement.videoUrl });
    }
    return patch;
  }

  /** The patch `change` makes of the requirement as stored when it commits (one transaction), stamped. */
  private write(
    actor: Actor,
    requirement: BlogRequirement,
    change: (stored: BlogRequirement) => BlogPatch,
    guard: Guard,
  ): Promise<BlogRequirement> {
    const now = this.clock.now();
    return this.content.writeKindFrom(
      requirement,
      (stored) => blogOf(stored),
      (stored): BlogPatch => ({ ...change(stored), updatedAt: now, changedBy: changeStamp(actor, now) }),
      guard,
    );
  }
}
