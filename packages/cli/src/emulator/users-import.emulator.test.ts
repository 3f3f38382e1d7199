import { Messages } from '@estudio/domain/shared';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  OLD_SHARED_PASSWORD,
  auth,
  cli,
  dir,
  file,
  followResetLink,
  fresh,
  json,
  repos,
  signIn,
  type ImportOutput,
} from './cli-emulator.test-kit.js';

// `users import` and `users export`, through the bulk store (cli-emulator.test-kit.ts).

describe('users import', () => {
  beforeAll(fresh);

  const csv = [
    'email,firstName,lastName,role,brands',
    'ana.rios@estudio.test,Ana,Ríos,Diseñador,Café Cumbre Andina',
    'no-es-un-correo,Bad,Mail,Diseñador,',
    'luis@estudio.test,Luis,"Pérez, hijo",Astronauta,',
    'ANA.RIOS@estudio.test,Ana,Otra,Diseñador,',
    'marta@estudio.test,Marta,Gómez,Gestor de contenido,Marca Inexistente',
    'inactivo@estudio.test,Diego,Morales,Diseñador,Textiles Quetzal',
    'jorge@estudio.test,Jorge,Luna,estratega,Textiles Quetzal;Café Cumbre Andina',
    'disenador@estudio.test,Lucía,Fernández Gil,Diseñador,Textiles Quetzal',
    '',
  ].join('\r\n');

  it('validates every row first, reports each bad one by line and applies nothing', async () => {
    const before = (await repos.users.list()).length;
    const path = file('equipo.csv', csv);
    const result = await cli('users', 'import', path);
    expect(result.code).toBe(1);
    for (const line of [3, 4, 5, 6, 7]) expect(result.err).toMatch(new RegExp(`^${line} `, 'm'));
    expect(result.err).toContain(Messages.endpoints.invalidEmail);
    expect(result.err).toContain("el rol 'Astronauta' no existe");
    expect(result.err).toContain('correo repetido: ya está en la línea 2');
    expect(result.err).toContain("la marca 'Marca Inexistente' no existe");
    expect(result.err).toContain('el usuario está deshabilitado');
    expect(result.err).toContain('No se aplicó nada');
    expect((await repos.users.list()).length).toBe(before);
  });

  it('prints the plan with --dry-run and writes nothing', async () => {
    const before = (await repos.users.list()).length;
    const plan = await json<ImportOutput>('users', 'import', file('equipo.csv', csv), '--dry-run', '--skip-invalid');
    expect(plan.applied).toBe(false);
    expect(plan.invalid.map((error) => error.line)).toEqual([3, 4, 5, 6, 7]);
    expect(plan.rows.map((row) => [row.line, row.action])).toEqual([
      [2, 'create'],
      [8, 'create'],
      [9, 'unchanged'],
    ]);
    expect((await repos.users.list()).length).toBe(before);
  });

  it('applies the valid rows with --skip-invalid, exactly as the endpoint creates users, with grants', async () => {
    const result = await json<ImportOutput>('users', 'import', file('equipo.csv', csv), '--skip-invalid');
    expect(result.summary).toEqual({ created: 2, updated: 0, unchanged: 1, failed: 0 });
    expect(result.extra?.['accesos añadidos']).toBe(3);
    const ana = await repos.users.findByEmail('ana.rios@estudio.test');
    expect(ana).toMatchObject({
      email: 'ana.rios@estudio.test',
      firstName: 'Ana',
      lastName: 'Ríos',
      role: 'disenador',
      status: 'active',
    });
    expect((await auth.getUser(ana!.uid)).customClaims).toEqual({ role: 'disenador', roleLabel: 'Diseñador' });
    // Each new account is reported with its own link; no shared password opens it.
    const links = result.rows.filter((row) => row.action === 'create').map((row) => row.passwordResetLink);
    expect(links).toHaveLength(2);
    expect(new Set(links).size).toBe(2);
    expect(await signIn('ana.rios@estudio.test', OLD_SHARED_PASSWORD)).toBe(false);
    const anaLink = result.rows.find((row) => row.key === 'ana.rios@estudio.test')?.passwordResetLink;
    await followResetLink(anaLink!, 'Propia-de-Ana-2026!');
    expect(await signIn('ana.rios@estudio.test', 'Propia-de-Ana-2026!')).toBe(true);
    const brands = await repos.brands.list();
    const cafe = brands.find((brand) => brand.brandName === 'Café Cumbre Andina');
    const quetzal = brands.find((brand) => brand.brandName === 'Textiles Quetzal');
    expect(cafe?.allowedUsers).toEqual(expect.arrayContaining(['ana.rios@estudio.test', 'jorge@estudio.test']));
    expect(quetzal?.allowedUsers).toEqual(expect.arrayContaining(['jorge@estudio.test']));
  });

  it('changes nothing when the same file is imported again', async () => {
    const again = await json<ImportOutput>('users', 'import', file('equipo.csv', csv), '--skip-invalid');
    expect(again.summary).toEqual({ created: 0, updated: 0, unchanged: 3, failed: 0 });
    expect(again.extra?.['accesos añadidos']).toBe(0);
  });

  it('reads JSON with line numbers, and updates names and roles', async () => {
    const text = `[
  { "email": "ana.rios@estudio.test", "firstName": "Ana María", "role": "Estratega" },
  { "email": "pedro@estudio.test", "role": 7 },
  { "email": "pedro@estudio.test", "firstName": "Pedro", "lastName": "Ruiz", "role": "Diseñador", "brands": ["Textiles Quetzal"] }
]`;
    const bad = await cli('users', 'import', file('equipo.json', text));
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^3 +el campo 'role' debe ser texto/m);
    const result = await json<ImportOutput>('users', 'import', file('equipo.json', text), '--skip-invalid');
    expect(result.summary).toEqual({ created: 1, updated: 1, unchanged: 0, failed: 0 });
    const ana = await repos.users.findByEmail('ana.rios@estudio.test');
    expect(ana).toMatchObject({ firstName: 'Ana María', lastName: 'Ríos', role: 'estratega' });
    expect((await auth.getUser(ana!.uid)).customClaims).toEqual({ role: 'estratega', roleLabel: 'Estratega' });
  });

  it('exports what import reads: re-importing the export changes nothing', async () => {
    const path = join(dir, 'export.csv');
    expect((await cli('users', 'export', '--output', path)).code).toBe(0);
    expect(readFileSync(path, 'utf8').split('\r\n')[0]).toBe('email,firstName,lastName,role,brands');
    // The disabled demo user has access to brands: its row cannot grant again, so skip it.
    const result = await json<ImportOutput>('users', 'import', path, '--skip-invalid');
    expect(result.summary.created + result.summary.updated + result.summary.failed).toBe(0);
    const jsonPath = join(dir, 'export.json');
    expect((await cli('users', 'export', '--format', 'json', '--output', jsonPath)).code).toBe(0);
    expect((await json<ImportOutput>('users', 'import', jsonPath, '--dry-run', '--skip-invalid')).summary.created).toBe(
      0,
    );
  });
});
