import { Messages } from '../messages.js';
import { requirePermission, type Actor } from '../permissions/actor.js';
import type { MediaFile, MediaStorage, UploadProgress } from '../ports/storage.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import {
  blogMediaPath,
  brandManualPath,
  carouselImagePath,
  keyVisualPath,
  sanitizeFileName,
  scriptVideoPath,
} from '../media/storage-paths.js';
import {
  validateBlogImage,
  validateBlogVideo,
  validateBrandManual,
  validateCarouselImage,
  validateKeyVisual,
  validateVideoUpload,
} from '../media/upload-rules.js';
import { isPosition } from '../requirements/content-slots.js';
import { assertValid } from '../validation/validation.js';
import { requireKey, type RequirementKey } from './content-access.js';
import { failingWith, type Guard } from './or-fail.js';

/** What every upload takes besides its file: the progress bar's callback and 'Cancelar subida'. */
export interface UploadControl {
  readonly onProgress?: (progress: UploadProgress) => void;
  /** Aborting it stops the upload: uploadCancelled(), and nothing refers to the file. */
  readonly signal?: AbortSignal;
}

/**
 * The browser's half of every content action that stores a file (docs/product.md, "Uploads
 * and storage paths"): the picked file checked (type, size), sent with progress and cancel to
 * the folder of docs/product.md, "Uploads and storage paths", for its brand and requirement, and its object path answered. The
 * content command then names that path, and the server checks the folder, finds the object
 * in its own bucket and stores the URL it derives: the browser never writes a URL.
 */
export class MediaUploads {
  constructor(
    private readonly storage: MediaStorage,
    private readonly clock: Clock,
  ) {}

  /** keyVisuals/{brandId}/{upload id}-{name}: the brand DNA form's key visual. */
  keyVisual(actor: Actor, brandId: string, file: MediaFile, control: UploadControl = {}): Promise<string> {
    requirePermission(actor, 'SAVE_BRAND');
    assertValid(validateKeyVisual(file));
    const path = keyVisualPath({ brandId, uploadId: this.storage.newUploadId(), fileName: file.name });
    return this.send(path, file, control, failingWith({ prefix: Messages.brand.savePrefix }));
  }

  /** brandManuals/{brandId}/{upload id}-{name}: the manual the save then has analysed. */
  brandManual(actor: Actor, brandId: string, file: MediaFile, control: UploadControl = {}): Promise<string> {
    requirePermission(actor, 'SAVE_BRAND');
    assertValid(validateBrandManual(file));
    const path = brandManualPath({ brandId, uploadId: this.storage.newUploadId(), fileName: file.name });
    return this.send(path, file, control, failingWith({ prefix: Messages.brand.savePrefix }));
  }

  /** img_carrousels/{brandId}/{requirementId}/imagen-{n}-{time}-{name}: the designer's image for card `index`. */
  carouselImage(
    actor: Actor,
    key: RequirementKey,
    index: number,
    file: MediaFile | null | undefined,
    control: UploadControl = {},
  ): Promise<string> {
    requirePermission(actor, 'CARROUSEL_CHANGEIMG');
    assertValid(validateCarouselImage(file));
    if (!isPosition(index)) throw new DomainError('validation', Messages.carousel.invalidImageIndex, { index });
    const picked = file as MediaFile; // validateCarouselImage refused a missing file
    const { brandId, requirementId } = requireKey(key, Messages.carousel.missingBrandOrRequirement);
    // The time keeps two cards' files of the same name apart and defeats stale caches.
    const fileName = `imagen-${index + 1}-${this.clock.now().getTime()}-${sanitizeFileName(picked.name)}`;
    const path = carouselImagePath({ brandId, requirementId, fileName });
    return this.send(path, picked, control, failingWith({ prefix: Messages.carousel.uploadImagePrefix }));
  }

  /** videos/{brandId}/{requirementId}/guion{n}/{name}: the video of script `index`. */
  scriptVideo(
    actor: Actor,
    key: RequirementKey,
    index: number,
    file: MediaFile | null | undefined,
    control: UploadControl = {},
  ): Promise<string> {
    requirePermission(actor, 'VIDEO_UPLOAD');
    assertValid(validateVideoUpload(file));
    if (!isPosition(index)) throw new DomainError('validation', Messages.video.updateMissingData, { index });
    const picked = file as MediaFile; // validateVideoUpload refused a missing file
    const { brandId, requirementId } = requireKey(key, Messages.video.updateMissingData);
    const path = scriptVideoPath({ brandId, requirementId, scriptIndex: index, fileName: picked.name });
    return this.send(path, picked, control, failingWith(Messages.video.upload));
  }

  /** video_blogs/{brandId}/{requirementId}/{upload id}-{name}: the video a blog article is written from. */
  blogVideo(
    actor: Actor,
    key: RequirementKey,
    file: MediaFile | null | undefined,
    control: UploadControl = {},
  ): Promise<string> {
    requirePermission(actor, 'VIDEO_UPLOAD');
    assertValid(validateBlogVideo(file));
    const picked = file as MediaFile; // validateBlogVideo refused a missing file
    return this.send(this.blogPath(key, picked.name), picked, control, failingWith(Messages.blog.process));
  }

  /** video_blogs/{brandId}/{requirementId}/{upload id}-imagen-{time}-{name}: the article's own image. */
  blogImage(
    actor: Actor,
    key: RequirementKey,
    file: MediaFile | null | undefined,
    control: UploadControl = {},
  ): Promise<string> {
    requirePermission(actor, 'BLOG_CHANGEIMG');
    assertValid(validateBlogImage(file));
    const picked = file as MediaFile; // validateBlogImage refused a missing file
    const fileName = `imagen-${this.clock.now().getTime()}-${sanitizeFileName(picked.name)}`;
    return this.send(this.blogPath(key, fileName), picked, control, failingWith(Messages.blog.replaceImage));
  }

  private blogPath(key: RequirementKey, fileName: string): string {
    const { brandId, requirementId } = requireKey(key, Messages.carousel.missingBrandOrRequirement);
    return blogMediaPath({ brandId, requirementId, uploadId: this.storage.newUploadId(), fileName });
  }

  private async send(path: string, file: MediaFile, control: UploadControl, guard: Guard): Promise<string> {
    const stored = await guard(() => this.storage.upload(path, file, control.onProgress, { signal: control.signal }));
    return stored.path;
  }
}
