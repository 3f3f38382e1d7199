import { AI_ROUTE_NAMES, DomainError, Messages, type AiRouteName } from '@estudio/domain';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RecordingLogger } from '../memory/recording-logger.js';
import type { RequestCredentials } from '../http-shared/request-credentials.js';
import { HttpAiServices, kindForStatus, type HttpAiServicesOptions } from './http-ai-services.js';

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
const recording = (reply: (route: string) => Response | Promise<Response>): Seen[] => {
  const seen: Seen[] = [];
  server.use(
    http.all(`${AI_URL}/:route`, async ({ request, params }) => {
      seen.push({
        route: String(params['route']),
        method: request.method,
        headers: Object.fromEntries(request.headers.entries()),
        body: await request.json(),
      });
      return reply(String(params['route']));
    }),
  );
  return seen;
};

const client = (
  options: HttpAiServicesOptions = {},
  tokens: RequestCredentials = credentials('id-token-1', 'app-check-1'),
  logger = new RecordingLogger(),
) => new HttpAiServices(`${AI_URL}/`, tokens, logger, options);

const brand = { brandId: 'b-aurora' };
const scope = { brandId: 'b-aurora', requirementId: 'req-c3' };

/** Each route, the call that makes it, the body it must send and the answer the server gives. */
const CALLS: Record<AiRouteName, { call: (ai: HttpAiServices) => Promise<unknown>; body: object; answer: object }> = {
  'learning-brand': {
    call: (ai) => ai.analyzeBrandManual({ ...brand, manualUrl: 'https://storage.example/manual.pdf' }),
    body: { ...brand, manualUrl: 'https://storage.example/manual.pdf' },
    answer: { analysis: 'Marca cálida.' },
  },
  'generate-blueprint': {
    call: (ai) => ai.generateBlueprint({ ...brand, diagnostic_form: 'Marca: Café Aurora', document_url: '' }),
    body: { ...brand, diagnostic_form: 'Marca: Café Aurora', document_url: '' },
    answer: { bloques: { primer_bloque: { nombre: 'Ana' } } },
  },
  'carousel-captions': {
    call: (ai) => ai.carouselCaptions({ ...scope, brand_strategy: 'Cercana' }),
    body: { ...scope, brand_strategy: 'Cercana' },
    answer: { redes_json: { instagram: 'Hola' } },
  },
  'video-captions': {
    call: (ai) => ai.videoCaptions({ ...scope, brand_strategy: 'Cercana' }),
    body: { ...scope, brand_strategy: 'Cercana' },
    answer: { videos_json: { video1: 'uno' } },
  },
  'carousel-guides': {
    call: (ai) => ai.generateDesignGuides({ ...scope, prompt1: 'Guías', temperature: 1, max_output_tokens: 8192 }),
    body: { ...scope, prompt1: 'Guías', temperature: 1, max_output_tokens: 8192 },
    answer: { guias_json: { guia1: { descripcion: 'd', palabras_sugeridas: 'p' } } },
  },
  'carousel-image': {
    call: (ai) => ai.generateCarouselImage({ ...scope, caption: 'c', descripcion: 'd', graphicGuide: 'g' }),
    body: { ...scope, caption: 'c', descripcion: 'd', graphicGuide: 'g' },
    answer: { imageBase64: 'iVBORw0KGgo=' },
  },
  'validate-design': {
    call: (ai) =>
      ai.validateDesign({
        ...scope,
        index: 2,
        image_url: 'https://img.example/3.png',
        design_guidance: 'Guía tres',
        brand_manual_summary: 'Tonos cálidos',
        caption: 'Caption',
      }),
    body: {
      ...scope,
      index: 2,
      image_url: 'https://img.example/3.png',
      design_guidance: 'Guía tres',
      brand_manual_summary: 'Tonos cálidos',
      caption: 'Caption',
    },
    answer: { alineacion: 82.5, descripcion: 'Alineada.' },
  },
  'video-summary': {
    call: (ai) => ai.summarizeVideo({ ...scope, videoUrl: 'https://storage.example/video.mp4' }),
    body: { ...scope, videoUrl: 'https://storage.example/video.mp4' },
    answer: { file_uri: 'files/abc', analysis: 'Resumen.' },
  },
  'video-article': {
    call: (ai) => ai.writeArticle({ ...scope, texto: 'Resumen.', communicationTone: 'sabio' }),
    body: { ...scope, texto: 'Resumen.', communicationTone: 'sabio' },
    answer: { articulo: [{ sectionTitle: 'Intro', text: 'Texto' }] },
  },
  'article-image': {
    call: (ai) => ai.generateArticleImage({ ...scope, content: 'Intro\nTexto' }),
    body: { ...scope, content: 'Intro\nTexto' },
    answer: { imageBase64: '/9j/4AAQ' },
  },
  'video-scripts': {
    call: (ai) => ai.generateScripts({ ...scope, brand_strategy: 'Cercana', texto: 'Caption' }),
    body: { ...scope, brand_strategy: 'Cercana', texto: 'Caption' },
    answer: { guiones: { scripts: [{ Captacion: 'a' }] } },
  },
};

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

describe('HttpAiServices', () => {
  it('covers every route of the ai function', () => {
    expect(Object.keys(CALLS).sort()).toEqual([...AI_ROUTE_NAMES].sort());
  });

  describe.each(Object.entries(CALLS))('POST %s', (route, { call, body, answer }) => {
    it('sends the JSON body with the bearer and App Check tokens, and answers the body without success', async () => {
      const seen = recording(() => HttpResponse.json({ success: true, ...answer }));
      expect(await call(client())).toEqual(answer);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({
        route,
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          authorization: 'Bearer id-token-1',
          'x-firebase-appcheck': 'app-check-1',
        },
      });
    });
  });

  it('returns the answer raw: the domain parsers judge it, not the client', async () => {
    recording(() => HttpResponse.json({ success: true, alineacion: 'ochenta', extra: [1] }));
    expect(await CALLS['validate-design'].call(client())).toEqual({ alineacion: 'ochenta', extra: [1] });
  });

  describe('aiStatus', () => {
    it('POSTs {} to status and answers provider, model and demo', async () => {
      const seen = recording(() =>
        HttpResponse.json({ success: true, provider: 'demo', model: 'demo/estudio', demo: true }),
      );
      expect(await client().aiStatus()).toEqual({ provider: 'demo', model: 'demo/estudio', demo: true });
      expect(seen[0]).toMatchObject({ route: 'status', method: 'POST', body: {} });
    });

    it('refuses a reply without that shape', async () => {
      recording(() => HttpResponse.json({ success: true, provider: 'otro', model: 'x', demo: 'sí' }));
      expect(await refusal(client().aiStatus())).toMatchObject({
        kind: 'upstream',
        message: Messages.aiClient.unexpectedReply(200),
      });
    });
  });

  describe('tokens', () => {
    it('warns about a token it cannot obtain and goes on without that header', async () => {
      const logger = new RecordingLogger();
      const seen = recording(() => HttpResponse.json({ success: true, analysis: 'x' }));
      await CALLS['learning-brand'].call(
        client({}, credentials(new Error('sin sesión'), new Error('App Check caído')), logger),
      );
      expect(seen[0]?.headers).not.toHaveProperty('authorization');
      expect(seen[0]?.headers).not.toHaveProperty('x-firebase-appcheck');
      expect(logger.entries.filter((entry) => entry.level === 'warn')).toHaveLength(2);
    });

    it('sends no header for a token there is none of (App Check not activated)', async () => {
      const seen = recording(() => HttpResponse.json({ success: true, analysis: 'x' }));
      await CALLS['learning-brand'].call(client({}, credentials('id-token-2', null)));
      expect(seen[0]?.headers).toMatchObject({ authorization: 'Bearer id-token-2' });
      expect(seen[0]?.headers).not.toHaveProperty('x-firebase-appcheck');
    });
  });

  describe('failures', () => {
    it.each([
      [400, 'validation', "El campo 'brand_strategy' es obligatorio y debe ser texto."],
      [401, 'forbidden', 'El token de identidad no es válido o ha caducado.'],
      [403, 'forbidden', 'No tienes permiso para generar el blueprint.'],
      [404, 'not-found', 'Requerimiento no encontrado.'],
      [413, 'validation', 'El cuerpo de la petición es demasiado grande.'],
      [429, 'rate-limited', 'Has hecho demasiadas llamadas de IA en un minuto. Espera un momento.'],
      [502, 'invalid-ai-answer', 'Guías inválidas.'],
      [500, 'upstream', 'Error interno del servidor.'],
    ] as const)(
      "HTTP %i {success:false,error} is a DomainError '%s' with the server's text",
      async (status, kind, error) => {
        recording(() => HttpResponse.json({ success: false, error }, { status }));
        const failure = await refusal(CALLS['carousel-guides'].call(client()));
        expect(failure).toMatchObject({ kind, message: error });
        expect(failure.details).toMatchObject({ route: 'carousel-guides', status });
      },
    );

    it('keeps the Retry-After seconds of a 429', async () => {
      recording(() =>
        HttpResponse.json(
          { success: false, error: 'Demasiadas llamadas.' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      );
      const failure = await refusal(CALLS['video-scripts'].call(client()));
      expect(failure).toMatchObject({ kind: 'rate-limited', details: { retryAfterSeconds: 42 } });
    });

    it('maps each status to its kind', () => {
      expect([400, 401, 403, 404, 405, 415, 429, 500, 502, 503].map(kindForStatus)).toEqual([
        'validation',
        'forbidden',
        'forbidden',
        'not-found',
        'validation',
        'validation',
        'rate-limited',
        'upstream',
        'invalid-ai-answer',
        'upstream',
      ]);
    });

    it('reports a reply without the documented shape (a proxy page, no error text) as unexpected', async () => {
      recording(() => new HttpResponse('<html>Bad Gateway</html>', { status: 502 }));
      expect(await refusal(CALLS['article-image'].call(client()))).toMatchObject({
        kind: 'upstream',
        message: Messages.aiClient.unexpectedReply(502),
      });
      recording(() => HttpResponse.json({ success: false }, { status: 403 }));
      expect(await refusal(CALLS['article-image'].call(client()))).toMatchObject({
        kind: 'forbidden',
        message: Messages.aiClient.unexpectedReply(403),
      });
      recording(() => HttpResponse.json({ answer: 'sin success' }));
      expect((await refusal(CALLS['article-image'].call(client()))).message).toBe(
        Messages.aiClient.unexpectedReply(200),
      );
    });

    it('reports a network failure as upstream with its own message', async () => {
      recording(() => HttpResponse.error());
      expect(await refusal(CALLS['video-article'].call(client()))).toMatchObject({
        kind: 'upstream',
        message: Messages.aiClient.network,
      });
    });
  });

  describe('timeout and abort', () => {
    it('gives up after the timeout with the timeout message', async () => {
      recording(async () => {
        await delay(500);
        return HttpResponse.json({ success: true, analysis: 'tarde' });
      });
      expect(await refusal(CALLS['learning-brand'].call(client({ timeoutMs: 30 })))).toMatchObject({
        kind: 'upstream',
        message: Messages.aiClient.timeout,
      });
    });

    it('gives video-summary its own, longer timeout', async () => {
      recording(async () => {
        await delay(120);
        return HttpResponse.json({ success: true, file_uri: 'f', analysis: 'a' });
      });
      const ai = client({ timeoutMs: 30, videoSummaryTimeoutMs: 2_000 });
      expect(await CALLS['video-summary'].call(ai)).toEqual({ file_uri: 'f', analysis: 'a' });
      expect((await refusal(CALLS['video-article'].call(ai))).message).toBe(Messages.aiClient.timeout);
    });

    it("follows the caller's abort signal and throws the caller's reason", async () => {
      recording(async () => {
        await delay(500);
        return HttpResponse.json({ success: true, analysis: 'tarde' });
      });
      const controller = new AbortController();
      const call = client().analyzeBrandManual(
        { ...brand, manualUrl: 'https://storage.example/m.pdf' },
        { signal: controller.signal },
      );
      const reason = new Error('pantalla cerrada');
      setTimeout(() => controller.abort(reason), 20);
      await expect(call).rejects.toBe(reason);
    });

    it('sends nothing when the signal is already aborted', async () => {
      const seen = recording(() => HttpResponse.json({ success: true, analysis: 'x' }));
      const controller = new AbortController();
      controller.abort();
      await expect(
        client().analyzeBrandManual(
          { ...brand, manualUrl: 'https://storage.example/m.pdf' },
          { signal: controller.signal },
        ),
      ).rejects.toMatchObject({ name: 'AbortError' });
      expect(seen).toEqual([]);
    });
  });
});
