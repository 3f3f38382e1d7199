import type {
  BrandDrift,
  BrandDriftMarker,
  BrandReviewEntry,
  BrandReviewHistory,
  BrandReviewRecorder,
} from '@estudio/domain/content';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import {
  brandDriftFromDocument,
  brandDriftToDocument,
  brandReviewFromDocument,
  brandReviewToDocument,
} from '../firestore-shared/brand-guard-document.js';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { scheduledPostFromDocument } from '../firestore-shared/scheduled-post-document.js';
import { missingDocument } from '../firestore-shared/stored-values.js';
import { runTransaction } from './firestore-admin-transaction.js';

/**
 * How many requirements one drift transaction marks at most: a transaction writes up to 500
 * documents, so a brand with more is marked in several (each its own requirements, read afresh).
 */
export const DRIFT_BATCH = 400;

/** The drift a requirement gets: the new one, with the changes of an earlier one not yet reviewed first. */
export const mergedDrift = (current: BrandDrift | null, reviewedAt: Date | null, drift: BrandDrift): BrandDrift => {
  const pending = current !== null && (reviewedAt === null || current.at.getTime() > reviewedAt.getTime());
  return {
    changes: [...new Set([...(pending ? current.changes : []), ...drift.changes])],
    at: drift.at,
    by: drift.by,
  };
};

/**
 * The brand guard's server stores through firebase-admin (docs/product.md, "Revisión de
 * marca"):
 * - `record`: one transaction sets `brandReview` on the requirement (update(): a requirement
 *   that does not exist is refused, and nothing is stored) with changedBy {uid, email, at} of the
 *   requester, and creates one brandReviewHistory entry, the same map. updatedAt is not moved:
 *   a score is not an edit of the requirement.
 * - `list`: the history, newest first (at desc, a single-field index).
 * - `mark`: the brand's requirements not yet sent (no `scheduledPost`) get `brandDrift`, merged
 *   with a drift not reviewed since (mergedDrift), stamped changedBy; in transactions of at most
 *   DRIFT_BATCH requirements, each reading its requirements afresh.
 */
export class FirestoreAdminBrandGuard implements BrandReviewRecorder, BrandReviewHistory, BrandDriftMarker {
  constructor(
    private readonly db: Firestore,
    private readonly batchSize: number = DRIFT_BATCH,
  ) {}

  async record(brandId: string, requirementId: string, entry: BrandReviewEntry): Promise<void> {
    const path = FIRESTORE_PATHS.requirement(brandId, requirementId);
    const ref = this.db.doc(path);
    const history = this.db.collection(FIRESTORE_PATHS.brandReviewHistory(brandId, requirementId)).doc();
    const stored = brandReviewToDocument(entry);
    await runTransaction(this.db, async (transaction) => {
      if (!(await transaction.get(ref)).exists) throw missingDocument(path);
      transaction.update(ref, {
        brandReview: stored,
        // Who asked: the audit entry of this server write names the person (docs/product.md, "Audit log").
        changedBy: { uid: entry.by.uid, email: entry.by.email, at: new Date(entry.at.getTime()) },
      });
      transaction.create(history, stored);
    });
  }

  async list(brandId: string, requirementId: string): Promise<readonly BrandReviewEntry[]> {
    const snapshot = await this.db
      .collection(FIRESTORE_PATHS.brandReviewHistory(brandId, requirementId))
      .orderBy('at', 'desc')
      .get();
    return snapshot.docs.flatMap((doc) => brandReviewFromDocument(doc.data()) ?? []);
  }

  async mark(brandId: string, drift: BrandDrift): Promise<number> {
    if (drift.changes.length === 0) return 0;
    const all = await this.db.collection(FIRESTORE_PATHS.requirements(brandId)).select('scheduledPost').get();
    const unsent = all.docs.filter((doc) => scheduledPostFromDocument(doc.get('scheduledPost')) === null);
    let marked = 0;
    for (let start = 0; start < unsent.length; start += this.batchSize) {
      const refs = unsent.slice(start, start + this.batchSize).map((doc) => doc.ref);
      marked += await this.markSome(refs, drift);
    }
    return marked;
  }

  private markSome(refs: readonly DocumentReference[], drift: BrandDrift): Promise<number> {
    const changedBy = { uid: drift.by.uid, email: drift.by.email, at: new Date(drift.at.getTime()) };
    return runTransaction(this.db, async (transaction) => {
      const snapshots = await transaction.getAll(...refs);
      let marked = 0;
      for (const snapshot of snapshots) {
        // Sent (or gone) since the query: not marked.
        if (!snapshot.exists || scheduledPostFromDocument(snapshot.get('scheduledPost')) !== null) continue;
        const merged = mergedDrift(
          brandDriftFromDocument(snapshot.get('brandDrift')),
          brandReviewFromDocument(snapshot.get('brandReview'))?.at ?? null,
          drift,
        );
        transaction.update(snapshot.ref, { brandDrift: brandDriftToDocument(merged), changedBy });
        marked += 1;
      }
      return marked;
    });
  }
}
