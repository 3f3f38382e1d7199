import { ACCOUNT_LIMITS } from '../accounts/new-account.js';
import { DEFAULT_PERMISSION_CONFIG, SUPERADMIN_CODE } from '../permissions/catalogue.js';
import { Messages } from '../messages.js';
import { AccountUseCases } from './accounts.js';
import { type Actor } from '../permissions/actor.js';
import { type Role } from '../roles/role.js';
import { type User } from '../users/user.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FixedClock,
  SequentialPasswordGenerator,
  InMemoryAuthAccounts,
  InMemoryAuthenticator,
  InMemoryCallerVerifier,
  InMemoryGuardedUserWriter,
  InMemoryPermissionConfigRepository,
  InMemoryRoleRepository,
  InMemoryUserRepository,
  RecordingLogger,
  SequentialIdGenerator,
} from '../testing/index.js';
import { actorWith, failureOf } from './use-cases.test-kit.js';

const NOW = new Date('2026-03-02T10:00:00.000Z');
const m = Messages.endpoints;

const ROLES: Role[] = [
  { id: 'r-super', name: 'Superadministrador', permissions: [SUPERADMIN_CODE], timestamp: null },
  { id: 'r-dis', name: 'Diseñador', permissions: ['atender_requerimientos'], timestamp: null },
  { id: 'r-est', name: 'Estratega', permissions: ['estrategia'], timestamp: null },
];

const record = (uid: string, role: string, extra: Partial<User> = {}): User => ({
  uid,
  email: `${uid}@estudio.example`,
  firstName: 'Nombre',
  lastName: 'Apellido',
  role,
  status: 'active',
  createdAt: new Date('2026-01-01T00:00:00.000Z'),
  lastLoginAt: null,
  ...extra,
});

describe('AccountUseCases', () => {
  let auth: InMemoryAuthenticator;
  let accounts: InMemoryAuthAccounts;
  let verifier: InMemoryCallerVerifier;
  let users: InMemoryUserRepository;
  let config: InMemoryPermissionConfigRepository;
  let logger: RecordingLogger;
  let passwords: SequentialPasswordGenerator;
  let endpoints: AccountUseCases;
  let admin: Actor;

  const build = (): AccountUseCases => {
    const roles = new InMemoryRoleRepository(ROLES);
    return new AccountUseCases(
      users,
      roles,
      config,
      accounts,
      passwords,
      new InMemoryGuardedUserWriter(users, roles, config),
      new FixedClock(NOW),
      logger,
    );
  };

  beforeEach(async () => {
    auth = new InMemoryAuthenticator({ ids: new SequentialIdGenerator('nuevo-') });
    for (const [uid, disabled] of [
      ['sara', false],
      ['ana', false],
      ['off', true],
    ] as const) {
      auth.addAccount({ uid, email: `${uid}@estudio.example`, password: 'x-secreto', disabled });
    }
    accounts = new InMemoryAuthAccounts(auth);
    verifier = new InMemoryCallerVerifier(auth, accounts);
    users = new InMemoryUserRepository([
      record('sara', 'r-super'),
      record('ana', 'r-dis'),
      record('off', 'r-super', { status: 'disabled' }),
    ]);
    config = new InMemoryPermissionConfigRepository(DEFAULT_PERMISSION_CONFIG);
    logger = new RecordingLogger();
    passwords = new SequentialPasswordGenerator();
    endpoints = build();
    admin = await endpoints.authorize({ uid: 'sara', email: 'sara@estudio.example' });
  });

  describe('authorize', () => {
    it('turns an active holder of ADMIN_USERS into an actor', () => {
      expect(admin.uid).toBe('sara');
      expect(admin.keys.has('ADMIN_USERS')).toBe(true);
      expect(admin.roleCodes).toEqual([SUPERADMIN_CODE]);
    });

    it.each([
      ['a disabled record', 'off', m.callerInactive],
      ['no record at all', 'ghost', m.callerInactive],
      ['a role without ADMIN_USERS', 'ana', m.forbidden],
    ])('refuses a caller with %s', async (_case, uid, message) => {
      const refusal = await failureOf(endpoints.authorize({ uid, email: `${uid}@estudio.example` }));
      expect(refusal.kind).toBe('forbidden');
      expect(refusal.message).toBe(message);
    });

    it('falls back to the default configuration and logs it when config/permissions is missing', async () => {
      config = new InMemoryPermissionConfigRepository();
      const actor = await build().authorize({ uid: 'sara', email: 'sara@estudio.example' });
      expect(actor.keys.has('ADMIN_USERS')).toBe(true);
      expect(logger.warnings.map((entry) => entry.message)).toEqual([Messages.auth.permissionsConfigMissing]);
    });

    it('follows a stored configuration that takes ADMIN_USERS away', async () => {
      config = new InMemoryPermissionConfigRepository({ ...DEFAULT_PERMISSION_CONFIG, ADMIN_USERS: ['estrategia'] });
      const refusal = await failureOf(build().authorize({ uid: 'sara', email: 'sara@estudio.example' }));
      expect(refusal.message).toBe(m.forbidden);
    });
  });

  describe('create-user', () => {
    const account = {
      email: ' Nuevo@Estudio.Example ',
      firstName: ' Nora ',
      lastName: 'Díaz',
      role: 'r-est',
    };
    const stored: User = {
      uid: 'nuevo-1',
      email: 'nuevo@estudio.example',
      firstName: 'Nora',
      lastName: 'Díaz',
      role: 'r-est',
      status: 'active',
      createdAt: NOW,
      lastLoginAt: null,
    };

    it('makes the account with a generated password, its claims, the complete active record and a password link', async () => {
      const created = await endpoints.createUser(admin, account);

      expect(created).toEqual({ user: stored, passwordResetLink: expect.stringContaining('mode=resetPassword') });
      await expect(accounts.roleClaims('nuevo-1')).resolves.toEqual({ role: 'r-est', roleLabel: 'Estratega' });
      await expect(users.get('nuevo-1')).resolves.toEqual(stored);
      expect(logger.entries).toContainEqual({
        level: 'info',
        message: 'Usuario creado',
        details: { uid: 'nuevo-1', by: 'sara', role: 'r-est' },
      });
      // The owner sets their own password through the link, and signs in with it.
      auth.resetPasswordWithLink(created.passwordResetLink, 'Propia-2026!');
      await expect(auth.signIn('nuevo@estudio.example', 'Propia-2026!')).resolves.toMatchObject({ uid: 'nuevo-1' });
    });

    it('gives two accounts different passwords, neither the old shared one, and never reveals them', async () => {
      const first = await endpoints.createUser(admin, account);
      const second = await endpoints.createUser(admin, { ...account, email: 'segundo@estudio.example' });

      const [one, two] = [auth.account(first.user.uid)?.password, auth.account(second.user.uid)?.password];
      expect(one).toBe(passwords.issued[0]);
      expect(two).toBe(passwords.issued[1]);
      expect(one).not.toBe(two);
      for (const old of ['Temporal2026!', 'Temporal-2026!']) {
        await expect(auth.signIn('nuevo@estudio.example', old)).rejects.toMatchObject({ code: 'invalid-credentials' });
      }
      // Neither the answers, the records nor the log hold a password.
      const everything = JSON.stringify([first, second, await users.list(), logger.entries]);
      for (const password of passwords.issued) expect(everything).not.toContain(password);
    });

    it('writes the record once, complete', async () => {
      const save = vi.spyOn(users, 'save');
      const update = vi.spyOn(users, 'update');
      await endpoints.createUser(admin, account);
      // Stamped with the administrator behind the write, whom the audit log names.
      expect(save.mock.calls).toEqual([[stored, { uid: admin.uid, email: admin.email, at: NOW }]]);
      expect(update).not.toHaveBeenCalled();
    });

    it('accepts a new account with blank names', async () => {
      const created = await endpoints.createUser(admin, {
        email: 'sin.nombre@estudio.example',
        firstName: ' ',
        lastName: '',
        role: 'r-dis',
      });
      expect(created.user).toMatchObject({ firstName: '', lastName: '', status: 'active' });
    });

    it.each([
      ['a blank e-mail', { ...account, email: ' ' }, m.fieldRequired('email')],
      ['a blank role', { ...account, role: '  ' }, m.fieldRequired('role')],
      ['a role id that names another document', { ...account, role: 'r-est/x' }, m.invalidId('role')],
      [
        'a first name over the cap',
        { ...account, firstName: 'N'.repeat(ACCOUNT_LIMITS.name + 1) },
        m.fieldTooLong('firstName', ACCOUNT_LIMITS.name),
      ],
      ['a malformed e-mail', { ...account, email: 'nuevo@' }, m.invalidEmail],
      ['a role that does not exist', { ...account, role: 'r-nadie' }, m.unknownRole('r-nadie')],
    ])('refuses %s and creates nothing', async (_case, bad, message) => {
      const refusal = await failureOf(endpoints.createUser(admin, bad));
      expect(refusal.kind).toBe('validation');
      expect(refusal.message).toBe(message);
      expect(auth.hasAccount('nuevo@estudio.example')).toBe(false);
      expect(await users.list()).toHaveLength(3);
    });

    it('answers the sign-in service code for a taken e-mail, as the console expects', async () => {
      const refusal = await failureOf(endpoints.createUser(admin, { ...account, email: 'ANA@estudio.example' }));
      expect(refusal.kind).toBe('conflict');
      expect(refusal.message).toBe('auth/email-already-in-use');
      expect(await users.list()).toHaveLength(3);
    });

    it('deletes the new account again, and writes no record, when its password link cannot be made', async () => {
      accounts.failNext('passwordResetLink');
      const refusal = await failureOf(endpoints.createUser(admin, account));
      expect(refusal).toMatchObject({ kind: 'upstream', message: m.internal, details: { undone: true } });
      expect(auth.hasAccount('nuevo@estudio.example')).toBe(false);
      expect(await users.list()).toHaveLength(3);
    });

    it('deletes the new account again when its record cannot be written', async () => {
      users.failNext('save');
      const refusal = await failureOf(endpoints.createUser(admin, account));
      expect(refusal).toMatchObject({ kind: 'upstream', message: m.internal, details: { undone: true } });
      expect(auth.hasAccount('nuevo@estudio.example')).toBe(false);
      expect(await users.get('nuevo-1')).toBeNull();
    });

    it('deletes the new account again when its claims cannot be set, and writes no record', async () => {
      accounts.failNext('setRoleClaims');
      const refusal = await failureOf(endpoints.createUser(admin, account));
      expect(refusal).toMatchObject({ kind: 'upstream', message: m.internal, details: { undone: true } });
      expect(auth.hasAccount('nuevo@estudio.example')).toBe(false);
      expect(await users.list()).toHaveLength(3);
    });

    it('logs, and says so, when even the undo fails', async () => {
      users.failNext('save');
      accounts.failNext('deleteAccount');
      const refusal = await failureOf(endpoints.createUser(admin, account));
      expect(refusal.details).toMatchObject({ undone: false, uid: 'nuevo-1' });
      expect(logger.errors.map((entry) => entry.message)).toEqual(['No se pudo deshacer: crear la cuenta nuevo-1']);
    });

    it('treats an unexpected account failure as an internal error', async () => {
      accounts.failNext('createAccount');
      const refusal = await failureOf(endpoints.createUser(admin, account));
      expect(refusal).toMatchObject({ kind: 'upstream', message: m.internal });
    });

    it('refuses an actor without ADMIN_USERS before checking the account', async () => {
      const refusal = await failureOf(endpoints.createUser(actorWith(['ADMIN_ROLES']), { ...account, email: '' }));
      expect(refusal).toMatchObject({ kind: 'forbidden', message: m.forbidden });
    });
  });

  describe('update-user-role', () => {
    it('sets the claims and the record', async () => {
      await expect(endpoints.updateUserRole(admin, { uid: 'ana', role: 'r-est' })).resolves.toBeUndefined();
      await expect(accounts.roleClaims('ana')).resolves.toEqual({ role: 'r-est', roleLabel: 'Estratega' });
      expect((await users.get('ana'))?.role).toBe('r-est');
    });

    it.each([
      ['the caller themself', { uid: 'sara', role: 'r-dis' }, 'forbidden', m.selfChange],
      ['an unknown user', { uid: 'ghost', role: 'r-dis' }, 'not-found', m.unknownUser('ghost')],
      ['an unknown role', { uid: 'ana', role: 'r-x' }, 'validation', m.unknownRole('r-x')],
      ['a blank uid', { uid: ' ', role: 'r-dis' }, 'validation', m.fieldRequired('uid')],
      ['a uid with a slash', { uid: 'ana/x', role: 'r-est' }, 'validation', m.invalidId('uid')],
    ])('refuses %s and changes nothing', async (_case, body, kind, message) => {
      const refusal = await failureOf(endpoints.updateUserRole(admin, body));
      expect(refusal).toMatchObject({ kind, message });
      expect((await users.get('ana'))?.role).toBe('r-dis');
      expect((await users.get('sara'))?.role).toBe('r-super');
    });

    it('restores the previous claims when the record cannot be written', async () => {
      await accounts.setRoleClaims('ana', { role: 'r-dis', roleLabel: 'Diseñador' });
      users.failNext('update');
      const refusal = await failureOf(endpoints.updateUserRole(admin, { uid: 'ana', role: 'r-est' }));
      expect(refusal).toMatchObject({ kind: 'upstream', details: { undone: true } });
      await expect(accounts.roleClaims('ana')).resolves.toEqual({ role: 'r-dis', roleLabel: 'Diseñador' });
      expect((await users.get('ana'))?.role).toBe('r-dis');
    });

    it('answers not-found when the record exists but the account does not', async () => {
      await users.save(record('huerfano', 'r-dis'));
      const refusal = await failureOf(endpoints.updateUserRole(admin, { uid: 'huerfano', role: 'r-est' }));
      expect(refusal).toMatchObject({ kind: 'not-found', message: m.unknownUser('huerfano') });
      expect((await users.get('huerfano'))?.role).toBe('r-dis');
    });
  });

  describe('disable-user and enable-user', () => {
    it('disables the account, ends its sessions and marks the record', async () => {
      const token = verifier.issue('ana');
      await expect(endpoints.disableUser(admin, 'ana')).resolves.toBeUndefined();

      expect(auth.account('ana')?.disabled).toBe(true);
      expect(accounts.revocationCount('ana')).toBe(1);
      expect((await users.get('ana'))?.status).toBe('disabled');
      await expect(verifier.verifyIdToken(token)).rejects.toMatchObject({ name: 'CallerRejected' });
    });

    it('enables the account and marks the record active', async () => {
      await expect(endpoints.enableUser(admin, 'off')).resolves.toBeUndefined();
      expect(auth.account('off')?.disabled).toBe(false);
      expect((await users.get('off'))?.status).toBe('active');
    });

    it('re-enables the account when the record cannot be marked', async () => {
      users.failNext('update');
      const refusal = await failureOf(endpoints.disableUser(admin, 'ana'));
      expect(refusal).toMatchObject({ kind: 'upstream', details: { undone: true } });
      expect(auth.account('ana')?.disabled).toBe(false);
      expect((await users.get('ana'))?.status).toBe('active');
    });

    it('re-enables the account when its sessions cannot be revoked', async () => {
      accounts.failNext('revokeSessions');
      await failureOf(endpoints.disableUser(admin, 'ana'));
      expect(auth.account('ana')?.disabled).toBe(false);
      expect((await users.get('ana'))?.status).toBe('active');
    });

    it('never disables the last active superadministrator, and leaves their account as it was', async () => {
      // Sara (the caller) loses her role by another path: 'boss' is now the only one.
      users = new InMemoryUserRepository([record('sara', 'r-dis'), record('boss', 'r-super'), record('ana', 'r-dis')]);
      auth.addAccount({ uid: 'boss', email: 'boss@estudio.example', password: 'x-secreto', disabled: false });
      const endpoints = build();
      const refusal = await failureOf(endpoints.disableUser(admin, 'boss'));
      expect(refusal).toMatchObject({ kind: 'conflict', message: m.lastAdministrator });
      expect(auth.account('boss')?.disabled).toBe(false);
      expect(accounts.revocationCount('boss')).toBe(0);
      expect((await users.get('boss'))?.status).toBe('active');
      // Nor takes their role away.
      expect(await failureOf(endpoints.updateUserRole(admin, { uid: 'boss', role: 'r-dis' }))).toMatchObject({
        kind: 'conflict',
        message: m.lastAdministrator,
      });
      expect((await users.get('boss'))?.role).toBe('r-super');
      expect(await accounts.roleClaims('boss')).toBeNull();
    });

    it('of two superadministrators disabled at the same moment, leaves one active', async () => {
      users = new InMemoryUserRepository([record('op', 'r-dis'), record('uno', 'r-super'), record('dos', 'r-super')]);
      for (const uid of ['uno', 'dos']) {
        auth.addAccount({ uid, email: `${uid}@estudio.example`, password: 'x-secreto', disabled: false });
      }
      const endpoints = build();
      const operator = actorWith(['ADMIN_USERS'], 'op');
      const outcomes = await Promise.allSettled([
        endpoints.disableUser(operator, 'uno'),
        endpoints.disableUser(operator, 'dos'),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(refused?.reason).toMatchObject({ kind: 'conflict', message: m.lastAdministrator });
      const active = (await users.listActive()).filter((user) => user.role === 'r-super');
      expect(active).toHaveLength(1);
      // The refused one's account is enabled again.
      expect(auth.account(active[0]!.uid)?.disabled).toBe(false);
    });

    it('refuses to disable the caller', async () => {
      const refusal = await failureOf(endpoints.disableUser(admin, 'sara'));
      expect(refusal).toMatchObject({ kind: 'forbidden', message: m.selfChange });
      expect(auth.account('sara')?.disabled).toBe(false);
    });

    it('refuses a blank uid', async () => {
      const refusal = await failureOf(endpoints.enableUser(admin, '  '));
      expect(refusal).toMatchObject({ kind: 'validation', message: m.fieldRequired('uid') });
    });

    it('answers not-found for an unknown user', async () => {
      const refusal = await failureOf(endpoints.enableUser(admin, 'ghost'));
      expect(refusal).toMatchObject({ kind: 'not-found' });
    });
  });
});
