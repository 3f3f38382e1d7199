import {
  CLAIM_TTL_MS,
  type ScheduledPostRecord,
  type SchedulingLedger,
  type SendClaim,
} from '@estudio/domain/scheduling';
import { changeStamp } from '@estudio/domain/shared';
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { scheduledPostFromDocument, scheduledPostToDocument } from '../firestore-shared/scheduled-post-document.js';
import { missingDocument, toDate } from '../firestore-shared/stored-values.js';
import { runTransaction } from './firestore-admin-transaction.js';

/** The claim a send in progress holds on the requirement: {digest, at}. */
const claimOf = (data: DocumentData | undefined): { digest: string; at: Date } | null => {
  const claim: unknown = data?.['schedulingClaim'];
  if (typeof claim !== 'object' || claim === null) return null;
  const digest = (claim as Record<string, unknown>)['digest'];
  const at = toDate((claim as Record<string, unknown>)['at']);
  return typeof digest === 'string' && at !== null ? { digest, at } : null;
};

/**
 * The scheduler function's record of what it sent, on the requirement document itself
 * (brands/{brandId}/requirements/{requirementId}): `scheduledPost` and the short-lived
 * `schedulingClaim` {digest, at}. Each step is one transaction, so two calls with the same
 * content never both claim it: one sends, the other is told it is in flight (or already
 * sent). The rules refuse both fields to browsers. Neither touches updatedAt: sending is
 * not an edit of the requirement. The record is stamped with who sent it (changedBy: the
 * record's `by` at its `sentAt`), so the audit entry of that write names the person
 * (docs/product.md, "Audit log").
 */
export class FirestoreAdminSchedulingLedger implements SchedulingLedger {
  constructor(
    private readonly db: Firestore,
    private readonly claimTtlMs: number = CLAIM_TTL_MS,
  ) {}

  claim(brandId: string, requirementId: string, digest: string, now: Date): Promise<SendClaim> {
    const path = FIRESTORE_PATHS.requirement(brandId, requirementId);
    const ref = this.db.doc(path);
    return runTransaction(this.db, async (transaction): Promise<SendClaim> => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) throw missingDocument(path);
      const data = snapshot.data();
      const sent = scheduledPostFromDocument(data?.['scheduledPost']);
      if (sent !== null && sent.digest === digest) return { kind: 'already-sent', sent };
      const claim = claimOf(data);
      if (claim !== null && claim.digest === digest && now.getTime() - claim.at.getTime() < this.claimTtlMs) {
        return { kind: 'in-flight' };
      }
      transaction.update(ref, { schedulingClaim: { digest, at: new Date(now.getTime()) } });
      return { kind: 'claimed' };
    });
  }

  async record(brandId: string, requirementId: string, sent: ScheduledPostRecord): Promise<void> {
    const path = FIRESTORE_PATHS.requirement(brandId, requirementId);
    const ref = this.db.doc(path);
    await runTransaction(this.db, async (transaction) => {
      if (!(await transaction.get(ref)).exists) throw missingDocument(path);
      const { uid, email, at } = changeStamp(sent.by, sent.sentAt);
      transaction.update(ref, {
        scheduledPost: scheduledPostToDocument(sent),
        schedulingClaim: FieldValue.delete(),
        changedBy: { uid, email, at: new Date(at.getTime()) },
      });
    });
  }

  async release(brandId: string, requirementId: string, digest: string): Promise<void> {
    const ref = this.db.doc(FIRESTORE_PATHS.requirement(brandId, requirementId));
    await runTransaction(this.db, async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (snapshot.exists && claimOf(snapshot.data())?.digest === digest) {
        transaction.update(ref, { schedulingClaim: FieldValue.delete() });
      }
    });
  }
}
