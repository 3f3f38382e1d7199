import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { Messages } from '@estudio/domain/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cliOver, twinSessions } from '../cli/twin-session.test-kit.js';
import { capturedIo } from '../cli/io.js';
import { resolveTarget } from '../cli/target.js';

/*
 * The commands over the in-memory twins holding the demo dataset: every one goes through
 * the use cases of the session, so the rules of the domain reach the terminal as they reach
 * the console. (Against the real emulators: src/emulator/*.emulator.test.ts.)
 */

const NOW = new Date('2026-11-21T12:00:00.000Z');
let adapters: MemoryAdapters;
let cli: ReturnType<typeof cliOver>;

beforeEach(() => {
  adapters = createDemoMemoryAdapters(NOW);
  cli = cliOver(adapters);
});

const roleNames = async () => (await adapters.roles.list()).map((role) => role.name).sort();
const brandNamed = async (name: string) => (await adapters.brands.list()).find((brand) => brand.brandName === name);
/** What a command prints, a line each. */
const lines = (...texts: string[]): string => texts.map((text) => `${text}\n`).join('');
const userWithEmail = async (email: string) => (await adapters.users.list()).find((user) => user.email === email);

describe('the session commands get', () => {
  it("holds the use cases, the bulk store, the seed and the store's migrations: no ports, no Firebase handles", async () => {
    const session = await twinSessions(adapters)(resolveTarget(undefined, {}), { io: capturedIo({}), verbose: false });
    expect(Object.keys(session).sort()).toEqual(
      [
        'actor',
        'audit',
        'brands',
        'bulk',
        'close',
        'local',
        'migrations',
        'permissions',
        'roles',
        'target',
        'users',
      ].sort(),
    );
  });

  it("runs the store's migrations only for someone who may see every brand", async () => {
    const refused = await cli('--as', 'disenador@estudio.test', 'requirements', 'backfill-brand-ids');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(Messages.access.forbidden);
  });

  it('acts --as an active user, found through the use cases, with their role’s keys', async () => {
    const refused = await cli('--as', 'disenador@estudio.test', 'roles', 'list');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(Messages.access.forbidden);
    for (const email of ['inactivo@estudio.test', 'nadie@estudio.test']) {
      const result = await cli('--as', email, 'brands', 'list');
      expect(result.code).toBe(1);
      expect(result.err).toContain(`--as ${email}: no existe un usuario activo con ese correo.`);
    }
    expect((await cli('--as', 'ADMIN@estudio.test', 'roles', 'list')).code).toBe(0);
  });
});

describe('roles', () => {
  it('refuses a name already taken with the domain message, whatever its case, and writes nothing', async () => {
    const before = await roleNames();
    const result = await cli('roles', 'create', '  estratega ', '--permissions', 'metricas');
    expect(result.code).toBe(1);
    expect(result.err).toContain(Messages.rolesAndUsers.roleNameTaken);
    expect(await roleNames()).toEqual(before);
  });

  it('refuses to delete a role users hold, with the domain message, and keeps it (there is no --force)', async () => {
    const result = await cli('roles', 'delete', 'Diseñador', '--yes');
    expect(result.code).toBe(1);
    expect(result.err).toContain(Messages.rolesAndUsers.roleInUse);
    expect((await cli('roles', 'delete', 'Diseñador', '--yes', '--force')).code).toBe(2);
    expect(await roleNames()).toContain('Diseñador');
  });

  it('deletes a role once nobody holds it', async () => {
    expect((await cli('roles', 'create', 'Revisor', '--permissions', 'metricas')).code).toBe(0);
    const deleted = await cli('--json', 'roles', 'delete', 'revisor', '--yes');
    expect(deleted.code).toBe(0);
    expect(JSON.parse(deleted.out)).toMatchObject({ deleted: true });
    expect(await roleNames()).not.toContain('Revisor');
  });
});

describe('brands', () => {
  it('sets the owner through BrandUseCases: an active user only, and SAVE_BRAND', async () => {
    const inactive = await cli('brands', 'set-owner', 'Textiles Quetzal', 'inactivo@estudio.test');
    expect(inactive.code).toBe(1);
    expect(inactive.err).toContain(Messages.brandSettings.ownerNotActive);

    const done = await cli('--json', 'brands', 'set-owner', 'textiles quetzal', 'ESTRATEGA@estudio.test');
    expect(done.code).toBe(0);
    expect(JSON.parse(done.out)).toEqual({ id: expect.any(String), owner: 'demo-estratega', changed: true });
    expect(await brandNamed('Textiles Quetzal')).toMatchObject({
      owner: 'demo-estratega',
      ownerEmail: 'estratega@estudio.test',
      updatedAt: NOW,
    });
    const again = await cli('brands', 'set-owner', 'Textiles Quetzal', 'estratega@estudio.test');
    expect(again.out).toBe('Sin cambios: estratega@estudio.test ya es dueño de Textiles Quetzal.\n');

    // A designer sees the brands assigned to them but may not save a brand.
    const forbidden = await cli(
      '--as',
      'disenador@estudio.test',
      'brands',
      'set-owner',
      'Textiles Quetzal',
      'admin@estudio.test',
    );
    expect(forbidden.code).toBe(1);
    expect(forbidden.err).toContain(Messages.access.forbidden);
    expect((await brandNamed('Textiles Quetzal'))?.owner).toBe('demo-estratega');
  });

  it('grants many e-mails in one write, refusing inactive and unknown users unless told to skip them', async () => {
    const write = vi.spyOn(adapters.brands, 'setAllowedUsers');
    const refused = await cli(
      '--json',
      'brands',
      'grant',
      'Ruta Verde Ecoturismo',
      'disenador@estudio.test',
      'inactivo@estudio.test',
      'nadie@estudio.test',
    );
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.out)).toEqual([
      { email: 'disenador@estudio.test', outcome: 'añadido' },
      { email: 'inactivo@estudio.test', outcome: 'rechazado', reason: 'el usuario no está activo' },
      { email: 'nadie@estudio.test', outcome: 'rechazado', reason: 'no existe ese usuario' },
    ]);
    expect(write).not.toHaveBeenCalled();

    const granted = await cli(
      'brands',
      'grant',
      'Ruta Verde Ecoturismo',
      'disenador@estudio.test',
      'contenido@estudio.test',
      'nadie@estudio.test',
      '--skip-invalid',
    );
    expect(granted.code).toBe(0);
    expect(granted.err).toContain('Ruta Verde Ecoturismo: 2 cambio(s), 1 rechazado(s)');
    expect(write).toHaveBeenCalledTimes(1);
    expect((await brandNamed('Ruta Verde Ecoturismo'))?.allowedUsers).toEqual([
      'estratega@estudio.test',
      'disenador@estudio.test',
      'contenido@estudio.test',
    ]);
  });

  it('disables and enables several brands, each by the use case, with a line each and a summary', async () => {
    const result = await cli('brands', 'disable', 'Textiles Quetzal', 'ruta verde ecoturismo', 'Marca Fantasma');
    expect(result.code).toBe(1);
    expect(result.out).toBe(
      lines(
        'Textiles Quetzal: disabled',
        'Ruta Verde Ecoturismo: disabled',
        "Marca Fantasma: FALLÓ: No se encontró: la marca 'Marca Fantasma' no existe.",
      ),
    );
    expect(result.err).toContain('Resumen: cambiados 2 · sin cambios 0 · fallidos 1');
    expect((await brandNamed('Textiles Quetzal'))?.status).toBe('disabled');

    const json = await cli('--json', 'brands', 'enable', 'Textiles Quetzal', 'Café Cumbre Andina');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toEqual([
      { reference: 'Textiles Quetzal', ok: true, id: expect.any(String), status: 'active', changed: true },
      { reference: 'Café Cumbre Andina', ok: true, id: expect.any(String), status: 'active', changed: false },
    ]);
  });

  it('answers one brand exactly as before: its line or object, and its refusal as the error', async () => {
    expect(JSON.parse((await cli('--json', 'brands', 'disable', 'Textiles Quetzal')).out)).toEqual({
      id: expect.any(String),
      status: 'disabled',
      changed: true,
    });
    expect((await cli('brands', 'disable', 'Textiles Quetzal')).out).toBe('Textiles Quetzal: disabled (sin cambios)\n');
    const missing = await cli('brands', 'enable', 'Marca Fantasma');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("error: No se encontró: la marca 'Marca Fantasma' no existe.");
  });

  it('refuses a bad --status as bad usage before opening anything', async () => {
    for (const command of ['brands', 'users']) {
      const result = await cli(command, 'list', '--status', 'pausada');
      expect(result.code).toBe(2);
      expect(result.err).toContain('--status debe ser active o disabled.');
    }
  });
});

describe('users', () => {
  it('disables several users through the account endpoints, each once', async () => {
    const result = await cli('users', 'disable', 'disenador@estudio.test', 'demo-contenido', 'inactivo@estudio.test');
    expect(result.code).toBe(0);
    expect(result.out).toBe(
      lines(
        'Usuario deshabilitado: disenador@estudio.test',
        'Usuario deshabilitado: contenido@estudio.test',
        'Sin cambios: inactivo@estudio.test ya estaba deshabilitado.',
      ),
    );
    expect(result.err).toContain('Resumen: cambiados 2 · sin cambios 1 · fallidos 0');
    expect((await userWithEmail('disenador@estudio.test'))?.status).toBe('disabled');
    expect((await userWithEmail('contenido@estudio.test'))?.status).toBe('disabled');
  });
});

describe('permissions and the access audit', () => {
  it('resolves a user’s access through RoleUseCases, which needs ADMIN_ROLES', async () => {
    const check = await cli('permissions', 'check', 'disenador@estudio.test', 'VIEW_REQUIREMENTS');
    expect(check.code).toBe(0);
    expect(check.out).toContain('disenador@estudio.test SÍ tiene VIEW_REQUIREMENTS (rol Diseñador)');
    const unknown = await cli('permissions', 'check', 'nadie@estudio.test', 'VIEW_REQUIREMENTS');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain(Messages.rolesAndUsers.userNotFound);

    const audit = JSON.parse((await cli('--json', 'access', 'what-can', 'disenador@estudio.test')).out) as {
      brands: { brandName: string }[];
    };
    expect(audit.brands.map((brand) => brand.brandName).sort()).toEqual([
      'Café Cumbre Andina',
      'Panadería La Espiga',
      'Textiles Quetzal',
    ]);

    const forbidden = await cli('--as', 'estratega@estudio.test', 'access', 'what-can', 'disenador@estudio.test');
    expect(forbidden.code).toBe(1);
    expect(forbidden.err).toContain(Messages.access.forbidden);
  });
});

describe('exports', () => {
  it('neutralise cells a spreadsheet would run as formulas, unless --raw', async () => {
    const user = await userWithEmail('disenador@estudio.test');
    await adapters.users.update(user!.uid, { firstName: '=HYPERLINK("http://x","clic")', lastName: '@SUM(1)' });

    const safe = await cli('users', 'export');
    expect(safe.code).toBe(0);
    expect(safe.out).toContain(`"'=HYPERLINK(""http://x"",""clic"")"`);
    expect(safe.out).toContain("'@SUM(1)");
    expect(safe.out).not.toMatch(/(^|,)[=@]/m);

    const raw = await cli('users', 'export', '--raw');
    expect(raw.code).toBe(0);
    expect(raw.out).toContain('"=HYPERLINK(""http://x"",""clic"")"');
    expect(raw.out).toMatch(/,@SUM\(1\)/);
  });
});
