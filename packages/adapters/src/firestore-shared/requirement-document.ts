import {
  createRequirement,
  isRequirementStatus,
  type GuideSet,
  type NewRequirement,
  type ReplacedImage,
  type Requirement,
} from '@estudio/domain/requirements';
import { type RequirementPatch } from '@estudio/domain/shared';
import { brandDriftFromDocument, brandReviewFromDocument } from './brand-guard-document.js';
import { reviewFromDocument } from './review-document.js';
import { scheduledPostFromDocument, scheduledPostToDocument } from './scheduled-post-document.js';
import {
  fromStored,
  pickFields,
  toChangeStamp,
  textList,
  toDate,
  toStoredFields,
  type DocumentFields,
} from './stored-values.js';

/** 'slots' are lists read by position (one entry per carousel image), so no item is dropped. */
type RequirementFieldKind =
  | 'text'
  | 'number'
  | 'boolean'
  | 'date'
  | 'status'
  | 'textList'
  | 'slots'
  | 'list'
  | 'map'
  | 'guideSet'
  | 'replacedImages'
  | 'replacedImage'
  | 'scheduledPost'
  | 'review'
  | 'brandReview'
  | 'brandDrift'
  | 'stamp';

type StoredRequirement = Omit<Requirement, 'id' | 'brandId'>;

/**
 * Every stored field of a requirement read back (id and brandId come from the path; brandId
 * is also written, see requirementToDocument). A Record so that a field added to Requirement
 * must be named here.
 */
const REQUIREMENT_FIELDS: Readonly<Record<keyof StoredRequirement, RequirementFieldKind>> = {
  title: 'text',
  brand: 'text',
  number: 'number',
  createdBy: 'text',
  status: 'status',
  assignedTo: 'text',
  createdAt: 'date',
  updatedAt: 'date',
  inDesignAt: 'date',
  caption: 'text',
  review: 'review',
  brandReview: 'brandReview',
  brandDrift: 'brandDrift',
  instructions: 'slots',
  suggestedWords: 'slots',
  imagesAIUrl: 'slots',
  validation: 'map',
  guidesProposal: 'guideSet',
  guidesReplaced: 'guideSet',
  imagesReplaced: 'replacedImages',
  article: 'list',
  videoUrl: 'text',
  videoData: 'map',
  imageAIUrl: 'text',
  imageReplaced: 'replacedImage',
  scripts: 'list',
  videoToPublishIndex: 'number',
  draftMode: 'boolean',
  selectedSocialNetwork: 'textList',
  publicationDate: 'date',
  collaborators: 'text',
  documentTitle: 'text',
  allowComments: 'boolean',
  autoAddMusic: 'boolean',
  brandMention: 'boolean',
  videoTitle: 'text',
  youtubeTags: 'textList',
  pinBoardId: 'text',
  pinTitle: 'text',
  pinLink: 'text',
  pinNewFormat: 'boolean',
  firstComment: 'text',
  scheduledPost: 'scheduledPost',
  changedBy: 'stamp',
};
const REQUIREMENT_KEYS = Object.keys(REQUIREMENT_FIELDS) as (keyof StoredRequirement)[];
/**
 * createdAt is written once, at creation; scheduledPost only by the scheduler function's
 * send ledger (RequirementPatch leaves both out too, and the rules refuse a browser's write).
 */
/** brandReview and brandDrift have their own writers (brand-guard-document.ts): never part of a patch or a new requirement. */
const OWN_WRITERS: readonly (keyof StoredRequirement)[] = ['scheduledPost', 'brandReview', 'brandDrift'];
const PATCH_KEYS = REQUIREMENT_KEYS.filter((key) => key !== 'createdAt' && !OWN_WRITERS.includes(key));
/** A whole requirement without a send record (a new one) stores none. */
const DOCUMENT_KEYS = REQUIREMENT_KEYS.filter((key) => !OWN_WRITERS.includes(key));

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A slot list as stored: each item a text, anything else an empty slot. */
const slots = (value: readonly unknown[]): string[] => value.map((item) => (typeof item === 'string' ? item : ''));

/**
 * A carousel's guides held beside its lists (guidesProposal, guidesReplaced: `{instructions, suggestedWords, at}`),
 * or null when absent, cleared (null) or in another shape.
 */
const guideSetFromDocument = (value: unknown): GuideSet | null => {
  if (!isMap(value)) return null;
  const { instructions, suggestedWords } = value;
  const at = toDate(value['at']);
  if (!Array.isArray(instructions) || !Array.isArray(suggestedWords) || at === null) return null;
  return { instructions: slots(instructions), suggestedWords: slots(suggestedWords), at };
};

/** An image an accepted AI image replaced (`{previous, accepted}`, both texts), or undefined in another shape. */
const replacedImageOf = (entry: unknown): ReplacedImage | undefined =>
  isMap(entry) && typeof entry['previous'] === 'string' && typeof entry['accepted'] === 'string'
    ? { previous: entry['previous'], accepted: entry['accepted'] }
    : undefined;

/**
 * A carousel's images replaced by accepted AI images (imagesReplaced: by card index, `{previous, accepted}`): the
 * entries of that shape under a card index; anything else is read as nothing to undo.
 */
const replacedImagesFromDocument = (value: unknown): Record<string, ReplacedImage> | undefined => {
  if (!isMap(value)) return undefined;
  const entries = Object.entries(value).flatMap(([index, entry]): [string, ReplacedImage][] => {
    const image = /^(0|[1-9][0-9]*)$/.test(index) ? replacedImageOf(entry) : undefined;
    return image === undefined ? [] : [[index, image]];
  });
  return Object.fromEntries(entries);
};

/** One stored field as the entity holds it, or undefined (the default applies) when unreadable. */
const readField = (kind: RequirementFieldKind, value: unknown): unknown => {
  switch (kind) {
    case 'text':
      return typeof value === 'string' ? value : undefined;
    case 'number':
      return typeof value === 'number' ? value : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'date':
      return toDate(value) ?? undefined;
    case 'status':
      return typeof value === 'string' && isRequirementStatus(value) ? value : undefined;
    case 'textList':
      return Array.isArray(value) ? textList(value) : undefined;
    case 'slots':
      return Array.isArray(value) ? slots(value) : undefined;
    case 'list':
      return Array.isArray(value) ? fromStored(value) : undefined;
    case 'map':
      return isMap(value) ? fromStored(value) : undefined;
    case 'guideSet':
      return guideSetFromDocument(value) ?? undefined;
    case 'replacedImages':
      return replacedImagesFromDocument(value);
    case 'replacedImage':
      return replacedImageOf(value);
    case 'scheduledPost':
      return scheduledPostFromDocument(value) ?? undefined;
    case 'review':
      return reviewFromDocument(value) ?? undefined;
    case 'brandReview':
      return brandReviewFromDocument(value) ?? undefined;
    case 'brandDrift':
      return brandDriftFromDocument(value) ?? undefined;
    case 'stamp':
      return toChangeStamp(value);
  }
};

/**
 * brands/{brandId}/requirements/{id} as a Requirement: every field missing from the
 * document (or stored in a shape it cannot have) takes its default from createRequirement.
 */
export const requirementFromDocument = (brandId: string, id: string, data: DocumentFields): Requirement => {
  const fields: Record<string, unknown> = {};
  for (const key of REQUIREMENT_KEYS) {
    const value = readField(REQUIREMENT_FIELDS[key], data[key]);
    if (value !== undefined) fields[key] = value;
  }
  return createRequirement(id, {
    title: '',
    brand: '',
    number: 0,
    createdBy: '',
    ...fields,
    brandId,
  } as NewRequirement);
};

/**
 * The stored fields of a whole requirement: the id is its path; brandId, which the path also
 * names, is stored too, for the active list's collection-group reads across brands (a read
 * takes the brand from the path, never from this field).
 */
export const requirementToDocument = (requirement: Requirement): Record<string, unknown> => ({
  ...toStoredFields(pickFields(requirement, DOCUMENT_KEYS)),
  brandId: requirement.brandId,
  ...(requirement.scheduledPost === null ? {} : { scheduledPost: scheduledPostToDocument(requirement.scheduledPost) }),
});

/** Only the fields the patch gives, for a merge-update that touches nothing else. */
export const requirementPatchToDocument = (patch: RequirementPatch): Record<string, unknown> =>
  toStoredFields(pickFields(patch, PATCH_KEYS));

/** The requirement as a write of `patch` leaves it: the patch's fields (those it gives) over the stored ones. */
export const requirementWithPatch = (requirement: Requirement, patch: RequirementPatch): Requirement =>
  ({ ...requirement, ...pickFields(patch, PATCH_KEYS) }) as Requirement;
