import { VALID, validateCarouselImage, validateVideoUpload, type PickedFile, type Validation } from '@estudio/domain';

/**
 * The upload rules of docs/product.md, "Uploads and storage paths" (docs/product.md, "Uploads and storage paths") by storage folder (docs/product.md, "Uploads and storage paths"). The use
 * cases check them before calling the port; the adapter checks again so that no caller
 * can put an oversized or wrongly typed file where the rules forbid it. Folders with no
 * rule here (video_blogs/, keyVisuals/) take any file.
 */
const RULES: readonly { readonly folder: string; readonly check: (file: PickedFile) => Validation }[] = [
  // videos/{brandId}/{requirementId}/guion{n}/: at most 300MB, mp4/avi/mkv/quicktime.
  { folder: 'videos/', check: validateVideoUpload },
  // img_carrousels/{brandId}/{requirementId}/: png, jpg, jpeg, gif or webp.
  { folder: 'img_carrousels/', check: validateCarouselImage },
];

/** The rule of the folder `path` lies in, applied to `file`; VALID where no rule applies. */
export const validateUploadAt = (path: string, file: PickedFile): Validation => {
  // Storage drops leading slashes, so '/videos/…' lands in videos/ and gets its rule too.
  const key = path.replace(/^\/+/, '');
  return RULES.find((rule) => key.startsWith(rule.folder))?.check(file) ?? VALID;
};
