export { AuditLog } from '../ports/audit-log.js';
export type { AuditQuery } from '../ports/audit-log.js';
export { AuditUseCases, AUDIT_MAX_LIMIT } from '../use-cases/audit.js';
export type { AuditFilter } from '../use-cases/audit.js';
export type { AuditFields, AuditValue, AuditChange, AuditOperation } from './audit-changes.js';
export { AUDIT_COLLECTIONS, AUDIT_STAMP_FIELD } from './audit-entry.js';
export type { AuditCollection, NewAuditEntry, AuditEntry, AuditedWrite, AuditStamp } from './audit-entry.js';
