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

/** The `accept` attribute of each file picker. */
export const VIDEO_UPLOAD_ACCEPT = [...VIDEO_MIME_TYPES, ...VIDEO_EXTENSIONS].join(',');
export const BLOG_VIDEO_ACCEPT = 'video/*';
export const BLOG_IMAGE_ACCEPT = 'image/*';
export const CAROUSEL_IMAGE_ACCEPT = [...CAROUSEL_IMAGE_MIME_TYPES, ...CAROUSEL_IMAGE_EXTENSIONS].join(',');

/** The lowercase extension with its dot ('.mp4'), or '' when the name has none. */
export const fileExtension = (name: string): string => {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
};

const normalisedType = (file: PickedFile): string => file.type.trim().toLowerCase();

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

/** The blog image replacement accepts image/*. */
export const validateBlogImage = (file: PickedFile | null | undefined): Validation => {
  if (!file) return invalid(Messages.blog.imageRequired);
  const type = normalisedType(file);
  const isImage =
    type === ''
      ? (CAROUSEL_IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))
      : type.startsWith('image/');
  return check(isImage, Messages.blog.imageRequired);
};

/** Carousel image replacement: png, jpg, jpeg, gif or webp only. */
export const validateCarouselImage = (file: PickedFile | null | undefined): Validation => {
  if (!file) return invalid(Messages.carousel.noFile);
  return matchesType(file, CAROUSEL_IMAGE_MIME_TYPES, CAROUSEL_IMAGE_EXTENSIONS)
    ? VALID
    : invalid(Messages.carousel.invalidImageType);
};
