import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { UserUseCases } from './users.js';
import { failureOf } from './use-cases.test-kit.js';
import type { Write } from './users.test-kit.js';
import { m, admin, outsider, USERS, readOnlyView, useUsersWorld } from './users.test-kit.js';

describe('UserUseCases', () => {
  const world = useUsersWorld();

  describe('updateUser', () => {
    it('saves trimmed names and e-mail', async () => {
      await world.service.updateUser(admin, 'ana', {
        firstName: ' Ana ',
        lastName: 'Ruiz',
        email: 'ana.ruiz@estudio.example ',
      });
      expect(await world.users.get('ana')).toMatchObject({
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'ana.ruiz@estudio.example',
      });
    });

    it('allows keeping the own e-mail in another case', async () => {
      await world.service.updateUser(admin, 'ana', { firstName: 'A', lastName: 'B', email: 'ANA@estudio.example' });
      expect((await world.users.get('ana'))?.email).toBe('ANA@estudio.example');
    });

    it("refuses a blank e-mail or another user's e-mail", async () => {
      const blank = await failureOf(
        world.service.updateUser(admin, 'ana', { firstName: 'A', lastName: 'B', email: ' ' }),
      );
      expect(blank.message).toBe(m.saveUserEdit);
      const taken = await failureOf(
        world.service.updateUser(admin, 'ana', { firstName: 'A', lastName: 'B', email: 'off@estudio.example' }),
      );
      expect(taken.message).toBe(m.emailInUse);
      await world.expectUsersUntouched();
    });

    it('refuses a name past its cap or with control characters', async () => {
      const long = await failureOf(
        world.service.updateUser(admin, 'ana', {
          firstName: 'A'.repeat(TEXT_LIMITS.name + 1),
          lastName: 'B',
          email: 'a@b.co',
        }),
      );
      expect(long).toMatchObject({ kind: 'validation', message: Messages.validation.textTooLong(TEXT_LIMITS.name) });
      const control = await failureOf(
        world.service.updateUser(admin, 'ana', { firstName: 'A', lastName: 'B\u001b]0;x\u0007', email: 'a@b.co' }),
      );
      expect(control).toMatchObject({ kind: 'validation', message: Messages.validation.controlCharacters });
      await world.expectUsersUntouched();
    });

    it('wraps failures, including an unknown user', async () => {
      world.users.failNext('update');
      const edit = { firstName: 'A', lastName: 'B', email: 'a@b.co' };
      expect((await failureOf(world.service.updateUser(admin, 'ana', edit))).message).toBe(m.saveUserEdit);
      expect((await failureOf(world.service.updateUser(admin, 'nadie', edit))).message).toBe(m.saveUserEdit);
      await world.expectUsersUntouched();
    });

    it('needs ADMIN_USERS', async () => {
      const edit = { firstName: 'A', lastName: 'B', email: 'a@b.co' };
      expect((await failureOf(world.service.updateUser(outsider, 'ana', edit))).kind).toBe('forbidden');
    });
  });

  describe('changeRole', () => {
    it('calls the endpoint with the role id and name', async () => {
      await world.service.changeRole(admin, 'ana', 'r-est');
      expect(world.endpoints.calls).toEqual([{ operation: 'updateUserRole', request: { uid: 'ana', role: 'r-est' } }]);
      expect((await world.users.get('ana'))?.role).toBe('r-est');
    });

    it('writes nothing to users/{uid} itself', async () => {
      const writes: Write[] = [];
      world.service = new UserUseCases(readOnlyView(world.users, writes), world.roles, world.endpoints);
      await world.service.changeRole(admin, 'ana', 'r-est');
      expect(writes).toEqual([]);
      expect((await world.users.get('ana'))?.role).toBe('r-est');
    });

    it('refuses an unknown role, a refused answer and a failure with updateRole', async () => {
      expect((await failureOf(world.service.changeRole(admin, 'ana', 'nada'))).message).toBe(m.updateRole);
      const notFound = await failureOf(world.service.changeRole(admin, 'nadie', 'r-est'));
      expect(notFound.message).toBe(m.updateRole);
      expect(notFound.details).toMatchObject({ reason: 'auth/user-not-found' });
      world.endpoints.failNext('updateUserRole');
      expect((await failureOf(world.service.changeRole(admin, 'ana', 'r-est'))).message).toBe(m.updateRole);
      await world.expectUsersUntouched();
    });

    it('needs ADMIN_USERS', async () => {
      expect((await failureOf(world.service.changeRole(outsider, 'ana', 'r-est'))).kind).toBe('forbidden');
    });
  });

  describe('disableUser and enableUser', () => {
    it('disables through the endpoint, which writes the record', async () => {
      const result = await world.service.disableUser(admin, 'ana');
      expect(result).toEqual({ ...USERS[0], status: 'disabled' });
      expect((await world.users.get('ana'))?.status).toBe('disabled');
      expect(world.auth.account('ana')?.disabled).toBe(true);
      expect(world.endpoints.calls).toEqual([{ operation: 'disableUser', request: { uid: 'ana' } }]);
    });

    it('enables a disabled user', async () => {
      expect(await world.service.enableUser(admin, 'off')).toEqual({ ...USERS[1], status: 'active' });
      expect((await world.users.get('off'))?.status).toBe('active');
      expect(world.auth.account('off')?.disabled).toBe(false);
    });

    it('writes nothing to users/{uid} itself, and never calls the opposite endpoint', async () => {
      const writes: Write[] = [];
      world.service = new UserUseCases(readOnlyView(world.users, writes), world.roles, world.endpoints);
      expect((await world.service.disableUser(admin, 'ana')).status).toBe('disabled');
      expect((await world.service.enableUser(admin, 'off')).status).toBe('active');
      expect(writes).toEqual([]);
      expect((await world.users.get('ana'))?.status).toBe('disabled');
      expect((await world.users.get('off'))?.status).toBe('active');
      expect(world.endpoints.calls.map((call) => call.operation)).toEqual(['disableUser', 'enableUser']);
    });

    it('calls nothing when the user already has the status', async () => {
      expect(await world.service.enableUser(admin, 'ana')).toEqual(USERS[0]);
      expect(await world.service.disableUser(admin, 'off')).toEqual(USERS[1]);
      expect(world.endpoints.calls).toEqual([]);
    });

    it('changes nothing unless the endpoint reports success', async () => {
      world.endpoints.refuseNext('disableUser', 'internal');
      const error = await failureOf(world.service.disableUser(admin, 'ana'));
      expect(error.message).toBe(m.disableUser);
      expect(error.details).toMatchObject({ reason: 'internal' });
      world.endpoints.failNext('enableUser');
      expect((await failureOf(world.service.enableUser(admin, 'off'))).message).toBe(m.enableUser);
      await world.expectUsersUntouched();
      expect(world.auth.account('ana')?.disabled).toBe(false);
      expect(world.auth.account('off')?.disabled).toBe(true);
    });

    it('leaves record and account as they were when the endpoint cannot write the record, with no undo call', async () => {
      world.users.failNext('update');
      const error = await failureOf(world.service.disableUser(admin, 'ana'));
      expect(error.message).toBe(m.disableUser);
      await world.expectUsersUntouched();
      expect(world.auth.account('ana')?.disabled).toBe(false);
      expect(world.endpoints.calls.map((c) => c.operation)).toEqual(['disableUser']);
    });

    it('refuses unknown users and read failures', async () => {
      expect((await failureOf(world.service.disableUser(admin, 'nadie'))).kind).toBe('not-found');
      world.users.failNext('get');
      expect((await failureOf(world.service.enableUser(admin, 'off'))).message).toBe(m.enableUser);
      expect(world.endpoints.calls).toEqual([]);
    });

    it('needs ADMIN_USERS', async () => {
      expect((await failureOf(world.service.disableUser(outsider, 'ana'))).kind).toBe('forbidden');
      expect(world.endpoints.calls).toEqual([]);
    });
  });
});
