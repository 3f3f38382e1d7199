import { describe, expect, it } from 'vitest';
import { callbackPathOf, clearedNonceCookie, nonceCookie, nonceOf } from './linkedin-cookie.js';

describe("the LinkedIn nonce cookie (docs/security.md, 'LinkedIn')", () => {
  it('is __session, HttpOnly, Secure, SameSite=Lax, for the callback path only, for the state’s 10 minutes', () => {
    expect(nonceCookie('abc_-9', '/p/linkedin/callback')).toBe(
      '__session=abc_-9; Max-Age=600; Path=/p/linkedin/callback; HttpOnly; Secure; SameSite=Lax',
    );
    expect(clearedNonceCookie('/p/linkedin/callback')).toBe(
      '__session=; Max-Age=0; Path=/p/linkedin/callback; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it("reads the request's __session among other cookies, and nothing when it is absent or blank", () => {
    expect(nonceOf('a=1; __session=n-1; b=2')).toBe('n-1');
    expect(nonceOf('__session=n-2')).toBe('n-2');
    expect(nonceOf(['a=1', '__session=n-3'])).toBe('n-3');
    expect(nonceOf('x__session=n; session=m')).toBeUndefined();
    expect(nonceOf('__session=')).toBeUndefined();
    expect(nonceOf(undefined)).toBeUndefined();
  });

  it('takes its path from the registered redirect URI', () => {
    expect(callbackPathOf('http://127.0.0.1:5001/demo-estudio/us-central1/linkedin/callback')).toBe(
      '/demo-estudio/us-central1/linkedin/callback',
    );
    expect(callbackPathOf('https://consola.estudio.co/linkedin/callback')).toBe('/linkedin/callback');
  });
});
