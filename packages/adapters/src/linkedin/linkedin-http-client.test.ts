import { DomainError } from '@estudio/domain/shared';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LinkedInHttpClient, type LinkedInClientSettings } from './linkedin-http-client.js';
import { ExternalServiceTexts } from '../texts.js';

const AUTH = 'https://www.linkedin.example/oauth/v2';
const API = 'https://api.linkedin.example/rest';
const UPLOAD = 'https://www.linkedin.example/dms-uploads/sp/C4E10AQ/upload';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SETTINGS: LinkedInClientSettings = {
  authUrl: `${AUTH}/`,
  apiUrl: API,
  clientId: 'client-1',
  clientSecret: 'secret-1',
  redirectUri: 'https://console.example/linkedin/callback',
  apiVersion: '202510',
  scopes: ['w_organization_social', 'r_organization_social'],
};
const client = (timeoutMs?: number) => new LinkedInHttpClient(SETTINGS, timeoutMs === undefined ? {} : { timeoutMs });

interface Seen {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: ArrayBuffer;
}
const seen: Seen[] = [];
afterEach(() => {
  seen.length = 0;
});

const route = (method: 'get' | 'post' | 'put', url: string, reply: () => Response | Promise<Response>) =>
  http[method](url, async ({ request }) => {
    seen.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.arrayBuffer(),
    });
    return reply();
  });

const text = (body: ArrayBuffer) => new TextDecoder().decode(body);
const form = (body: ArrayBuffer) => Object.fromEntries(new URLSearchParams(text(body)).entries());

const refusal = async (promise: Promise<unknown>): Promise<DomainError> => {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
};

describe('LinkedInHttpClient.authorizationUrl', () => {
  it('asks for a code with the client id, redirect URI, state and the scopes space-separated', () => {
    const url = new URL(client().authorizationUrl('st-abc_123'));
    expect(`${url.origin}${url.pathname}`).toBe(`${AUTH}/authorization`);
    expect(Object.fromEntries(url.searchParams.entries())).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'https://console.example/linkedin/callback',
      state: 'st-abc_123',
      scope: 'w_organization_social r_organization_social',
    });
    expect(url.search).toContain('scope=w_organization_social%20r_organization_social');
  });
});

describe('LinkedInHttpClient.exchangeCode', () => {
  it('POSTs the code form-encoded with the client secret, and reads the grant', async () => {
    server.use(
      route('post', `${AUTH}/accessToken`, () =>
        HttpResponse.json({
          access_token: 'AQV-token',
          expires_in: 5184000,
          refresh_token: 'AQX-refresh',
          refresh_token_expires_in: 31536000,
          scope: 'r_organization_social,w_organization_social',
        }),
      ),
    );
    expect(await client().exchangeCode('code-1')).toEqual({
      accessToken: 'AQV-token',
      expiresInSeconds: 5184000,
      refreshToken: 'AQX-refresh',
      refreshTokenExpiresInSeconds: 31536000,
      scopes: ['r_organization_social', 'w_organization_social'],
    });
    expect(seen[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(form(seen[0]!.body)).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: 'https://console.example/linkedin/callback',
      client_id: 'client-1',
      client_secret: 'secret-1',
    });
  });

  it('reads a grant without refresh token, scopes space-separated', async () => {
    server.use(
      route('post', `${AUTH}/accessToken`, () =>
        HttpResponse.json({ access_token: 't', expires_in: 60, scope: 'a b' }),
      ),
    );
    expect(await client().exchangeCode('c')).toEqual({ accessToken: 't', expiresInSeconds: 60, scopes: ['a', 'b'] });
  });

  it("tells LinkedIn's OAuth refusal ({error, error_description}) in Spanish", async () => {
    server.use(
      route('post', `${AUTH}/accessToken`, () =>
        HttpResponse.json(
          {
            error: 'invalid_request',
            error_description: 'Unable to retrieve access token: authorization code not found',
          },
          { status: 400 },
        ),
      ),
    );
    const error = await refusal(client().exchangeCode('c'));
    expect(error).toMatchObject({
      kind: 'upstream',
      message: ExternalServiceTexts.linkedinRefused(
        400,
        'Unable to retrieve access token: authorization code not found — invalid_request',
      ),
      details: { service: 'linkedin', status: 400 },
    });
    expect(JSON.stringify(error.details)).not.toContain('secret-1');
  });

  it.each([
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    ['garbled JSON', () => HttpResponse.text('{"access_token"', { status: 200 })],
    ['no expiry', () => HttpResponse.json({ access_token: 't' })],
    ['no token', () => HttpResponse.json({ expires_in: 60 })],
  ])('refuses a grant with %s as unexpected', async (_, reply) => {
    server.use(route('post', `${AUTH}/accessToken`, reply));
    expect((await refusal(client().exchangeCode('c'))).message).toBe(ExternalServiceTexts.linkedinUnexpectedReply(200));
  });
});

describe('LinkedInHttpClient.refresh', () => {
  it("POSTs LinkedIn's refresh_token grant form-encoded with the client secret, and reads the renewed grant", async () => {
    server.use(
      route('post', `${AUTH}/accessToken`, () =>
        HttpResponse.json({
          access_token: 'AQV-renewed',
          expires_in: 5184000,
          refresh_token: 'AQX-refresh',
          refresh_token_expires_in: 28000000,
        }),
      ),
    );
    expect(await client().refresh('AQX-refresh')).toEqual({
      accessToken: 'AQV-renewed',
      expiresInSeconds: 5184000,
      refreshToken: 'AQX-refresh',
      refreshTokenExpiresInSeconds: 28000000,
      scopes: [],
    });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(form(seen[0]!.body)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'AQX-refresh',
      client_id: 'client-1',
      client_secret: 'secret-1',
    });
  });

  it('tells an expired or revoked refresh token ({error: invalid_request}) in Spanish, without the secret or the token', async () => {
    server.use(
      route('post', `${AUTH}/accessToken`, () =>
        HttpResponse.json(
          {
            error: 'invalid_request',
            error_description: 'The provided authorization grant or refresh token is invalid, expired or revoked.',
          },
          { status: 400 },
        ),
      ),
    );
    const error = await refusal(client().refresh('AQX-dead'));
    expect(error).toMatchObject({
      kind: 'upstream',
      message: ExternalServiceTexts.linkedinRefused(
        400,
        'The provided authorization grant or refresh token is invalid, expired or revoked. — invalid_request',
      ),
      details: { service: 'linkedin', status: 400 },
    });
    expect(JSON.stringify(error.details)).not.toMatch(/secret-1|AQX-dead/);
  });

  it('refuses a renewed grant without an access token as unexpected', async () => {
    server.use(route('post', `${AUTH}/accessToken`, () => HttpResponse.json({ expires_in: 60 })));
    expect((await refusal(client().refresh('r'))).message).toBe(ExternalServiceTexts.linkedinUnexpectedReply(200));
  });
});

describe('LinkedInHttpClient.revoke', () => {
  it('POSTs client id, secret and the token form-encoded', async () => {
    server.use(route('post', `${AUTH}/revoke`, () => new HttpResponse(null, { status: 200 })));
    await client().revoke('AQV-token');
    expect(form(seen[0]!.body)).toEqual({ client_id: 'client-1', client_secret: 'secret-1', token: 'AQV-token' });
  });

  it('tells a refusal in Spanish', async () => {
    server.use(
      route('post', `${AUTH}/revoke`, () =>
        HttpResponse.json(
          { error: 'invalid_client', error_description: 'Client authentication failed' },
          { status: 401 },
        ),
      ),
    );
    expect((await refusal(client().revoke('t'))).message).toBe(
      ExternalServiceTexts.linkedinRefused(401, 'Client authentication failed — invalid_client'),
    );
  });
});

describe('LinkedInHttpClient.publish', () => {
  const REST_HEADERS = {
    authorization: 'Bearer AQV-token',
    'linkedin-version': '202510',
    'x-restli-protocol-version': '2.0.0',
    'content-type': 'application/json',
  };
  const headersOf = (request: Seen | undefined) =>
    Object.fromEntries(Object.keys(REST_HEADERS).map((name) => [name, request?.headers.get(name)]));
  const POST_URN = 'urn:li:share:7000000000000000001';
  const posts = () =>
    route('post', `${API}/posts`, () => new HttpResponse(null, { status: 201, headers: { 'x-restli-id': POST_URN } }));

  it('POSTs a text post as the organization with the versioned REST headers, and answers x-restli-id', async () => {
    server.use(posts());
    expect(await client().publish({ accessToken: 'AQV-token', organizationId: '2414183', text: 'Hola' })).toEqual({
      postUrn: POST_URN,
    });
    expect(seen).toHaveLength(1);
    expect(headersOf(seen[0])).toEqual(REST_HEADERS);
    expect(JSON.parse(text(seen[0]!.body))).toEqual({
      author: 'urn:li:organization:2414183',
      commentary: 'Hola',
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
    });
  });

  it('initialises an image upload, PUTs the bytes, then posts with the image', async () => {
    server.use(
      route('post', `${API}/images`, () =>
        HttpResponse.json({
          value: { uploadUrlExpiresAt: 1650567510704, uploadUrl: UPLOAD, image: 'urn:li:image:C4E10AQ' },
        }),
      ),
      route('put', UPLOAD, () => new HttpResponse(null, { status: 201 })),
      posts(),
    );
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const answer = await client().publish({
      accessToken: 'AQV-token',
      organizationId: '2414183',
      text: 'Con imagen',
      image: { bytes, contentType: 'image/png' },
    });

    expect(answer).toEqual({ postUrn: POST_URN });
    expect(seen.map((request) => `${request.method} ${request.url.origin}${request.url.pathname}`)).toEqual([
      `POST ${API}/images`,
      `PUT ${UPLOAD}`,
      `POST ${API}/posts`,
    ]);
    const [init, put, post] = seen;
    expect(init?.url.searchParams.get('action')).toBe('initializeUpload');
    expect(headersOf(init)).toEqual(REST_HEADERS);
    expect(JSON.parse(text(init!.body))).toEqual({ initializeUploadRequest: { owner: 'urn:li:organization:2414183' } });
    expect(put?.headers.get('authorization')).toBe('Bearer AQV-token');
    expect(put?.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(put!.body)]).toEqual([...bytes]);
    expect(JSON.parse(text(post!.body))).toMatchObject({ content: { media: { id: 'urn:li:image:C4E10AQ' } } });
  });

  it("tells LinkedIn's REST refusal ({message, status, serviceErrorCode}) in Spanish", async () => {
    server.use(
      route('post', `${API}/posts`, () =>
        HttpResponse.json(
          {
            message: 'Not enough permissions to access: partnerApiPostsExternal.CREATE',
            status: 403,
            serviceErrorCode: 100,
          },
          { status: 403 },
        ),
      ),
    );
    expect(await refusal(client().publish({ accessToken: 'AQV-token', organizationId: '1', text: 't' }))).toMatchObject(
      {
        kind: 'upstream',
        message: ExternalServiceTexts.linkedinRefused(
          403,
          'Not enough permissions to access: partnerApiPostsExternal.CREATE',
        ),
        details: { service: 'linkedin', status: 403, serviceErrorCode: 100 },
      },
    );
  });

  it('refuses an image upload LinkedIn will not take, and posts nothing', async () => {
    server.use(
      route('post', `${API}/images`, () =>
        HttpResponse.json({ value: { uploadUrl: UPLOAD, image: 'urn:li:image:X' } }),
      ),
      route('put', UPLOAD, () => HttpResponse.text('Bad upload', { status: 400 })),
      posts(),
    );
    const image = { bytes: new Uint8Array([1]), contentType: 'image/jpeg' };
    expect((await refusal(client().publish({ accessToken: 'a', organizationId: '1', text: 't', image }))).message).toBe(
      ExternalServiceTexts.linkedinRefused(400, 'Bad upload'),
    );
    expect(seen.map((request) => request.method)).toEqual(['POST', 'PUT']);
  });

  it('refuses an initializeUpload answer without upload URL or image, and a post without x-restli-id', async () => {
    server.use(route('post', `${API}/images`, () => HttpResponse.json({ value: { image: 'urn:li:image:X' } })));
    const image = { bytes: new Uint8Array([1]), contentType: 'image/jpeg' };
    expect((await refusal(client().publish({ accessToken: 'a', organizationId: '1', text: 't', image }))).message).toBe(
      ExternalServiceTexts.linkedinUnexpectedReply(200),
    );
    server.use(route('post', `${API}/posts`, () => new HttpResponse(null, { status: 201 })));
    expect((await refusal(client().publish({ accessToken: 'a', organizationId: '1', text: 't' }))).message).toBe(
      ExternalServiceTexts.linkedinUnexpectedReply(201),
    );
  });

  it('gives up after its time limit, and says when LinkedIn cannot be reached', async () => {
    server.use(
      route('post', `${API}/posts`, async () => {
        await delay(500);
        return new HttpResponse(null, { status: 201 });
      }),
    );
    expect((await refusal(client(30).publish({ accessToken: 'a', organizationId: '1', text: 't' }))).message).toBe(
      ExternalServiceTexts.linkedinTimeout,
    );
    server.use(http.post(`${API}/posts`, () => HttpResponse.error()));
    expect((await refusal(client().publish({ accessToken: 'a', organizationId: '1', text: 't' }))).message).toBe(
      ExternalServiceTexts.linkedinUnreachable,
    );
  });

  it('sends the token with the bytes only to an https upload URL (plain http only in the sandbox)', async () => {
    const plain = 'http://uploads.example/upload/1';
    server.use(
      route('post', `${API}/images`, () => HttpResponse.json({ value: { uploadUrl: plain, image: 'urn:li:image:X' } })),
      route('put', plain, () => new HttpResponse(null, { status: 201 })),
      posts(),
    );
    const request = {
      accessToken: 'a',
      organizationId: '1',
      text: 't',
      image: { bytes: new Uint8Array([1]), contentType: 'image/png' },
    };
    expect((await refusal(client().publish(request))).message).toBe(ExternalServiceTexts.linkedinUnexpectedReply(200));
    expect(seen.map((seenRequest) => seenRequest.method)).toEqual(['POST']);
    expect(await new LinkedInHttpClient(SETTINGS, { sandbox: true }).publish(request)).toEqual({ postUrn: POST_URN });
  });

  it('says whether it points at the sandbox', () => {
    expect(client().sandbox).toBe(false);
    expect(new LinkedInHttpClient(SETTINGS, { sandbox: true }).sandbox).toBe(true);
  });
});
