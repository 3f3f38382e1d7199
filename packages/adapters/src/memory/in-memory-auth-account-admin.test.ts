import { describe, expect, it } from 'vitest';
import { describeAuthAccountAdminContract } from '../contracts/auth-account-admin.contract.js';
import { InMemoryAuthAccountAdmin, InMemoryCallerVerifier } from './in-memory-auth-account-admin.js';
import { InMemoryAuthService } from './in-memory-auth-service.js';

describeAuthAccountAdminContract('in-memory twins', async () => {
  const auth = new InMemoryAuthService();
  const admin = new InMemoryAuthAccountAdmin(auth);
  const verifier = new InMemoryCallerVerifier(auth, admin);
  return {
    admin,
    verifier,
    signIn: async (email, password) => verifier.issue((await auth.signIn(email, password)).uid),
    canSignIn: (email, password) => auth.signIn(email, password).then(
      () => true,
      () => false,
    ),
  };
});

describe('InMemoryCallerVerifier', () => {
  it('accepts only the App Check tokens it was given', async () => {
    const auth = new InMemoryAuthService();
    const verifier = new InMemoryCallerVerifier(auth, new InMemoryAuthAccountAdmin(auth));
    verifier.allowAppCheckToken('app-check-ok');
    await expect(verifier.verifyAppCheckToken('app-check-ok')).resolves.toBeUndefined();
    await expect(verifier.verifyAppCheckToken('otro')).rejects.toMatchObject({ reason: 'invalid-app-check-token' });
  });

  it('issues tokens only for existing accounts', () => {
    const auth = new InMemoryAuthService();
    const verifier = new InMemoryCallerVerifier(auth, new InMemoryAuthAccountAdmin(auth));
    expect(() => verifier.issue('nadie')).toThrow('No account with uid nadie');
  });
});
