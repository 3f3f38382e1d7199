import { describe, expect, it } from 'vitest';
import * as authAccounts from './auth-accounts.js';
import * as ai from './ai.js';
import * as aiEndpoint from './ai-endpoint.js';
import * as storedMedia from './stored-media.js';
import * as auth from './authenticator.js';
import * as linkedinOAuth from './linkedin-oauth.js';
import * as logger from './logger.js';
import * as repositories from './repositories.js';
import * as scheduling from './scheduling.js';
import * as storage from './storage.js';
import * as accountGateway from './account-gateway.js';
import * as auditLog from './audit-log.js';
import * as bulkStore from './bulk-store.js';
import * as clock from '../shared/clock.js';

const tokens = [
  authAccounts,
  ai,
  aiEndpoint,
  storedMedia,
  auth,
  linkedinOAuth,
  logger,
  repositories,
  scheduling,
  storage,
  accountGateway,
  auditLog,
  bulkStore,
  clock,
].flatMap((module) =>
  Object.entries(module as Record<string, unknown>).filter(
    (entry): entry is [string, symbol] => typeof entry[1] === 'symbol',
  ),
);

describe('port tokens', () => {
  it('are global symbols named after their port, one per port', () => {
    expect(tokens.length).toBe(44);
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
