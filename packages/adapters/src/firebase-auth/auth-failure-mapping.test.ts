import { AuthFailure } from '@estudio/domain/accounts';
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { authErrorCodeOf, toAuthFailure } from './auth-failure-mapping.js';

describe('authErrorCodeOf', () => {
  it.each([
    ['auth/invalid-credential', 'invalid-credentials'],
    ['auth/wrong-password', 'invalid-credentials'],
    ['auth/user-not-found', 'invalid-credentials'],
    ['auth/invalid-email', 'invalid-credentials'],
    ['auth/user-disabled', 'user-disabled'],
    ['auth/too-many-requests', 'too-many-requests'],
    ['auth/network-request-failed', 'network'],
    ['auth/internal-error', 'unknown'],
    ['storage/unknown', 'unknown'],
    [undefined, 'unknown'],
  ] as const)('maps %s to %s', (firebaseCode, code) => {
    expect(authErrorCodeOf(firebaseCode)).toBe(code);
  });
});

describe('toAuthFailure', () => {
  it('keeps the Firebase message as the reason', () => {
    const failure = toAuthFailure(new FirebaseError('auth/user-disabled', 'Firebase: Error (auth/user-disabled).'));
    expect(failure).toBeInstanceOf(AuthFailure);
    expect(failure.code).toBe('user-disabled');
    expect(failure.message).toBe('Firebase: Error (auth/user-disabled).');
  });

  it('reads the code of anything shaped like a FirebaseError', () => {
    const failure = toAuthFailure(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }));
    expect(failure.code).toBe('network');
    expect(failure.message).toBe('offline');
  });

  it('treats errors without a usable code, and thrown non-errors, as unknown', () => {
    expect(toAuthFailure(new Error('boom'))).toMatchObject({ code: 'unknown', message: 'boom' });
    expect(toAuthFailure(Object.assign(new Error('odd'), { code: 42 }))).toMatchObject({
      code: 'unknown',
      message: 'odd',
    });
    expect(toAuthFailure('plain text')).toMatchObject({ code: 'unknown', message: 'plain text' });
    expect(toAuthFailure(null)).toMatchObject({ code: 'unknown', message: 'null' });
  });

  it('passes an AuthFailure through unchanged', () => {
    const original = new AuthFailure('too-many-requests', 'wait');
    expect(toAuthFailure(original)).toBe(original);
  });
});
