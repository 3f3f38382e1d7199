import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { cliOver } from '../cli/twin-session.test-kit.js';

/*
 * An import over the in-memory twins holding the demo dataset: the session's bulk store is
 * the twin memoryPortBindings binds (InMemoryBulkStore), which writes users/{uid} through the
 * same ports as the account endpoints. (The Firebase one: src/emulator/users-import.emulator.test.ts.)
 */

const NOW = new Date('2026-11-21T12:00:00.000Z');
let adapters: MemoryAdapters;
let cli: ReturnType<typeof cliOver>;

beforeEach(() => {
  adapters = createDemoMemoryAdapters(NOW);
  cli = cliOver(adapters);
});

const dir = mkdtempSync(join(tmpdir(), 'estudio-cli-twins-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

interface ImportOutput {
  summary: { created: number; updated: number; unchanged: number; failed: number };
  extra?: Record<string, number>;
  rows: { key: string; action: string; ok?: boolean; reason?: string; passwordResetLink?: string }[];
}

describe('users import over the twins', () => {
  it('creates accounts with their links and grants, renames, and never demotes the last superadministrator', async () => {
    const admin = await adapters.users.findByEmail('admin@estudio.test');
    const csv = [
      'email,firstName,lastName,role,brands',
      'nueva@estudio.test,Nueva,Persona,Diseñador,Textiles Quetzal',
      'disenador@estudio.test,Lucía,Fernández,Diseñador,',
      'admin@estudio.test,,,Diseñador,',
      '',
    ].join('\n');

    const result = await cli('--json', 'users', 'import', file('equipo.csv', csv));

    expect(result.code).toBe(1);
    const report = JSON.parse(result.out) as ImportOutput;
    expect(report.summary).toEqual({ created: 1, updated: 1, unchanged: 0, failed: 1 });
    expect(report.extra?.['accesos añadidos']).toBe(1);
    const byKey = new Map(report.rows.map((row) => [row.key, row]));
    expect(byKey.get('admin@estudio.test')).toMatchObject({
      ok: false,
      reason: Messages.endpoints.lastAdministrator,
    });
    expect(byKey.get('nueva@estudio.test')?.passwordResetLink).toBeTruthy();
    const nueva = await adapters.users.findByEmail('nueva@estudio.test');
    expect(nueva).toMatchObject({ firstName: 'Nueva', role: 'disenador', status: 'active', createdAt: NOW });
    expect(await adapters.accountAdmin.roleClaims(nueva!.uid)).toEqual({ role: 'disenador', roleLabel: 'Diseñador' });
    expect((await adapters.users.findByEmail('disenador@estudio.test'))?.lastName).toBe('Fernández');
    expect(await adapters.users.get(admin!.uid)).toMatchObject({ role: admin!.role, status: 'active' });
    const quetzal = (await adapters.brands.list()).find((brand) => brand.brandName === 'Textiles Quetzal');
    expect(quetzal?.allowedUsers).toContain('nueva@estudio.test');
  });
});
