import { DomainError } from '@estudio/domain/shared';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RecordingLogger } from '@estudio/domain/testing';
import type { RequestCredentials } from '../http-shared/request-credentials.js';
import { kindForStatus } from '../http-shared/function-post.js';
import { HttpLinkedInGateway } from './http-linkedin-gateway.js';
import { HttpSchedulingGateway } from './http-scheduling-gateway.js';
import { ExternalServiceTexts } from '../texts.js';

const SCHEDULER_URL = 'https://us-central1-estudio.cloudfunctions.net/scheduler';
const LINKEDIN_URL = 'https://us-central1-estudio.cloudfunctions.net/linkedin';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const credentials = (idToken: string | Error | null, appCheck: string | Error | null): RequestCredentials => ({
  idToken: () => (idToken instanceof Error ? Promise.reject(idToken) : Promise.resolve(idToken)),
  appCheckToken: () => (appCheck instanceof Error ? Promise.reject(appCheck) : Promise.resolve(appCheck)),
});

interface Seen {
  readonly path: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: unknown;
}
const recording = (base: string, reply: () => Response | Promise<Response>): Seen[] => {
  const seen: Seen[] = [];
  server.use(
    http.all(`${base}/:route`, async ({ request }) => {
      seen.push({
        path: new URL(request.url).pathname,
        method: request.method,
        headers: request.headers,
        body: await request.json(),
      });
      return reply();
    }),
  );
  return seen;
};

const scheduler = (
  tokens = credentials('id-token-1', 'app-check-1'),
  logger = new RecordingLogger(),
  timeoutMs?: number,
) => new HttpSchedulingGateway(`${SCHEDULER_URL}/`, tokens, logger, timeoutMs === undefined ? {} : { timeoutMs });
const linkedIn = (tokens = credentials('id-token-1', 'app-check-1'), timeoutMs?: number) =>
  new HttpLinkedInGateway(LINKEDIN_URL, tokens, new RecordingLogger(), timeoutMs === undefined ? {} : { timeoutMs });

const KEY = { brandId: 'b-cafe', requirementId: 'r12' };
const SENT = {
  success: true,
  status: 'sent',
  postId: '987654321',
  sentAt: '2026-11-21T15:00:00.000Z',
  message: 'Publicación enviada a programación.',
  sandbox: true,
};

const refusal = async (promise: Promise<unknown>): Promise<DomainError> => {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
};

describe('HttpSchedulingGateway', () => {
  it.each([
    ['carousel', 'schedule-carousel'],
    ['video', 'schedule-video'],
  ] as const)('POSTs a %s to %s with the ids and both tokens, and answers with a Date', async (kind, route) => {
    const seen = recording(SCHEDULER_URL, () => HttpResponse.json(SENT));

    expect(await scheduler().schedule(kind, KEY)).toEqual({
      status: 'sent',
      postId: '987654321',
      sentAt: new Date('2026-11-21T15:00:00.000Z'),
      message: 'Publicación enviada a programación.',
      sandbox: true,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ path: `/scheduler/${route}`, method: 'POST', body: KEY });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer id-token-1');
    expect(seen[0]?.headers.get('x-firebase-appcheck')).toBe('app-check-1');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
  });

  it("sends the override's reason as given, and no such field without one", async () => {
    const seen = recording(SCHEDULER_URL, () => HttpResponse.json(SENT));
    const overrideReason = '  El cliente aprobó el texto por escrito.  ';
    await scheduler().schedule('carousel', { ...KEY, overrideReason });
    await scheduler().schedule('video', KEY);
    expect(seen.map((request) => request.body)).toEqual([{ ...KEY, overrideReason }, KEY]);
    expect(seen[1]?.body).not.toHaveProperty('overrideReason');
  });

  it('answers already-sent as the server says', async () => {
    recording(SCHEDULER_URL, () => HttpResponse.json({ ...SENT, status: 'already-sent', message: 'Ya enviada.' }));
    expect(await scheduler().schedule('carousel', KEY)).toMatchObject({
      status: 'already-sent',
      message: 'Ya enviada.',
    });
  });

  it('warns about a token it cannot get and sends without it', async () => {
    const seen = recording(SCHEDULER_URL, () => HttpResponse.json(SENT));
    const logger = new RecordingLogger();
    await scheduler(credentials(new Error('no user'), null), logger).schedule('carousel', KEY);
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(seen[0]?.headers.get('x-firebase-appcheck')).toBeNull();
    expect(logger.entries.filter((entry) => entry.level === 'warn')).toHaveLength(1);
  });

  it("keeps the server's Spanish text and carries a pre-flight refusal's problems in details", async () => {
    const problems = ['No hay imágenes para normalizar.', 'Falta el título de YouTube.'];
    recording(SCHEDULER_URL, () =>
      HttpResponse.json({ success: false, error: 'No se puede programar todavía.', problems }, { status: 422 }),
    );
    expect(await refusal(scheduler().schedule('carousel', KEY))).toMatchObject({
      kind: 'validation',
      message: 'No se puede programar todavía.',
      details: { route: 'schedule-carousel', status: 422, problems },
    });
  });

  it.each([
    [400, 'validation'],
    [401, 'forbidden'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [429, 'rate-limited'],
    [502, 'upstream'],
  ] as const)('maps a %i refusal to %s', async (status, kind) => {
    recording(SCHEDULER_URL, () => HttpResponse.json({ success: false, error: 'Motivo del servidor.' }, { status }));
    expect(await refusal(scheduler().schedule('video', KEY))).toMatchObject({ kind, message: 'Motivo del servidor.' });
    expect(kindForStatus(status)).toBe(kind);
  });

  it.each([
    ['an HTML page', () => HttpResponse.html('<h1>Bad gateway</h1>', { status: 502 }), 502],
    ['an empty body', () => new HttpResponse(null, { status: 200 }), 200],
    ['a success without a post id', () => HttpResponse.json({ ...SENT, postId: 7 }), 200],
    ['a success with an unreadable date', () => HttpResponse.json({ ...SENT, sentAt: 'ayer' }), 200],
    ['an unknown status', () => HttpResponse.json({ ...SENT, status: 'queued' }), 200],
    ['a refusal without error text', () => HttpResponse.json({ success: false }, { status: 500 }), 500],
  ])('reports %s as an unexpected reply', async (_, reply, status) => {
    recording(SCHEDULER_URL, reply);
    expect(await refusal(scheduler().schedule('carousel', KEY))).toMatchObject({
      kind: 'upstream',
      message: ExternalServiceTexts.publishingUnexpectedReply(status),
    });
  });

  it('gives up after its time limit, and says when the function cannot be reached', async () => {
    recording(SCHEDULER_URL, async () => {
      await delay(500);
      return HttpResponse.json(SENT);
    });
    expect((await refusal(scheduler(undefined, undefined, 30).schedule('carousel', KEY))).message).toBe(
      ExternalServiceTexts.publishingTimeout,
    );
    server.use(http.post(`${SCHEDULER_URL}/:route`, () => HttpResponse.error()));
    expect((await refusal(scheduler().schedule('carousel', KEY))).message).toBe(ExternalServiceTexts.publishingNetwork);
  });
});

describe('HttpSchedulingGateway.metricoolHealth', () => {
  it('POSTs health with the brand id and both tokens, and answers each status', async () => {
    const seen = recording(SCHEDULER_URL, () => HttpResponse.json({ success: true, metricool: { status: 'ok' } }));
    expect(await scheduler().metricoolHealth('b-cafe')).toEqual({ status: 'ok' });
    expect(seen[0]).toMatchObject({ path: '/scheduler/health', method: 'POST', body: { brandId: 'b-cafe' } });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer id-token-1');

    recording(SCHEDULER_URL, () => HttpResponse.json({ success: true, metricool: { status: 'not-configured' } }));
    expect(await scheduler().metricoolHealth('b-cafe')).toEqual({ status: 'not-configured' });
    recording(SCHEDULER_URL, () =>
      HttpResponse.json({ success: true, metricool: { status: 'failing', reason: 'Metricool no reconoce la marca' } }),
    );
    expect(await scheduler().metricoolHealth('b-cafe')).toEqual({
      status: 'failing',
      reason: 'Metricool no reconoce la marca',
    });
  });

  it("keeps the server's refusal, and refuses an answer of another shape", async () => {
    recording(SCHEDULER_URL, () => HttpResponse.json({ success: false, error: 'No tienes permiso.' }, { status: 403 }));
    expect(await refusal(scheduler().metricoolHealth('b-cafe'))).toMatchObject({
      kind: 'forbidden',
      message: 'No tienes permiso.',
    });
    recording(SCHEDULER_URL, () => HttpResponse.json({ success: true, metricool: { status: 'failing' } }));
    expect((await refusal(scheduler().metricoolHealth('b-cafe'))).message).toBe(
      ExternalServiceTexts.publishingUnexpectedReply(200),
    );
  });
});

describe('HttpSchedulingGateway.bestTimes', () => {
  const REQUEST = { brandId: 'b-cafe', networks: ['Instagram', 'Threads'] as const };
  const ANSWER = {
    success: true,
    proposals: [
      { network: 'Instagram', at: '2026-11-26T00:00:00.000Z' },
      { network: 'Threads', at: null },
    ],
    sandbox: true,
  };

  it('POSTs best-times with the brand and the networks, and answers each proposal as a Date or null', async () => {
    const seen = recording(SCHEDULER_URL, () => HttpResponse.json(ANSWER));
    expect(await scheduler().bestTimes(REQUEST)).toEqual({
      proposals: [
        { network: 'Instagram', at: new Date('2026-11-26T00:00:00.000Z') },
        { network: 'Threads', at: null },
      ],
      sandbox: true,
    });
    expect(seen[0]).toMatchObject({
      path: '/scheduler/best-times',
      method: 'POST',
      body: { brandId: 'b-cafe', networks: ['Instagram', 'Threads'] },
    });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer id-token-1');
  });

  it.each([
    ['no proposals', { ...ANSWER, proposals: undefined }],
    ['a network not asked for', { ...ANSWER, proposals: [{ network: 'TikTok', at: null }] }],
    ['an unreadable date', { ...ANSWER, proposals: [{ network: 'Instagram', at: 'mañana' }] }],
    ['no sandbox flag', { ...ANSWER, sandbox: 'sí' }],
  ])('reports an answer with %s as an unexpected reply', async (_, body) => {
    recording(SCHEDULER_URL, () => HttpResponse.json(body));
    expect(await refusal(scheduler().bestTimes(REQUEST))).toMatchObject({
      kind: 'upstream',
      message: ExternalServiceTexts.publishingUnexpectedReply(200),
    });
  });

  it("keeps the server's Spanish refusal", async () => {
    recording(SCHEDULER_URL, () =>
      HttpResponse.json({ success: false, error: 'Metricool no respondió.' }, { status: 502 }),
    );
    expect(await refusal(scheduler().bestTimes(REQUEST))).toMatchObject({ message: 'Metricool no respondió.' });
  });
});

describe('HttpLinkedInGateway', () => {
  it('POSTs auth with the brand and answers the URL to go to', async () => {
    const url = 'https://www.linkedin.com/oauth/v2/authorization?response_type=code&state=s';
    const seen = recording(LINKEDIN_URL, () => HttpResponse.json({ success: true, url, sandbox: false }));
    expect(await linkedIn().authorize('b-cafe')).toEqual({ url, sandbox: false });
    expect(seen[0]).toMatchObject({ path: '/linkedin/auth', body: { brandId: 'b-cafe' } });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer id-token-1');
    expect(seen[0]?.headers.get('x-firebase-appcheck')).toBe('app-check-1');
  });

  it('sends auth with credentials (its answer sets the nonce cookie), and nothing else', async () => {
    const inits: RequestInit[] = [];
    const fetchFn: typeof fetch = async (_input, init) => {
      inits.push(init ?? {});
      return HttpResponse.json({
        success: true,
        url: 'https://www.linkedin.com/oauth/v2/authorization',
        message: 'ok',
      });
    };
    const gateway = new HttpLinkedInGateway(LINKEDIN_URL, credentials('id-token-1', null), new RecordingLogger(), {
      fetch: fetchFn,
    });
    await gateway.authorize('b-cafe');
    await gateway.disconnect();
    expect(inits.map((init) => init.credentials)).toEqual(['include', undefined]);
  });

  it("passes on the function's word that the URL is the local sandbox's", async () => {
    const url = 'http://127.0.0.1:5001/demo-estudio/us-central1/sandbox/linkedin/oauth/v2/authorization?state=s';
    recording(LINKEDIN_URL, () => HttpResponse.json({ success: true, url, sandbox: true }));
    expect(await linkedIn().authorize('b-cafe')).toEqual({ url, sandbox: true });
    recording(LINKEDIN_URL, () => HttpResponse.json({ success: true, url, sandbox: 'yes' }));
    expect(await linkedIn().authorize('b-cafe')).toEqual({ url, sandbox: false });
  });

  it('refuses an auth answer without a web URL', async () => {
    recording(LINKEDIN_URL, () => HttpResponse.json({ success: true, url: 'javascript:alert(1)' }));
    expect((await refusal(linkedIn().authorize('b-cafe'))).message).toBe(
      ExternalServiceTexts.publishingUnexpectedReply(200),
    );
  });

  it('POSTs disconnect', async () => {
    const seen = recording(LINKEDIN_URL, () => HttpResponse.json({ success: true, message: 'Desconectado.' }));
    await linkedIn().disconnect();
    expect(seen[0]).toMatchObject({ path: '/linkedin/disconnect', method: 'POST', body: {} });
  });

  it("keeps the server's Spanish refusal with its kind", async () => {
    recording(LINKEDIN_URL, () =>
      HttpResponse.json(
        { success: false, error: 'Debes ingresar el ID de organización de LinkedIn.' },
        { status: 400 },
      ),
    );
    expect(await refusal(linkedIn().authorize('b-cafe'))).toMatchObject({
      kind: 'validation',
      message: 'Debes ingresar el ID de organización de LinkedIn.',
    });
  });

  it('gives up after its time limit', async () => {
    recording(LINKEDIN_URL, async () => {
      await delay(500);
      return HttpResponse.json({ success: true });
    });
    expect((await refusal(linkedIn(undefined, 30).disconnect())).message).toBe(ExternalServiceTexts.publishingTimeout);
  });
});
