// The audit log's writers (docs/product.md, "Audit log"): one Firestore trigger with auth
// context per audited document, each handing the write to AuditUseCases.record, which
// appends one entry to `audit` (or none, for a write that changed nothing worth recording).
import { fromStored } from '@estudio/adapters/node';
import type { AuditedWrite, AuditFields, AuditUseCases } from '@estudio/domain/audit';
import type { Logger } from '@estudio/domain/shared';

/** The documents audited, by the name of the function that audits them (read by the index too). */
export { AUDITED_DOCUMENTS } from './audited-documents.js';

/** What the handler reads of a document snapshot (firebase-functions' DocumentSnapshot). */
export interface SnapshotLike {
  readonly exists: boolean;
  data(): Record<string, unknown> | undefined;
}

/** What the handler reads of a Firestore event with auth context (FirestoreAuthEvent). */
export interface AuditEventLike {
  /** The document's path, relative to the database (brands/b1/requirements/r1). */
  readonly document: string;
  /** When the write happened (RFC 3339). */
  readonly time: string;
  readonly authType?: string;
  readonly authId?: string;
  readonly data?: { readonly before: SnapshotLike; readonly after: SnapshotLike } | undefined;
}

const fieldsOf = (snapshot: SnapshotLike | undefined): AuditFields | null => {
  if (snapshot === undefined || !snapshot.exists) return null;
  return (fromStored(snapshot.data() ?? {}) as AuditFields | null) ?? {};
};

/** The write an event reports, timestamps as Dates; an unreadable event time is the handler's now. */
export const auditedWriteOf = (event: AuditEventLike, now: () => Date = () => new Date()): AuditedWrite => {
  const time = new Date(event.time);
  return {
    path: event.document,
    before: fieldsOf(event.data?.before),
    after: fieldsOf(event.data?.after),
    at: Number.isNaN(time.getTime()) ? now() : time,
    authType: event.authType ?? null,
    authId: event.authId ?? null,
  };
};

/**
 * The body of every audit trigger: record the write; a failure is logged with the document
 * and thrown again, so the platform reports the invocation as failed.
 */
export const auditHandler =
  (audit: () => AuditUseCases, logger: () => Logger) =>
  async (event: AuditEventLike): Promise<void> => {
    try {
      await audit().record(auditedWriteOf(event));
    } catch (error) {
      logger().error('No se pudo registrar la auditoría de un cambio.', { document: event.document, error });
      throw error;
    }
  };
