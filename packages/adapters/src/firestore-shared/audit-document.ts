import { AUDIT_COLLECTIONS } from '@estudio/domain/audit';
import type { AuditChange, AuditCollection, AuditEntry, AuditOperation, NewAuditEntry } from '@estudio/domain/audit';
import { fromStored, toDate, toStored, type DocumentFields } from './stored-values.js';

/*
 * audit/{id}: {at, actorUid, actorEmail, authType, path, collection, brandId, documentId,
 * operation, changes: [{field, before?, after?, changed?}]}. Dates are stored as
 * timestamps, inside the changes too.
 */

const OPERATIONS: readonly AuditOperation[] = ['create', 'update', 'delete'];

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const changeFrom = (value: unknown): AuditChange | null => {
  if (typeof value !== 'object' || value === null) return null;
  const record = fromStored(value) as Record<string, unknown>;
  if (typeof record['field'] !== 'string') return null;
  if (record['changed'] === true) return { field: record['field'], changed: true };
  return {
    field: record['field'],
    ...('before' in record ? { before: record['before'] as AuditChange['before'] } : {}),
    ...('after' in record ? { after: record['after'] as AuditChange['after'] } : {}),
  };
};

export const auditEntryToDocument = (entry: NewAuditEntry): Record<string, unknown> =>
  toStored({
    at: entry.at,
    actorUid: entry.actorUid,
    actorEmail: entry.actorEmail,
    authType: entry.authType,
    path: entry.path,
    collection: entry.collection,
    brandId: entry.brandId,
    documentId: entry.documentId,
    operation: entry.operation,
    changes: entry.changes.map((change) => ({ ...change })),
  }) as Record<string, unknown>;

export const auditEntryFromDocument = (id: string, data: DocumentFields): AuditEntry => {
  const collection = data['collection'];
  const operation = data['operation'];
  return {
    id,
    at: toDate(data['at']) ?? new Date(0),
    actorUid: textOrNull(data['actorUid']),
    actorEmail: textOrNull(data['actorEmail']),
    authType: text(data['authType']) || 'unknown',
    path: text(data['path']),
    collection: AUDIT_COLLECTIONS.includes(collection as AuditCollection) ? (collection as AuditCollection) : 'config',
    brandId: textOrNull(data['brandId']),
    documentId: text(data['documentId']),
    operation: OPERATIONS.includes(operation as AuditOperation) ? (operation as AuditOperation) : 'update',
    changes: Array.isArray(data['changes'])
      ? data['changes'].map(changeFrom).filter((change): change is AuditChange => change !== null)
      : [],
  };
};
