import {
  fileExtension,
  validateBlogImage,
  validateBlogVideo,
  validateCarouselImage,
  validateKeyVisual,
  validateVideoUpload,
  CAROUSEL_IMAGE_EXTENSIONS,
  type PickedFile,
} from '@estudio/domain/content';
import { VALID, type Validation } from '@estudio/domain/shared';

/** video_blogs/ holds the blog's video and its article image: an image (by type, or by extension when untyped) is judged as one. */
const validateBlogMedia = (file: PickedFile): Validation => {
  const type = file.type.trim().toLowerCase();
  const looksLikeImage =
    type === ''
      ? (CAROUSEL_IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))
      : type.startsWith('image/');
  return looksLikeImage ? validateBlogImage(file) : validateBlogVideo(file);
};

/**
 * The upload rules of docs/product.md, "Uploads and storage paths", by storage folder. The use
 * cases check them before calling the port; the adapter checks again so that no caller
 * can put an oversized or wrongly typed file (an SVG, say) where the rules forbid it.
 * Folders with no rule here are closed by storage.rules.
 */
const RULES: readonly { readonly folder: string; readonly check: (file: PickedFile) => Validation }[] = [
  // videos/{brandId}/{requirementId}/guion{n}/: at most 300MB, mp4/avi/mkv/quicktime.
  { folder: 'videos/', check: validateVideoUpload },
  // img_carrousels/{brandId}/{requirementId}/: png, jpg, jpeg, gif or webp.
  { folder: 'img_carrousels/', check: validateCarouselImage },
  // video_blogs/{brandId}/{requirementId}/: any video, or any image but SVG.
  { folder: 'video_blogs/', check: validateBlogMedia },
  // keyVisuals/{brandId}/: images (SVG excepted) or PDF, at most 50 MiB.
  { folder: 'keyVisuals/', check: validateKeyVisual },
];

/** The rule of the folder `path` lies in, applied to `file`; VALID where no rule applies. */
export const validateUploadAt = (path: string, file: PickedFile): Validation => {
  // Storage drops leading slashes, so '/videos/…' lands in videos/ and gets its rule too.
  const key = path.replace(/^\/+/, '');
  return RULES.find((rule) => key.startsWith(rule.folder))?.check(file) ?? VALID;
};
