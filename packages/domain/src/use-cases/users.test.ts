import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserUseCases } from './users.js';
import { type User } from '../users/user.js';
import {
  FixedClock,
  InMemoryAuthenticator,
  InMemoryRoleRepository,
  InMemoryAccountGateway,
  InMemoryUserRepository,
  SequentialIdGenerator,
} from '../testing/index.js';
import { failureOf } from './use-cases.test-kit.js';
import type { Write } from './users.test-kit.js';
import { NOW, m, admin, outsider, USERS, ROLES, readOnlyView } from './users.test-kit.js';

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
});
