import { DomainError } from '@estudio/domain/shared';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ExternalServiceTexts } from '../texts.js';
import { MetricoolSchedulerClient } from './metricool-scheduler-client.js';

/*
 * The contract of Metricool's best-times call (GET /api/v2/scheduler/besttimes/{provider}):
 * the request as Metricool documents it, and the answer read defensively.
 */

const BASE = 'https://app.metricool.example';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const QUERY = { blogId: '4187263', userId: '3100001' };
const WINDOW = { start: '2026-11-25T00:00:00', end: '2026-12-01T23:59:59', timezone: 'America/Bogota' };
const client = (timeoutMs?: number) =>
  new MetricoolSchedulerClient(`${BASE}/`, 'mc-token-1', timeoutMs === undefined ? {} : { timeoutMs });

interface Seen {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly headers: Headers;
}

const answering = (reply: () => Response | Promise<Response>): Seen[] => {
  const seen: Seen[] = [];
  server.use(
    http.all(`${BASE}/api/v2/scheduler/besttimes/:provider`, ({ request }) => {
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams.entries()),
        headers: request.headers,
      });
      return reply();
    }),
  );
  return seen;
};

const refusal = async (promise: Promise<unknown>): Promise<DomainError> => {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
};

describe('MetricoolSchedulerClient.bestTimes', () => {
  it('GETs besttimes/{provider} with start, end, timezone, blogId, userId and the X-Mc-Auth token', async () => {
    const seen = answering(() => HttpResponse.json({ data: [] }));
    expect(await client().bestTimes('instagram', WINDOW, QUERY)).toEqual([]);
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/v2/scheduler/besttimes/instagram',
        query: { ...WINDOW, ...QUERY },
      }),
    ]);
    expect(seen[0]?.headers.get('x-mc-auth')).toBe('mc-token-1');
    expect(seen[0]?.headers.get('accept')).toBe('application/json');
  });

  it('reads one item per hour, dayOfWeek 1 = Sunday … 7 = Saturday', async () => {
    answering(() =>
      HttpResponse.json({
        data: [
          { dayOfWeek: 1, hour: 9, value: 12.5 },
          { dayOfWeek: 7, hourOfDay: 23, value: 80 },
        ],
      }),
    );
    expect(await client().bestTimes('facebook', WINDOW, QUERY)).toEqual([
      { weekday: 0, hour: 9, value: 12.5 },
      { weekday: 6, hour: 23, value: 80 },
    ]);
  });

  it('reads one item per day with its hours (bestTimesByHour), and a bare list', async () => {
    answering(() =>
      HttpResponse.json({
        data: [
          {
            dayOfWeek: 3,
            bestTimesByHour: [
              { hourOfDay: 8, value: 40 },
              { hourOfDay: 19, value: 95 },
            ],
          },
        ],
      }),
    );
    expect(await client().bestTimes('linkedin', WINDOW, QUERY)).toEqual([
      { weekday: 2, hour: 8, value: 40 },
      { weekday: 2, hour: 19, value: 95 },
    ]);
    answering(() => HttpResponse.json([{ dayOfWeek: 2, hour: 0, value: 0 }]));
    expect(await client().bestTimes('tiktok', WINDOW, QUERY)).toEqual([{ weekday: 1, hour: 0, value: 0 }]);
  });

  it.each([
    ['no data', {}],
    ['data that is not a list', { data: { dayOfWeek: 1 } }],
    ['a day out of range', { data: [{ dayOfWeek: 0, hour: 9, value: 1 }] }],
    ['a day as text', { data: [{ dayOfWeek: '1', hour: 9, value: 1 }] }],
    ['an hour out of range', { data: [{ dayOfWeek: 1, hour: 24, value: 1 }] }],
    ['a fractional hour', { data: [{ dayOfWeek: 1, hour: 9.5, value: 1 }] }],
    ['no value', { data: [{ dayOfWeek: 1, hour: 9 }] }],
    ['a negative value', { data: [{ dayOfWeek: 1, hour: 9, value: -3 }] }],
    ['a value as text', { data: [{ dayOfWeek: 1, hour: 9, value: '90' }] }],
    ['one good item and one bad', { data: [{ dayOfWeek: 1, hour: 9, value: 1 }, null] }],
    ['hours that are not a list', { data: [{ dayOfWeek: 1, bestTimesByHour: 'x' }] }],
    ['a bad hour inside a day', { data: [{ dayOfWeek: 1, bestTimesByHour: [{ hourOfDay: 30, value: 1 }] }] }],
    ['too many items', { data: Array.from({ length: 169 }, () => ({ dayOfWeek: 1, hour: 1, value: 1 })) }],
  ])('refuses an answer with %s: nothing is proposed, a Spanish message', async (_, body) => {
    answering(() => HttpResponse.json(body));
    expect(await refusal(client().bestTimes('instagram', WINDOW, QUERY))).toMatchObject({
      kind: 'upstream',
      message: ExternalServiceTexts.metricoolBestTimesInvalid,
      details: { service: 'metricool', status: 200 },
    });
  });

  it('refuses a body that is not JSON', async () => {
    answering(() => HttpResponse.html('<html>maintenance</html>'));
    expect((await refusal(client().bestTimes('instagram', WINDOW, QUERY))).message).toBe(
      ExternalServiceTexts.metricoolBestTimesInvalid,
    );
  });

  it("tells Metricool's refusal with its reason and status, never the token", async () => {
    answering(() => HttpResponse.json({ message: 'Provider not connected' }, { status: 400 }));
    const error = await refusal(client().bestTimes('youtube', WINDOW, QUERY));
    expect(error).toMatchObject({
      kind: 'upstream',
      message: ExternalServiceTexts.metricoolBestTimesRefused(400, 'Provider not connected'),
    });
    expect(JSON.stringify({ message: error.message, details: error.details })).not.toContain('mc-token-1');
  });

  it('gives up after its time limit, and says when Metricool cannot be reached', async () => {
    answering(async () => {
      await delay(500);
      return HttpResponse.json({ data: [] });
    });
    expect((await refusal(client(30).bestTimes('instagram', WINDOW, QUERY))).message).toBe(
      ExternalServiceTexts.metricoolTimeout,
    );
    answering(() => HttpResponse.error());
    expect((await refusal(client().bestTimes('instagram', WINDOW, QUERY))).message).toBe(
      ExternalServiceTexts.metricoolUnreachable,
    );
  });
});
