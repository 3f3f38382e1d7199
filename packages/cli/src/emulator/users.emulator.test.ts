import { DEMO_PASSWORD } from '@estudio/adapters/node';
import { normalizeEmail } from '@estudio/domain/accounts';
import { Messages } from '@estudio/domain/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  OLD_SHARED_PASSWORD,
  auth,
  cli,
  file,
  followResetLink,
  fresh,
  json,
  repos,
  signIn,
  type ImportOutput,
} from './cli-emulator.test-kit.js';

// The user commands, through the account endpoints in-process, and the last superadministrator
// (cli-emulator.test-kit.ts).

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
