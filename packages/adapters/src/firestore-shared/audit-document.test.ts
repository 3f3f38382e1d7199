import { describe, expect, it } from 'vitest';
import { anAuditEntry } from '../contracts/audit-log.contract.js';
import { auditEntryFromDocument, auditEntryToDocument } from './audit-document.js';

const timestamp = (date: Date) => ({ toDate: () => new Date(date.getTime()) });

describe('the audit document', () => {
  it('round-trips an entry, dates inside the changes too', () => {
    const entry = anAuditEntry({
      changes: [
        { field: 'createdAt', after: new Date('2026-01-01T00:00:00.000Z') },
        { field: 'bloques', changed: true },
        { field: 'kpis', before: ['a'] },
      ],
    });
    expect(auditEntryFromDocument('a1', auditEntryToDocument(entry))).toEqual({ ...entry, id: 'a1' });
  });

  it('reads timestamps as dates and reads what it cannot place as unknown, never failing', () => {
    const at = new Date('2026-11-21T12:00:00.000Z');
    expect(
      auditEntryFromDocument('a2', {
        at: timestamp(at),
        collection: 'otra',
        operation: 'rename',
        changes: [{ field: 'x', after: timestamp(at) }, { nofield: true }, 'raro', null],
      }),
    ).toEqual({
      id: 'a2',
      at,
      actorUid: null,
      actorEmail: null,
      authType: 'unknown',
      path: '',
      collection: 'config',
      brandId: null,
      documentId: '',
      operation: 'update',
      changes: [{ field: 'x', after: at }],
    });
    expect(auditEntryFromDocument('a3', {}).changes).toEqual([]);
  });
});
