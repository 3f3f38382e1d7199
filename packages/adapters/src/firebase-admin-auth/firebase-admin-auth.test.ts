import type { Auth } from 'firebase-admin/auth';
import { describe, expect, it, vi } from 'vitest';
import { FirebaseAdminAuthAccounts } from './firebase-admin-auth-accounts.js';
import { FirebaseAdminCallerVerifier } from './firebase-admin-caller-verifier.js';

const refusal = (code: string): Error & { code: string } => Object.assign(new Error(code), { code });

describe('FirebaseAdminCallerVerifier', () => {
  it('checks revocation and reports who called', async () => {
    const verifyIdToken = vi.fn().mockResolvedValue({ uid: 'u1', email: 'a@b.co' });
    const verifier = new FirebaseAdminCallerVerifier({ verifyIdToken }, null);
    await expect(verifier.verifyIdToken('t')).resolves.toEqual({ uid: 'u1', email: 'a@b.co' });
    expect(verifyIdToken).toHaveBeenCalledWith('t', true);
  });

  it('tells a revoked token from an invalid one', async () => {
    const revoked = new FirebaseAdminCallerVerifier(
      { verifyIdToken: vi.fn().mockRejectedValue(refusal('auth/id-token-revoked')) },
      null,
    );
    await expect(revoked.verifyIdToken('t')).rejects.toMatchObject({ reason: 'revoked-id-token' });
    const expired = new FirebaseAdminCallerVerifier(
      { verifyIdToken: vi.fn().mockRejectedValue(refusal('auth/id-token-expired')) },
      null,
    );
    await expect(expired.verifyIdToken('t')).rejects.toMatchObject({
      reason: 'invalid-id-token',
      message: 'auth/id-token-expired',
    });
  });

  it('verifies App Check tokens with the configured service, and refuses them without one', async () => {
    const verifyToken = vi
      .fn()
      .mockResolvedValueOnce({ appId: 'app' })
      .mockRejectedValueOnce(refusal('app-check/invalid-argument'));
    const verifier = new FirebaseAdminCallerVerifier({ verifyIdToken: vi.fn() }, { verifyToken });
    await expect(verifier.verifyAppCheckToken('ok')).resolves.toBeUndefined();
    await expect(verifier.verifyAppCheckToken('bad')).rejects.toMatchObject({ reason: 'invalid-app-check-token' });
    const unconfigured = new FirebaseAdminCallerVerifier({ verifyIdToken: vi.fn() }, null);
    await expect(unconfigured.verifyAppCheckToken('ok')).rejects.toMatchObject({ reason: 'invalid-app-check-token' });
  });
});

describe('FirebaseAdminAuthAccounts', () => {
  const fakeAuth = (overrides: Partial<Record<keyof Auth, unknown>>): Auth => overrides as unknown as Auth;

  it('keeps other custom claims when it sets or clears the role', async () => {
    const setCustomUserClaims = vi.fn().mockResolvedValue(undefined);
    const accounts = new FirebaseAdminAuthAccounts(
      fakeAuth({
        getUser: vi.fn().mockResolvedValue({ customClaims: { role: 'old', roleLabel: 'Old', beta: true } }),
        setCustomUserClaims,
      }),
    );
    await accounts.setRoleClaims('u1', { role: 'r', roleLabel: 'R' });
    await accounts.setRoleClaims('u1', null);
    expect(setCustomUserClaims.mock.calls).toEqual([
      ['u1', { beta: true, role: 'r', roleLabel: 'R' }],
      ['u1', { beta: true }],
    ]);
  });

  it('passes unknown failures through untouched', async () => {
    const outage = new Error('socket hang up');
    const accounts = new FirebaseAdminAuthAccounts(fakeAuth({ createUser: vi.fn().mockRejectedValue(outage) }));
    await expect(accounts.createAccount('a@b.co', 'secreto')).rejects.toBe(outage);
  });

  it('reads claims that are not both text as no role', async () => {
    const accounts = new FirebaseAdminAuthAccounts(
      fakeAuth({ getUser: vi.fn().mockResolvedValue({ customClaims: { role: 3 } }) }),
    );
    await expect(accounts.roleClaims('u1')).resolves.toBeNull();
  });
});
