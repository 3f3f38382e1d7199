import { beforeEach, describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { UserUseCases } from './users.js';
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
