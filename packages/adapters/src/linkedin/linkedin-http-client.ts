import { DomainError } from '@estudio/domain/shared';
import type { LinkedInClient, LinkedInImage, LinkedInPostRequest, LinkedInTokenGrant } from '@estudio/domain/linkedin';
import { callUpstream, jsonOf, upstreamReason, withoutQuery, type Fetch } from '../http-upstream/upstream-call.js';
import { ExternalServiceTexts } from '../texts.js';

/** What the client needs from configuration (publishingSettings' `linkedin`). */
export interface LinkedInClientSettings {
  /** OAuth base: https://www.linkedin.com/oauth/v2 (or the sandbox's). */
  readonly authUrl: string;
  /** REST base: https://api.linkedin.com/rest (or the sandbox's). */
  readonly apiUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
  /** LinkedIn-Version header, YYYYMM. */
  readonly apiVersion: string;
  readonly scopes: readonly string[];
}

export interface LinkedInHttpClientOptions {
  /** True when the URLs point at the local sandbox. */
  readonly sandbox?: boolean;
  /** Per request, in milliseconds (default 30 s). */
  readonly timeoutMs?: number;
  readonly fetch?: Fetch;
}

export const DEFAULT_LINKEDIN_TIMEOUT_MS = 30_000;

/** OAuth refusals: {error, error_description}; REST refusals: {message, status, serviceErrorCode}. */
const REASON_FIELDS = ['error_description', 'message', 'error'] as const;

const TEXTS = {
  unreachable: ExternalServiceTexts.linkedinUnreachable,
  timeout: ExternalServiceTexts.linkedinTimeout,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ok = (status: number): boolean => status >= 200 && status < 300;

/**
 * LinkedIn's OAuth 2.0 authorization-code flow and its versioned REST API (Images and
 * Posts), or the local sandbox speaking the same. Server-side only: the client secret and
 * the member's access token never reach a browser, and never appear in an error.
 *
 * Each refusal is DomainError('upstream') with LinkedIn's reason and status in Spanish;
 * no answer, none in time, or a success without the documented shape is 'upstream' too.
 */
export class LinkedInHttpClient implements LinkedInClient {
  readonly sandbox: boolean;
  private readonly authUrl: string;
  private readonly apiUrl: string;
  private readonly fetchFn: Fetch;
  private readonly timeoutMs: number;

  constructor(
    private readonly settings: LinkedInClientSettings,
    options: LinkedInHttpClientOptions = {},
  ) {
    this.authUrl = settings.authUrl.replace(/\/+$/, '');
    this.apiUrl = settings.apiUrl.replace(/\/+$/, '');
    this.sandbox = options.sandbox ?? false;
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_LINKEDIN_TIMEOUT_MS;
  }

  /** Scopes space-separated, every value percent-encoded (%20, not '+'). */
  authorizationUrl(state: string): string {
    const query = [
      ['response_type', 'code'],
      ['client_id', this.settings.clientId],
      ['redirect_uri', this.settings.redirectUri],
      ['state', state],
      ['scope', this.settings.scopes.join(' ')],
    ]
      .map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`)
      .join('&');
    return `${this.authUrl}/authorization?${query}`;
  }

  async exchangeCode(code: string): Promise<LinkedInTokenGrant> {
    return this.tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.settings.redirectUri,
      client_id: this.settings.clientId,
      client_secret: this.settings.clientSecret,
    });
  }

  /** LinkedIn's programmatic refresh (docs: "Refresh Tokens with OAuth 2.0"): the same token endpoint, grant_type=refresh_token. */
  async refresh(refreshToken: string): Promise<LinkedInTokenGrant> {
    return this.tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: this.settings.clientId,
      client_secret: this.settings.clientSecret,
    });
  }

  /** POST {authUrl}/accessToken with a form; the answer's access_token and expires_in are required. */
  private async tokenRequest(form: Record<string, string>): Promise<LinkedInTokenGrant> {
    const reply = await this.send(`${this.authUrl}/accessToken`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
    const parsed = jsonOf(reply.text);
    const grant = isRecord(parsed) ? parsed : {};
    const accessToken = grant['access_token'];
    const expiresIn = grant['expires_in'];
    if (typeof accessToken !== 'string' || accessToken === '' || !isPositiveNumber(expiresIn)) {
      throw this.unexpected(reply.status, `${this.authUrl}/accessToken`);
    }
    const refreshToken = grant['refresh_token'];
    const refreshExpiresIn = grant['refresh_token_expires_in'];
    const scope = grant['scope'];
    return {
      accessToken,
      expiresInSeconds: expiresIn,
      ...(typeof refreshToken === 'string' && refreshToken !== '' ? { refreshToken } : {}),
      ...(isPositiveNumber(refreshExpiresIn) ? { refreshTokenExpiresInSeconds: refreshExpiresIn } : {}),
      scopes: typeof scope === 'string' ? scope.split(/[\s,]+/).filter((item) => item !== '') : [],
    };
  }

  async revoke(accessToken: string): Promise<void> {
    await this.send(`${this.authUrl}/revoke`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: this.settings.clientId,
        client_secret: this.settings.clientSecret,
        token: accessToken,
      }).toString(),
    });
  }

  async publish(request: LinkedInPostRequest): Promise<{ readonly postUrn: string }> {
    const author = `urn:li:organization:${request.organizationId}`;
    const imageUrn =
      request.image === undefined ? null : await this.uploadImage(request.accessToken, author, request.image);
    const target = `${this.apiUrl}/posts`;
    const reply = await this.send(target, {
      method: 'POST',
      headers: this.restHeaders(request.accessToken),
      body: JSON.stringify({
        author,
        commentary: request.text,
        visibility: 'PUBLIC',
        distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
        ...(imageUrn === null ? {} : { content: { media: { id: imageUrn } } }),
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
      }),
    });
    const postUrn = reply.headers.get('x-restli-id')?.trim() ?? '';
    if (postUrn === '') throw this.unexpected(reply.status, target);
    return { postUrn };
  }

  /** Images API: initializeUpload for the organization, then the bytes PUT to the URL it gave. */
  private async uploadImage(accessToken: string, owner: string, image: LinkedInImage): Promise<string> {
    const target = `${this.apiUrl}/images?action=initializeUpload`;
    const reply = await this.send(target, {
      method: 'POST',
      headers: this.restHeaders(accessToken),
      body: JSON.stringify({ initializeUploadRequest: { owner } }),
    });
    const parsed = jsonOf(reply.text);
    const value = isRecord(parsed) ? parsed['value'] : undefined;
    const uploadUrl = isRecord(value) ? value['uploadUrl'] : undefined;
    const imageUrn = isRecord(value) ? value['image'] : undefined;
    // The member's token goes with the bytes: only to an https URL (plain http only in the sandbox).
    if (
      typeof uploadUrl !== 'string' ||
      !isUploadUrl(uploadUrl, this.sandbox) ||
      typeof imageUrn !== 'string' ||
      imageUrn === ''
    ) {
      throw this.unexpected(reply.status, target);
    }
    await this.send(uploadUrl, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': image.contentType },
      body: image.bytes,
    });
    return imageUrn;
  }

  private restHeaders(accessToken: string): Record<string, string> {
    return {
      Authorization: `Bearer ${accessToken}`,
      'LinkedIn-Version': this.settings.apiVersion,
      'X-Restli-Protocol-Version': '2.0.0',
      'Content-Type': 'application/json',
    };
  }

  /** One request; a non-2xx answer is LinkedIn's refusal, with its reason. */
  private async send(url: string, init: RequestInit): Promise<{ status: number; headers: Headers; text: string }> {
    const reply = await callUpstream(this.fetchFn, url, init, this.timeoutMs, TEXTS);
    if (!ok(reply.status)) {
      const reason = upstreamReason(reply.text, REASON_FIELDS) ?? ExternalServiceTexts.noReasonGiven;
      const parsed = jsonOf(reply.text);
      const serviceErrorCode = isRecord(parsed) ? parsed['serviceErrorCode'] : undefined;
      throw new DomainError('upstream', ExternalServiceTexts.linkedinRefused(reply.status, reason), {
        service: 'linkedin',
        url: withoutQuery(url),
        status: reply.status,
        ...(typeof serviceErrorCode === 'number' ? { serviceErrorCode } : {}),
      });
    }
    return reply;
  }

  private unexpected(status: number, url: string): DomainError {
    return new DomainError('upstream', ExternalServiceTexts.linkedinUnexpectedReply(status), {
      service: 'linkedin',
      url: withoutQuery(url),
      status,
    });
  }
}

const isPositiveNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

const isUploadUrl = (text: string, sandbox: boolean): boolean => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || (sandbox && url.protocol === 'http:');
  } catch {
    return false;
  }
};
