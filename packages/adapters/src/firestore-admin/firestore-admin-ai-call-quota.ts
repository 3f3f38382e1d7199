import {
  DEFAULT_AI_CALLS_PER_MINUTE,
  takeQuotaUnit,
  type AiCallQuota,
  type QuotaDecision,
  type QuotaWindow,
} from '@estudio/domain/content';
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { runTransaction } from './firestore-admin-transaction.js';

const windowOf = (data: DocumentData | undefined): QuotaWindow | null => {
  const start: unknown = data?.['windowStart'];
  const count: unknown = data?.['count'];
  return start instanceof Timestamp && typeof count === 'number' ? { windowStart: start.toDate(), count } : null;
};

/**
 * aiQuota/{uid} = {windowStart, count} through firebase-admin: each call reads and moves the
 * window in one transaction, so two concurrent calls of one user never both take the last
 * unit. The rules give browsers no access to the collection.
 */
export class FirestoreAdminAiCallQuota implements AiCallQuota {
  constructor(
    private readonly db: Firestore,
    private readonly limit: number = DEFAULT_AI_CALLS_PER_MINUTE,
  ) {}

  take(uid: string, now: Date): Promise<QuotaDecision> {
    const ref = this.db.doc(FIRESTORE_PATHS.aiQuota(uid));
    return runTransaction(this.db, async (transaction) => {
      const taken = takeQuotaUnit(windowOf((await transaction.get(ref)).data()), now, this.limit);
      if (taken.decision.allowed) {
        transaction.set(ref, { windowStart: Timestamp.fromDate(taken.window.windowStart), count: taken.window.count });
      }
      return taken.decision;
    });
  }
}
