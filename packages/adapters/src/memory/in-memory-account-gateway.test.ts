import { AccountRefused } from '@estudio/domain/accounts';
import { describe, expect, it } from 'vitest';
import { describeAccountGatewayContract } from '../contracts/account-gateway.contract.js';
import {
  FixedClock,
  InMemoryAuthenticator,
  InMemoryAccountGateway,
  InMemoryUserRepository,
} from '@estudio/domain/testing';

describeAccountGatewayContract('InMemoryAccountGateway', async () => {
  const auth = new InMemoryAuthenticator();
  const users = new InMemoryUserRepository();
  return {
    admin: new InMemoryAccountGateway(auth, users, null),
    users,
    auth,
    followResetLink: async (link, password) => auth.resetPasswordWithLink(link, password),
  };
});

const request = {
  email: 'nuevo@estudio.example',
  firstName: 'Nora',
  lastName: 'Díaz',
  role: 'disenador',
};

const setUp = () => {
  const clock = new FixedClock('2026-02-02T09:00:00.000Z');
  const auth = new InMemoryAuthenticator({ clock });
  const users = new InMemoryUserRepository();
  return { auth, users, admin: new InMemoryAccountGateway(auth, users, clock) };
};

const refusalOf = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    () => null,
    (error: unknown) => error,
  );

describe('InMemoryAccountGateway', () => {
  it('stamps the new record with the clock and the names it was given', async () => {
    const { admin, users } = setUp();
    const { uid } = await admin.createUser(request);
    expect(await users.get(uid)).toEqual({
      uid,
      email: request.email,
      firstName: 'Nora',
      lastName: 'Díaz',
      role: 'disenador',
      status: 'active',
      createdAt: new Date('2026-02-02T09:00:00.000Z'),
      lastLoginAt: null,
    });
  });

  it('records every request it receives', async () => {
    const { admin } = setUp();
    const { uid } = await admin.createUser(request);
    await admin.updateUserRole({ uid, role: 'estratega' });
    await admin.disableUser(uid);
    expect(admin.calls.map((call) => call.operation)).toEqual(['createUser', 'updateUserRole', 'disableUser']);
    expect(admin.calls[0]?.request).toEqual(request);
  });

  it('refuses as scripted, with the given code, and changes nothing', async () => {
    const { admin, users, auth } = setUp();
    admin.refuseNext('createUser', 'El servidor no pudo crear el usuario.');
    const refusal = await refusalOf(admin.createUser(request));
    expect(refusal).toBeInstanceOf(AccountRefused);
    expect(refusal).toMatchObject({ code: 'El servidor no pudo crear el usuario.' });
    expect(await users.list()).toEqual([]);
    expect(auth.hasAccount(request.email)).toBe(false);
    await expect(admin.createUser(request)).resolves.toEqual({
      uid: expect.any(String),
      passwordResetLink: expect.any(String),
    });
  });

  it('rejects when armed to fail, leaving account and record unchanged', async () => {
    const { admin, users, auth } = setUp();
    const { uid } = await admin.createUser(request);
    admin.failNext('disableUser');
    const failure = await refusalOf(admin.disableUser(uid));
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(AccountRefused);
    expect((await users.get(uid))?.status).toBe('active');
    expect(auth.account(uid)?.disabled).toBe(false);
  });

  it('makes no account when its record cannot be written, and leaves the account as it was when its status cannot', async () => {
    const { admin, users, auth } = setUp();
    users.failNext('save');
    await expect(admin.createUser(request)).rejects.toThrow();
    expect(auth.hasAccount(request.email)).toBe(false);

    const { uid } = await admin.createUser(request);
    users.failNext('update');
    await expect(admin.disableUser(uid)).rejects.toThrow();
    expect(auth.account(uid)?.disabled).toBe(false);
    expect((await users.get(uid))?.status).toBe('active');
  });
});
