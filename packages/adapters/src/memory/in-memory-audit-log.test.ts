import { describe, expect, it } from 'vitest';
import { anAuditEntry, describeAuditLogContract } from '../contracts/audit-log.contract.js';
import { InMemoryAuditLog, SequentialIdGenerator } from '@estudio/domain/testing';

describeAuditLogContract('InMemoryAuditLog', async () => ({ log: new InMemoryAuditLog() }));

describe('InMemoryAuditLog', () => {
  it('draws ids from the injected generator and serves seeded entries', async () => {
    const seeded = { ...anAuditEntry(), id: 'semilla' };
    const log = new InMemoryAuditLog([seeded], new SequentialIdGenerator('a-', 5));
    expect((await log.append(anAuditEntry())).id).toBe('a-5');
    expect(log.all().map((entry) => entry.id)).toEqual(['semilla', 'a-5']);
  });

  it('keeps the newest appended first among entries of the same time', async () => {
    const log = new InMemoryAuditLog();
    await log.append(anAuditEntry({ documentId: 'primero' }));
    await log.append(anAuditEntry({ documentId: 'segundo' }));
    expect((await log.list({ limit: 5 })).map((entry) => entry.documentId)).toEqual(['segundo', 'primero']);
  });

  it('stores nothing when append is armed to fail, and hands out copies', async () => {
    const log = new InMemoryAuditLog();
    log.failNext('append');
    await expect(log.append(anAuditEntry())).rejects.toThrow('simulated failure of append');
    expect(log.all()).toEqual([]);
    const entry = anAuditEntry();
    await log.append(entry);
    (entry.changes as unknown[]).push({ field: 'otro', changed: true });
    const [read] = await log.list({ limit: 1 });
    (read?.changes as unknown[]).push({ field: 'otro', changed: true });
    expect((await log.list({ limit: 1 }))[0]?.changes).toHaveLength(1);
    log.failNext('list');
    await expect(log.list({ limit: 1 })).rejects.toThrow();
  });
});
