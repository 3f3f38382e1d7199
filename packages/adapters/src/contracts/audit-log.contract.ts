import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditLog } from '@estudio/domain/audit';
import { anAuditEntry } from '@estudio/domain/testing';

export interface AuditLogSubject {
  readonly log: AuditLog;
  readonly cleanup?: () => Promise<void>;
}

// The sample entry lives with the other fixtures (@estudio/domain/testing); kept here for the suites.
export { anAuditEntry };

const minute = (n: number): Date => new Date(Date.UTC(2026, 10, 21, 12, n));

/** The audit collection: what every AuditLog must do, twin or Firestore. */
export const describeAuditLogContract = (name: string, makeSubject: () => Promise<AuditLogSubject>): void => {
  describe(`AuditLog contract: ${name}`, () => {
    let subject: AuditLogSubject;
    let log: AuditLog;

    beforeEach(async () => {
      subject = await makeSubject();
      log = subject.log;
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('reads nothing from an empty log', async () => {
      expect(await log.list({ limit: 10 })).toEqual([]);
    });

    it('appends under a new id and reads the entry back exactly: dates, lists, nulls and bulky fields', async () => {
      const entry = anAuditEntry({
        actorUid: null,
        actorEmail: null,
        authType: 'unknown',
        operation: 'create',
        changes: [
          { field: 'allowedUsers', after: ['ana@estudio.example', 'luis@estudio.example'] },
          { field: 'bloques', changed: true },
          { field: 'createdAt', after: minute(1) },
          { field: 'idMetrics', after: 42 },
          { field: 'lastLoginAt', after: null },
          { field: 'visible', before: false, after: true },
        ],
      });
      const stored = await log.append(entry);
      expect(stored).toEqual({ ...entry, id: expect.any(String) });
      expect(stored.id).not.toBe('');
      expect(await log.list({ limit: 10 })).toEqual([stored]);
    });

    it('gives every entry its own id, even two identical ones', async () => {
      const first = await log.append(anAuditEntry());
      const second = await log.append(anAuditEntry());
      expect(first.id).not.toBe(second.id);
      expect((await log.list({ limit: 10 })).map((entry) => entry.id).sort()).toEqual([first.id, second.id].sort());
    });

    it('lists the newest first, and at most the limit: the newest ones', async () => {
      for (const n of [3, 1, 4, 2]) await log.append(anAuditEntry({ at: minute(n), documentId: `d${n}` }));
      expect((await log.list({ limit: 10 })).map((entry) => entry.documentId)).toEqual(['d4', 'd3', 'd2', 'd1']);
      expect((await log.list({ limit: 2 })).map((entry) => entry.documentId)).toEqual(['d4', 'd3']);
    });

    it('filters by brand, by the writer’s uid or e-mail, and from a time on (inclusive), all together', async () => {
      await log.append(anAuditEntry({ at: minute(1), documentId: 'old-b1' }));
      await log.append(
        anAuditEntry({ at: minute(2), documentId: 'b1-luis', actorUid: 'uid-luis', actorEmail: 'luis@x.co' }),
      );
      await log.append(
        anAuditEntry({ at: minute(3), path: 'brands/b2', brandId: 'b2', documentId: 'b2-ana', collection: 'brands' }),
      );
      await log.append(
        anAuditEntry({ at: minute(4), path: 'roles/r1', brandId: null, documentId: 'r1', collection: 'roles' }),
      );
      const ids = async (query: Parameters<AuditLog['list']>[0]) =>
        (await log.list(query)).map((entry) => entry.documentId);

      expect(await ids({ brandId: 'b1', limit: 10 })).toEqual(['b1-luis', 'old-b1']);
      expect(await ids({ actorUid: 'uid-ana', limit: 10 })).toEqual(['r1', 'b2-ana', 'old-b1']);
      expect(await ids({ actorEmail: 'luis@x.co', limit: 10 })).toEqual(['b1-luis']);
      expect(await ids({ since: minute(2), limit: 10 })).toEqual(['r1', 'b2-ana', 'b1-luis']);
      expect(await ids({ brandId: 'b1', actorUid: 'uid-ana', limit: 10 })).toEqual(['old-b1']);
      expect(await ids({ brandId: 'b1', since: minute(2), limit: 10 })).toEqual(['b1-luis']);
      expect(await ids({ actorEmail: 'ana@estudio.example', since: minute(2), limit: 1 })).toEqual(['r1']);
      expect(await ids({ brandId: 'nadie', limit: 10 })).toEqual([]);
    });
  });
};
