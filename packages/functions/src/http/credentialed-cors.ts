/*
 * CORS for the linkedin function, which the console calls with credentials (its `auth`
 * answer sets the nonce cookie, docs/security.md, "LinkedIn"): the request's origin is
 * echoed when it is allowed (ESTUDIO_ALLOWED_ORIGINS; every origin on the local stack when
 * unset, as the other functions), and credentials are allowed for the console's origin only
 * (ESTUDIO_CONSOLE_URL), never for `*` or any other origin. A preflight is answered here.
 */

export interface CorsPolicy {
  /** Who may call from a browser (settings.allowedOrigins). */
  readonly allowedOrigins: readonly string[] | true;
  /** The one origin whose requests may carry cookies: the console's. */
  readonly credentialedOrigin: string;
}

export interface CorsAnswer {
  readonly headers: Readonly<Record<string, string>>;
  /** An OPTIONS preflight: answer 204 with the headers, and run nothing. */
  readonly preflight: boolean;
}

interface CorsRequest {
  readonly method: string;
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
}

const single = (value: string | readonly string[] | undefined): string =>
  (typeof value === 'string' ? value : value?.[0]) ?? '';

/** The console URL's origin (scheme, host and port). */
export const originOf = (url: string): string => new URL(url).origin;

export const corsAnswer = (request: CorsRequest, policy: CorsPolicy): CorsAnswer => {
  const preflight = request.method === 'OPTIONS';
  const origin = single(request.headers['origin']);
  const allowed = origin !== '' && (policy.allowedOrigins === true || policy.allowedOrigins.includes(origin));
  if (!allowed) return { headers: { Vary: 'Origin' }, preflight };
  const headers: Record<string, string> = { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  if (origin === policy.credentialedOrigin) headers['Access-Control-Allow-Credentials'] = 'true';
  if (preflight) {
    headers['Access-Control-Allow-Methods'] = 'GET, POST';
    const asked = single(request.headers['access-control-request-headers']);
    if (asked !== '') headers['Access-Control-Allow-Headers'] = asked;
    headers['Access-Control-Max-Age'] = '3600';
  }
  return { headers, preflight };
};
