import type { Firestore, Query } from 'firebase-admin/firestore';
import type { AuditEntry, AuditLog, AuditQuery, NewAuditEntry } from '@estudio/domain/audit';
import { auditEntryFromDocument, auditEntryToDocument } from '../firestore-shared/audit-document.js';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';

/**
 * audit/{id} through firebase-admin: the triggers append, the CLI reads. Queries are
 * equality filters on brandId / actorUid / actorEmail, a range on `at` and `at` descending
 * (the composite indexes are in firestore.indexes.json).
 */
export class FirestoreAdminAuditLog implements AuditLog {
  constructor(private readonly db: Firestore) {}

  async append(entry: NewAuditEntry): Promise<AuditEntry> {
    const ref = this.db.collection(FIRESTORE_PATHS.audit).doc();
    const stored = auditEntryToDocument(entry);
    // create(): an id that somehow exists already is refused, never overwritten.
    await ref.create(stored);
    return auditEntryFromDocument(ref.id, stored);
  }

  async list(query: AuditQuery): Promise<AuditEntry[]> {
    let read: Query = this.db.collection(FIRESTORE_PATHS.audit);
    if (query.brandId !== undefined) read = read.where('brandId', '==', query.brandId);
    if (query.actorUid !== undefined) read = read.where('actorUid', '==', query.actorUid);
    if (query.actorEmail !== undefined) read = read.where('actorEmail', '==', query.actorEmail);
    if (query.since !== undefined) read = read.where('at', '>=', query.since);
    const snapshot = await read.orderBy('at', 'desc').limit(Math.max(1, query.limit)).get();
    return snapshot.docs.slice(0, Math.max(0, query.limit)).map((doc) => auditEntryFromDocument(doc.id, doc.data()));
  }
}
