import { Messages } from '../messages.js';
import { DomainError } from '../shared/errors.js';

/*
 * Storage paths of docs/product.md, "Uploads and storage paths". Every segment is made safe here, so that a picked
 * file's name can never climb out of its folder or write into another brand's.
 */

/** Used when a file name has nothing left after sanitising. */
export const FALLBACK_FILE_NAME = 'archivo';

/** Removes control characters (code points below 32, and 127). */
const withoutControls = (value: string): string =>
  [...value].filter((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127).join('');
const SEPARATORS = /[/\\]/;

const isDotsOnly = (value: string): boolean => /^\.+$/.test(value);

/**
 * The last meaningful component of a file name: separators, control characters, '.' and
 * '..' are dropped; an empty result becomes FALLBACK_FILE_NAME.
 */
export const sanitizeFileName = (name: string): string => {
  const parts = withoutControls(name)
    .split(SEPARATORS)
    .map((part) => part.trim())
    .filter((part) => part !== '' && !isDotsOnly(part));
  return parts.at(-1) ?? FALLBACK_FILE_NAME;
};

/** A document id used as one folder: separators become '_'; a missing id is refused. */
const idSegment = (value: string, missingMessage: string): string => {
  const cleaned = withoutControls(value).trim();
  if (cleaned === '') throw new DomainError('validation', missingMessage);
  const segment = cleaned.replace(/[/\\]/g, '_');
  return isDotsOnly(segment) ? segment.replace(/\./g, '_') : segment;
};

export interface RequirementFileRef {
  readonly brandId: string;
  readonly requirementId: string;
  readonly fileName: string;
}

export interface BlogMediaRef extends RequirementFileRef {
  /** A fresh id per upload (MediaStorage.newUploadId): two uploads never share a path. */
  readonly uploadId: string;
}

/**
 * video_blogs/{brandId}/{requirementId}/{uploadId}-{file name}: the blog's video and its generated or replaced image.
 * The spec's folder, and a name no other upload has: the same file picked twice (or by two people) never overwrites
 * the first, whose URL a requirement may still hold.
 */
export const blogMediaPath = ({ brandId, requirementId, uploadId, fileName }: BlogMediaRef): string =>
  [
    'video_blogs',
    idSegment(brandId, Messages.carousel.missingBrandOrRequirement),
    idSegment(requirementId, Messages.carousel.missingBrandOrRequirement),
    `${idSegment(uploadId, Messages.carousel.missingBrandOrRequirement)}-${sanitizeFileName(fileName)}`,
  ].join('/');

/**
 * video_blogs/{brandId}/{requirementId}/ia/{file}: the article images the server generates. A folder of their own,
 * below the blog's, which no upload rule of storage.rules matches: only the server writes there, so an object of it
 * is one the model made, never a file someone uploaded.
 */
export const blogAiImagePath = ({ brandId, requirementId, fileName }: RequirementFileRef): string =>
  [
    'video_blogs',
    idSegment(brandId, Messages.carousel.missingBrandOrRequirement),
    idSegment(requirementId, Messages.carousel.missingBrandOrRequirement),
    'ia',
    sanitizeFileName(fileName),
  ].join('/');

/** img_carrousels/{brandId}/{requirementId}/{file}: generated and replaced carousel images. */
export const carouselImagePath = ({ brandId, requirementId, fileName }: RequirementFileRef): string =>
  [
    'img_carrousels',
    idSegment(brandId, Messages.carousel.missingBrandOrRequirement),
    idSegment(requirementId, Messages.carousel.missingBrandOrRequirement),
    sanitizeFileName(fileName),
  ].join('/');

export interface KeyVisualRef {
  readonly brandId: string;
  /** A fresh id per upload (MediaStorage.newUploadId): two uploads never share a path. */
  readonly uploadId: string;
  readonly fileName: string;
}

/**
 * keyVisuals/{brandId}/{uploadId}-{file name}: the brand's key visual document. The spec's prefix, one folder per
 * brand (storage.rules checks the brand there) and a name no other upload has, so an upload never overwrites one.
 */
export const keyVisualPath = ({ brandId, uploadId, fileName }: KeyVisualRef): string =>
  [
    'keyVisuals',
    idSegment(brandId, Messages.brand.missingBrandForKeyVisual),
    `${idSegment(uploadId, Messages.brand.missingBrandForKeyVisual)}-${sanitizeFileName(fileName)}`,
  ].join('/');

/**
 * brandManuals/{brandId}/{uploadId}-{file name}: the brand manual, uploaded before the model analysing it reads it from Storage.
 * One folder per brand (storage.rules and the ai function check the brand there), one name per upload.
 */
export const brandManualPath = ({ brandId, uploadId, fileName }: KeyVisualRef): string =>
  [
    'brandManuals',
    idSegment(brandId, Messages.brand.missingBrandForManual),
    `${idSegment(uploadId, Messages.brand.missingBrandForManual)}-${sanitizeFileName(fileName)}`,
  ].join('/');

export interface ScriptVideoRef extends RequirementFileRef {
  /** The script's position, counted from 0; the folder is numbered like its label ('Guión 1'). */
  readonly scriptIndex: number;
}

/** videos/{brandId}/{requirementId}/guion{n}/{filename}, n counted from 1. */
export const scriptVideoPath = ({ brandId, requirementId, scriptIndex, fileName }: ScriptVideoRef): string => {
  if (!Number.isSafeInteger(scriptIndex) || scriptIndex < 0) {
    throw new DomainError('validation', Messages.video.updateMissingData);
  }
  return [
    'videos',
    idSegment(brandId, Messages.video.missingBrandOrRequirement),
    idSegment(requirementId, Messages.video.missingBrandOrRequirement),
    `guion${scriptIndex + 1}`,
    sanitizeFileName(fileName),
  ].join('/');
};
