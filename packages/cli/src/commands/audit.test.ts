import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { type NewAuditEntry } from '@estudio/domain/audit';
import { Messages } from '@estudio/domain/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { cliOver } from '../cli/twin-session.test-kit.js';
import { describeChange, parseSince } from './audit.js';

/* `estudio audit` over the twins holding the demo dataset and a few audit entries. */

const NOW = new Date('2026-11-21T12:00:00.000Z');
const minute = (n: number): Date => new Date(NOW.getTime() + n * 60_000);
const anAuditEntry = (overrides: Partial<NewAuditEntry>): NewAuditEntry => ({
  at: NOW,
  actorUid: 'demo-admin',
  actorEmail: 'admin@estudio.test',
  authType: 'app_user',
  path: 'brands/b1',
  collection: 'brands',
  brandId: 'b1',
  documentId: 'b1',
  operation: 'update',
  changes: [{ field: 'status', before: 'active', after: 'disabled' }],
  ...overrides,
});
let adapters: MemoryAdapters;
let cli: ReturnType<typeof cliOver>;

interface JsonEntry {
  readonly documentId: string;
  readonly at: string;
  readonly actorEmail: string | null;
}

beforeEach(async () => {
  adapters = createDemoMemoryAdapters(NOW);
  cli = cliOver(adapters);
  const quetzal = {
    path: 'brands/demo-textiles-quetzal',
    brandId: 'demo-textiles-quetzal',
    collection: 'brands' as const,
  };
  await adapters.audit.append(
    anAuditEntry({ ...quetzal, at: minute(1), documentId: 'uno', actorEmail: 'admin@estudio.test' }),
  );
  await adapters.audit.append(
    anAuditEntry({
      path: 'brands/demo-cafe-cumbre-andina/requirements/r7',
      collection: 'requirements',
      brandId: 'demo-cafe-cumbre-andina',
      documentId: 'dos',
      at: minute(2),
      actorUid: 'demo-disenador',
      actorEmail: 'disenador@estudio.test',
      changes: [
        { field: 'status', before: 'Pendiente', after: 'En diseño' },
        { field: 'caption', changed: true },
      ],
    }),
  );
  await adapters.audit.append(
    anAuditEntry({
      path: 'roles/r1',
      collection: 'roles',
      brandId: null,
      documentId: 'tres',
      at: minute(3),
      actorUid: null,
      actorEmail: null,
      authType: 'unknown',
      operation: 'create',
      changes: [
        { field: 'name', after: 'Revisor\u001b[31m' },
        { field: 'permissions', after: ['metricas\u202e', 'estrategia'] },
      ],
    }),
  );
});

const documentIds = async (...argv: string[]): Promise<string[]> => {
  const result = await cli('--json', 'audit', ...argv);
  expect(result.code, result.err).toBe(0);
  return (JSON.parse(result.out) as JsonEntry[]).map((entry) => entry.documentId);
};

describe('estudio audit', () => {
  it('prints the newest first as a table, control characters dropped, the unknown writer said plainly', async () => {
    const result = await cli('audit');
    expect(result.code).toBe(0);
    const lines = result.out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Fecha\s+Autor\s+Operación\s+Documento\s+Cambios$/);
    expect(lines).toHaveLength(5);
    expect(lines[2]).toContain('(desconocido)');
    expect(lines[2]).toContain('crear');
    // Texts are shown quoted (their escapes spelled out); lists as they are, controls dropped.
    expect(lines[2]).toContain('name: ∅ → "Revisor\\u001b[31m"; permissions: ∅ → [metricas, estrategia]');
    expect(result.out).not.toContain('\u202e');
    expect(result.out).not.toContain('\u001b');
    expect(lines[3]).toContain('disenador@estudio.test');
    expect(lines[3]).toContain('status: "Pendiente" → "En diseño"; caption (cambiado)');
    expect(lines[4]).toContain('2026-11-21T12:01:00.000Z');
  });

  it('prints JSON for scripts', async () => {
    const result = await cli('--json', 'audit');
    const entries = JSON.parse(result.out) as JsonEntry[];
    expect(entries.map((entry) => entry.documentId)).toEqual(['tres', 'dos', 'uno']);
    expect(entries[2]).toMatchObject({ at: '2026-11-21T12:01:00.000Z', actorEmail: 'admin@estudio.test' });
  });

  it('filters by brand (id or name), by user (e-mail or uid) and since a date, together', async () => {
    expect(await documentIds('--brand', 'textiles quetzal')).toEqual(['uno']);
    expect(await documentIds('--brand', 'demo-cafe-cumbre-andina')).toEqual(['dos']);
    expect(await documentIds('--user', 'DISENADOR@estudio.test')).toEqual(['dos']);
    expect(await documentIds('--user', 'demo-disenador')).toEqual(['dos']);
    expect(await documentIds('--since', '2026-11-21T12:02:00Z')).toEqual(['tres', 'dos']);
    expect(await documentIds('--since', '2026-11-22')).toEqual([]);
    expect(await documentIds('--brand', 'Café Cumbre Andina', '--user', 'admin@estudio.test')).toEqual([]);
    expect(await documentIds('--limit', '1')).toEqual(['tres']);
  });

  it('refuses a bad date or limit as bad usage, before opening a session', async () => {
    for (const argv of [
      ['--since', 'ayer'],
      ['--since', '2026-13-45'],
      ['--limit', '0'],
      ['--limit', 'muchos'],
    ]) {
      const result = await cli('audit', ...argv);
      expect(result.code).toBe(2);
      expect(result.err).toMatch(/--since|--limit/);
    }
  });

  it('is read only by holders of ADMIN_USERS', async () => {
    const refused = await cli('--as', 'disenador@estudio.test', 'audit');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(Messages.access.forbidden);
    expect((await cli('--as', 'admin@estudio.test', 'audit')).code).toBe(0);
  });
});

describe('describeChange and parseSince', () => {
  it('show dates, lists and absent values', () => {
    expect(describeChange({ field: 'at', before: new Date('2026-01-01T00:00:00Z'), after: null })).toBe(
      'at: 2026-01-01T00:00:00.000Z → null',
    );
    expect(describeChange({ field: 'kpis', before: ['a', 'b'] })).toBe('kpis: [a, b] → ∅');
    expect(describeChange({ field: 'n', before: 1, after: true })).toBe('n: 1 → true');
  });

  it('read a date as UTC midnight, and a date and time with its zone', () => {
    expect(parseSince('2026-11-01').toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(parseSince('2026-11-01T08:00:00-05:00').toISOString()).toBe('2026-11-01T13:00:00.000Z');
  });
});
