import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Messages,
  TEXT_LIMITS,
  UserUseCases,
  type Actor,
  type Role,
  type User,
  type UserRepository,
} from '../index.js';
import {
  FixedClock,
  InMemoryAuthenticator,
  InMemoryRoleRepository,
  InMemoryAccountGateway,
  InMemoryUserRepository,
  SequentialIdGenerator,
} from '../testing/index.js';
import { failureOf } from './use-cases.test-kit.js';

const NOW = '2026-02-01T12:00:00.000Z';
const EARLIER = new Date('2026-01-01T00:00:00.000Z');
const m = Messages.rolesAndUsers;

const admin: Actor = { uid: 'sara', email: 'sara@estudio.example', roleCodes: [], keys: new Set(['ADMIN_USERS']) };
const outsider: Actor = { ...admin, keys: new Set(['ADMIN_ROLES', 'ADMIN_BRANDS']) };

const user = (uid: string, extra: Partial<User> = {}): User => ({
  uid,
  email: `${uid}@estudio.example`,
  firstName: 'Nombre',
  lastName: 'Apellido',
  role: 'r-dis',
  status: 'active',
  createdAt: EARLIER,
  lastLoginAt: null,
  ...extra,
});
const USERS: User[] = [user('ana'), user('off', { status: 'disabled' })];
const ROLES: Role[] = [
  { id: 'r-dis', name: 'Diseñador', permissions: ['atender_requerimientos'], timestamp: null },
  { id: 'r-est', name: 'Estratega', permissions: ['estrategia'], timestamp: null },
];

type Write = readonly [operation: 'save' | 'update' | 'recordLogin', ...args: unknown[]];

/**
 * The console's view of users/{uid}: reads go to the shared records (where the endpoints'
 * twin writes), every write is recorded and refused, so a test sees any write the console
 * itself attempts.
 */
const readOnlyView = (records: InMemoryUserRepository, writes: Write[]): UserRepository => ({
  get: (uid) => records.get(uid),
  list: () => records.list(),
  listActive: () => records.listActive(),
  findByEmail: (email) => records.findByEmail(email),
  save: async (user) => {
    writes.push(['save', user]);
    throw new Error('the console wrote users/{uid}');
  },
  update: async (uid, patch) => {
    writes.push(['update', uid, patch]);
    throw new Error('the console wrote users/{uid}');
  },
  recordLogin: async (uid, at) => {
    writes.push(['recordLogin', uid, at]);
    throw new Error('the console wrote users/{uid}');
  },
});

describe('UserUseCases', () => {
  let auth: InMemoryAuthenticator;
  let users: InMemoryUserRepository;
  let roles: InMemoryRoleRepository;
  let endpoints: InMemoryAccountGateway;
  let service: UserUseCases;

  beforeEach(() => {
    const clock = new FixedClock(NOW);
    auth = new InMemoryAuthenticator({
      clock,
      ids: new SequentialIdGenerator('nuevo-'),
      accounts: [
        { uid: 'ana', email: 'ana@estudio.example', password: 'x', disabled: false },
        { uid: 'off', email: 'off@estudio.example', password: 'x', disabled: true },
        { uid: 'sin-registro', email: 'huerfano@estudio.example', password: 'x', disabled: false },
      ],
    });
    users = new InMemoryUserRepository(USERS);
    roles = new InMemoryRoleRepository(ROLES);
    endpoints = new InMemoryAccountGateway(auth, users, clock);
    service = new UserUseCases(users, roles, endpoints);
  });

  const expectUsersUntouched = async (): Promise<void> => {
    expect(await users.list()).toEqual(USERS);
  };

  describe('find', () => {
    it('finds one user by e-mail (any case) or uid, reading no list', async () => {
      const list = vi.spyOn(users, 'list');
      const ana = USERS.find((u) => u.uid === 'ana')!;
      expect(await service.find(admin, `  ${ana.email.toUpperCase()} `)).toEqual(ana);
      expect(await service.find(admin, 'ana')).toEqual(ana);
      expect(await service.find(admin, 'nadie@estudio.example')).toBeNull();
      expect(await service.find(admin, 'a/b')).toBeNull();
      expect(await service.find(admin, '  ')).toBeNull();
      expect(list).not.toHaveBeenCalled();
    });

    it('needs ADMIN_USERS and wraps read failures', async () => {
      expect((await failureOf(service.find(outsider, 'ana'))).kind).toBe('forbidden');
      users.failNext('findByEmail');
      expect((await failureOf(service.find(admin, 'ana'))).message).toBe(m.loadUsers);
    });
  });

  describe('list and listRoles', () => {
    it('lists every user and role with ADMIN_USERS', async () => {
      expect((await service.list(admin)).map((u) => u.uid)).toEqual(['ana', 'off']);
      expect((await service.listRoles(admin)).map((r) => r.id)).toEqual(['r-dis', 'r-est']);
    });

    it('needs ADMIN_USERS', async () => {
      expect((await failureOf(service.list(outsider))).kind).toBe('forbidden');
      expect((await failureOf(service.listRoles(outsider))).kind).toBe('forbidden');
    });

    it('wraps read failures', async () => {
      users.failNext('list');
      expect((await failureOf(service.list(admin))).message).toBe(m.loadUsers);
      roles.failNext('list');
      expect((await failureOf(service.listRoles(admin))).message).toBe(m.loadRoles);
    });
  });

  describe('createUser', () => {
    const input = { email: ' Nuevo@Estudio.example ', firstName: ' Nora ', lastName: 'Díaz', roleId: 'r-est' };
    const created: User = {
      uid: 'nuevo-1',
      // The endpoint stores the e-mail lower-cased.
      email: 'nuevo@estudio.example',
      firstName: 'Nora',
      lastName: 'Díaz',
      role: 'r-est',
      status: 'active',
      createdAt: new Date(NOW),
      lastLoginAt: null,
    };

    it('sends the names and role id (no password) and returns the record the endpoint wrote, with its password link', async () => {
      const result = await service.createUser(admin, input);
      expect(endpoints.calls).toEqual([
        {
          operation: 'createUser',
          request: {
            email: 'Nuevo@Estudio.example',
            firstName: 'Nora',
            lastName: 'Díaz',
            role: 'r-est',
          },
        },
      ]);
      expect(result).toEqual({ user: created, passwordResetLink: expect.any(String) });
      expect(await users.get('nuevo-1')).toEqual(created);
      // The new user signs in once they have set their password through the link.
      auth.resetPasswordWithLink(result!.passwordResetLink, 'Propia-2026!');
      await expect(auth.signIn('nuevo@estudio.example', 'Propia-2026!')).resolves.toMatchObject({ uid: 'nuevo-1' });
    });

    it('writes nothing to users/{uid} itself: the endpoint writes the one complete record', async () => {
      const writes: Write[] = [];
      service = new UserUseCases(readOnlyView(users, writes), roles, endpoints);
      expect((await service.createUser(admin, input))?.user).toEqual(created);
      expect(writes).toEqual([]);
      expect(await users.get('nuevo-1')).toEqual(created);
    });

    it('returns the user as sent, date unknown, when the record cannot be read back', async () => {
      users.failNext('get');
      expect((await service.createUser(admin, input))?.user).toEqual({ ...created, createdAt: null });
      expect(await users.get('nuevo-1')).toEqual(created);
    });

    it('ignores a blank e-mail', async () => {
      expect(await service.createUser(admin, { ...input, email: '   ' })).toBeNull();
      expect(endpoints.calls).toEqual([]);
    });

    it('refuses an invalid e-mail with addUser without calling the endpoint', async () => {
      const error = await failureOf(service.createUser(admin, { ...input, email: 'sin-arroba' }));
      expect(error).toMatchObject({ kind: 'validation', message: m.addUser });
      expect(endpoints.calls).toEqual([]);
      await expectUsersUntouched();
    });

    it('refuses an e-mail the records already hold without calling the endpoint', async () => {
      const error = await failureOf(service.createUser(admin, { ...input, email: 'ANA@estudio.example' }));
      expect(error.kind).toBe('conflict');
      expect(error.message).toBe(m.emailInUse);
      expect(endpoints.calls).toEqual([]);
    });

    it('turns the endpoint duplicate answer into the duplicate message', async () => {
      const error = await failureOf(service.createUser(admin, { ...input, email: 'huerfano@estudio.example' }));
      expect(error.kind).toBe('conflict');
      expect(error.message).toBe('Este correo ya está registrado. Por favor ingresa otro.');
      await expectUsersUntouched();
    });

    it('turns other refusals into addUser, keeping the reason in the details', async () => {
      endpoints.refuseNext('createUser', 'permission-denied');
      const error = await failureOf(service.createUser(admin, input));
      expect(error.message).toBe(m.addUser);
      expect(error.details).toMatchObject({ reason: 'permission-denied' });
      await expectUsersUntouched();
    });

    it('leaves the records as they were when the endpoint fails to write its record', async () => {
      users.failNext('save');
      const error = await failureOf(service.createUser(admin, input));
      expect(error.message).toBe(m.addUser);
      await expectUsersUntouched();
      expect(auth.hasAccount('nuevo@estudio.example')).toBe(false);
    });

    it('refuses an unknown role and read or endpoint failures with addUser', async () => {
      expect((await failureOf(service.createUser(admin, { ...input, roleId: 'nada' }))).kind).toBe('validation');
      roles.failNext('get');
      expect((await failureOf(service.createUser(admin, input))).message).toBe(m.addUser);
      users.failNext('findByEmail');
      expect((await failureOf(service.createUser(admin, input))).message).toBe(m.addUser);
      endpoints.failNext('createUser');
      const unreachable = await failureOf(service.createUser(admin, input));
      expect(unreachable).toMatchObject({ kind: 'upstream', message: m.addUser });
      expect(unreachable.details).toMatchObject({ cause: expect.any(Error) });
      await expectUsersUntouched();
      expect(auth.hasAccount('nuevo@estudio.example')).toBe(false);
    });

    it('needs ADMIN_USERS', async () => {
      expect((await failureOf(service.createUser(outsider, input))).kind).toBe('forbidden');
      expect(endpoints.calls).toEqual([]);
    });
  });

  describe('updateUser', () => {
    it('saves trimmed names and e-mail', async () => {
      await service.updateUser(admin, 'ana', {
        firstName: ' Ana ',
        lastName: 'Ruiz',
        email: 'ana.ruiz@estudio.example ',
      });
      expect(await users.get('ana')).toMatchObject({
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'ana.ruiz@estudio.example',
      });
    });

    it('allows keeping the own e-mail in another case', async () => {
      await service.updateUser(admin, 'ana', { firstName: 'A', lastName: 'B', email: 'ANA@estudio.example' });
      expect((await users.get('ana'))?.email).toBe('ANA@estudio.example');
    });

    it("refuses a blank e-mail or another user's e-mail", async () => {
      const blank = await failureOf(service.updateUser(admin, 'ana', { firstName: 'A', lastName: 'B', email: ' ' }));
      expect(blank.message).toBe(m.saveUserEdit);
      const taken = await failureOf(
        service.updateUser(admin, 'ana', { firstName: 'A', lastName: 'B', email: 'off@estudio.example' }),
      );
      expect(taken.message).toBe(m.emailInUse);
      await expectUsersUntouched();
    });

    it('refuses a name past its cap or with control characters', async () => {
      const long = await failureOf(
        service.updateUser(admin, 'ana', {
          firstName: 'A'.repeat(TEXT_LIMITS.name + 1),
          lastName: 'B',
          email: 'a@b.co',
        }),
      );
      expect(long).toMatchObject({ kind: 'validation', message: Messages.validation.textTooLong(TEXT_LIMITS.name) });
      const control = await failureOf(
        service.updateUser(admin, 'ana', { firstName: 'A', lastName: 'B\u001b]0;x\u0007', email: 'a@b.co' }),
      );
      expect(control).toMatchObject({ kind: 'validation', message: Messages.validation.controlCharacters });
      await expectUsersUntouched();
    });

    it('wraps failures, including an unknown user', async () => {
      users.failNext('update');
      const edit = { firstName: 'A', lastName: 'B', email: 'a@b.co' };
      expect((await failureOf(service.updateUser(admin, 'ana', edit))).message).toBe(m.saveUserEdit);
      expect((await failureOf(service.updateUser(admin, 'nadie', edit))).message).toBe(m.saveUserEdit);
      await expectUsersUntouched();
    });

    it('needs ADMIN_USERS', async () => {
      const edit = { firstName: 'A', lastName: 'B', email: 'a@b.co' };
      expect((await failureOf(service.updateUser(outsider, 'ana', edit))).kind).toBe('forbidden');
    });
  });

  describe('changeRole', () => {
    it('calls the endpoint with the role id and name', async () => {
      await service.changeRole(admin, 'ana', 'r-est');
      expect(endpoints.calls).toEqual([{ operation: 'updateUserRole', request: { uid: 'ana', role: 'r-est' } }]);
      expect((await users.get('ana'))?.role).toBe('r-est');
    });

    it('writes nothing to users/{uid} itself', async () => {
      const writes: Write[] = [];
      service = new UserUseCases(readOnlyView(users, writes), roles, endpoints);
      await service.changeRole(admin, 'ana', 'r-est');
      expect(writes).toEqual([]);
      expect((await users.get('ana'))?.role).toBe('r-est');
    });

    it('refuses an unknown role, a refused answer and a failure with updateRole', async () => {
      expect((await failureOf(service.changeRole(admin, 'ana', 'nada'))).message).toBe(m.updateRole);
      const notFound = await failureOf(service.changeRole(admin, 'nadie', 'r-est'));
      expect(notFound.message).toBe(m.updateRole);
      expect(notFound.details).toMatchObject({ reason: 'auth/user-not-found' });
      endpoints.failNext('updateUserRole');
      expect((await failureOf(service.changeRole(admin, 'ana', 'r-est'))).message).toBe(m.updateRole);
      await expectUsersUntouched();
    });

    it('needs ADMIN_USERS', async () => {
      expect((await failureOf(service.changeRole(outsider, 'ana', 'r-est'))).kind).toBe('forbidden');
    });
  });

  describe('disableUser and enableUser', () => {
    it('disables through the endpoint, which writes the record', async () => {
      const result = await service.disableUser(admin, 'ana');
      expect(result).toEqual({ ...USERS[0], status: 'disabled' });
      expect((await users.get('ana'))?.status).toBe('disabled');
      expect(auth.account('ana')?.disabled).toBe(true);
      expect(endpoints.calls).toEqual([{ operation: 'disableUser', request: { uid: 'ana' } }]);
    });

    it('enables a disabled user', async () => {
      expect(await service.enableUser(admin, 'off')).toEqual({ ...USERS[1], status: 'active' });
      expect((await users.get('off'))?.status).toBe('active');
      expect(auth.account('off')?.disabled).toBe(false);
    });

    it('writes nothing to users/{uid} itself, and never calls the opposite endpoint', async () => {
      const writes: Write[] = [];
      service = new UserUseCases(readOnlyView(users, writes), roles, endpoints);
      expect((await service.disableUser(admin, 'ana')).status).toBe('disabled');
      expect((await service.enableUser(admin, 'off')).status).toBe('active');
      expect(writes).toEqual([]);
      expect((await users.get('ana'))?.status).toBe('disabled');
      expect((await users.get('off'))?.status).toBe('active');
      expect(endpoints.calls.map((call) => call.operation)).toEqual(['disableUser', 'enableUser']);
    });

    it('calls nothing when the user already has the status', async () => {
      expect(await service.enableUser(admin, 'ana')).toEqual(USERS[0]);
      expect(await service.disableUser(admin, 'off')).toEqual(USERS[1]);
      expect(endpoints.calls).toEqual([]);
    });

    it('changes nothing unless the endpoint reports success', async () => {
      endpoints.refuseNext('disableUser', 'internal');
      const error = await failureOf(service.disableUser(admin, 'ana'));
      expect(error.message).toBe(m.disableUser);
      expect(error.details).toMatchObject({ reason: 'internal' });
      endpoints.failNext('enableUser');
      expect((await failureOf(service.enableUser(admin, 'off'))).message).toBe(m.enableUser);
      await expectUsersUntouched();
      expect(auth.account('ana')?.disabled).toBe(false);
      expect(auth.account('off')?.disabled).toBe(true);
    });

    it('leaves record and account as they were when the endpoint cannot write the record, with no undo call', async () => {
      users.failNext('update');
      const error = await failureOf(service.disableUser(admin, 'ana'));
      expect(error.message).toBe(m.disableUser);
      await expectUsersUntouched();
      expect(auth.account('ana')?.disabled).toBe(false);
      expect(endpoints.calls.map((c) => c.operation)).toEqual(['disableUser']);
    });

    it('refuses unknown users and read failures', async () => {
      expect((await failureOf(service.disableUser(admin, 'nadie'))).kind).toBe('not-found');
      users.failNext('get');
      expect((await failureOf(service.enableUser(admin, 'off'))).message).toBe(m.enableUser);
      expect(endpoints.calls).toEqual([]);
    });

    it('needs ADMIN_USERS', async () => {
      expect((await failureOf(service.disableUser(outsider, 'ana'))).kind).toBe('forbidden');
      expect(endpoints.calls).toEqual([]);
    });
  });
});
