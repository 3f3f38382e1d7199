import { DomainError } from '@estudio/domain/shared';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RecordingLogger } from '@estudio/domain/testing';
import type { RequestCredentials } from '../http-shared/request-credentials.js';
import { kindForStatus } from '../http-shared/function-post.js';
import { HttpAiStatus, type HttpAiStatusOptions } from './http-ai-status.js';
import { AiClientTexts } from '../texts.js';

const AI_URL = 'https://us-central1-estudio.cloudfunctions.net/ai';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const credentials = (idToken: string | Error | null, appCheck: string | Error | null): RequestCredentials => ({
  idToken: () => (idToken instanceof Error ? Promise.reject(idToken) : Promise.resolve(idToken)),
  appCheckToken: () => (appCheck instanceof Error ? Promise.reject(appCheck) : Promise.resolve(appCheck)),
});

interface Seen {
  readonly route: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** Answers every route with `reply` and records what was sent. */
const recording = (reply: () => Response | Promise<Response>): Seen[] => {
  const seen: Seen[] = [];
  server.use(
    http.all(`${AI_URL}/:route`, async ({ request, params }) => {
      seen.push({
        route: String(params['route']),
        method: request.method,
        headers: Object.fromEntries(request.headers.entries()),
        body: await request.json(),
      });
      return reply();
    }),
  );
  return seen;
};

const client = (
  options: HttpAiStatusOptions = {},
  tokens: RequestCredentials = credentials('id-token-1', 'app-check-1'),
  logger = new RecordingLogger(),
) => new HttpAiStatus(`${AI_URL}/`, tokens, logger, options);

const MODEL = { provider: 'demo', model: 'demo/estudio', demo: true } as const;

const refusal = async (promise: Promise<unknown>): Promise<DomainError> => {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
};

describe('HttpAiStatus', () => {
  it('POSTs {} to status with the bearer and App Check tokens, and answers provider, model and demo', async () => {
    const seen = recording(() => HttpResponse.json({ success: true, ...MODEL }));
    expect(await client().aiStatus()).toEqual(MODEL);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      route: 'status',
      method: 'POST',
      body: {},
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer id-token-1',
        'x-firebase-appcheck': 'app-check-1',
      },
    });
  });

  it('refuses a reply without that shape', async () => {
    recording(() => HttpResponse.json({ success: true, provider: 'otro', model: 'x', demo: 'sí' }));
    expect(await refusal(client().aiStatus())).toMatchObject({
      kind: 'upstream',
      message: AiClientTexts.unexpectedReply(200),
    });
  });

  describe('tokens', () => {
    it('warns about a token it cannot obtain and goes on without that header', async () => {
      const logger = new RecordingLogger();
      const seen = recording(() => HttpResponse.json({ success: true, ...MODEL }));
      await client({}, credentials(new Error('sin sesión'), new Error('App Check caído')), logger).aiStatus();
      expect(seen[0]?.headers).not.toHaveProperty('authorization');
      expect(seen[0]?.headers).not.toHaveProperty('x-firebase-appcheck');
      expect(logger.entries.filter((entry) => entry.level === 'warn')).toHaveLength(2);
    });

    it('sends no header for a token there is none of (App Check not activated)', async () => {
      const seen = recording(() => HttpResponse.json({ success: true, ...MODEL }));
      await client({}, credentials('id-token-2', null)).aiStatus();
      expect(seen[0]?.headers).toMatchObject({ authorization: 'Bearer id-token-2' });
      expect(seen[0]?.headers).not.toHaveProperty('x-firebase-appcheck');
    });
  });

  describe('failures', () => {
    it.each([
      [401, 'forbidden', 'El token de identidad no es válido o ha caducado.'],
      [403, 'forbidden', 'Tu usuario no está activo.'],
      [404, 'not-found', 'Ruta desconocida.'],
      [413, 'validation', 'El cuerpo de la petición es demasiado grande.'],
      [500, 'upstream', 'Error interno del servidor.'],
    ] as const)(
      "HTTP %i {success:false,error} is a DomainError '%s' with the server's text",
      async (status, kind, error) => {
        recording(() => HttpResponse.json({ success: false, error }, { status }));
        const failure = await refusal(client().aiStatus());
        expect(failure).toMatchObject({ kind, message: error });
        expect(failure.details).toMatchObject({ route: 'status', status });
      },
    );

    it('maps each status to its kind', () => {
      expect([400, 401, 403, 404, 405, 415, 500, 502, 503].map(kindForStatus)).toEqual([
        'validation',
        'forbidden',
        'forbidden',
        'not-found',
        'validation',
        'validation',
        'upstream',
        'upstream',
        'upstream',
      ]);
    });

    it('reports a reply without the documented shape (a proxy page, no error text) as unexpected', async () => {
      recording(() => new HttpResponse('<html>Bad Gateway</html>', { status: 502 }));
      expect(await refusal(client().aiStatus())).toMatchObject({
        kind: 'upstream',
        message: AiClientTexts.unexpectedReply(502),
      });
      recording(() => HttpResponse.json({ success: false }, { status: 403 }));
      expect(await refusal(client().aiStatus())).toMatchObject({
        kind: 'forbidden',
        message: AiClientTexts.unexpectedReply(403),
      });
      recording(() => HttpResponse.json({ answer: 'sin success' }));
      expect((await refusal(client().aiStatus())).message).toBe(AiClientTexts.unexpectedReply(200));
    });

    it('reports a network failure as upstream with its own message', async () => {
      recording(() => HttpResponse.error());
      expect(await refusal(client().aiStatus())).toMatchObject({
        kind: 'upstream',
        message: AiClientTexts.network,
      });
    });
  });

  describe('timeout and abort', () => {
    it('gives up after the timeout with the timeout message', async () => {
      recording(async () => {
        await delay(500);
        return HttpResponse.json({ success: true, ...MODEL });
      });
      expect(await refusal(client({ timeoutMs: 30 }).aiStatus())).toMatchObject({
        kind: 'upstream',
        message: AiClientTexts.timeout,
      });
    });

    it("follows the caller's abort signal and throws the caller's reason", async () => {
      recording(async () => {
        await delay(500);
        return HttpResponse.json({ success: true, ...MODEL });
      });
      const controller = new AbortController();
      const call = client().aiStatus({ signal: controller.signal });
      const reason = new Error('pantalla cerrada');
      setTimeout(() => controller.abort(reason), 20);
      await expect(call).rejects.toBe(reason);
    });

    it('sends nothing when the signal is already aborted', async () => {
      const seen = recording(() => HttpResponse.json({ success: true, ...MODEL }));
      const controller = new AbortController();
      controller.abort();
      await expect(client().aiStatus({ signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
      expect(seen).toEqual([]);
    });
  });
});
