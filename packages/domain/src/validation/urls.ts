import { Messages } from '../messages.js';
import { VALID, check, type Validation } from './validation.js';

/*
 * URL fields (linkMetrics, brandManualUrl, keyVisualDocUrl, videoUrl, imageAIUrl,
 * imagesAIUrl, a script's videoUrl…) hold https addresses only: a javascript:, data: or
 * plain-http address never reaches a frame, an image or a link. The one exception is the
 * local stack, whose Storage emulator serves download URLs over http on the loopback address.
 */

/** The local stack's emulators: http is accepted on these hosts only. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Spaces and control characters (C0, DEL, C1) have no place inside an address. */
const hasUnsafeCharacter = (value: string): boolean =>
  [...value].some((char) => {
    const code = char.charCodeAt(0);
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
  });
const SCHEME_AND_AUTHORITY = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)/;
const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;
const IPV6_HOST = /^\[[0-9A-Fa-f:.]+\]$/;

/** The host of an authority ('host', 'host:port', '[v6]:port'), or null when it is malformed or carries a user. */
const hostOf = (authority: string): string | null => {
  if (authority.includes('@')) return null;
  const bracket = authority.startsWith('[') ? authority.indexOf(']') : -1;
  const colon = authority.indexOf(':');
  const host = bracket > 0 ? authority.slice(0, bracket + 1) : colon === -1 ? authority : authority.slice(0, colon);
  const port = authority.slice(host.length);
  if (port !== '' && !/^:\d{1,5}$/.test(port)) return null;
  return HOST_NAME.test(host) || IPV6_HOST.test(host) ? host.toLowerCase() : null;
};

/** https://host…, or http:// on a loopback host; surrounding blanks are ignored. */
export const isSecureUrl = (value: string): boolean => {
  const url = value.trim();
  if (hasUnsafeCharacter(url)) return false;
  const [, rawScheme, authority] = SCHEME_AND_AUTHORITY.exec(url) ?? [];
  if (rawScheme === undefined || authority === undefined) return false;
  const host = hostOf(authority);
  if (host === null) return false;
  const scheme = rawScheme.toLowerCase();
  return scheme === 'https' || (scheme === 'http' && LOOPBACK_HOSTS.has(host));
};

/** https://host… only: an address a network will open for anyone (Pinterest's pin link), never the local stack's http. */
export const isHttpsUrl = (value: string): boolean => isSecureUrl(value) && /^https:\/\//i.test(value.trim());

/** An optional URL field: empty is fine, anything else must be secure. */
export const validateSecureUrl = (value: string | null | undefined): Validation =>
  value === null || value === undefined || value.trim() === ''
    ? VALID
    : check(isSecureUrl(value), Messages.urls.httpsOnly);

/** Several URL fields and lists of them; the first insecure value refuses. */
export const validateSecureUrls = (
  values: ReadonlyArray<string | null | undefined | ReadonlyArray<string | null | undefined>>,
): Validation => {
  for (const value of values.flatMap((entry) => (Array.isArray(entry) ? entry : [entry]))) {
    const validation = validateSecureUrl(value as string | null | undefined);
    if (!validation.ok) return validation;
  }
  return VALID;
};
