import { describe, expect, it } from 'vitest';
import { describeAuthenticatorContract } from '../contracts/authenticator.contract.js';
import { AuthFailure, type AuthIdentity } from '@estudio/domain/accounts';
import { FixedClock, InMemoryAuthenticator } from '@estudio/domain/testing';

describeAuthenticatorContract('InMemoryAuthenticator', async (accounts) => ({
  auth: new InMemoryAuthenticator({ accounts }),
}));

const ana = { uid: 'uid-ana', email: 'ana@estudio.example', password: 'Clave-1', disabled: false };

describe('InMemoryAuthenticator', () => {
  it('makes the token expire one hour after sign-in, by the injected clock', async () => {
    const clock = new FixedClock('2026-03-01T10:00:00.000Z');
    const auth = new InMemoryAuthenticator({ accounts: [ana], clock });
    clock.advance(5 * 60 * 1000);
    const identity = await auth.signIn(ana.email, ana.password);
    expect(identity.tokenExpiresAt).toEqual(new Date('2026-03-01T11:05:00.000Z'));
  });

  it('calls a new listener back synchronously with the current state', async () => {
    const auth = new InMemoryAuthenticator({ accounts: [ana] });
    await auth.signIn(ana.email, ana.password);
    const seen: (AuthIdentity | null)[] = [];
    auth.onAuthStateChanged((identity) => seen.push(identity));
    expect(seen.map((identity) => identity?.uid)).toEqual(['uid-ana']);
  });

  it('does not notify on a sign-out while already signed out', async () => {
    const auth = new InMemoryAuthenticator({ accounts: [ana] });
    const seen: (AuthIdentity | null)[] = [];
    auth.onAuthStateChanged((identity) => seen.push(identity));
    await auth.signOut();
    expect(seen).toEqual([null]);
  });

  it('records each password reset and gives the English reason for an unknown e-mail', async () => {
    const auth = new InMemoryAuthenticator({ accounts: [ana] });
    await auth.sendPasswordReset('ANA@estudio.example');
    expect(auth.passwordResets).toEqual(['ANA@estudio.example']);
    await expect(auth.sendPasswordReset('nadie@estudio.example')).rejects.toMatchObject({
      code: 'unknown',
      message: 'Firebase: Error (auth/user-not-found).',
    });
    expect(auth.passwordResets).toHaveLength(1);
  });

  it('can be made to fail the next sign-in as the network would', async () => {
    const auth = new InMemoryAuthenticator({ accounts: [ana] });
    auth.failNext('signIn', new AuthFailure('network', 'Firebase: Error (auth/network-request-failed).'));
    await expect(auth.signIn(ana.email, ana.password)).rejects.toMatchObject({ code: 'network' });
    expect(auth.currentIdentity()).toBeNull();
    expect((await auth.signIn(ana.email, ana.password)).uid).toBe('uid-ana');
  });

  it('creates accounts with generated uids and refuses a taken e-mail', () => {
    const auth = new InMemoryAuthenticator({ accounts: [ana] });
    expect(auth.createAccount('Luis@Estudio.example', 'x')).toEqual({
      uid: 'uid-1',
      email: 'luis@estudio.example',
      password: 'x',
      disabled: false,
    });
    expect(() => auth.createAccount('ana@ESTUDIO.example', 'y')).toThrow();
  });

  it('hands out identities whose mutation does not change the session', async () => {
    const auth = new InMemoryAuthenticator({ accounts: [ana] });
    const identity = await auth.signIn(ana.email, ana.password);
    identity.tokenExpiresAt?.setTime(0);
    expect(auth.currentIdentity()?.tokenExpiresAt?.getTime()).not.toBe(0);
  });
});
