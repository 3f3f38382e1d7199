import { type DraftPost } from '@estudio/domain/scheduling';
import { DomainError } from '@estudio/domain/shared';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MetricoolSchedulerClient } from './metricool-scheduler-client.js';
import { ExternalServiceTexts } from '../texts.js';

const BASE = 'https://app.metricool.example';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const QUERY = { blogId: '4187263', userId: '3100001' };
const client = (timeoutMs?: number) =>
  new MetricoolSchedulerClient(`${BASE}/`, 'mc-token-1', timeoutMs === undefined ? {} : { timeoutMs });

const POST: DraftPost = {
  providers: [{ network: 'instagram' }, { network: 'facebook' }],
  publicationDate: { dateTime: '2026-12-01T10:30:00', timezone: 'America/Bogota' },
  creationDate: { dateTime: '2026-11-21T08:00:00', timezone: 'America/Bogota' },
  text: 'Café de altura.',
  media: ['https://cdn.metricool.example/1.png'],
  autoPublish: false,
  draft: true,
  instagramData: { type: 'POST' },
};

interface Seen {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly headers: Headers;
  readonly body: string;
}

const answering = (path: string, reply: () => Response | Promise<Response>): Seen[] => {
  const seen: Seen[] = [];
  server.use(
    http.all(`${BASE}${path}`, async ({ request }) => {
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams.entries()),
        headers: request.headers,
        body: await request.text(),
      });
      return reply();
    }),
  );
  return seen;
};

const NORMALIZE = '/api/actions/normalize/image/url';
const POSTS = '/api/v2/scheduler/posts';

const refusal = async (promise: Promise<unknown>): Promise<DomainError> => {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
};

describe('MetricoolSchedulerClient.normalizeMediaUrl', () => {
  it('GETs the normalise endpoint with the url, blogId, userId and the X-Mc-Auth token, and answers the text', async () => {
    const seen = answering(NORMALIZE, () => HttpResponse.text('https://cdn.metricool.example/n/1.png\n'));
    const url = 'https://firebasestorage.googleapis.com/v0/b/x/o/a%2Fb.png?alt=media&token=t';

    expect(await client().normalizeMediaUrl(url, QUERY)).toBe('https://cdn.metricool.example/n/1.png');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'GET', path: NORMALIZE, query: { url, ...QUERY }, body: '' });
    expect(seen[0]?.headers.get('x-mc-auth')).toBe('mc-token-1');
  });

  it('accepts the URL as a JSON string too', async () => {
    answering(NORMALIZE, () => HttpResponse.json('https://cdn.metricool.example/n/2.png'));
    expect(await client().normalizeMediaUrl('https://x.example/2.png', QUERY)).toBe(
      'https://cdn.metricool.example/n/2.png',
    );
  });

  it("tells Metricool's reason and status in Spanish when it refuses (JSON or text)", async () => {
    answering(NORMALIZE, () => HttpResponse.json({ message: 'Invalid image url' }, { status: 400 }));
    expect(await refusal(client().normalizeMediaUrl('https://x.example/a.png', QUERY))).toMatchObject({
      kind: 'upstream',
      message: ExternalServiceTexts.metricoolNormalizeRefused(400, 'Invalid image url'),
      details: { service: 'metricool', status: 400 },
    });
    answering(NORMALIZE, () => HttpResponse.text('Unauthorized user', { status: 401 }));
    expect((await refusal(client().normalizeMediaUrl('https://x.example/a.png', QUERY))).message).toBe(
      ExternalServiceTexts.metricoolNormalizeRefused(401, 'Unauthorized user'),
    );
  });

  it('refuses an empty or garbled answer as unexpected', async () => {
    answering(NORMALIZE, () => HttpResponse.text(''));
    expect((await refusal(client().normalizeMediaUrl('https://x.example/a.png', QUERY))).message).toBe(
      ExternalServiceTexts.metricoolUnexpectedReply(200),
    );
    answering(NORMALIZE, () => HttpResponse.html('<html>maintenance</html>'));
    expect((await refusal(client().normalizeMediaUrl('https://x.example/a.png', QUERY))).message).toBe(
      ExternalServiceTexts.metricoolUnexpectedReply(200),
    );
  });
});

describe('MetricoolSchedulerClient.createDraft', () => {
  it('POSTs the draft as JSON with blogId, userId and the token, and answers data.id as text', async () => {
    const seen = answering(POSTS, () => HttpResponse.json({ data: { id: 987654321, draft: true } }, { status: 201 }));

    expect(await client().createDraft(QUERY, POST)).toEqual({ postId: '987654321' });
    expect(seen[0]).toMatchObject({ method: 'POST', path: POSTS, query: QUERY });
    expect(seen[0]?.headers.get('x-mc-auth')).toBe('mc-token-1');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(POST);
  });

  it("sends the first comment as the post's own firstCommentText, beside the providers it applies to", async () => {
    const seen = answering(POSTS, () => HttpResponse.json({ data: { id: 5 } }));
    const withComment: DraftPost = { ...POST, firstCommentText: 'Enlace en la bio 👉\nhttps://cafe.example' };
    await client().createDraft(QUERY, withComment);
    const body = JSON.parse(seen[0]?.body ?? '') as Record<string, unknown>;
    // Metricool's scheduler post: one `firstCommentText` for the whole post (a text), not per network.
    expect(body['firstCommentText']).toBe('Enlace en la bio 👉\nhttps://cafe.example');
    expect(body['instagramData']).toEqual({ type: 'POST' });
    expect(body['providers']).toEqual([{ network: 'instagram' }, { network: 'facebook' }]);
    // Without one, the field is not sent at all.
    await client().createDraft(QUERY, POST);
    expect(JSON.parse(seen[1]?.body ?? '')).not.toHaveProperty('firstCommentText');
  });

  it('takes a text id as it is', async () => {
    answering(POSTS, () => HttpResponse.json({ data: { id: 'p-77' } }));
    expect(await client().createDraft(QUERY, POST)).toEqual({ postId: 'p-77' });
  });

  it.each([
    ['message', { message: 'Blog not found' }, 'Blog not found'],
    ['detail', { detail: 'publicationDate is in the past' }, 'publicationDate is in the past'],
    ['error', { error: 'Forbidden' }, 'Forbidden'],
    ['nested error', { error: { message: 'Quota exceeded' } }, 'Quota exceeded'],
  ])("names Metricool's reason from a JSON body (%s)", async (_, body, reason) => {
    answering(POSTS, () => HttpResponse.json(body, { status: 422 }));
    expect(await refusal(client().createDraft(QUERY, POST))).toMatchObject({
      kind: 'upstream',
      message: ExternalServiceTexts.metricoolDraftRefused(422, reason),
    });
  });

  it('names a plain-text reason, and says when none was given', async () => {
    answering(POSTS, () => HttpResponse.text('Internal error', { status: 500 }));
    expect((await refusal(client().createDraft(QUERY, POST))).message).toBe(
      ExternalServiceTexts.metricoolDraftRefused(500, 'Internal error'),
    );
    answering(POSTS, () => new HttpResponse(null, { status: 503 }));
    expect((await refusal(client().createDraft(QUERY, POST))).message).toBe(
      ExternalServiceTexts.metricoolDraftRefused(503, ExternalServiceTexts.noReasonGiven),
    );
  });

  it.each([
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    ['garbled JSON', () => HttpResponse.text('{"data": {"id"', { status: 200 })],
    ['no data.id', () => HttpResponse.json({ data: {} })],
    ['a blank id', () => HttpResponse.json({ data: { id: ' ' } })],
  ])('refuses a success with %s as unexpected', async (_, reply) => {
    answering(POSTS, reply);
    expect(await refusal(client().createDraft(QUERY, POST))).toMatchObject({
      kind: 'upstream',
      message: ExternalServiceTexts.metricoolUnexpectedReply(200),
    });
  });

  it('gives up after its time limit, and says when Metricool cannot be reached', async () => {
    answering(POSTS, async () => {
      await delay(500);
      return HttpResponse.json({ data: { id: 1 } });
    });
    expect((await refusal(client(30).createDraft(QUERY, POST))).message).toBe(ExternalServiceTexts.metricoolTimeout);
    answering(POSTS, () => HttpResponse.error());
    expect((await refusal(client().createDraft(QUERY, POST))).message).toBe(ExternalServiceTexts.metricoolUnreachable);
  });

  it('never puts the token in an error', async () => {
    answering(POSTS, () => HttpResponse.json({ message: 'nope' }, { status: 400 }));
    const error = await refusal(client().createDraft(QUERY, POST));
    expect(JSON.stringify({ message: error.message, details: error.details })).not.toContain('mc-token-1');
    expect(JSON.stringify(error.details)).not.toContain('blogId');
  });
});

describe('MetricoolSchedulerClient.reachBrand (Estado de las conexiones)', () => {
  const BRAND = `/api/v2/settings/brands/${QUERY.blogId}`;

  it('GETs the brand by its blog id, with blogId, userId and the X-Mc-Auth token, and resolves when it answers', async () => {
    const seen = answering(BRAND, () =>
      HttpResponse.json({ data: { id: 4187263, label: 'Café Cumbre Andina', timezone: 'America/Bogota' } }),
    );

    await expect(client().reachBrand(QUERY)).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'GET', path: BRAND, query: QUERY, body: '' });
    expect(seen[0]?.headers.get('x-mc-auth')).toBe('mc-token-1');
  });

  it("tells Metricool's refusal of a blog id in Spanish, with its status and reason", async () => {
    answering(BRAND, () => HttpResponse.json({ message: 'Brand not found' }, { status: 404 }));
    expect(await refusal(client().reachBrand(QUERY))).toMatchObject({
      kind: 'upstream',
      message: ExternalServiceTexts.metricoolBrandRefused(404, 'Brand not found'),
      details: { service: 'metricool', status: 404, url: `${BASE}${BRAND}` },
    });
    answering(BRAND, () => HttpResponse.text('Unauthorized user', { status: 401 }));
    expect((await refusal(client().reachBrand(QUERY))).message).toBe(
      ExternalServiceTexts.metricoolBrandRefused(401, 'Unauthorized user'),
    );
  });

  it.each([
    ['no data', () => HttpResponse.json({})],
    ['another brand', () => HttpResponse.json({ data: { id: 999 } })],
    ['an HTML page', () => HttpResponse.html('<html>login</html>')],
  ])('refuses a success with %s as unexpected', async (_, reply) => {
    answering(BRAND, reply);
    expect((await refusal(client().reachBrand(QUERY))).message).toBe(
      ExternalServiceTexts.metricoolUnexpectedReply(200),
    );
  });

  it('says when Metricool cannot be reached or does not answer in time, and never shows the token', async () => {
    answering(BRAND, () => HttpResponse.error());
    const unreachable = await refusal(client().reachBrand(QUERY));
    expect(unreachable.message).toBe(ExternalServiceTexts.metricoolUnreachable);
    expect(JSON.stringify(unreachable.details)).not.toContain('mc-token-1');
    answering(BRAND, async () => {
      await delay(500);
      return HttpResponse.json({ data: { id: 4187263 } });
    });
    expect((await refusal(client(30).reachBrand(QUERY))).message).toBe(ExternalServiceTexts.metricoolTimeout);
  });
});
