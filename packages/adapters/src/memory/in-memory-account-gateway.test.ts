import { describe, expect, it } from 'vitest';
import { describeAccountGatewayContract } from '../contracts/account-gateway.contract.js';
import { present } from '../contracts/fixtures.js';
import { FixedClock } from './fixed-clock.js';
import { InMemoryAuthenticator } from './in-memory-authenticator.js';
import { InMemoryAccountGateway } from './in-memory-account-gateway.js';
import { InMemoryUserRepository } from './in-memory-user-repository.js';

describeAccountGatewayContract('InMemoryAccountGateway', async () => {
  const auth = new InMemoryAuthenticator();
  const users = new InMemoryUserRepository();
  return { admin: new InMemoryAccountGateway(auth, users), users, auth };
});

const request = { email: 'nuevo@estudio.example', password: 'Temporal-1', role: 'disenador', roleLabel: 'Diseñador' };

const setUp = () => {
  const clock = new FixedClock('2026-02-02T09:00:00.000Z');
  const auth = new InMemoryAuthenticator({ clock });
  const users = new InMemoryUserRepository();
  return { auth, users, admin: new InMemoryAccountGateway(auth, users, clock) };
};

describe('InMemoryAccountGateway', () => {
  it('stamps the new record with the clock and empty names', async () => {
    const { admin, users } = setUp();
    const uid = present((await admin.createUser(request)).uid, 'uid');
    expect(await users.get(uid)).toEqual({
      uid,
      email: request.email,
      firstName: '',
      lastName: '',
      role: 'disenador',
      status: 'active',
      createdAt: new Date('2026-02-02T09:00:00.000Z'),
      lastLoginAt: null,
    });
  });

  it('records every request it receives', async () => {
    const { admin } = setUp();
    const uid = present((await admin.createUser(request)).uid, 'uid');
    await admin.updateUserRole({ uid, role: 'estratega', roleLabel: 'Estratega' });
    await admin.disableUser(uid);
    expect(admin.calls.map((call) => call.operation)).toEqual(['createUser', 'updateUserRole', 'disableUser']);
    expect(admin.calls[0]?.request).toEqual(request);
  });

  it('answers the scripted refusal and changes nothing', async () => {
    const { admin, users, auth } = setUp();
    admin.refuseNext('createUser', 'El servidor no pudo crear el usuario.');
    expect(await admin.createUser(request)).toEqual({
      success: false,
      error: 'El servidor no pudo crear el usuario.',
    });
    expect(await users.list()).toEqual([]);
    expect(auth.hasAccount(request.email)).toBe(false);
    expect((await admin.createUser(request)).success).toBe(true);
  });

  it('rejects when armed to fail, leaving account and record unchanged', async () => {
    const { admin, users, auth } = setUp();
    const uid = present((await admin.createUser(request)).uid, 'uid');
    admin.failNext('disableUser');
    await expect(admin.disableUser(uid)).rejects.toThrow();
    expect((await users.get(uid))?.status).toBe('active');
    expect(auth.account(uid)?.disabled).toBe(false);
  });
});
