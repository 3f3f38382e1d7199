import { resolvePermissions } from '@estudio/domain/accounts';
import { Messages } from '@estudio/domain/shared';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, dir, file, fresh, json, repos, type ImportOutput } from './cli-emulator.test-kit.js';

// The role commands, their import and export (cli-emulator.test-kit.ts).

describe('roles', () => {
  beforeAll(fresh);

  it('refuses unknown codes with the list of valid ones', async () => {
    const result = await cli('roles', 'create', 'Revisor', '--permissions', 'ver_requerimientos,volar');
    expect(result.code).toBe(1);
    expect(result.err).toContain(Messages.rolesAndUsers.addRole);
    expect(result.err).toContain('volar');
    expect(result.err).toContain('acceso_total');
  });

  it('creates, shows, updates, lists and deletes', async () => {
    expect(
      (await cli('roles', 'create', 'Revisor', '--permissions', 'ver_requerimientos,leer_requerimientos')).code,
    ).toBe(0);
    const taken = await cli('roles', 'create', 'revisor');
    expect(taken.code).toBe(1);
    expect(taken.err).toContain(Messages.rolesAndUsers.roleNameTaken);
    const shown = await json<{ permissions: string[]; keys: string[] }>('roles', 'show', 'Revisor');
    expect(shown.keys).toEqual([...resolvePermissions(null, shown.permissions).keys]);
    expect((await cli('roles', 'update', 'Revisor', '--permissions', 'ver_requerimientos')).code).toBe(0);
    const listed = await json<{ name: string; permissions: string[]; users: number }[]>('roles', 'list');
    expect(listed.find((role) => role.name === 'Revisor')?.permissions).toEqual(['ver_requerimientos']);
    expect((await cli('roles', 'delete', 'Revisor')).code).toBe(2);
    const held = await cli('roles', 'delete', 'Diseñador', '--yes');
    expect(held.code).toBe(1);
    expect(held.err).toContain(Messages.rolesAndUsers.roleInUse);
    expect((await repos.roles.get('disenador'))?.name).toBe('Diseñador');
    expect((await cli('roles', 'delete', 'Revisor', '--yes')).code).toBe(0);
    expect((await repos.roles.list()).some((role) => role.name === 'Revisor')).toBe(false);
  });

  it('imports by name, reports bad rows by line, and is idempotent', async () => {
    const csv =
      'name,permissions\nAuditor,ver_requerimientos;leer_requerimientos\nEstratega,estrategia\nMalo,volar\n,metricas\n';
    const bad = await cli('roles', 'import', file('roles.csv', csv));
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^4 +códigos de permiso desconocidos: volar\. Válidos: acceso_total/m);
    expect(bad.err).toMatch(/^5 +falta el nombre del rol/m);
    const applied = await json<ImportOutput>('roles', 'import', file('roles.csv', csv), '--skip-invalid');
    expect(applied.summary).toEqual({ created: 1, updated: 1, unchanged: 0, failed: 0 });
    expect((await repos.roles.get('estratega'))?.permissions).toEqual(['estrategia']);
    const again = await json<ImportOutput>('roles', 'import', file('roles.csv', csv), '--skip-invalid');
    expect(again.summary).toEqual({ created: 0, updated: 0, unchanged: 2, failed: 0 });
    const exported = join(dir, 'roles.json');
    expect((await cli('roles', 'export', '--format', 'json', '--output', exported)).code).toBe(0);
    expect((await json<ImportOutput>('roles', 'import', exported)).summary.unchanged).toBe(
      (await repos.roles.list()).length,
    );
  });
});
