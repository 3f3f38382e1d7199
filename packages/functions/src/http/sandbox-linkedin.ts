import {
  formOf,
  header,
  isHttpUrl,
  isRecord,
  json,
  jsonBodyOf,
  type SandboxContext,
  type SandboxRequest,
  type SandboxResponse,
} from './sandbox-http.js';
import { authorizationPage, refusalPage, type AuthorizationFields } from './sandbox-page.js';
import { SANDBOX_COLLECTIONS } from './sandbox-records.js';
import { FunctionTexts } from '../texts.js';

/*
 * LinkedIn's stand-in: the OAuth 2.0 authorization-code flow (the consent page, the
 * single-use codes bound to client and redirect_uri, the token endpoint checking the client
 * secret, revoke) and the REST calls of a post (Images initializeUpload, the upload PUT,
 * Posts answering 201 with x-restli-id). Refusals use LinkedIn's shapes: OAuth
 * {error, error_description}, REST {message, status}, in English as the real API answers.
 */

const {
  linkedinCodes: CODES,
  linkedinTokens: TOKENS,
  linkedinRefreshTokens: REFRESH_TOKENS,
  linkedinImages: IMAGES,
  linkedinPosts: POSTS,
} = SANDBOX_COLLECTIONS;

/** LinkedIn's codes live 30 minutes; its access tokens 60 days, refresh tokens a year. */
const CODE_TTL_MS = 30 * 60_000;
export const SANDBOX_ACCESS_TOKEN_SECONDS = 60 * 24 * 3600;
const REFRESH_TOKEN_SECONDS = 365 * 24 * 3600;

const html = (status: number, text: string): SandboxResponse => ({
  status,
  text,
  contentType: 'text/html; charset=utf-8',
  // The page runs no script and loads nothing.
  headers: { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" },
});

const oauthError = (status: number, error: string, description: string): SandboxResponse =>
  json(status, { error, error_description: description });

const restError = (status: number, message: string): SandboxResponse => json(status, { message, status });

const invalid = (problem: string) => ({
  ok: false as const,
  reason: FunctionTexts.sandbox.invalidAuthorization(problem),
});

/**
 * The authorization request's fields, or the Spanish reason they are refused. As LinkedIn,
 * the redirect_uri must be exactly the registered one: any other is refused on a page and
 * never redirected to.
 */
const authorizationFields = (
  fields: Readonly<Record<string, string>>,
  context: SandboxContext,
): { ok: true; fields: AuthorizationFields } | { ok: false; reason: string } => {
  const clientId = fields['client_id'] ?? '';
  const redirectUri = fields['redirect_uri'] ?? '';
  const state = fields['state'] ?? '';
  if (clientId !== context.credentials.linkedinClientId) return invalid('client_id');
  if (!isHttpUrl(redirectUri)) return invalid('redirect_uri');
  if (redirectUri !== context.linkedinRedirectUri) {
    return { ok: false, reason: FunctionTexts.sandbox.redirectUriNotRegistered(redirectUri) };
  }
  if (state === '') return invalid('state');
  return { ok: true, fields: { clientId, redirectUri, state, scope: fields['scope'] ?? '' } };
};

const withQuery = (url: string, query: Record<string, string>): string => {
  const target = new URL(url);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  return target.toString();
};

/** GET oauth/v2/authorization: the consent page (response_type=code only). */
export const authorizationPageOf = (request: SandboxRequest, context: SandboxContext): SandboxResponse => {
  if ((request.query['response_type'] ?? '') !== 'code') {
    return html(400, refusalPage(FunctionTexts.sandbox.invalidAuthorization('response_type')));
  }
  const read = authorizationFields(request.query, context);
  return read.ok ? html(200, authorizationPage(read.fields)) : html(400, refusalPage(read.reason));
};

/** POST oauth/v2/authorization/allow: a single-use code bound to the client and redirect_uri. */
export const allow = async (request: SandboxRequest, context: SandboxContext): Promise<SandboxResponse> => {
  const read = authorizationFields(formOf(request), context);
  if (!read.ok) return html(400, refusalPage(read.reason));
  const code = context.randomToken();
  const now = context.now();
  await context.records.create(CODES, code, {
    clientId: read.fields.clientId,
    redirectUri: read.fields.redirectUri,
    scope: read.fields.scope,
    receivedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
    usedAt: null,
  });
  return { status: 302, location: withQuery(read.fields.redirectUri, { code, state: read.fields.state }) };
};

/** POST oauth/v2/authorization/cancel: back to redirect_uri with error=user_cancelled_authorize. */
export const cancel = (request: SandboxRequest, context: SandboxContext): SandboxResponse => {
  const read = authorizationFields(formOf(request), context);
  if (!read.ok) return html(400, refusalPage(read.reason));
  return {
    status: 302,
    location: withQuery(read.fields.redirectUri, {
      error: 'user_cancelled_authorize',
      error_description: FunctionTexts.sandbox.cancelledDescription,
      state: read.fields.state,
    }),
  };
};

const clientRefusal = (fields: Readonly<Record<string, string>>, context: SandboxContext): SandboxResponse | null =>
  fields['client_id'] === context.credentials.linkedinClientId &&
  fields['client_secret'] === context.credentials.linkedinClientSecret
    ? null
    : oauthError(401, 'invalid_client', 'Client authentication failed');

/**
 * POST oauth/v2/accessToken: a code, once, with the client secret and the same (registered)
 * redirect_uri; or LinkedIn's refresh_token grant, which renews the access token while the
 * refresh token lives and answers the same refresh token with its remaining life.
 */
export const accessToken = async (request: SandboxRequest, context: SandboxContext): Promise<SandboxResponse> => {
  const fields = formOf(request);
  const refused = clientRefusal(fields, context);
  if (refused !== null) return refused;
  if (fields['grant_type'] === 'refresh_token') return refreshGrant(fields, context);
  if (fields['grant_type'] !== 'authorization_code') {
    return oauthError(400, 'unsupported_grant_type', 'Only authorization_code and refresh_token are supported');
  }
  const now = context.now();
  const claim = await context.records.claim(CODES, fields['code'] ?? '-', 'usedAt', now.toISOString());
  if (claim.kind === 'unknown') return oauthError(400, 'invalid_request', 'Unknown authorization code');
  if (claim.kind === 'used') return oauthError(400, 'invalid_request', 'The authorization code was already used');
  const code = claim.record;
  if (String(code['expiresAt']) <= now.toISOString()) {
    return oauthError(400, 'invalid_request', 'The authorization code expired');
  }
  if (
    code['redirectUri'] !== fields['redirect_uri'] ||
    fields['redirect_uri'] !== context.linkedinRedirectUri ||
    code['clientId'] !== fields['client_id']
  ) {
    return oauthError(400, 'invalid_request', 'redirect_uri does not match the authorization request');
  }
  const scope = String(code['scope'] ?? '');
  const refreshToken = context.randomToken();
  await context.records.create(REFRESH_TOKENS, refreshToken, {
    scope,
    receivedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000).toISOString(),
  });
  return json(200, {
    ...(await issueAccessToken(scope, context)),
    refresh_token: refreshToken,
    refresh_token_expires_in: REFRESH_TOKEN_SECONDS,
    scope,
  });
};

/** A new access token of `scope`, recorded for the REST calls. */
const issueAccessToken = async (
  scope: string,
  context: SandboxContext,
): Promise<{ access_token: string; expires_in: number }> => {
  const now = context.now();
  const token = context.randomToken();
  await context.records.create(TOKENS, token, {
    scope,
    receivedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SANDBOX_ACCESS_TOKEN_SECONDS * 1000).toISOString(),
    revokedAt: null,
  });
  return { access_token: token, expires_in: SANDBOX_ACCESS_TOKEN_SECONDS };
};

/** grant_type=refresh_token: LinkedIn's answer, or its refusal of an unknown or expired refresh token. */
const refreshGrant = async (
  fields: Readonly<Record<string, string>>,
  context: SandboxContext,
): Promise<SandboxResponse> => {
  const now = context.now();
  const refreshToken = fields['refresh_token'] ?? '';
  const stored = refreshToken === '' ? null : await context.records.get(REFRESH_TOKENS, refreshToken);
  const expiresAt = stored === null ? '' : String(stored['expiresAt']);
  if (stored === null || expiresAt <= now.toISOString()) {
    return oauthError(
      400,
      'invalid_request',
      'The provided authorization grant or refresh token is invalid, expired or revoked.',
    );
  }
  return json(200, {
    ...(await issueAccessToken(String(stored['scope'] ?? ''), context)),
    refresh_token: refreshToken,
    refresh_token_expires_in: Math.floor((Date.parse(expiresAt) - now.getTime()) / 1000),
  });
};

/** POST oauth/v2/revoke: the token stops working (an unknown one is fine, as LinkedIn answers). */
export const revoke = async (request: SandboxRequest, context: SandboxContext): Promise<SandboxResponse> => {
  const fields = formOf(request);
  const refused = clientRefusal(fields, context);
  if (refused !== null) return refused;
  const token = fields['token'] ?? '';
  if (token !== '' && (await context.records.get(TOKENS, token)) !== null) {
    await context.records.update(TOKENS, token, { revokedAt: context.now().toISOString() });
  }
  return json(200, {});
};

/** The REST calls' checks: a live bearer token (401), and for JSON calls the versioning headers (400). */
const restRefusal = async (
  request: SandboxRequest,
  context: SandboxContext,
  versioned: boolean,
): Promise<SandboxResponse | null> => {
  const token = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization'))?.[1] ?? '';
  const stored = token === '' ? null : await context.records.get(TOKENS, token);
  if (stored === null || stored['revokedAt'] !== null || String(stored['expiresAt']) <= context.now().toISOString()) {
    return restError(401, 'Invalid access token');
  }
  if (versioned && !/^\d{6}$/.test(header(request, 'linkedin-version'))) {
    return restError(400, 'LinkedIn-Version header (YYYYMM) is required');
  }
  if (versioned && header(request, 'x-restli-protocol-version') !== '2.0.0') {
    return restError(400, 'X-Restli-Protocol-Version 2.0.0 is required');
  }
  return null;
};

const ORGANIZATION_URN = /^urn:li:organization:\d+$/;

/** POST rest/images?action=initializeUpload: an upload URL on the sandbox and the image's URN. */
export const initializeUpload = async (request: SandboxRequest, context: SandboxContext): Promise<SandboxResponse> => {
  const refused = await restRefusal(request, context, true);
  if (refused !== null) return refused;
  if (request.query['action'] !== 'initializeUpload') return restError(400, 'Unsupported action');
  const upload = jsonBodyOf(request)['initializeUploadRequest'];
  const owner = isRecord(upload) ? upload['owner'] : undefined;
  if (typeof owner !== 'string' || !ORGANIZATION_URN.test(owner)) {
    return restError(400, 'initializeUploadRequest.owner must be an organization URN');
  }
  const now = context.now();
  const id = context.randomToken();
  await context.records.create(IMAGES, id, { owner, receivedAt: now.toISOString(), uploadedAt: null });
  return json(200, {
    value: {
      uploadUrlExpiresAt: now.getTime() + 3_600_000,
      uploadUrl: `${context.baseUrl}/linkedin/upload/${id}`,
      image: `urn:li:image:${id}`,
    },
  });
};

/** PUT upload/{id}: the image's bytes, once. */
export const upload = async (
  request: SandboxRequest,
  context: SandboxContext,
  id: string,
): Promise<SandboxResponse> => {
  const refused = await restRefusal(request, context, false);
  if (refused !== null) return refused;
  const bytes = request.rawBody?.length ?? 0;
  if (bytes === 0) return restError(400, 'The upload has no bytes');
  const claim = await context.records.claim(IMAGES, id, 'uploadedAt', context.now().toISOString());
  if (claim.kind === 'unknown') return restError(404, 'Unknown upload');
  if (claim.kind === 'used') return restError(409, 'The image was already uploaded');
  await context.records.update(IMAGES, id, { bytes, contentType: header(request, 'content-type') });
  return { status: 201 };
};

const MAX_COMMENTARY = 3000;

/** POST rest/posts: records the post and answers 201 with its URN in x-restli-id. */
export const createPost = async (request: SandboxRequest, context: SandboxContext): Promise<SandboxResponse> => {
  const refused = await restRefusal(request, context, true);
  if (refused !== null) return refused;
  const post = jsonBodyOf(request);
  const author = post['author'];
  if (typeof author !== 'string' || !ORGANIZATION_URN.test(author)) {
    return restError(400, 'author must be an organization URN');
  }
  const commentary = post['commentary'];
  if (typeof commentary !== 'string' || commentary.length > MAX_COMMENTARY) {
    return restError(400, `commentary must be text of at most ${MAX_COMMENTARY} characters`);
  }
  if (post['lifecycleState'] !== 'PUBLISHED' || typeof post['visibility'] !== 'string') {
    return restError(400, 'lifecycleState PUBLISHED and a visibility are required');
  }
  const content = post['content'];
  const media = isRecord(content) && isRecord(content['media']) ? content['media']['id'] : undefined;
  if (media !== undefined) {
    const id = typeof media === 'string' ? media.replace(/^urn:li:image:/, '') : '';
    const image = id === '' ? null : await context.records.get(IMAGES, id);
    if (image === null || image['uploadedAt'] === null)
      return restError(400, 'content.media.id is not an uploaded image');
  }
  const id = context.randomToken();
  await context.records.create(POSTS, id, { receivedAt: context.now().toISOString(), post });
  return { status: 201, headers: { 'x-restli-id': `urn:li:share:${id}` } };
};

/** GET linkedin/posts: every recorded post, oldest first (a JSON list). */
export const listPosts = async (context: SandboxContext): Promise<SandboxResponse> =>
  json(200, await context.records.list(POSTS));
