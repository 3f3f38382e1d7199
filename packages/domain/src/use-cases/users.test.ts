import { describe, expect, it, vi } from 'vitest';
import { UserUseCases } from './users.js';
import { type User } from '../users/user.js';
import { failureOf } from './use-cases.test-kit.js';
import type { Write } from './users.test-kit.js';
import { NOW, m, admin, outsider, USERS, readOnlyView, useUsersWorld } from './users.test-kit.js';

describe('UserUseCases', () => {
  const world = useUsersWorld();

  describe('find', () => {
    it('finds one user by e-mail (any case) or uid, reading no list', async () => {
      const list = vi.spyOn(world.users, 'list');
      const ana = USERS.find((u) => u.uid === 'ana')!;
      expect(await world.service.find(admin, `  ${ana.email.toUpperCase()} `)).toEqual(ana);
      expect(await world.service.find(admin, 'ana')).toEqual(ana);
      expect(await world.service.find(admin, 'nadie@estudio.example')).toBeNull();
      expect(await world.service.find(admin, 'a/b')).toBeNull();
      expect(await world.service.find(admin, '  ')).toBeNull();
      expect(list).not.toHaveBeenCalled();
    });

    it('needs ADMIN_USERS and wraps read failures', async () => {
      expect((await failureOf(world.service.find(outsider, 'ana'))).kind).toBe('forbidden');
      world.users.failNext('findByEmail');
      expect((await failureOf(world.service.find(admin, 'ana'))).message).toBe(m.loadUsers);
    });
  });

  describe('list and listRoles', () => {
    it('lists every user and role with ADMIN_USERS', async () => {
      expect((await world.service.list(admin)).map((u) => u.uid)).toEqual(['ana', 'off']);
      expect((await world.service.listRoles(admin)).map((r) => r.id)).toEqual(['r-dis', 'r-est']);
    });

    it('needs ADMIN_USERS', async () => {
      expect((await failureOf(world.service.list(outsider))).kind).toBe('forbidden');
      expect((await failureOf(world.service.listRoles(outsider))).kind).toBe('forbidden');
    });

    it('wraps read failures', async () => {
      world.users.failNext('list');
      expect((await failureOf(world.service.list(admin))).message).toBe(m.loadUsers);
      world.roles.failNext('list');
      expect((await failureOf(world.service.listRoles(admin))).message).toBe(m.loadRoles);
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
      const result = await world.service.createUser(admin, input);
      expect(world.endpoints.calls).toEqual([
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
      expect(await world.users.get('nuevo-1')).toEqual(created);
      // The new user signs in once they have set their password through the link.
      world.auth.resetPasswordWithLink(result!.passwordResetLink, 'Propia-2026!');
      await expect(world.auth.signIn('nuevo@estudio.example', 'Propia-2026!')).resolves.toMatchObject({
        uid: 'nuevo-1',
      });
    });

    it('writes nothing to users/{uid} itself: the endpoint writes the one complete record', async () => {
      const writes: Write[] = [];
      world.service = new UserUseCases(readOnlyView(world.users, writes), world.roles, world.endpoints);
      expect((await world.service.createUser(admin, input))?.user).toEqual(created);
      expect(writes).toEqual([]);
      expect(await world.users.get('nuevo-1')).toEqual(created);
    });

    it('returns the user as sent, date unknown, when the record cannot be read back', async () => {
      world.users.failNext('get');
      expect((await world.service.createUser(admin, input))?.user).toEqual({ ...created, createdAt: null });
      expect(await world.users.get('nuevo-1')).toEqual(created);
    });

    it('ignores a blank e-mail', async () => {
      expect(await world.service.createUser(admin, { ...input, email: '   ' })).toBeNull();
      expect(world.endpoints.calls).toEqual([]);
    });

    it('refuses an invalid e-mail with addUser without calling the endpoint', async () => {
      const error = await failureOf(world.service.createUser(admin, { ...input, email: 'sin-arroba' }));
      expect(error).toMatchObject({ kind: 'validation', message: m.addUser });
      expect(world.endpoints.calls).toEqual([]);
      await world.expectUsersUntouched();
    });

    it('refuses an e-mail the records already hold without calling the endpoint', async () => {
      const error = await failureOf(world.service.createUser(admin, { ...input, email: 'ANA@estudio.example' }));
      expect(error.kind).toBe('conflict');
      expect(error.message).toBe(m.emailInUse);
      expect(world.endpoints.calls).toEqual([]);
    });

    it('turns the endpoint duplicate answer into the duplicate message', async () => {
      const error = await failureOf(world.service.createUser(admin, { ...input, email: 'huerfano@estudio.example' }));
      expect(error.kind).toBe('conflict');
      expect(error.message).toBe('Este correo ya está registrado. Por favor ingresa otro.');
      await world.expectUsersUntouched();
    });

    it('turns other refusals into addUser, keeping the reason in the details', async () => {
      world.endpoints.refuseNext('createUser', 'permission-denied');
      const error = await failureOf(world.service.createUser(admin, input));
      expect(error.message).toBe(m.addUser);
      expect(error.details).toMatchObject({ reason: 'permission-denied' });
      await world.expectUsersUntouched();
    });

    it('leaves the records as they were when the endpoint fails to write its record', async () => {
      world.users.failNext('save');
      const error = await failureOf(world.service.createUser(admin, input));
      expect(error.message).toBe(m.addUser);
      await world.expectUsersUntouched();
      expect(world.auth.hasAccount('nuevo@estudio.example')).toBe(false);
    });

    it('refuses an unknown role and read or endpoint failures with addUser', async () => {
      expect((await failureOf(world.service.createUser(admin, { ...input, roleId: 'nada' }))).kind).toBe('validation');
      world.roles.failNext('get');
      expect((await failureOf(world.service.createUser(admin, input))).message).toBe(m.addUser);
      world.users.failNext('findByEmail');
      expect((await failureOf(world.service.createUser(admin, input))).message).toBe(m.addUser);
      world.endpoints.failNext('createUser');
      const unreachable = await failureOf(world.service.createUser(admin, input));
      expect(unreachable).toMatchObject({ kind: 'upstream', message: m.addUser });
      expect(unreachable.details).toMatchObject({ cause: expect.any(Error) });
      await world.expectUsersUntouched();
      expect(world.auth.hasAccount('nuevo@estudio.example')).toBe(false);
    });

    it('needs ADMIN_USERS', async () => {
      expect((await failureOf(world.service.createUser(outsider, input))).kind).toBe('forbidden');
      expect(world.endpoints.calls).toEqual([]);
    });
  });
});
