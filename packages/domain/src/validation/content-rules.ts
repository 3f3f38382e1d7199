import { Messages } from '../messages.js';
import type { ArticleSection } from '../requirements/requirement.js';
import type { Script } from '../video-scripts/script.js';
import { DomainError } from '../shared/errors.js';
import { VALID, check, invalid, isFilled, type Validation } from './validation.js';

/*
 * The required-field rules of docs/product.md, "Validation rules", each with its exact message. Screens use
 * them to refuse early; use cases assert them again before any I/O.
 */

export const validateBrandName = (brandName: string | null | undefined): Validation =>
  check(isFilled(brandName), Messages.brand.nameRequired);

export const validateNewCarouselImage = (input: {
  readonly caption: string | null | undefined;
  readonly description: string | null | undefined;
}): Validation => check(isFilled(input.caption) && isFilled(input.description), Messages.carousel.missingImageData);

export const validateDesignCheck = (input: {
  readonly imageUrl: string | null | undefined;
  readonly description: string | null | undefined;
}): Validation =>
  check(isFilled(input.imageUrl) && isFilled(input.description), Messages.carousel.missingValidationData);

export const validateGuidesCaption = (caption: string | null | undefined): Validation =>
  check(isFilled(caption), Messages.carousel.captionRequiredForGuides);

/** The brandId and number a detail screen receives in its navigation state. */
export interface RequirementRef {
  readonly brandId: string | null | undefined;
  readonly number: number | string | null | undefined;
}

/** Requirement numbers start at 1; the navigation state may carry them as text. */
const isRequirementNumber = (value: RequirementRef['number']): boolean => {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string' && value.trim() === '') return false;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1;
};

/** Carousel and requirement detail: 'Faltan datos de la marca o requerimiento.' */
export const validateRequirementRef = (ref: RequirementRef): Validation =>
  check(isFilled(ref.brandId) && isRequirementNumber(ref.number), Messages.carousel.missingBrandOrRequirement);

/** Video detail words it differently: 'Faltan datos de la marca o del requerimiento.' */
export const validateVideoRequirementRef = (ref: RequirementRef): Validation =>
  check(isFilled(ref.brandId) && isRequirementNumber(ref.number), Messages.video.missingBrandOrRequirement);

/** The article image is generated from the loaded article: it needs some text. */
export const validateArticleContent = (article: readonly ArticleSection[] | null | undefined): Validation =>
  check(
    (article ?? []).some((section) => isFilled(section.sectionTitle) || isFilled(section.text)),
    Messages.blog.noArticleContent,
  );

export const validateScriptsCaption = (caption: string | null | undefined): Validation =>
  check(isFilled(caption), Messages.video.captionRequiredForScripts);

/** Choosing the video to publish: that script must already have an uploaded video. */
export const validateVideoChoice = (scripts: readonly Script[], index: number): Validation =>
  check(isFilled(scripts[index]?.videoUrl), Messages.video.noVideoForScript);

/** The URL of the video chosen for publishing, or the spec's refusal. */
export const selectedVideoUrl = (scripts: readonly Script[], videoToPublishIndex: number): string => {
  const url = scripts[videoToPublishIndex]?.videoUrl;
  if (!isFilled(url)) throw new DomainError('validation', Messages.video.selectedVideoWithoutUrl);
  return url.trim();
};

export const validateSelectedVideo = (scripts: readonly Script[], videoToPublishIndex: number): Validation =>
  check(isFilled(scripts[videoToPublishIndex]?.videoUrl), Messages.video.selectedVideoWithoutUrl);

/** Carousel scheduling sends the images: at least one non-empty URL. */
export const validateCarouselImages = (imageUrls: readonly string[] | null | undefined): Validation =>
  check((imageUrls ?? []).some(isFilled), Messages.carousel.noImages);

/** LinkedIn connect and save: a selected brand, then a non-blank organization id. */
export const validateLinkedInOrganization = (input: {
  readonly brandId: string | null | undefined;
  readonly organizationId: string | null | undefined;
}): Validation => {
  if (!isFilled(input.brandId)) return invalid(Messages.linkedin.selectBrand);
  if (!isFilled(input.organizationId)) return invalid(Messages.linkedin.organizationIdRequired);
  return VALID;
};

/** Scheduling posts to the brand's Metricool blog needs its id (idMetrics). */
export const validateMetricsId = (idMetrics: string | null | undefined): Validation =>
  check(isFilled(idMetrics), Messages.scheduling.missingMetricsId);
