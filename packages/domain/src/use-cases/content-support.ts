import type { Brand, SocialNetwork } from '../brands/brand.js';
import { canSeeBrand } from '../brands/visibility.js';
import { Messages } from '../messages.js';
import type { Actor } from '../permissions/actor.js';
import type {
  BrandRepository,
  RequirementPatch,
  RequirementRepository,
} from '../ports/repositories.js';
import type { PublicationPlanning, Requirement } from '../requirements/requirement.js';
import { fromBogotaDateTime } from '../scheduling/bogota-time.js';
import { networksFor } from '../scheduling/networks.js';
import type { ContentKind, VideoOptionalData } from '../scheduling/types.js';
import { DomainError, isDomainError } from '../shared/errors.js';
import { isFilled } from '../validation/validation.js';
import { orFail } from './or-fail.js';

/*
 * What the content services (brand DNA, blueprint, carousel, video, blog, LinkedIn) share:
 * reading a brand the actor may see, reading and writing one requirement, and turning a
 * port fault into the catalogue message of the operation that failed.
 */

/** One requirement of one brand, as the detail screens address it after loading. */
export interface RequirementKey {
  readonly brandId: string;
  readonly requirementId: string;
}

/** The text of whatever was thrown, for the messages that end with the failure's reason. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Like orFail, for the catalogue messages that end with the reason ('Error al subir la
 * nueva imagen: {msg}'): a DomainError passes through, anything else becomes
 * prefix + its message.
 */
export const orFailWithReason = async <T>(prefix: string, operation: () => Promise<T>): Promise<T> => {
  try {
    return await operation();
  } catch (error) {
    if (isDomainError(error)) throw error;
    throw new DomainError('upstream', `${prefix}${reasonOf(error)}`, { cause: error });
  }
};

/**
 * For failures whose own text is what the user sees (spec 001 section 8: 'Scheduling
 * failure shows the thrown message'); a failure without text gets the fallback.
 */
export const orFailWithOwnMessage = async <T>(fallback: string, operation: () => Promise<T>): Promise<T> => {
  try {
    return await operation();
  } catch (error) {
    if (isDomainError(error)) throw error;
    const reason = reasonOf(error).trim();
    throw new DomainError('upstream', reason === '' ? fallback : reason, { cause: error });
  }
};

/** How one operation turns a port fault into its catalogue message. */
export type Guard = <T>(operation: () => Promise<T>) => Promise<T>;

/** Faults become the operation's fixed message. */
export const failingWith =
  (message: string): Guard =>
  (operation) =>
    orFail(message, operation);

/** Faults become the operation's prefix followed by their reason. */
export const failingWithReason =
  (prefix: string): Guard =>
  (operation) =>
    orFailWithReason(prefix, operation);

/** Faults become their own text (the fallback when they have none). */
export const failingWithOwnMessage =
  (fallback: string): Guard =>
  (operation) =>
    orFailWithOwnMessage(fallback, operation);

/**
 * The brand, read under the operation's guard; refused as not found (with the given
 * message) or forbidden when the actor cannot see it (spec 000 section 6).
 */
export const readVisibleBrand = async (
  brands: BrandRepository,
  actor: Actor,
  brandId: string,
  guard: Guard,
  notFound: string,
): Promise<Brand> => {
  const brand = await guard(() => brands.get(brandId));
  if (brand === null) throw new DomainError('not-found', notFound, { brandId });
  if (!canSeeBrand(brand, actor)) throw new DomainError('forbidden', Messages.access.forbidden, { brandId });
  return brand;
};

/** The requirement by its id, read under the operation's guard; refused as not found. */
export const readRequirement = async (
  requirements: RequirementRepository,
  key: RequirementKey,
  guard: Guard,
  notFound: string,
): Promise<Requirement> => {
  const requirement = await guard(() => requirements.get(key.brandId, key.requirementId));
  if (requirement === null) throw new DomainError('not-found', notFound, { ...key });
  return requirement;
};

/** Writes the patch and answers the requirement as it now is (what the screen shows). */
export const writeRequirement = async (
  requirements: RequirementRepository,
  requirement: Requirement,
  patch: RequirementPatch,
  guard: Guard,
): Promise<Requirement> => {
  await guard(() => requirements.update(requirement.brandId, requirement.id, patch));
  return { ...requirement, ...patch };
};

/** Grid titles end in ' - T{i}' (Carrusel 7 - T1 ... T6): the position inside its batch. */
const GRID_POSITION = /-\s*T(\d+)\s*$/;

/**
 * Which of the AI's caption suggestions belongs to a requirement: the grid batch gives
 * six (carrusel1..6, video1..6) for the six T1..T6 requirements, so T{i} takes the i-th;
 * a title without a position falls back to the requirement number. Deterministic, so the
 * same answer always gives the same requirement the same caption.
 */
export const captionFor = (captions: readonly string[], requirement: Pick<Requirement, 'title' | 'number'>): string => {
  const position = Number(GRID_POSITION.exec(requirement.title)?.[1] ?? requirement.number);
  const index = Number.isSafeInteger(position) && position >= 1 ? (position - 1) % captions.length : 0;
  // Parsers never return an empty list; the fallback keeps the type honest.
  return captions[index] ?? captions[0] ?? '';
};

/**
 * The planning fields a screen may send; anything left out keeps its stored value. The
 * publication date may come as the date-time input's text, read as Bogotá time.
 */
export type PlanningInput = Partial<Omit<PublicationPlanning, 'publicationDate'>> & {
  readonly publicationDate?: Date | string | null;
};

/** An instant carries its offset ('Z', '-05:00'); a date-time input's text does not. */
const ZONED = /(?:Z|[+-]\d{2}:\d{2})$/i;

/** The stored instant of a publication date; blank text clears it, unreadable text is refused. */
const publicationInstant = (value: Date | string | null): Date | null => {
  if (value === null || value instanceof Date) return value;
  const text = value.trim();
  if (text === '') return null;
  if (!ZONED.test(text)) return fromBogotaDateTime(text);
  const instant = new Date(Date.parse(text));
  if (Number.isNaN(instant.getTime())) {
    throw new DomainError('validation', Messages.scheduling.invalidPublicationDate);
  }
  return instant;
};

const PLANNING_FIELDS = [
  'selectedSocialNetwork',
  'publicationDate',
  'collaborators',
  'documentTitle',
  'allowComments',
  'autoAddMusic',
  'brandMention',
  'videoTitle',
  'youtubeTags',
  'pinBoardId',
  'pinTitle',
  'pinLink',
  'pinNewFormat',
] as const satisfies readonly (keyof PublicationPlanning)[];

/**
 * The merge of the planning fields alone (an endpoint body may carry more), with the
 * chosen networks limited to those the screen offers: the brand's networks that take
 * this kind of content.
 */
export const planningPatch = (brand: Brand, kind: ContentKind, input: PlanningInput): RequirementPatch => {
  const patch: Record<string, unknown> = {};
  for (const field of PLANNING_FIELDS) {
    if (input[field] !== undefined) patch[field] = input[field];
  }
  if (input.publicationDate !== undefined) patch['publicationDate'] = publicationInstant(input.publicationDate);
  if (input.selectedSocialNetwork !== undefined) {
    const offered = networksFor(brand, kind);
    patch['selectedSocialNetwork'] = [...new Set(input.selectedSocialNetwork)].filter((network: SocialNetwork) =>
      offered.includes(network),
    );
  }
  return patch as RequirementPatch;
};

/** A position in a list: a non-negative whole number. */
export const isPosition = (index: number): boolean => Number.isSafeInteger(index) && index >= 0;

/** A list with one slot set; slots before it that do not exist yet are left empty (''). */
export const withSlot = (list: readonly string[], index: number, value: string): string[] => {
  const slots = Array.from({ length: Math.max(list.length, index + 1) }, (_, position) => list[position] ?? '');
  slots[index] = value;
  return slots;
};

/** The optionalData of a requirement's stored planning (spec 001 section 7). */
export const optionalDataOf = (requirement: Requirement): VideoOptionalData => ({
  collaborators: requirement.collaborators,
  documentTitle: requirement.documentTitle,
  allowComments: requirement.allowComments,
  autoAddMusic: requirement.autoAddMusic,
  brandMention: requirement.brandMention,
  videoTitle: requirement.videoTitle,
  youtubeTags: requirement.youtubeTags,
  pinBoardId: requirement.pinBoardId,
  pinTitle: requirement.pinTitle,
  pinLink: requirement.pinLink,
  pinNewFormat: requirement.pinNewFormat,
});

/** An AI image's MIME type and file extension, told by the first bytes of its base64. */
export const base64ImageType = (base64: string): { readonly contentType: string; readonly extension: string } => {
  if (base64.startsWith('/9j/')) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (base64.startsWith('R0lGOD')) return { contentType: 'image/gif', extension: 'gif' };
  if (base64.startsWith('UklGR')) return { contentType: 'image/webp', extension: 'webp' };
  // The services answer PNG unless their bytes say otherwise.
  return { contentType: 'image/png', extension: 'png' };
};

/** The brandId and requirement id every action after loading needs, or the screen's refusal. */
export const requireKey = (key: RequirementKey, message: string): RequirementKey => {
  if (!isFilled(key.brandId) || !isFilled(key.requirementId)) throw new DomainError('validation', message);
  return { brandId: key.brandId.trim(), requirementId: key.requirementId.trim() };
};
