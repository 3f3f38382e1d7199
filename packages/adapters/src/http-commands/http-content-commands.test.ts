import { DomainError } from '@estudio/domain/shared';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RecordingLogger } from '@estudio/domain/testing';
import type { RequestCredentials } from '../http-shared/request-credentials.js';
import { HttpContentCommands } from './http-content-commands.js';
import { CommandsClientTexts } from '../texts.js';

const BASE = 'https://us-central1-estudio.cloudfunctions.net';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const credentials: RequestCredentials = {
  idToken: () => Promise.resolve('id-token-1'),
  appCheckToken: () => Promise.resolve(null),
};
const commands = (options: { timeoutMs?: number } = {}) =>
  new HttpContentCommands(`${BASE}/`, credentials, new RecordingLogger(), options);
const key = { brandId: 'b-1', requirementId: 'r-1' };

const failureOf = (promise: Promise<unknown>): Promise<DomainError> =>
  promise.then(
    () => {
      throw new Error('expected the command to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(DomainError);
      return error as DomainError;
    },
  );

describe('HttpContentCommands', () => {
  it("POSTs the command's wire JSON to its concern's function with the ID token, and answers the result with its Dates", async () => {
    const seen: Array<{ path: string; auth: string | null; body: unknown }> = [];
    server.use(
      http.post(`${BASE}/:concern/:action`, async ({ request, params }) => {
        seen.push({
          path: `${String(params['concern'])}/${String(params['action'])}`,
          auth: request.headers.get('authorization'),
          body: await request.json(),
        });
        return HttpResponse.json({
          success: true,
          result: { id: 'r-1', updatedAt: { $date: '2026-11-26T10:00:00.000Z' } },
        });
      }),
    );
    const answer = (await commands().run('video/edit-caption', { ...key, caption: 'Hola' })) as unknown as {
      id: string;
      updatedAt: Date;
    };
    expect(seen).toEqual([
      { path: 'video/edit-caption', auth: 'Bearer id-token-1', body: { ...key, caption: 'Hola' } },
    ]);
    expect(answer.updatedAt).toEqual(new Date('2026-11-26T10:00:00.000Z'));
  });

  it.each([
    [400, 'validation'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [429, 'rate-limited'],
    [499, 'cancelled'],
    [502, 'upstream'],
  ] as const)(
    "a refusal %i keeps the server's Spanish text as a %s DomainError naming the command",
    async (status, kind) => {
      server.use(
        http.post(`${BASE}/carousel/guides`, () => HttpResponse.json({ success: false, error: 'No.' }, { status })),
      );
      const failure = await failureOf(commands().run('carousel/guides', key));
      expect([failure.kind, failure.message, failure.details]).toEqual([
        kind,
        'No.',
        { command: 'carousel/guides', status },
      ]);
    },
  );

  it('says so in its own words when the function answers without the agreed shape, or not at all', async () => {
    server.use(http.post(`${BASE}/carousel/guides`, () => new HttpResponse('<html>proxy</html>', { status: 502 })));
    const odd = await failureOf(commands().run('carousel/guides', key));
    expect([odd.kind, odd.message]).toEqual(['upstream', CommandsClientTexts.unexpectedReply(502)]);
    server.use(http.post(`${BASE}/carousel/guides`, () => HttpResponse.error()));
    const none = await failureOf(commands().run('carousel/guides', key));
    expect([none.kind, none.message]).toEqual(['upstream', CommandsClientTexts.network]);
  });
});
