import {
  DEMO_PASSWORD,
  FirestoreAdminAuditLog,
  FirestoreAdminBrandRepository,
  FirestoreAdminPermissionConfigRepository,
  FirestoreAdminRoleRepository,
  FirestoreAdminUserRepository,
} from '@estudio/adapters/node';
import {
  Messages,
  actorFor,
  canSeeBrand,
  isActiveUser,
  normalizeEmail,
  resolvePermissions,
  visibleBrands,
} from '@estudio/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import 'reflect-metadata';
import { capturedIo } from './cli/io.js';
import { run } from './cli/program.js';

/*
 * Every command, in-process, against the Auth and Firestore emulators started by
 * scripts/emulators/exec.mjs --only auth,firestore (ESTUDIO_EMULATOR_PORT_OFFSET picks the
 * ports). Each block starts from `reset --yes` and `seed`.
 */
const authHost = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
const projectId = process.env['GCLOUD_PROJECT'];
if (!authHost || !process.env['FIRESTORE_EMULATOR_HOST'] || !projectId) {
  throw new Error('Run through scripts/emulators/exec.mjs --only auth,firestore (emulator variables missing).');
}

const env = { ...process.env };
/** The fixed temporary password every new account once shared: it opens none now. */
const OLD_SHARED_PASSWORD = 'Temporal2026!';
const cli = async (...argv: string[]) => {
  const io = capturedIo(env);
  const code = await run(argv, io);
  return { code, out: io.out(), err: io.err() };
};
const json = async <T = unknown>(...argv: string[]): Promise<T> => {
  const result = await cli('--json', ...argv);
  if (result.code !== 0) throw new Error(`estudio ${argv.join(' ')} → ${result.code}: ${result.err}`);
  return JSON.parse(result.out) as T;
};
const fresh = async (): Promise<void> => {
  const reset = await cli('reset', '--yes');
  expect(reset.code, reset.err).toBe(0);
  const seed = await cli('seed');
  expect(seed.code, seed.err).toBe(0);
};

const dir = mkdtempSync(join(tmpdir(), 'estudio-cli-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const app = initializeApp({ projectId }, 'cli-emulator-test');
const auth = getAuth(app);
const db = getFirestore(app);
const repos = {
  users: new FirestoreAdminUserRepository(db),
  roles: new FirestoreAdminRoleRepository(db),
  brands: new FirestoreAdminBrandRepository(db),
  config: new FirestoreAdminPermissionConfigRepository(db),
  audit: new FirestoreAdminAuditLog(db),
};
afterAll(async () => {
  await deleteApp(app);
});

const signIn = async (email: string, password: string): Promise<boolean> => {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return response.ok;
};

/** What the sign-in service's page does with a password-reset link: sets the new password. */
const followResetLink = async (link: string, newPassword: string): Promise<void> => {
  const oobCode = new URL(link).searchParams.get('oobCode');
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ oobCode, newPassword }) },
  );
  if (!response.ok) throw new Error(`reset password: ${response.status} ${await response.text()}`);
};

interface ImportOutput {
  summary: { created: number; updated: number; unchanged: number; failed: number };
  extra?: Record<string, number>;
  invalid: { line: number; reason: string }[];
  rows: { line: number; key: string; action: string; ok?: boolean; passwordResetLink?: string }[];
  applied: boolean;
}

describe('the target, reset and seed', () => {
  beforeAll(fresh);

  it('says where it writes on every run', async () => {
    const result = await cli('users', 'list');
    expect(result.code).toBe(0);
    expect(result.err).toContain(`Destino: emuladores locales (${projectId}`);
  });

  it('refuses to reset (or seed) a real project, and leaves the data alone', async () => {
    const before = (await repos.users.list()).length;
    const realEnv = { ...env, FIRESTORE_EMULATOR_HOST: undefined, FIREBASE_AUTH_EMULATOR_HOST: undefined };
    for (const command of [['reset', '--yes'], ['seed']]) {
      const io = capturedIo(realEnv);
      expect(await run(['--project', 'estudio-produccion', ...command], io)).toBe(1);
      expect(io.err()).toContain('Destino: proyecto REAL estudio-produccion');
      expect(io.err()).toContain('se niega a tocar el proyecto real estudio-produccion');
    }
    // With the emulator variables still set, --project is a usage error (it would write to the emulators).
    expect((await cli('--project', 'estudio-produccion', 'reset', '--yes')).code).toBe(2);
    expect((await repos.users.list()).length).toBe(before);
  });

  it('asks for --yes before a reset', async () => {
    const result = await cli('reset');
    expect(result.code).toBe(2);
    expect(result.err).toContain('--yes');
  });

  it('seeds idempotently', async () => {
    const rows = await json<{ kind: string; created: number; updated: number; unchanged: number }[]>('seed');
    expect(rows.every((row) => row.created === 0 && row.updated === 0)).toBe(true);
  });
});

describe('users', () => {
  beforeAll(fresh);

  it('creates a user exactly as the create-user endpoint does, then shows, edits and lists it', async () => {
    const created = await cli(
      'users',
      'create',
      'Nueva.Persona@Estudio.test',
      '--role',
      'Diseñador',
      '--first-name',
      'Nueva',
      '--last-name',
      'Persona',
    );
    expect(created.code, created.err).toBe(0);
    const record = await repos.users.findByEmail('nueva.persona@estudio.test');
    expect(record).toMatchObject({ firstName: 'Nueva', lastName: 'Persona', role: 'disenador', status: 'active' });
    const account = await auth.getUser(record!.uid);
    expect(account.customClaims).toEqual({ role: 'disenador', roleLabel: 'Diseñador' });
    // No known password opens it; the printed one-time link sets the new user's own.
    expect(await signIn('nueva.persona@estudio.test', OLD_SHARED_PASSWORD)).toBe(false);
    const link = /(https?:\/\/\S+oobCode=\S+)/.exec(created.out)?.[1];
    expect(link, created.out).toBeDefined();
    await followResetLink(link!, 'Propia-de-Nueva-2026!');
    expect(await signIn('nueva.persona@estudio.test', 'Propia-de-Nueva-2026!')).toBe(true);

    const again = await cli('users', 'create', 'nueva.persona@estudio.test', '--role', 'Diseñador');
    expect(again.code).toBe(1);
    expect(again.err).toContain(Messages.rolesAndUsers.emailInUse);

    expect((await cli('users', 'update', 'nueva.persona@estudio.test', '--last-name', 'Persona Gil')).code).toBe(0);
    const shown = await json<{ lastName: string; roleName: string }>('users', 'show', 'nueva.persona@estudio.test');
    expect(shown).toMatchObject({ lastName: 'Persona Gil', roleName: 'Diseñador' });
    const listed = await json<{ email: string }[]>('users', 'list', '--role', 'Diseñador', '--status', 'active');
    expect(listed.map((user) => normalizeEmail(user.email))).toContain('nueva.persona@estudio.test');
  });

  it('changes the role on the account and the record, and disables and enables', async () => {
    expect((await cli('users', 'set-role', 'nueva.persona@estudio.test', 'Estratega')).code).toBe(0);
    const record = await repos.users.findByEmail('nueva.persona@estudio.test');
    expect(record?.role).toBe('estratega');
    expect((await auth.getUser(record!.uid)).customClaims).toEqual({ role: 'estratega', roleLabel: 'Estratega' });

    expect((await cli('users', 'disable', 'nueva.persona@estudio.test')).code).toBe(0);
    expect((await auth.getUser(record!.uid)).disabled).toBe(true);
    expect((await repos.users.get(record!.uid))?.status).toBe('disabled');
    expect(await signIn('nueva.persona@estudio.test', 'Propia-de-Nueva-2026!')).toBe(false);
    const twice = await json<{ changed: boolean }>('users', 'disable', 'nueva.persona@estudio.test');
    expect(twice.changed).toBe(false);
    expect((await cli('users', 'enable', 'nueva.persona@estudio.test')).code).toBe(0);
    expect((await repos.users.get(record!.uid))?.status).toBe('active');
  });

  it('disables and enables several users at once, each through the account endpoints, with a summary', async () => {
    const emails = ['disenador@estudio.test', 'contenido@estudio.test'];
    const disabled = await cli('users', 'disable', ...emails, 'nadie@estudio.test');
    expect(disabled.code).toBe(1);
    expect(disabled.out).toContain('Usuario deshabilitado: disenador@estudio.test');
    expect(disabled.out).toContain("nadie@estudio.test: FALLÓ: No existe ningún usuario 'nadie@estudio.test'.");
    expect(disabled.err).toContain('Resumen: cambiados 2 · sin cambios 0 · fallidos 1');
    for (const email of emails) {
      const record = await repos.users.findByEmail(email);
      expect(record?.status).toBe('disabled');
      expect((await auth.getUser(record!.uid)).disabled).toBe(true);
    }
    const enabled = await json<{ reference: string; ok: boolean; changed: boolean }[]>('users', 'enable', ...emails);
    expect(enabled.map((row) => [row.reference, row.ok, row.changed])).toEqual(
      emails.map((email) => [email, true, true]),
    );
    expect(await signIn('disenador@estudio.test', DEMO_PASSWORD)).toBe(true);
  });

  it('reports bad usage with exit 2 and unknown users or roles with exit 1', async () => {
    expect((await cli('users', 'create', 'x@estudio.test')).code).toBe(2);
    expect((await cli('users', 'list', '--status', 'borrado')).code).toBe(2);
    expect((await cli('users', 'show', 'nadie@estudio.test')).code).toBe(1);
    const badRole = await cli('users', 'set-role', 'disenador@estudio.test', 'Astronauta');
    expect(badRole.code).toBe(1);
    expect(badRole.err).toContain('Superadministrador');
  });

  it('refuses what the acting user may not do (--as)', async () => {
    const result = await cli('--as', 'disenador@estudio.test', 'users', 'list');
    expect(result.code).toBe(1);
    expect(result.err).toContain(Messages.access.forbidden);
  });
});

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

describe('permissions and the access audit', () => {
  beforeAll(fresh);

  it('shows, checks and initialises the configuration', async () => {
    const shown = await json<{ key: string; codes: string[] }[]>('permissions', 'show');
    expect(shown.find((row) => row.key === 'ADMIN_USERS')?.codes).toEqual(['acceso_total']);
    expect((await cli('permissions', 'check', 'disenador@estudio.test', 'VIEW_REQUIREMENTS')).code).toBe(0);
    expect((await cli('permissions', 'check', 'disenador@estudio.test', 'ADMIN_USERS')).code).toBe(1);
    const unknown = await cli('permissions', 'check', 'disenador@estudio.test', 'VOLAR');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('STRATEGY');
    expect((await json<{ written: boolean }>('permissions', 'init')).written).toBe(false);
    await db.doc('config/permissions').delete();
    const fallback = await cli('permissions', 'show');
    expect(fallback.err).toContain(Messages.auth.permissionsConfigMissing);
    expect((await json<{ written: boolean }>('permissions', 'init')).written).toBe(true);
  });

  it('answers who can see each brand exactly as the domain policy does', async () => {
    const [users, roles, brands, config] = await Promise.all([
      repos.users.list(),
      repos.roles.list(),
      repos.brands.list(),
      repos.config.get(),
    ]);
    for (const brand of brands) {
      const answer = await json<{ email: string; via: string[] }[]>('access', 'who-can-see', brand.id);
      const expected = users
        .filter(isActiveUser)
        .filter((user) =>
          canSeeBrand(brand, actorFor(user, roles.find((r) => r.id === user.role)?.permissions ?? [], config).actor),
        )
        .map((user) => user.email)
        .sort();
      expect(answer.map((row) => row.email).sort()).toEqual(expected);
      for (const row of answer) expect(row.via.length).toBeGreaterThan(0);
    }
  });

  it('answers what each user can do exactly as the domain resolves it', async () => {
    const [users, roles, brands, config] = await Promise.all([
      repos.users.list(),
      repos.roles.list(),
      repos.brands.list(),
      repos.config.get(),
    ]);
    for (const user of users) {
      const codes = roles.find((r) => r.id === user.role)?.permissions ?? [];
      const answer = await json<{ keys: string[]; brands: { id: string }[]; active: boolean }>(
        'access',
        'what-can',
        user.email,
      );
      expect(new Set(answer.keys)).toEqual(resolvePermissions(config, codes).keys);
      expect(answer.brands.map((b) => b.id)).toEqual(
        visibleBrands(brands, actorFor(user, codes, config).actor).map((b) => b.id),
      );
      expect(answer.active).toBe(isActiveUser(user));
    }
    const human = await cli('access', 'what-can', 'marcas@estudio.test');
    expect(human.code).toBe(0);
    expect(human.out).toContain('ADMIN_BRAND_DISABLE');
  });
});

describe('the audit log', () => {
  beforeAll(fresh);

  it('reads the audit collection through firebase-admin: newest first, filtered by brand name, user and date', async () => {
    // The entries the Functions emulator's triggers would write (this suite runs without it).
    const brand = (await repos.brands.list()).find((candidate) => candidate.brandName === 'Textiles Quetzal');
    if (brand === undefined) throw new Error('no Textiles Quetzal');
    const entry = {
      actorUid: 'demo-admin',
      actorEmail: 'admin@estudio.test',
      authType: 'app_user',
      operation: 'update' as const,
      changes: [{ field: 'status', before: 'active', after: 'disabled' }],
    };
    await repos.audit.append({
      ...entry,
      at: new Date('2026-11-20T10:00:00Z'),
      path: `brands/${brand.id}`,
      collection: 'brands',
      brandId: brand.id,
      documentId: brand.id,
    });
    await repos.audit.append({
      ...entry,
      at: new Date('2026-11-21T10:00:00Z'),
      actorUid: 'demo-disenador',
      actorEmail: 'disenador@estudio.test',
      path: `brands/${brand.id}/requirements/r1`,
      collection: 'requirements',
      brandId: brand.id,
      documentId: 'r1',
    });
    await repos.audit.append({
      ...entry,
      at: new Date('2026-11-22T10:00:00Z'),
      path: 'roles/r1',
      collection: 'roles',
      brandId: null,
      documentId: 'r1',
    });
    const paths = async (...argv: string[]) =>
      (await json<{ path: string }[]>('audit', ...argv)).map((found) => found.path);

    expect(await paths()).toEqual(['roles/r1', `brands/${brand.id}/requirements/r1`, `brands/${brand.id}`]);
    expect(await paths('--brand', 'textiles quetzal')).toEqual([
      `brands/${brand.id}/requirements/r1`,
      `brands/${brand.id}`,
    ]);
    expect(await paths('--brand', brand.id, '--user', 'admin@estudio.test')).toEqual([`brands/${brand.id}`]);
    expect(await paths('--user', 'demo-disenador', '--since', '2026-11-21')).toEqual([
      `brands/${brand.id}/requirements/r1`,
    ]);
    expect(await paths('--since', '2026-11-22T00:00:00Z', '--limit', '5')).toEqual(['roles/r1']);

    const human = await cli('audit', '--brand', 'Textiles Quetzal');
    expect(human.code).toBe(0);
    expect(human.out).toContain('status: "active" → "disabled"');
    const refused = await cli('--as', 'disenador@estudio.test', 'audit');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(Messages.access.forbidden);
  });
});

describe('the last superadministrator', () => {
  beforeAll(fresh);

  it('is never disabled nor given another role: single commands and imports alike, nothing written', async () => {
    const admin = await repos.users.findByEmail('admin@estudio.test');
    const claims = (await auth.getUser(admin!.uid)).customClaims;

    const disable = await cli('users', 'disable', 'admin@estudio.test');
    expect(disable.code).toBe(1);
    expect(disable.err + disable.out).toContain(Messages.endpoints.lastAdministrator);
    const setRole = await cli('users', 'set-role', 'admin@estudio.test', 'Diseñador');
    expect(setRole.code).toBe(1);
    expect(setRole.err).toContain(Messages.endpoints.lastAdministrator);

    const imported = await cli(
      '--json',
      'users',
      'import',
      file('degradar.csv', 'email,role\nadmin@estudio.test,Diseñador\n'),
    );
    expect(imported.code).toBe(1);
    const report = JSON.parse(imported.out) as ImportOutput & { rows: { reason?: string }[] };
    expect(report.rows[0]).toMatchObject({ ok: false, reason: Messages.endpoints.lastAdministrator });

    expect(await repos.users.get(admin!.uid)).toMatchObject({ status: 'active', role: admin!.role });
    expect((await auth.getUser(admin!.uid)).disabled).toBe(false);
    // The role claims as they were (none, for the seeded account: an emptied claim set reads as {}).
    const after = (await auth.getUser(admin!.uid)).customClaims ?? {};
    expect({ role: after['role'], roleLabel: after['roleLabel'] }).toEqual({
      role: claims?.['role'],
      roleLabel: claims?.['roleLabel'],
    });
  });
});
