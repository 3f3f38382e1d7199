import { Messages } from '@estudio/domain/shared';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, dir, file, fresh, json, repos, type ImportOutput } from './cli-emulator.test-kit.js';

// The brand commands, their grants, import and export (cli-emulator.test-kit.ts).

describe('brands', () => {
  beforeAll(fresh);

  it('lists, shows, disables and enables', async () => {
    const listed = await json<{ brandName: string; ownerEmail: string }[]>('brands', 'list');
    expect(listed.map((brand) => brand.brandName)).toContain('Textiles Quetzal');
    expect((await json<{ ownerEmail: string }>('brands', 'show', 'textiles quetzal')).ownerEmail).toBe(
      'marcas@estudio.test',
    );
    expect((await json<{ changed: boolean }>('brands', 'disable', 'Textiles Quetzal')).changed).toBe(true);
    expect((await json<{ changed: boolean }>('brands', 'disable', 'Textiles Quetzal')).changed).toBe(false);
    expect((await json<{ status: string }[]>('brands', 'list', '--status', 'disabled')).length).toBeGreaterThan(0);
    expect((await json<{ status: string }>('brands', 'enable', 'Textiles Quetzal')).status).toBe('active');
    const many = await json<{ reference: string; status: string }[]>(
      'brands',
      'disable',
      'Textiles Quetzal',
      'Ruta Verde Ecoturismo',
    );
    expect(many.map((row) => [row.reference, row.status])).toEqual([
      ['Textiles Quetzal', 'disabled'],
      ['Ruta Verde Ecoturismo', 'disabled'],
    ]);
    expect((await cli('brands', 'enable', 'Textiles Quetzal', 'Ruta Verde Ecoturismo')).code).toBe(0);
    const statuses = (await repos.brands.list()).filter((brand) =>
      ['Textiles Quetzal', 'Ruta Verde Ecoturismo'].includes(brand.brandName),
    );
    expect(statuses.map((brand) => brand.status)).toEqual(['active', 'active']);
    expect((await cli('brands', 'show', 'Marca Fantasma')).code).toBe(1);
  });

  it('grants many e-mails at once, only to active users', async () => {
    const refused = await cli(
      'brands',
      'grant',
      'Ruta Verde Ecoturismo',
      'disenador@estudio.test',
      'inactivo@estudio.test',
      'nadie@estudio.test',
    );
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('rechazado: el usuario no está activo');
    expect(refused.out).toContain('rechazado: no existe ese usuario');
    const before = (await repos.brands.list()).find((b) => b.brandName === 'Ruta Verde Ecoturismo');
    expect(before?.allowedUsers ?? []).not.toContain('disenador@estudio.test');

    const list = file('equipo.txt', 'email\ndisenador@estudio.test\ncontenido@estudio.test\n');
    const granted = await cli(
      'brands',
      'grant',
      'Ruta Verde Ecoturismo',
      'inactivo@estudio.test',
      '--file',
      list,
      '--skip-invalid',
    );
    expect(granted.code).toBe(0);
    const after = (await repos.brands.list()).find((b) => b.brandName === 'Ruta Verde Ecoturismo');
    expect(after?.allowedUsers).toEqual(expect.arrayContaining(['disenador@estudio.test', 'contenido@estudio.test']));
    expect(after?.allowedUsers).not.toContain('inactivo@estudio.test');

    const revoked = await json<{ email: string }[]>(
      'brands',
      'revoke',
      'Ruta Verde Ecoturismo',
      'DISENADOR@estudio.test',
      'nadie@estudio.test',
    );
    expect(revoked).toHaveLength(2);
    const final = (await repos.brands.list()).find((b) => b.brandName === 'Ruta Verde Ecoturismo');
    expect(final?.allowedUsers).not.toContain('disenador@estudio.test');
  });

  it('sets the owner to an active user', async () => {
    const inactive = await cli('brands', 'set-owner', 'Textiles Quetzal', 'inactivo@estudio.test');
    expect(inactive.code).toBe(1);
    expect(inactive.err).toContain(Messages.brandSettings.ownerNotActive);
    expect((await cli('brands', 'set-owner', 'Textiles Quetzal', 'estratega@estudio.test')).code).toBe(0);
    const brand = (await repos.brands.list()).find((b) => b.brandName === 'Textiles Quetzal');
    expect(brand).toMatchObject({ owner: 'demo-estratega', ownerEmail: 'estratega@estudio.test' });
  });

  it('imports by name (bad rows by line, dry-run, idempotent) and round-trips its export', async () => {
    const csv = [
      'brandName,ownerEmail,status,allowedUsers',
      'Marca Nueva,estratega@estudio.test,,disenador@estudio.test;contenido@estudio.test',
      'Textiles Quetzal,,disabled,',
      ',estratega@estudio.test,,',
      'Otra,nadie@estudio.test,pausada,inactivo@estudio.test',
    ].join('\n');
    const bad = await cli('brands', 'import', file('marcas.csv', csv));
    expect(bad.code).toBe(1);
    expect(bad.err).toContain(Messages.brand.nameRequired);
    expect(bad.err).toMatch(/^5 +el dueño 'nadie@estudio\.test' no es un usuario; estado 'pausada' no válido/m);
    const dry = await json<ImportOutput>('brands', 'import', file('marcas.csv', csv), '--dry-run', '--skip-invalid');
    expect(dry.summary).toEqual({ created: 1, updated: 1, unchanged: 0, failed: 0 });
    expect((await repos.brands.list()).some((b) => b.brandName === 'Marca Nueva')).toBe(false);
    const applied = await json<ImportOutput>('brands', 'import', file('marcas.csv', csv), '--skip-invalid');
    expect(applied.summary).toEqual({ created: 1, updated: 1, unchanged: 0, failed: 0 });
    const created = (await repos.brands.list()).find((b) => b.brandName === 'Marca Nueva');
    expect(created).toMatchObject({
      owner: 'demo-estratega',
      allowedUsers: ['disenador@estudio.test', 'contenido@estudio.test'],
    });
    expect(
      (await json<ImportOutput>('brands', 'import', file('marcas.csv', csv), '--skip-invalid')).summary.unchanged,
    ).toBe(2);
    const exported = join(dir, 'marcas-export.csv');
    expect((await cli('brands', 'export', '--output', exported)).code).toBe(0);
    const round = await json<ImportOutput>('brands', 'import', exported, '--dry-run');
    expect(round.summary.created + round.summary.updated).toBe(0);
  });
});
