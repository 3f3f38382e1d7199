import type { AuditEntry, NewAuditEntry } from '../audit/audit-entry.js';
import { token } from '../shared/token.js';

/** Which entries to read; every given filter applies. */
export interface AuditQuery {
  /** Entries of documents of this brand (the brand, its requirements and blueprint). */
  readonly brandId?: string;
  /** Entries written by this user. */
  readonly actorUid?: string;
  /** Entries written by this e-mail (stored normalised: trimmed, lower case). */
  readonly actorEmail?: string;
  /** Entries at or after this time. */
  readonly since?: Date;
  /** At most this many entries (the newest). */
  readonly limit: number;
}

/**
 * The append-only audit log (the `audit` collection). Only the server appends (the
 * Firestore triggers); nothing updates or deletes an entry.
 */
export interface AuditLog {
  /** Stores the entry under a new id and returns it as stored. */
  append(entry: NewAuditEntry): Promise<AuditEntry>;
  /** The matching entries, newest first, at most query.limit. */
  list(query: AuditQuery): Promise<AuditEntry[]>;
}
export const AuditLog = token<AuditLog>('AuditLog');
