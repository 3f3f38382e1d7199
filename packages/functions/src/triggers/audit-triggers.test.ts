import { createMemoryAdapters, memoryPortBindings } from '@estudio/adapters';
import { AuditUseCases } from '@estudio/domain/audit';
import { describe, expect, it } from 'vitest';
import { createAuditContainer } from '../container/functions-container.js';
import { AUDITED_DOCUMENTS, auditedWriteOf, auditHandler, type SnapshotLike } from './audit-triggers.js';

const AT = '2026-11-21T12:00:00.000Z';
const snapshot = (data: Record<string, unknown> | null): SnapshotLike => ({
  exists: data !== null,
  data: () => data ?? undefined,
});
/** A Timestamp as firebase-admin hands it out: anything with toDate(). */
const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

describe('auditedWriteOf', () => {
  it('reads the path, both sides with timestamps as dates, the time and the auth context of the event', () => {
    const write = auditedWriteOf({
      document: 'brands/b1',
      time: AT,
      authType: 'app_user',
      authId: 'uid-ana',
      data: {
        before: snapshot({ status: 'active', createdAt: timestamp('2026-01-01T00:00:00.000Z') }),
        after: snapshot(null),
      },
    });
    expect(write).toEqual({
      path: 'brands/b1',
      before: { status: 'active', createdAt: new Date('2026-01-01T00:00:00.000Z') },
      after: null,
      at: new Date(AT),
      authType: 'app_user',
      authId: 'uid-ana',
    });
  });

  it('takes a missing context as unknown, no data as no document, and a bad time as now', () => {
    const now = new Date('2027-01-01T00:00:00.000Z');
    expect(auditedWriteOf({ document: 'roles/r1', time: 'ayer' }, () => now)).toEqual({
      path: 'roles/r1',
      before: null,
      after: null,
      at: now,
      authType: null,
      authId: null,
    });
  });
});

describe('the audit trigger handler', () => {
  const handlerOver = () => {
    const adapters = createMemoryAdapters(new Date(AT));
    const container = createAuditContainer(memoryPortBindings(adapters));
    return {
      adapters,
      handle: auditHandler(
        () => container.get(AuditUseCases),
        () => adapters.logger,
      ),
    };
  };

  it('appends one entry per audited write', async () => {
    const { adapters, handle } = handlerOver();
    await handle({
      document: 'roles/r1',
      time: AT,
      authType: 'unknown',
      data: { before: snapshot({ permissions: ['metricas'] }), after: snapshot({ permissions: [] }) },
    });
    expect(adapters.audit.all()).toEqual([
      expect.objectContaining({
        path: 'roles/r1',
        collection: 'roles',
        operation: 'update',
        authType: 'unknown',
        actorUid: null,
        changes: [{ field: 'permissions', before: ['metricas'], after: [] }],
      }),
    ]);
  });

  it('logs a failure with the document and reports it to the platform', async () => {
    const { adapters, handle } = handlerOver();
    adapters.audit.failNext('append');
    await expect(
      handle({ document: 'roles/r1', time: AT, data: { before: snapshot(null), after: snapshot({ name: 'x' }) } }),
    ).rejects.toThrow();
    expect(adapters.logger.entries).toEqual([
      expect.objectContaining({ level: 'error', details: expect.objectContaining({ document: 'roles/r1' }) }),
    ]);
    expect(adapters.audit.all()).toEqual([]);
  });

  it('covers the eight audited documents', () => {
    expect(Object.values(AUDITED_DOCUMENTS)).toEqual([
      'brands/{brandId}',
      'brands/{brandId}/requirements/{requirementId}',
      'brands/{brandId}/blueprints/{blueprintId}',
      'brands/{brandId}/comments/{commentId}',
      'brands/{brandId}/commentReads/{uid}',
      'users/{uid}',
      'roles/{roleId}',
      'config/permissions',
    ]);
  });
});
