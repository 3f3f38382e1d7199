import type { Blueprint, BlueprintBlockName, BlueprintBlocks } from '@estudio/domain';
import { fromStored, toDate, toStored, toStoredFields, type DocumentFields } from './stored-values.js';

/**
 * brands/{brandId}/blueprints/{brandId} as a Blueprint. A document without bloques is no
 * guide at all: it reads as absent, so the screen generates one as it does for a new brand.
 */
export const blueprintFromDocument = (brandId: string, data: DocumentFields): Blueprint | null => {
  const bloques = data['bloques'];
  if (typeof bloques !== 'object' || bloques === null || Array.isArray(bloques)) return null;
  return {
    brandId,
    bloques: fromStored(bloques) as BlueprintBlocks,
    updatedAt: toDate(data['updatedAt']),
  };
};

/** {bloques, updatedAt}: the brand id is the path, not a field. */
export const blueprintToDocument = (blueprint: Blueprint): Record<string, unknown> =>
  toStoredFields({ bloques: blueprint.bloques, updatedAt: blueprint.updatedAt });

/** The fields of an update that replaces one block alone (`bloques.<block>`) and updatedAt. */
export const blueprintBlockToFields = <K extends BlueprintBlockName>(
  blockName: K,
  block: BlueprintBlocks[K],
  updatedAt: Date,
): Record<string, unknown> => ({ [`bloques.${blockName}`]: toStored(block), updatedAt });
