import { describe, expect, it } from 'vitest';
import { PORT_TOKENS } from '../testing/port-tokens.js';
import * as authAccounts from './auth-accounts.js';
import * as auth from './authenticator.js';

const tokens = [...PORT_TOKENS];

describe('port tokens', () => {
  it('are global symbols named after their port, one per port', () => {
    expect(tokens.length).toBe(56);
    for (const [name, token] of tokens) expect(Symbol.keyFor(token)).toBe(`estudio.${name}`);
    expect(new Set(tokens.map(([, token]) => token)).size).toBe(tokens.length);
  });
});

describe('AuthFailure', () => {
  it('carries the sign-in service code beside its reason', () => {
    const failure = new auth.AuthFailure('invalid-credentials', 'INVALID_LOGIN_CREDENTIALS');
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({
      name: 'AuthFailure',
      code: 'invalid-credentials',
      message: 'INVALID_LOGIN_CREDENTIALS',
    });
  });
});

describe('the account-administration failures', () => {
  it('carry the reason code beside the service message', () => {
    const failure = new authAccounts.AuthAccountFailure('email-already-in-use', 'auth/email-already-exists');
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ name: 'AuthAccountFailure', code: 'email-already-in-use' });
    const rejected = new authAccounts.CallerRejected('revoked-id-token', 'auth/id-token-revoked');
    expect(rejected).toMatchObject({
      name: 'CallerRejected',
      reason: 'revoked-id-token',
      message: 'auth/id-token-revoked',
    });
  });
});
