import { type Logger } from '@estudio/domain/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxContext, SandboxRequest, SandboxResponse } from './sandbox-http.js';
import { MemorySandboxRecords } from './sandbox-records.js';
import { sandboxAllowed, SandboxRoutes } from './sandbox-routes.js';
import { FunctionTexts } from '../texts.js';

const CREDENTIALS = {
  metricoolUserToken: 'token-metricool',
  metricoolUserId: '2950417',
  linkedinClientId: 'cliente-sandbox',
  linkedinClientSecret: 'secreto-sandbox',
};
const BASE = 'http://127.0.0.1:5001/demo-estudio/us-central1/sandbox';
const CALLBACK = 'http://127.0.0.1:5001/demo-estudio/us-central1/linkedin/callback';

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

let clock: Date;
let counter: number;
let records: MemorySandboxRecords;
let routes: SandboxRoutes;

beforeEach(() => {
  clock = new Date('2026-11-21T12:00:00Z');
  counter = 0;
  records = new MemorySandboxRecords();
  const context: SandboxContext = {
    records,
    credentials: CREDENTIALS,
    baseUrl: BASE,
    linkedinRedirectUri: CALLBACK,
    now: () => clock,
    randomToken: () => `azar${(counter += 1)}`,
  };
  routes = new SandboxRoutes(context, silent, true);
});

const request = (
  method: string,
  path: string,
  options: Partial<Omit<SandboxRequest, 'method' | 'path'>> & { form?: Record<string, string> } = {},
): Promise<SandboxResponse> =>
  routes.handle({
    method,
    path,
    query: options.query ?? {},
    headers: {
      ...(options.form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      ...options.headers,
    },
    body: options.body ?? (options.form === undefined ? undefined : options.form),
    rawBody:
      options.rawBody ??
      (options.form === undefined ? undefined : new TextEncoder().encode(new URLSearchParams(options.form).toString())),
  });

const MC_QUERY = { blogId: '4187263', userId: CREDENTIALS.metricoolUserId };
const MC_AUTH = { 'x-mc-auth': CREDENTIALS.metricoolUserToken };
const DRAFT = {
  providers: [{ network: 'instagram' }],
  publicationDate: { dateTime: '2026-11-25T10:00:00', timezone: 'America/Bogota' },
  creationDate: { dateTime: '2026-11-21T07:00:00', timezone: 'America/Bogota' },
  text: 'Café de altura',
  media: ['https://img.test/1.png'],
  autoPublish: false,
  draft: true,
};

describe('sandboxAllowed', () => {
  it('serves only in the Functions emulator on a demo-* project', () => {
    expect(sandboxAllowed({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-estudio' })).toBe(true);
    expect(sandboxAllowed({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'estudio-prod' })).toBe(false);
    expect(sandboxAllowed({ GCLOUD_PROJECT: 'demo-estudio' })).toBe(false);
    expect(sandboxAllowed({})).toBe(false);
  });

  it('refuses every request when not allowed', async () => {
    const refusing = new SandboxRoutes(
      {
        records,
        credentials: CREDENTIALS,
        baseUrl: BASE,
        linkedinRedirectUri: CALLBACK,
        now: () => clock,
        randomToken: () => 'x',
      },
      silent,
      false,
    );
    const answer = await refusing.handle({
      method: 'GET',
      path: '/metricool/posts',
      query: {},
      headers: {},
      body: undefined,
      rawBody: undefined,
    });
    expect(answer).toEqual({ status: 403, json: { message: FunctionTexts.sandbox.refusedOnRealProject } });
  });
});

describe('routing', () => {
  it('answers 404 for an unknown path and 405 naming the method a known one takes', async () => {
    expect((await request('GET', '/otra')).status).toBe(404);
    expect(await request('POST', '/metricool/posts')).toEqual({
      status: 405,
      json: { message: FunctionTexts.sandbox.methodNotAllowed('GET') },
    });
  });
});

describe('Metricool', () => {
  it('normalises a media URL as text, with the token, blog and user checked', async () => {
    const url = 'http://127.0.0.1:9199/v0/b/demo/o/a.png?alt=media';
    expect(
      await request('GET', '/metricool/api/actions/normalize/image/url', {
        query: { ...MC_QUERY, url },
        headers: MC_AUTH,
      }),
    ).toMatchObject({ status: 200, text: url, contentType: expect.stringMatching(/^text\/plain/) });
    expect(
      (await request('GET', '/metricool/api/actions/normalize/image/url', { query: { ...MC_QUERY, url } })).status,
    ).toBe(401);
    expect(
      (
        await request('GET', '/metricool/api/actions/normalize/image/url', {
          query: { ...MC_QUERY, userId: '1', url },
          headers: MC_AUTH,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await request('GET', '/metricool/api/actions/normalize/image/url', {
          query: { ...MC_QUERY, blogId: '', url },
          headers: MC_AUTH,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await request('GET', '/metricool/api/actions/normalize/image/url', {
          query: { ...MC_QUERY, url: 'javascript:1' },
          headers: MC_AUTH,
        })
      ).status,
    ).toBe(400);
  });

  it('records a scheduled post, answers {data: {id}} and lists it', async () => {
    const answer = await request('POST', '/metricool/api/v2/scheduler/posts', {
      query: MC_QUERY,
      headers: MC_AUTH,
      body: DRAFT,
    });
    expect(answer.status).toBe(200);
    const id = (answer.json as { data: { id: number } }).data.id;
    expect(Number.isSafeInteger(id)).toBe(true);
    const listed = await request('GET', '/metricool/posts');
    expect(listed.json).toEqual([
      { id: String(id), blogId: '4187263', userId: '2950417', receivedAt: clock.toISOString(), post: DRAFT },
    ]);
  });

  it('refuses a post without providers, date or URLs in media, and records nothing', async () => {
    for (const broken of [
      { ...DRAFT, providers: [] },
      { ...DRAFT, publicationDate: '2026-11-25' },
      { ...DRAFT, media: ['no-es-url'] },
      { ...DRAFT, text: 3 },
      { ...DRAFT, firstCommentText: ['no es texto'] },
    ]) {
      const answer = await request('POST', '/metricool/api/v2/scheduler/posts', {
        query: MC_QUERY,
        headers: MC_AUTH,
        body: broken,
      });
      expect(answer.status).toBe(400);
    }
    expect((await request('POST', '/metricool/api/v2/scheduler/posts', { query: MC_QUERY, body: DRAFT })).status).toBe(
      401,
    );
    expect((await request('GET', '/metricool/posts')).json).toEqual([]);
  });
});

describe('Metricool best times', () => {
  const WINDOW = { start: '2026-11-25T00:00:00', end: '2026-12-01T23:59:59', timezone: 'America/Bogota' };
  const bestTimes = (provider: string, query: Record<string, string> = { ...MC_QUERY, ...WINDOW }, headers = MC_AUTH) =>
    request('GET', `/metricool/api/v2/scheduler/besttimes/${provider}`, { query, headers });
  type Week = { data: { dayOfWeek: number; bestTimesByHour: { hourOfDay: number; value: number }[] }[] };

  it("answers the week's scores as Metricool does, the same every time for a provider, another for another", async () => {
    const first = await bestTimes('instagram');
    expect(first.status).toBe(200);
    const week = first.json as Week;
    expect(week.data.map((day) => day.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const day of week.data) {
      expect(day.bestTimesByHour.map((hour) => hour.hourOfDay)).toEqual(Array.from({ length: 24 }, (_, h) => h));
      for (const { value } of day.bestTimesByHour) expect(value >= 0 && value <= 99).toBe(true);
    }
    // One hour of the week scores 99: there is always a best slot to propose.
    expect(week.data.flatMap((day) => day.bestTimesByHour).filter((hour) => hour.value === 99)).toHaveLength(1);
    clock = new Date('2027-05-01T00:00:00Z');
    expect((await bestTimes('instagram')).json).toEqual(week);
    expect((await bestTimes('linkedin')).json).not.toEqual(week);
    // Nothing is recorded.
    expect((await request('GET', '/metricool/posts')).json).toEqual([]);
  });

  it('checks the token, blog and user, the provider and the window', async () => {
    expect((await bestTimes('instagram', { ...MC_QUERY, ...WINDOW }, {} as typeof MC_AUTH)).status).toBe(401);
    expect((await bestTimes('instagram', { ...WINDOW, ...MC_QUERY, userId: '1' })).status).toBe(403);
    expect((await bestTimes('threads')).status).toBe(400);
    expect((await bestTimes('instagram', { ...MC_QUERY, ...WINDOW, start: '2026-11-25' })).status).toBe(400);
    expect((await bestTimes('instagram', { ...MC_QUERY, start: WINDOW.start, end: WINDOW.end })).status).toBe(400);
    expect((await request('POST', '/metricool/api/v2/scheduler/besttimes/instagram')).status).toBe(405);
  });
});

describe('LinkedIn OAuth', () => {
  const authorize = {
    client_id: CREDENTIALS.linkedinClientId,
    redirect_uri: CALLBACK,
    state: 'estado-1',
    scope: 'w_organization_social',
  };

  it('shows a Spanish consent page labelled as the local sandbox, with Permitir and Cancelar', async () => {
    const page = await request('GET', '/linkedin/oauth/v2/authorization', {
      query: { response_type: 'code', ...authorize },
    });
    expect(page.status).toBe(200);
    expect(page.contentType).toMatch(/^text\/html/);
    expect(page.text).toContain(FunctionTexts.sandbox.label);
    expect(page.text).toContain(`>${FunctionTexts.sandbox.allow}</button>`);
    expect(page.text).toContain(`>${FunctionTexts.sandbox.cancel}</button>`);
    expect(page.text).toContain('action="authorization/allow"');
    expect(page.text).toContain('name="state" value="estado-1"');
  });

  it('escapes what the query puts on the page', async () => {
    const page = await request('GET', '/linkedin/oauth/v2/authorization', {
      query: { response_type: 'code', ...authorize, state: '"><script>x</script>' },
    });
    expect(page.text).not.toContain('<script>');
  });

  it('refuses a wrong client, redirect_uri, response type or a missing state with a page, not a redirect', async () => {
    for (const query of [
      { response_type: 'token', ...authorize },
      { response_type: 'code', ...authorize, client_id: 'otro' },
      { response_type: 'code', ...authorize, redirect_uri: 'javascript:alert(1)' },
      { response_type: 'code', ...authorize, state: '' },
    ]) {
      const answer = await request('GET', '/linkedin/oauth/v2/authorization', { query });
      expect(answer.status).toBe(400);
      expect(answer.location).toBeUndefined();
    }
  });

  it('Permitir redirects with a code and the state; the code gives a token once, with the secret', async () => {
    const allowed = await request('POST', '/linkedin/oauth/v2/authorization/allow', { form: authorize });
    expect(allowed.status).toBe(302);
    const back = new URL(allowed.location ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('state')).toBe('estado-1');
    const code = back.searchParams.get('code') ?? '';
    const exchange = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      client_id: CREDENTIALS.linkedinClientId,
      client_secret: CREDENTIALS.linkedinClientSecret,
    };
    expect(
      (await request('POST', '/linkedin/oauth/v2/accessToken', { form: { ...exchange, client_secret: 'x' } })).status,
    ).toBe(401);
    const token = await request('POST', '/linkedin/oauth/v2/accessToken', { form: exchange });
    expect(token).toMatchObject({
      status: 200,
      json: { access_token: expect.any(String), expires_in: 5_184_000, scope: 'w_organization_social' },
    });
    const again = await request('POST', '/linkedin/oauth/v2/accessToken', { form: exchange });
    expect(again).toMatchObject({ status: 400, json: { error: 'invalid_request' } });
  });

  it('refuses a code for another redirect_uri, an unknown one and an expired one', async () => {
    const codeOf = async (): Promise<string> =>
      new URL(
        (await request('POST', '/linkedin/oauth/v2/authorization/allow', { form: authorize })).location ?? '',
      ).searchParams.get('code') ?? '';
    const exchange = (code: string, redirect = CALLBACK) =>
      request('POST', '/linkedin/oauth/v2/accessToken', {
        form: {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirect,
          client_id: CREDENTIALS.linkedinClientId,
          client_secret: CREDENTIALS.linkedinClientSecret,
        },
      });
    expect((await exchange(await codeOf(), 'https://otro.test/cb')).status).toBe(400);
    expect((await exchange('inventado')).status).toBe(400);
    const code = await codeOf();
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect((await exchange(code)).json).toMatchObject({ error_description: 'The authorization code expired' });
  });

  it('Cancelar redirects with error=user_cancelled_authorize and the state', async () => {
    const cancelled = await request('POST', '/linkedin/oauth/v2/authorization/cancel', { form: authorize });
    expect(cancelled.status).toBe(302);
    const back = new URL(cancelled.location ?? '');
    expect(back.searchParams.get('error')).toBe('user_cancelled_authorize');
    expect(back.searchParams.get('state')).toBe('estado-1');
    expect(back.searchParams.get('code')).toBeNull();
  });
});

describe('LinkedIn posts', () => {
  let token = '';
  const rest = (): Record<string, string> => ({
    authorization: `Bearer ${token}`,
    'linkedin-version': '202505',
    'x-restli-protocol-version': '2.0.0',
    'content-type': 'application/json',
  });

  beforeEach(async () => {
    const allowed = await request('POST', '/linkedin/oauth/v2/authorization/allow', {
      form: { client_id: CREDENTIALS.linkedinClientId, redirect_uri: CALLBACK, state: 's', scope: '' },
    });
    const code = new URL(allowed.location ?? '').searchParams.get('code') ?? '';
    const answer = await request('POST', '/linkedin/oauth/v2/accessToken', {
      form: {
        grant_type: 'authorization_code',
        code,
        redirect_uri: CALLBACK,
        client_id: CREDENTIALS.linkedinClientId,
        client_secret: CREDENTIALS.linkedinClientSecret,
      },
    });
    token = (answer.json as { access_token: string }).access_token;
  });

  const POST = {
    author: 'urn:li:organization:12345',
    commentary: 'Hola',
    visibility: 'PUBLIC',
    lifecycleState: 'PUBLISHED',
  };

  it('publishes an image post: initializeUpload, the PUT, then the post (201, x-restli-id), listed', async () => {
    const init = await request('POST', '/linkedin/rest/images', {
      query: { action: 'initializeUpload' },
      headers: rest(),
      body: { initializeUploadRequest: { owner: 'urn:li:organization:12345' } },
    });
    const { uploadUrl, image } = (init.json as { value: { uploadUrl: string; image: string } }).value;
    expect(uploadUrl.startsWith(`${BASE}/linkedin/upload/`)).toBe(true);
    const path = uploadUrl.slice(BASE.length);
    const put = () =>
      request('PUT', path, {
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
        rawBody: new Uint8Array([1, 2, 3]),
      });
    expect((await put()).status).toBe(201);
    expect((await put()).status).toBe(409);
    const posted = await request('POST', '/linkedin/rest/posts', {
      headers: rest(),
      body: { ...POST, content: { media: { id: image } } },
    });
    expect(posted.status).toBe(201);
    expect(posted.headers?.['x-restli-id']).toMatch(/^urn:li:share:/);
    const listed = (await request('GET', '/linkedin/posts')).json as { post: unknown }[];
    expect(listed.map((entry) => entry.post)).toEqual([{ ...POST, content: { media: { id: image } } }]);
  });

  it('refuses a post without a live token, the version headers, an organization author or an uploaded image', async () => {
    expect(
      (await request('POST', '/linkedin/rest/posts', { headers: { ...rest(), authorization: 'Bearer x' }, body: POST }))
        .status,
    ).toBe(401);
    expect(
      (await request('POST', '/linkedin/rest/posts', { headers: { ...rest(), 'linkedin-version': '' }, body: POST }))
        .status,
    ).toBe(400);
    expect(
      (await request('POST', '/linkedin/rest/posts', { headers: rest(), body: { ...POST, author: 'urn:li:person:1' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await request('POST', '/linkedin/rest/posts', {
          headers: rest(),
          body: { ...POST, content: { media: { id: 'urn:li:image:nada' } } },
        })
      ).status,
    ).toBe(400);
    expect((await request('GET', '/linkedin/posts')).json).toEqual([]);
  });

  it('a revoked token no longer publishes', async () => {
    const revoked = await request('POST', '/linkedin/oauth/v2/revoke', {
      form: { client_id: CREDENTIALS.linkedinClientId, client_secret: CREDENTIALS.linkedinClientSecret, token },
    });
    expect(revoked.status).toBe(200);
    expect((await request('POST', '/linkedin/rest/posts', { headers: rest(), body: POST })).status).toBe(401);
  });
});
