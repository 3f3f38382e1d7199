import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  canRequestPasswordReset,
  isSessionStale,
  isValidEmail,
  newUserEmail,
  validateLoginForm,
} from './session-policy.js';

const t = (iso: string): Date => new Date(iso);

describe('isSessionStale', () => {
  it('is stale when the token expires before the last sign-in', () => {
    expect(isSessionStale(t('2025-01-01T10:00:00Z'), t('2025-01-01T11:00:00Z'))).toBe(true);
  });

  it('is fresh when the token expires at or after the last sign-in', () => {
    expect(isSessionStale(t('2025-01-01T11:00:00Z'), t('2025-01-01T11:00:00Z'))).toBe(false);
    expect(isSessionStale(t('2025-01-01T12:00:00Z'), t('2025-01-01T11:00:00Z'))).toBe(false);
  });

  it('is never stale when a time is unknown', () => {
    expect(isSessionStale(null, t('2025-01-01T11:00:00Z'))).toBe(false);
    expect(isSessionStale(t('2025-01-01T11:00:00Z'), null)).toBe(false);
  });

  it('property: stale exactly when expiry < last login', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 4e12 }), (expiry, login) => {
        expect(isSessionStale(new Date(expiry), new Date(login))).toBe(expiry < login);
      }),
    );
  });
});

describe('login and access forms', () => {
  it('requires the terms checkbox', () => {
    expect(validateLoginForm({ termsAccepted: false })).toBe('Debes aceptar los términos y condiciones');
    expect(validateLoginForm({ termsAccepted: true })).toBeNull();
  });

  it('requires an e-mail of e-mail type for the reset', () => {
    expect(canRequestPasswordReset(' ana@marca.co ')).toBe(true);
    expect(canRequestPasswordReset('')).toBe(false);
    expect(canRequestPasswordReset('ana')).toBe(false);
    expect(canRequestPasswordReset('ana@')).toBe(false);
    expect(isValidEmail('a@b')).toBe(true);
    expect(isValidEmail('a b@c.co')).toBe(false);
  });

  it('ignores add-user with a blank e-mail and trims the rest', () => {
    expect(newUserEmail('  ')).toBeNull();
    expect(newUserEmail(' nuevo@marca.co ')).toBe('nuevo@marca.co');
  });

  it('property: local@domain from safe characters is a valid e-mail', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9._+-]{1,10}$/),
        fc.stringMatching(/^[a-z0-9]{1,10}(\.[a-z]{2,4})?$/),
        (local, domain) => {
          expect(isValidEmail(`${local}@${domain}`)).toBe(true);
          expect(isValidEmail(local)).toBe(false);
        },
      ),
    );
  });
});
