import { type Requirement } from '@estudio/domain/requirements';
import { brandIdOfRequirementPath } from './firestore-paths.js';
import { requirementFromDocument } from './requirement-document.js';
import type { DocumentFields } from './stored-values.js';

/** The stored field a collection-group read of several brands' requirements filters on. */
export const REQUIREMENT_BRAND_FIELD = 'brandId';

/** What both SDKs' query snapshots give a collection-group row. */
export interface GroupRowSnapshot {
  readonly id: string;
  readonly ref: { readonly path: string };
  data(): DocumentFields;
}

/** The most values one `in` filter of Firestore takes. */
const IN_VALUES = 30;

/** The brands in reads of at most IN_VALUES brands, in order. */
export const brandChunks = (brandIds: readonly string[]): string[][] => {
  const chunks: string[][] = [];
  for (let start = 0; start < brandIds.length; start += IN_VALUES) {
    chunks.push(brandIds.slice(start, start + IN_VALUES));
  }
  return chunks;
};

/** The rows of a collection-group read, each under the brand of its path (none outside brands/{id}). */
export const pathRows = (snapshots: readonly GroupRowSnapshot[]): Requirement[] =>
  snapshots.flatMap((snapshot) => {
    const brandId = brandIdOfRequirementPath(snapshot.ref.path);
    return brandId === null ? [] : [requirementFromDocument(brandId, snapshot.id, snapshot.data())];
  });

/**
 * The rows of a collection-group read on brandId, each under the brand of its path: a row
 * whose path is no brand of the read, or whose stored brandId is not its path's brand (a
 * document written wrongly), is left out, never shown under another brand;
 * `estudio requirements backfill-brand-ids` rewrites the field from the path.
 */
export const groupRows = (snapshots: readonly GroupRowSnapshot[], brandIds: readonly string[]): Requirement[] =>
  snapshots.flatMap((snapshot) => {
    const brandId = brandIdOfRequirementPath(snapshot.ref.path);
    const data = snapshot.data();
    return brandId !== null && brandIds.includes(brandId) && data[REQUIREMENT_BRAND_FIELD] === brandId
      ? [requirementFromDocument(brandId, snapshot.id, data)]
      : [];
  });
