import { describe, expect, it } from 'vitest';
import { describeAuthAccountsContract } from '../contracts/auth-accounts.contract.js';
import { InMemoryAuthAccounts, InMemoryCallerVerifier, InMemoryAuthenticator } from '@estudio/domain/testing';

describeAuthAccountsContract('in-memory twins', async () => {
  const auth = new InMemoryAuthenticator();
  const admin = new InMemoryAuthAccounts(auth);
  const verifier = new InMemoryCallerVerifier(auth, admin);
  return {
    admin,
    verifier,
    signIn: async (email, password) => verifier.issue((await auth.signIn(email, password)).uid),
    canSignIn: (email, password) =>
      auth.signIn(email, password).then(
        () => true,
        () => false,
      ),
    followResetLink: async (link, password) => auth.resetPasswordWithLink(link, password),
  };
});

describe('InMemoryCallerVerifier', () => {
  it('accepts only the App Check tokens it was given', async () => {
    const auth = new InMemoryAuthenticator();
    const verifier = new InMemoryCallerVerifier(auth, new InMemoryAuthAccounts(auth));
    verifier.allowAppCheckToken('app-check-ok');
    await expect(verifier.verifyAppCheckToken('app-check-ok')).resolves.toBeUndefined();
    await expect(verifier.verifyAppCheckToken('otro')).rejects.toMatchObject({ reason: 'invalid-app-check-token' });
  });

  it('issues tokens only for existing accounts', () => {
    const auth = new InMemoryAuthenticator();
    const verifier = new InMemoryCallerVerifier(auth, new InMemoryAuthAccounts(auth));
    expect(() => verifier.issue('nadie')).toThrow('No account with uid nadie');
  });
});
