import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { REQUIREMENTS_COLLECTION, brandIdOfRequirementPath } from '../firestore-shared/firestore-paths.js';
import { REQUIREMENT_BRAND_FIELD } from '../firestore-shared/requirement-groups.js';

/** What a backfill did: the requirements it read, and those whose brandId it wrote. */
export interface BrandIdBackfill {
  readonly scanned: number;
  readonly written: number;
}

/** Requirements read per page: only their brandId field is downloaded. */
const PAGE = 500;

/**
 * Gives every requirement under brands/{id} the brandId its path names, the field the active
 * list reads several brands by (docs/product.md, "Requirements"): requirements created before
 * the field existed lack it, and one naming another brand is corrected. Idempotent: a second
 * run writes nothing. Only that field is written (no updatedAt: nothing of the requirement
 * changed), in a BulkWriter; the audit triggers still see each write.
 */
export const backfillRequirementBrandIds = async (firestore: Firestore): Promise<BrandIdBackfill> => {
  const writer = firestore.bulkWriter();
  let scanned = 0;
  let written = 0;
  let last: QueryDocumentSnapshot | null = null;
  try {
    for (;;) {
      const ordered = firestore
        .collectionGroup(REQUIREMENTS_COLLECTION)
        .orderBy(FieldPath.documentId())
        .select(REQUIREMENT_BRAND_FIELD);
      const page = await (last === null ? ordered : ordered.startAfter(last)).limit(PAGE).get();
      for (const snapshot of page.docs) {
        const brandId = brandIdOfRequirementPath(snapshot.ref.path);
        if (brandId === null) continue;
        scanned += 1;
        if (snapshot.get(REQUIREMENT_BRAND_FIELD) === brandId) continue;
        written += 1;
        void writer.update(snapshot.ref, { [REQUIREMENT_BRAND_FIELD]: brandId });
      }
      if (page.docs.length < PAGE) break;
      last = page.docs[page.docs.length - 1] ?? null;
    }
  } finally {
    await writer.close();
  }
  return { scanned, written };
};
