import type { Blueprint, BlueprintBlockName, BlueprintBlocks } from '@estudio/domain/blueprint';
import type { ChangeStamp } from '@estudio/domain/shared';
import { fromStored, toChangeStamp, toDate, toStored, toStoredFields, type DocumentFields } from './stored-values.js';

/**
 * brands/{brandId}/blueprints/{brandId} as a Blueprint. A document without bloques is no
 * guide at all: it reads as absent, so the screen generates one as it does for a new brand.
 * changedBy (who asked the server for the last write, docs/product.md "Audit log") is read
 * when the document holds one of the right shape.
 */
export const blueprintFromDocument = (brandId: string, data: DocumentFields): Blueprint | null => {
  const bloques = data['bloques'];
  if (typeof bloques !== 'object' || bloques === null || Array.isArray(bloques)) return null;
  const changedBy = toChangeStamp(data['changedBy']);
  return {
    brandId,
    bloques: fromStored(bloques) as BlueprintBlocks,
    updatedAt: toDate(data['updatedAt']),
    ...(changedBy === undefined ? {} : { changedBy }),
  };
};

/** The stamp as stored: {uid, email, at}. */
const stampFields = (changedBy: ChangeStamp | null | undefined): Record<string, unknown> =>
  changedBy === undefined || changedBy === null
    ? {}
    : { changedBy: { uid: changedBy.uid, email: changedBy.email, at: new Date(changedBy.at.getTime()) } };

/** {bloques, updatedAt, changedBy when given}: the brand id is the path, not a field. */
export const blueprintToDocument = (blueprint: Blueprint): Record<string, unknown> => ({
  ...toStoredFields({ bloques: blueprint.bloques, updatedAt: blueprint.updatedAt }),
  ...stampFields(blueprint.changedBy),
});

/**
 * The fields of an update that replaces one block alone (`bloques.<block>`) and updatedAt,
 * and the person who asked for it (changedBy) when given.
 */
export const blueprintBlockToFields = <K extends BlueprintBlockName>(
  blockName: K,
  block: BlueprintBlocks[K],
  updatedAt: Date,
  changedBy?: ChangeStamp,
): Record<string, unknown> => ({ [`bloques.${blockName}`]: toStored(block), updatedAt, ...stampFields(changedBy) });
