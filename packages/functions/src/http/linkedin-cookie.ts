import { LINKEDIN_STATE_TTL_MS } from '@estudio/domain/linkedin';

/*
 * The cookie that binds a LinkedIn authorization to the browser that began it
 * (docs/security.md, "LinkedIn"): POST auth sets a single-use nonce in it, the GET callback
 * reads it and clears it. `__session` is the only cookie Firebase Hosting forwards to a
 * function; HttpOnly (no script reads it), Secure (127.0.0.1 counts as secure in browsers),
 * SameSite=Lax (sent on LinkedIn's top-level redirect back, never on a cross-site
 * subrequest), its path the callback's own and its life the state's 10 minutes.
 */

export const LINKEDIN_NONCE_COOKIE = '__session';

/** The nonce's life in seconds: the state's. */
export const NONCE_MAX_AGE_SECONDS = LINKEDIN_STATE_TTL_MS / 1000;

const attributes = (path: string, maxAgeSeconds: number): string =>
  `Max-Age=${maxAgeSeconds}; Path=${path}; HttpOnly; Secure; SameSite=Lax`;

/** Set-Cookie of auth's answer: the nonce, for the callback's path only. */
export const nonceCookie = (nonce: string, path: string): string =>
  `${LINKEDIN_NONCE_COOKIE}=${nonce}; ${attributes(path, NONCE_MAX_AGE_SECONDS)}`;

/** Set-Cookie of the callback's answer: the nonce forgotten, whatever the outcome. */
export const clearedNonceCookie = (path: string): string => `${LINKEDIN_NONCE_COOKIE}=; ${attributes(path, 0)}`;

/** The nonce the request's Cookie header holds (the first `__session`: the most specific path), if any. */
export const nonceOf = (cookieHeader: string | readonly string[] | undefined): string | undefined => {
  const text = typeof cookieHeader === 'string' ? cookieHeader : (cookieHeader ?? []).join('; ');
  for (const pair of text.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== LINKEDIN_NONCE_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
};

/** The cookie's path: the callback's, from the registered redirect URI (ESTUDIO_LINKEDIN_REDIRECT_URI). */
export const callbackPathOf = (redirectUri: string): string => new URL(redirectUri).pathname;
