import { Messages } from '../messages.js';
import type { MediaFile } from '../ports/storage.js';
import { VALID, check, firstFailure, invalid, type Validation } from '../validation/validation.js';

/** What the rules read from a picked file: its name, MIME type and size in bytes. */
export type PickedFile = Pick<MediaFile, 'name' | 'type' | 'size'>;

/** 300MB (docs/product.md, "Uploads and storage paths"). */
export const MAX_VIDEO_BYTES = 314_572_800;

/** mp4, avi, mkv and quicktime; browsers report AVI under two names. */
export const VIDEO_MIME_TYPES = [
  'video/mp4',
  'video/x-msvideo',
  'video/avi',
  'video/x-matroska',
  'video/quicktime',
] as const;
/** Used only when the browser reports no MIME type (common for .mkv). */
export const VIDEO_EXTENSIONS = ['.mp4', '.avi', '.mkv', '.mov'] as const;

export const CAROUSEL_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp'] as const;
export const CAROUSEL_IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp'] as const;

/** 50 MiB (docs/product.md, "Uploads and storage paths": storage.rules' limit for keyVisuals/). */
export const MAX_KEY_VISUAL_BYTES = 52_428_800;
/** Used only when the browser reports no MIME type. */
export const KEY_VISUAL_EXTENSIONS = [...CAROUSEL_IMAGE_EXTENSIONS, '.pdf'] as const;

/**
 * 20 MiB (docs/product.md, "Uploads and storage paths": storage.rules' limit for brandManuals/): the manual is read by
 * the model analysing it from Storage, and 20 MiB is what a model takes inline in one request.
 */
export const MAX_BRAND_MANUAL_BYTES = 20_971_520;
/** What a model reads as a document: PDF, plain text or Markdown, and raster images. */
export const BRAND_MANUAL_DOCUMENT_TYPES = ['application/pdf', 'text/plain', 'text/markdown'] as const;
/** Used only when the browser reports no MIME type. */
export const BRAND_MANUAL_EXTENSIONS = [...CAROUSEL_IMAGE_EXTENSIONS, '.pdf', '.txt', '.md'] as const;

/** The `accept` attribute of each file picker. */
export const VIDEO_UPLOAD_ACCEPT = [...VIDEO_MIME_TYPES, ...VIDEO_EXTENSIONS].join(',');
export const BLOG_VIDEO_ACCEPT = 'video/*';
export const BLOG_IMAGE_ACCEPT = 'image/*';
export const CAROUSEL_IMAGE_ACCEPT = [...CAROUSEL_IMAGE_MIME_TYPES, ...CAROUSEL_IMAGE_EXTENSIONS].join(',');
export const KEY_VISUAL_ACCEPT = 'image/*,application/pdf';
export const BRAND_MANUAL_ACCEPT = ['image/*', ...BRAND_MANUAL_DOCUMENT_TYPES, '.pdf', '.txt', '.md'].join(',');

/** The lowercase extension with its dot ('.mp4'), or '' when the name has none. */
export const fileExtension = (name: string): string => {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
};

const normalisedType = (file: PickedFile): string => file.type.trim().toLowerCase();

/**
 * SVG is never accepted, whatever the picker allows: an SVG opened from its download URL
 * runs the scripts it carries. 'image/svg' and parameters ('; charset=…') count too.
 */
const isSvgType = (type: string): boolean => type.startsWith('image/svg');

/** image/*, SVG excepted. */
const isRasterImageType = (type: string): boolean => type.startsWith('image/') && !isSvgType(type);

/** The MIME type decides when there is one; the extension only when it is empty. */
const matchesType = (file: PickedFile, types: readonly string[], extensions: readonly string[]): boolean => {
  const type = normalisedType(file);
  return type === '' ? extensions.includes(fileExtension(file.name)) : types.includes(type);
};

export const validateVideoSize = (size: number): Validation =>
  check(Number.isFinite(size) && size >= 0 && size <= MAX_VIDEO_BYTES, Messages.video.tooLarge);

export const validateVideoType = (file: PickedFile): Validation =>
  check(matchesType(file, VIDEO_MIME_TYPES, VIDEO_EXTENSIONS), Messages.video.invalidType);

/** Per-script video upload: a file, at most 300MB, of an allowed type (size is checked first). */
export const validateVideoUpload = (file: PickedFile | null | undefined): Validation =>
  file ? firstFailure(validateVideoSize(file.size), validateVideoType(file)) : invalid(Messages.blog.videoRequired);

/** The blog picker accepts video/*: any video MIME type, or a known video extension. */
export const validateBlogVideo = (file: PickedFile | null | undefined): Validation => {
  if (!file) return invalid(Messages.blog.videoRequired);
  const type = normalisedType(file);
  const isVideo =
    type === ''
      ? (VIDEO_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))
      : type.startsWith('video/');
  return check(isVideo, Messages.blog.videoRequired);
};

/** The blog image replacement accepts image/*, SVG excepted. */
export const validateBlogImage = (file: PickedFile | null | undefined): Validation => {
  if (!file) return invalid(Messages.blog.imageRequired);
  const type = normalisedType(file);
  const isImage =
    type === ''
      ? (CAROUSEL_IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))
      : isRasterImageType(type);
  return check(isImage, Messages.blog.imageRequired);
};

/** The brand's key visual: image/* (SVG excepted) or PDF, at most 50 MiB, as storage.rules (size first). */
export const validateKeyVisual = (file: PickedFile): Validation => {
  if (!(Number.isFinite(file.size) && file.size >= 0 && file.size <= MAX_KEY_VISUAL_BYTES)) {
    return invalid(Messages.brand.keyVisualTooLarge);
  }
  const type = normalisedType(file);
  const accepted =
    type === ''
      ? (KEY_VISUAL_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))
      : isRasterImageType(type) || type === 'application/pdf';
  return check(accepted, Messages.brand.keyVisualType);
};

/**
 * The brand manual a model analyses: PDF, plain text, Markdown or an image (SVG excepted), at most 20 MiB, as
 * storage.rules' brandManuals/ (size first).
 */
export const validateBrandManual = (file: PickedFile): Validation => {
  if (!(Number.isFinite(file.size) && file.size >= 0 && file.size <= MAX_BRAND_MANUAL_BYTES)) {
    return invalid(Messages.brand.brandManualTooLarge);
  }
  const type = (normalisedType(file).split(';')[0] ?? '').trim();
  const accepted =
    type === ''
      ? (BRAND_MANUAL_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))
      : isRasterImageType(type) || (BRAND_MANUAL_DOCUMENT_TYPES as readonly string[]).includes(type);
  return check(accepted, Messages.brand.brandManualType);
};

/** Carousel image replacement: png, jpg, jpeg, gif or webp only. */
export const validateCarouselImage = (file: PickedFile | null | undefined): Validation => {
  if (!file) return invalid(Messages.carousel.noFile);
  return matchesType(file, CAROUSEL_IMAGE_MIME_TYPES, CAROUSEL_IMAGE_EXTENSIONS)
    ? VALID
    : invalid(Messages.carousel.invalidImageType);
};
