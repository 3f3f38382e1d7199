import {
  BLUEPRINT_BLOCK_NAMES,
  type Blueprint,
  type BlueprintBlockName,
  type BlueprintBlockSet,
  type BlueprintBlocks,
  type BlueprintPatch,
} from '@estudio/domain/blueprint';
import type { ChangeStamp } from '@estudio/domain/shared';
import { reviewFromDocument, reviewToDocument } from './review-document.js';
import { fromStored, toChangeStamp, toDate, toStored, toStoredFields, type DocumentFields } from './stored-values.js';

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Seven blocks held beside the guide (proposal, replaced: `{bloques, at}`), or null when absent, cleared
 * (null) or in another shape (no date, or a block missing or not a map).
 */
const blockSetFromDocument = (value: unknown): BlueprintBlockSet | null => {
  if (!isMap(value)) return null;
  const { bloques } = value;
  const at = toDate(value['at']);
  if (!isMap(bloques) || at === null || !BLUEPRINT_BLOCK_NAMES.every((name) => isMap(bloques[name]))) return null;
  return { bloques: fromStored(bloques) as BlueprintBlocks, at };
};

/** A block set as stored: `{bloques, at}`, or null. */
const blockSetToDocument = (set: BlueprintBlockSet | null): Record<string, unknown> | null =>
  set === null ? null : { bloques: toStored(set.bloques), at: new Date(set.at.getTime()) };

/**
 * brands/{brandId}/blueprints/{brandId} as a Blueprint. A document without bloques is no
 * guide at all: it reads as absent, so the screen generates one as it does for a new brand.
 * changedBy (who asked the server for the last write, docs/product.md "Audit log") is read
 * when the document holds one of the right shape; the proposal and the replaced blocks
 * ("Communication guide (blueprint)") when they are, else as null.
 */
export const blueprintFromDocument = (brandId: string, data: DocumentFields): Blueprint | null => {
  const bloques = data['bloques'];
  if (!isMap(bloques)) return null;
  const changedBy = toChangeStamp(data['changedBy']);
  const review = reviewFromDocument(data['review']);
  return {
    brandId,
    bloques: fromStored(bloques) as BlueprintBlocks,
    updatedAt: toDate(data['updatedAt']),
    proposal: blockSetFromDocument(data['proposal']),
    replaced: blockSetFromDocument(data['replaced']),
    ...(changedBy === undefined ? {} : { changedBy }),
    ...(review === null ? {} : { review }),
  };
};

/** The stamp as stored: {uid, email, at}. */
const stampFields = (changedBy: ChangeStamp | null | undefined): Record<string, unknown> =>
  changedBy === undefined || changedBy === null
    ? {}
    : { changedBy: { uid: changedBy.uid, email: changedBy.email, at: new Date(changedBy.at.getTime()) } };

/**
 * {bloques, updatedAt, and the proposal, the replaced blocks and changedBy when there are}: the brand id is the path,
 * not a field. A whole guide is written over the document, so a proposal or replaced blocks left out are gone, as null
 * reads: a guide with neither keeps the spec's two fields.
 */
export const blueprintToDocument = (blueprint: Blueprint): Record<string, unknown> => ({
  ...toStoredFields({ bloques: blueprint.bloques, updatedAt: blueprint.updatedAt }),
  ...(blueprint.proposal === null ? {} : { proposal: blockSetToDocument(blueprint.proposal) }),
  ...(blueprint.replaced === null ? {} : { replaced: blockSetToDocument(blueprint.replaced) }),
  ...(blueprint.review === undefined || blueprint.review === null
    ? {}
    : { review: reviewToDocument(blueprint.review) }),
  ...stampFields(blueprint.changedBy),
});

/** The fields a patch writes (BlueprintRepository.updateFrom): those it gives, and nothing else. */
export const blueprintPatchToDocument = (patch: BlueprintPatch): Record<string, unknown> => ({
  ...(patch.bloques === undefined ? {} : { bloques: toStored(patch.bloques) }),
  ...(patch.proposal === undefined ? {} : { proposal: blockSetToDocument(patch.proposal) }),
  ...(patch.replaced === undefined ? {} : { replaced: blockSetToDocument(patch.replaced) }),
  ...(patch.updatedAt === undefined ? {} : { updatedAt: patch.updatedAt }),
  ...(patch.review === undefined ? {} : { review: reviewToDocument(patch.review) }),
  ...stampFields(patch.changedBy),
});

/** The guide as a patch leaves it: what the write answers. */
export const blueprintWithPatch = (stored: Blueprint, patch: BlueprintPatch): Blueprint =>
  fromStored({
    ...stored,
    ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
  }) as Blueprint;

/**
 * The fields of an update that replaces one block alone (`bloques.<block>`) and updatedAt,
 * drops the blocks an accepted proposal replaced (replaced: null, so 'Deshacer' cannot
 * overwrite the edit), and writes the person who asked for it (changedBy) when given.
 */
export const blueprintBlockToFields = <K extends BlueprintBlockName>(
  blockName: K,
  block: BlueprintBlocks[K],
  updatedAt: Date,
  changedBy?: ChangeStamp,
): Record<string, unknown> => ({
  [`bloques.${blockName}`]: toStored(block),
  updatedAt,
  replaced: null,
  ...stampFields(changedBy),
});
