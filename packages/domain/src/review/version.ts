import { BLUEPRINT_BLOCK_NAMES, type BlueprintBlockName, type BlueprintBlocks } from '../blueprint/blueprint.js';
import type { Requirement } from '../requirements/requirement.js';
import { sha256Hex } from '../shared/sha256.js';
import type { PartDigests } from './review-record.js';

/*
 * The version of a piece a reviewer approves (docs/product.md, "Approval"): a SHA-256 of what
 * goes out, kept with the approval beside one digest per part, so that any later edit of an
 * approved part voids the approval and the screens can name the parts that changed. What is
 * not content (status, assignee, dates, the publication date, validation marks, stamps) is
 * not part of it: moving an approved piece in the calendar keeps its approval.
 */

/** The parts of a requirement an approval covers, each a group of stored fields. */
export const APPROVED_REQUIREMENT_PARTS = {
  texto: ['caption'],
  guias: ['instructions', 'suggestedWords'],
  imagenes: ['imagesAIUrl', 'imageAIUrl'],
  guiones: ['scripts', 'videoToPublishIndex'],
  articulo: ['article'],
  planificacion: [
    'selectedSocialNetwork',
    'firstComment',
    'videoTitle',
    'youtubeTags',
    'pinBoardId',
    'pinTitle',
    'pinLink',
    'pinNewFormat',
    'collaborators',
    'documentTitle',
    'allowComments',
    'autoAddMusic',
    'brandMention',
  ],
} as const satisfies Readonly<Record<string, readonly (keyof Requirement)[]>>;

export type RequirementPart = keyof typeof APPROVED_REQUIREMENT_PARTS;
export type ApprovedRequirementField = (typeof APPROVED_REQUIREMENT_PARTS)[RequirementPart][number];

/** Every field an approval of a requirement covers (the rest of the requirement is not). */
export const APPROVED_REQUIREMENT_FIELDS: readonly ApprovedRequirementField[] =
  Object.values(APPROVED_REQUIREMENT_PARTS).flat();

/** A part of a piece: a requirement's part, or one of the guide's seven blocks. */
export type ReviewPart = RequirementPart | BlueprintBlockName;

export type { PartDigests } from './review-record.js';

/**
 * A value as one text, the same for equal data whatever the order of a map's keys: maps with
 * their keys sorted, Dates as their instant, undefined entries left out (as stored).
 */
export const canonicalText = (value: unknown): string => {
  if (value instanceof Date)
    return `{"$date":${JSON.stringify(Number.isNaN(value.getTime()) ? null : value.getTime())}}`;
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalText(item === undefined ? null : item)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalText(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
};

const digestOf = (value: unknown): string => sha256Hex(canonicalText(value));

/** The digests of a requirement's parts, each over its fields as stored. */
export const requirementDigests = (requirement: Partial<Pick<Requirement, ApprovedRequirementField>>): PartDigests =>
  Object.fromEntries(
    Object.entries(APPROVED_REQUIREMENT_PARTS).map(([part, fields]) => [
      part,
      digestOf(Object.fromEntries(fields.map((field) => [field, requirement[field]]))),
    ]),
  );

/** The digests of the guide's seven blocks. */
export const blueprintDigests = (bloques: BlueprintBlocks): PartDigests =>
  Object.fromEntries(BLUEPRINT_BLOCK_NAMES.map((name) => [name, digestOf(bloques[name])]));

/** The version hash: one SHA-256 over the parts' digests, in a fixed order. */
export const versionHash = (digests: PartDigests): string => digestOf(digests);

/** The parts whose digest differs between an approved version and the current one, in the current one's order. */
export const changedParts = (approved: PartDigests, current: PartDigests): readonly ReviewPart[] =>
  Object.keys(current).filter((part) => approved[part] !== current[part]) as ReviewPart[];
