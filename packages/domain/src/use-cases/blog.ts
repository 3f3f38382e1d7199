import { parseArticleImage, parseVideoArticle, parseVideoSummary } from '../ai/blog-answers.js';
import { articleContent } from '../ai/strategy-summary.js';
import type { Brand } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { ArticleImageGenerator, ArticleWriter, VideoSummarizer } from '../ports/ai.js';
import type { BrandRepository, RequirementRepository } from '../ports/repositories.js';
import type { MediaFile, MediaStorage, UploadProgress } from '../ports/storage.js';
import type { ArticleSection, Requirement, VideoData } from '../requirements/requirement.js';
import { mergeArticleEdit, type ArticleEdit } from '../requirements/article-edit.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import { validateArticleContent } from '../validation/content-rules.js';
import { blogMediaPath, sanitizeFileName } from '../media/storage-paths.js';
import { validateBlogImage, validateBlogVideo } from '../media/upload-rules.js';
import { assertValid, isFilled } from '../validation/validation.js';
import { base64ImageType } from '../media/base64-image.js';
import { ContentAccess, scopeOf, type RequirementKey } from './content-access.js';
import { failingWith, type Guard } from './or-fail.js';

const messages = Messages.blog;

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

/** The blog requirement detail (/blog/{id}), docs/product.md, "Blog articles". */
export class BlogUseCases {
  constructor(
    brands: BrandRepository,
    requirements: RequirementRepository,
    private readonly storage: MediaStorage,
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

  private readonly content: ContentAccess;

  /**
   * The video upload that generates the article (VIDEO_UPLOAD: it is a video upload, and
   * the article is its consequence). The video goes to video_blogs/... and its URL is
   * stored at once, dropping the summary of any earlier video; then the summary and the
   * article are asked for, validated, and stored together. Any failure after the upload
   * gives 'Hubo un error en el proceso.' with the new video URL still saved (docs/product.md, "Blog articles").
   */
  async uploadVideoAndGenerate(
    actor: Actor,
    key: RequirementKey,
    file: MediaFile | null | undefined,
    onProgress?: (progress: UploadProgress) => void,
    /** Aborting it during the upload stops it: uploadCancelled(), nothing stored, no AI call. */
    signal?: AbortSignal,
  ): Promise<Requirement> {
    requirePermission(actor, 'VIDEO_UPLOAD');
    assertValid(validateBlogVideo(file));
    const picked = file as MediaFile; // validateBlogVideo refused a missing file
    const guard = failingWith(messages.process);
    const { brand, requirement } = await this.read(actor, key, guard);
    const path = this.mediaPath(brand, requirement, picked.name);
    const stored = await guard(() => this.storage.upload(path, picked, onProgress, { signal }));
    const withVideo = await this.content.write(
      requirement,
      { videoUrl: stored.url, videoData: null, updatedAt: this.clock.now() },
      guard,
    );
    const videoData = await this.summarize(withVideo, stored.url, guard);
    return this.writeArticle(brand, withVideo, videoData, guard);
  }

  /**
   * The article's sections edited by hand (title and text of each). Only the sections this person changed (draft
   * against the base they began from) are written, over the article as stored when the write commits, in one
   * transaction: a section someone else saved meanwhile, or saves at the same moment, is kept (mergeArticleEdit).
   */
  async editSections(actor: Actor, key: RequirementKey, edit: ArticleEdit): Promise<Requirement> {
    requirePermission(actor, 'BLOG_EDITARTICLE');
    const checked: ArticleEdit = { base: sectionsOf(edit?.base), draft: sectionsOf(edit?.draft) };
    const guard = failingWith(messages.saveChanges);
    const { requirement } = await this.read(actor, key, guard);
    const updatedAt = this.clock.now();
    return this.content.writeFrom(
      requirement,
      (stored) => ({ article: mergeArticleEdit(stored.article, checked), updatedAt }),
      guard,
    );
  }

  /** A new image for the loaded article (BLOG_NEWARTICLE), stored in imageAIUrl. */
  async generateImage(actor: Actor, key: RequirementKey): Promise<Requirement> {
    requirePermission(actor, 'BLOG_NEWARTICLE');
    const guard = failingWith(messages.generateImage);
    const { brand, requirement } = await this.read(actor, key, guard);
    assertValid(validateArticleContent(requirement.article));
    const raw = await guard(() =>
      this.imageGenerator.generateArticleImage({
        ...scopeOf(requirement),
        content: articleContent(requirement.article),
      }),
    );
    const base64 = parseArticleImage(raw);
    const now = this.clock.now();
    const type = base64ImageType(base64);
    const path = this.mediaPath(brand, requirement, `imagen-articulo-${now.getTime()}.${type.extension}`);
    const stored = await guard(() => this.storage.uploadBase64(path, base64, type.contentType));
    return this.content.write(requirement, { imageAIUrl: stored.url, updatedAt: now }, guard);
  }

  /** The user's own image in place of the article's (image/*); aborting `signal` stops the upload (uploadCancelled()). */
  async replaceImage(
    actor: Actor,
    key: RequirementKey,
    file: MediaFile | null | undefined,
    onProgress?: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ): Promise<Requirement> {
    requirePermission(actor, 'BLOG_CHANGEIMG');
    assertValid(validateBlogImage(file));
    const picked = file as MediaFile; // validateBlogImage refused a missing file
    const guard = failingWith(messages.replaceImage);
    const { brand, requirement } = await this.read(actor, key, guard);
    const now = this.clock.now();
    const path = this.mediaPath(brand, requirement, `imagen-${now.getTime()}-${sanitizeFileName(picked.name)}`);
    const stored = await guard(() => this.storage.upload(path, picked, onProgress, { signal }));
    return this.content.write(requirement, { imageAIUrl: stored.url, updatedAt: now }, guard);
  }

  /**
   * The AI suggestion (BLOG_SUGGESTIONAI): a new article from the stored video analysis,
   * without uploading again. A video whose summary never arrived is summarised first
   * (and the summary stored with the article); with no video at all, one must be chosen.
   */
  async suggestion(actor: Actor, key: RequirementKey): Promise<Requirement> {
    requirePermission(actor, 'BLOG_SUGGESTIONAI');
    const guard = failingWith(messages.process);
    const { brand, requirement } = await this.read(actor, key, guard);
    if (requirement.videoData === null && !isFilled(requirement.videoUrl)) {
      throw new DomainError('validation', messages.videoRequired);
    }
    const videoData = requirement.videoData ?? (await this.summarize(requirement, requirement.videoUrl, guard));
    return this.writeArticle(brand, requirement, videoData, guard);
  }

  /** Where one upload goes: video_blogs/{brandId}/{requirementId}/{fresh upload id}-{file name}, never reused. */
  private mediaPath(brand: Brand, requirement: Requirement, fileName: string): string {
    return blogMediaPath({
      brandId: brand.id,
      requirementId: requirement.id,
      uploadId: this.storage.newUploadId(),
      fileName,
    });
  }

  private read(actor: Actor, key: RequirementKey, guard: Guard): Promise<{ brand: Brand; requirement: Requirement }> {
    return this.content.read(actor, key, guard);
  }

  /** video summary of an uploaded video, validated. */
  private async summarize(requirement: Requirement, videoUrl: string, guard: Guard): Promise<VideoData> {
    return parseVideoSummary(await guard(() => this.summarizer.summarizeVideo({ ...scopeOf(requirement), videoUrl })));
  }

  /** video article from the analysis in the brand's tone, validated, stored with its summary. */
  private async writeArticle(
    brand: Brand,
    requirement: Requirement,
    videoData: VideoData,
    guard: Guard,
  ): Promise<Requirement> {
    const raw = await guard(() =>
      this.writer.writeArticle({
        ...scopeOf(requirement),
        texto: videoData.analysis,
        communicationTone: brand.communicationTone ?? '',
      }),
    );
    const article = parseVideoArticle(raw);
    return this.content.write(requirement, { videoData, article: [...article], updatedAt: this.clock.now() }, guard);
  }
}
