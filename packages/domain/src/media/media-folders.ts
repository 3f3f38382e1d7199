import { Messages } from '../messages.js';
import type { MediaObjects, OwnedObject } from '../ports/media-objects.js';
import type { StoredMediaReader } from '../ports/stored-media.js';
import { ServerMessages } from '../server-messages.js';
import { DomainError, isDomainError } from '../shared/errors.js';
import type { RequirementKey } from '../use-cases/content-access.js';

/*
 * The folders of docs/product.md, "Uploads and storage paths", as the server checks them: a
 * command stores an object only from the folder of its brand (and requirement), and every
 * stored URL the server reads or sends back out is checked the same way when it is read.
 */

export const MEDIA_FOLDERS = {
  keyVisual: (brandId: string): string => `keyVisuals/${brandId}`,
  brandManual: (brandId: string): string => `brandManuals/${brandId}`,
  carouselImage: ({ brandId, requirementId }: RequirementKey): string => `img_carrousels/${brandId}/${requirementId}`,
  scriptVideo: ({ brandId, requirementId }: RequirementKey, scriptIndex: number): string =>
    `videos/${brandId}/${requirementId}/guion${scriptIndex + 1}`,
  blogMedia: ({ brandId, requirementId }: RequirementKey): string => `video_blogs/${brandId}/${requirementId}`,
  /** The server's own article images, below the blog's folder (blogAiImagePath): no upload lands there. */
  blogAiImage: ({ brandId, requirementId }: RequirementKey): string => `video_blogs/${brandId}/${requirementId}/ia`,
} as const;

const ID_SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const UNSAFE_NAME = /[\u0000-\u001f\u007f\\/]/;

/**
 * Whether `path` is one file directly inside `folder`: the folder's segments are document ids
 * (or its fixed names), and the file name is one segment with no separator, control
 * character, '.' or '..' of its own. Anything else (another brand's folder, a climb out with
 * '..', a nested or empty name) is outside.
 */
export const isObjectPathIn = (path: string, folder: string): boolean => {
  if (path.length > 1024 || !path.startsWith(`${folder}/`)) return false;
  const folderSegments = folder.split('/');
  if (folderSegments.some((segment) => !ID_SEGMENT.test(segment))) return false;
  const name = path.slice(folder.length + 1);
  return name !== '' && name !== '.' && name !== '..' && name.trim() === name && !UNSAFE_NAME.test(name);
};

/**
 * The uploaded object at `path`, which must lie in `folder` and exist in this project's
 * bucket; refused with the field's message otherwise (a path elsewhere is never looked up).
 */
export const requireObjectIn = async (
  objects: MediaObjects,
  field: string,
  path: string,
  folder: string,
): Promise<OwnedObject> => {
  if (!isObjectPathIn(path, folder)) {
    throw new DomainError('validation', ServerMessages.aiEndpoint.mediaOutsideBrand(field), { field, path, folder });
  }
  try {
    return await objects.resolve(path);
  } catch (error) {
    if (isDomainError(error)) {
      throw new DomainError(error.kind === 'not-found' ? 'validation' : error.kind, error.message, { field, path });
    }
    throw new DomainError('upstream', Messages.endpoints.internal, { field, path, cause: error });
  }
};

/**
 * A stored URL the server is about to read or send (a card's image, a blog's video, a
 * scheduled medium, the blueprint's document): an object of this project's bucket, in one
 * of `folders`, that exists. Refused with the field's message otherwise.
 */
export const requireStoredUrlIn = async (
  reader: StoredMediaReader,
  field: string,
  url: string,
  folders: readonly string[],
): Promise<string> => {
  const outside = (details: object): never => {
    throw new DomainError('validation', ServerMessages.aiEndpoint.mediaOutsideBrand(field), { field, ...details });
  };
  const object = await reader.locate(url).catch((error: unknown) => {
    if (isDomainError(error) && error.kind !== 'upstream') return outside({ cause: error });
    throw error;
  });
  if (!folders.some((folder) => isObjectPathIn(object.path, folder) || object.path.startsWith(`${folder}/`))) {
    return outside({ path: object.path });
  }
  return object.path;
};
