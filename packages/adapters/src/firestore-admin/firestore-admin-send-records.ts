import type { NewSendRecord, SendHistory, SendRecord, SendRecorder } from '@estudio/domain/scheduling';
import type { Firestore } from 'firebase-admin/firestore';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { sendRecordFromDocument, sendRecordToDocument } from '../firestore-shared/send-record-document.js';

/**
 * brands/{brandId}/sends through firebase-admin: the scheduler function appends one document per
 * send under a new id (create(): never an overwrite); read newest first, a brand's list or one
 * requirement's newest (requirementId ==, at desc: an index of firestore.indexes.json).
 */
export class FirestoreAdminSendRecords implements SendRecorder, SendHistory {
  constructor(private readonly db: Firestore) {}

  async record(entry: NewSendRecord): Promise<SendRecord> {
    const ref = this.db.collection(FIRESTORE_PATHS.sends(entry.brandId)).doc();
    const stored = sendRecordToDocument(entry);
    await ref.create(stored);
    return sendRecordFromDocument(ref.id, stored);
  }

  async list(brandId: string, limit: number): Promise<readonly SendRecord[]> {
    if (limit <= 0) return [];
    const snapshot = await this.db.collection(FIRESTORE_PATHS.sends(brandId)).orderBy('at', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => sendRecordFromDocument(doc.id, doc.data()));
  }

  async latest(brandId: string, requirementId: string): Promise<SendRecord | null> {
    const snapshot = await this.db
      .collection(FIRESTORE_PATHS.sends(brandId))
      .where('requirementId', '==', requirementId)
      .orderBy('at', 'desc')
      .limit(1)
      .get();
    const [doc] = snapshot.docs;
    return doc === undefined ? null : sendRecordFromDocument(doc.id, doc.data());
  }
}
