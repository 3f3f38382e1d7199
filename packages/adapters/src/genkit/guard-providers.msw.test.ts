import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryStoredMediaReader } from '@estudio/domain/testing';
import { aiSettings } from './ai-settings.js';
import { createGenkitAiServices } from './genkit-ai-services.js';
import { RecordingLogger } from './test-support.js';

/*
 * Contract tests of the brand guard's two model calls (TextAligner.alignText,
 * ClaimFinder.findClaims): the REST shapes Genkit sends to Gemini (generateContent) and to an
 * OpenAI-compatible server (chat/completions), and the answers read back in the ports' shapes.
 */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const GEMINI = `https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash\\:generateContent`;
const OPENAI = 'http://llm.test/v1/chat/completions';
const scope = { brandId: 'b1', requirementId: 'r1' };
type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const guide = {
  tono: 'Arquetipo: el cuidador. Cálido y cercano.',
  pilares: 'Origen del café; la finca; recetas en casa.',
  mensaje: 'Café de origen, tostado cada semana.',
  audiencia: 'Adultos de 25 a 45 años que preparan café en casa.',
};
const caption = 'Nuestro café de origen, tostado cada semana en la finca. ¡El mejor de Huila!';
const sources = [
  { id: 'q:diferences', label: 'Cuestionario: Diferenciales', text: 'Tostamos cada semana en la finca.' },
  { id: 'keyProducts', label: 'Productos clave', text: 'Café de origen Huila, 500 g.' },
];

const alignment = {
  alineacion: 82,
  criterios: {
    tono: { puntuacion: 80, razon: 'Cercano, como pide la guía.' },
    pilares: { puntuacion: 85, razon: 'Habla del origen.' },
    mensaje: { puntuacion: 90, razon: 'Repite el mensaje clave.' },
    audiencia: { puntuacion: 73, razon: 'No nombra el café en casa.' },
  },
};
const claims = {
  afirmaciones: [
    { texto: 'tostado cada semana en la finca', fuente: 'q:diferences' },
    { texto: '¡El mejor de Huila!', fuente: null },
  ],
};

const geminiAnswer = (answer: object) => ({
  candidates: [
    { index: 0, content: { role: 'model', parts: [{ text: JSON.stringify(answer) }] }, finishReason: 'STOP' },
  ],
  usageMetadata: { promptTokenCount: 300, candidatesTokenCount: 90, totalTokenCount: 390 },
});

const chatAnswer = (answer: object | string) => ({
  id: 'c1',
  object: 'chat.completion',
  created: 1,
  model: 'llama3.1',
  choices: [
    {
      index: 0,
      finish_reason: 'stop',
      message: { role: 'assistant', content: typeof answer === 'string' ? answer : JSON.stringify(answer) },
    },
  ],
  usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
});

const promptOf = (contents: Body[]): string =>
  contents.flatMap((content) => (content['parts'] as Body[]).map((part) => String(part['text'] ?? ''))).join('\n');

const schemaOf = (config: Body): string => JSON.stringify(config['responseJsonSchema'] ?? config['responseSchema']);

describe('Gemini API (API key): the brand guard calls', () => {
  const logger = new RecordingLogger();
  const ai = createGenkitAiServices(
    aiSettings({ GCLOUD_PROJECT: 'estudio-prod', ESTUDIO_AI_PROVIDER: 'googleai', GEMINI_API_KEY: 'test-key' }),
    { storedMedia: new InMemoryStoredMediaReader('estudio-prod.appspot.com'), logger },
  );

  it('alignText sends the text and the four parts of the guide, asks for the criteria as JSON, and reads them back', async () => {
    let sent: Body = {};
    let key: string | null = null;
    server.use(
      http.post(GEMINI, async ({ request }) => {
        sent = (await request.json()) as Body;
        key = request.headers.get('x-goog-api-key');
        return HttpResponse.json(geminiAnswer(alignment));
      }),
    );
    const answer = await ai.alignText({ ...scope, kind: 'caption', text: caption, guide });
    expect(key).toBe('test-key');
    expect(sent['generationConfig']).toMatchObject({ temperature: 0.2, responseMimeType: 'application/json' });
    const schema = schemaOf(sent['generationConfig']);
    for (const name of ['alineacion', 'criterios', 'tono', 'pilares', 'mensaje', 'audiencia', 'puntuacion', 'razon']) {
      expect(schema).toContain(`"${name}"`);
    }
    const prompt = promptOf(sent['contents'] as Body[]);
    expect(prompt).toContain('Evalúa el caption de una publicación');
    expect(prompt).toContain(`<texto>\n${caption}\n</texto>`);
    expect(prompt).toContain(`<tono>\n${guide.tono}\n</tono>`);
    expect(prompt).toContain(`<pilares>\n${guide.pilares}\n</pilares>`);
    expect(prompt).toContain(`<mensaje>\n${guide.mensaje}\n</mensaje>`);
    expect(prompt).toContain(`<audiencia>\n${guide.audiencia}\n</audiencia>`);
    expect(JSON.stringify(sent['systemInstruction'])).toContain('editor de marca');
    expect(answer).toEqual(alignment);
    expect(logger.entries.at(-1)?.details).toMatchObject({
      flow: 'text-alignment',
      model: 'googleai/gemini-2.5-flash',
      inputTokens: 300,
      outputTokens: 90,
      outcome: 'ok',
    });
  });

  it('alignText names what it judges: the scripts of a video, an article', async () => {
    const prompts: string[] = [];
    server.use(
      http.post(GEMINI, async ({ request }) => {
        prompts.push(promptOf(((await request.json()) as Body)['contents'] as Body[]));
        return HttpResponse.json(geminiAnswer(alignment));
      }),
    );
    await ai.alignText({ ...scope, kind: 'script', text: 'Guion', guide });
    await ai.alignText({ ...scope, kind: 'article', text: 'Artículo', guide });
    expect(prompts[0]).toContain('Evalúa los guiones de un video');
    expect(prompts[1]).toContain('Evalúa el artículo de un blog');
  });

  it('returns an alignment outside the schema as the model gave it, for the domain to judge', async () => {
    const odd = { alineacion: '82 %', criterios: { tono: { puntuacion: 'alta', razon: '' } } };
    server.use(http.post(GEMINI, () => HttpResponse.json(geminiAnswer(odd))));
    expect(await ai.alignText({ ...scope, kind: 'caption', text: caption, guide })).toEqual(odd);
  });

  it('findClaims sends the text and each source with its id and label, asks for the claims as JSON, and reads them back', async () => {
    let sent: Body = {};
    server.use(
      http.post(GEMINI, async ({ request }) => {
        sent = (await request.json()) as Body;
        return HttpResponse.json(geminiAnswer(claims));
      }),
    );
    const answer = await ai.findClaims({ ...scope, text: caption, sources });
    expect(sent['generationConfig']).toMatchObject({ temperature: 0.1, responseMimeType: 'application/json' });
    const schema = schemaOf(sent['generationConfig']);
    for (const name of ['afirmaciones', 'texto', 'fuente']) expect(schema).toContain(`"${name}"`);
    expect(schema).toContain('null');
    const prompt = promptOf(sent['contents'] as Body[]);
    expect(prompt).toContain(`<texto>\n${caption}\n</texto>`);
    expect(prompt).toContain(
      '<fuente id="q:diferences" etiqueta="Cuestionario: Diferenciales">\nTostamos cada semana en la finca.\n</fuente>',
    );
    expect(prompt).toContain(
      '<fuente id="keyProducts" etiqueta="Productos clave">\nCafé de origen Huila, 500 g.\n</fuente>',
    );
    expect(answer).toEqual(claims);
    expect(logger.entries.at(-1)?.details).toMatchObject({ flow: 'text-claims', outcome: 'ok' });
  });

  it('findClaims with no source sends an empty list, and an empty answer is read as no claims', async () => {
    let prompt = '';
    server.use(
      http.post(GEMINI, async ({ request }) => {
        prompt = promptOf(((await request.json()) as Body)['contents'] as Body[]);
        return HttpResponse.json(geminiAnswer({ afirmaciones: [] }));
      }),
    );
    expect(await ai.findClaims({ ...scope, text: 'Hola.', sources: [] })).toEqual({ afirmaciones: [] });
    expect(prompt).toContain('<fuentes>\n</fuentes>');
    expect(prompt).not.toContain('<fuente id');
  });

  it('passes an upstream failure on (nothing to judge), logged as failed', async () => {
    server.use(
      http.post(GEMINI, () =>
        HttpResponse.json({ error: { code: 503, message: 'overloaded', status: 'UNAVAILABLE' } }, { status: 503 }),
      ),
    );
    await expect(ai.findClaims({ ...scope, text: caption, sources })).rejects.toThrow();
    expect(logger.entries.at(-1)).toMatchObject({ level: 'warn', details: { flow: 'text-claims', outcome: 'failed' } });
  });
});

describe('OpenAI-compatible server: the brand guard calls', () => {
  const ai = createGenkitAiServices(
    aiSettings({
      GCLOUD_PROJECT: 'estudio-prod',
      ESTUDIO_AI_PROVIDER: 'openai-compatible',
      ESTUDIO_OPENAI_BASE_URL: 'http://llm.test/v1',
      ESTUDIO_OPENAI_API_KEY: 'sk-test',
      ESTUDIO_AI_TEXT_MODEL: 'llama3.1',
    }),
    { storedMedia: new InMemoryStoredMediaReader('estudio-prod.appspot.com'), logger: new RecordingLogger() },
  );

  it('alignText sends a chat completion with the model, temperature and prompt, and reads the JSON answer', async () => {
    let sent: Body = {};
    let auth: string | null = null;
    server.use(
      http.post(OPENAI, async ({ request }) => {
        sent = (await request.json()) as Body;
        auth = request.headers.get('authorization');
        return HttpResponse.json(chatAnswer(alignment));
      }),
    );
    const answer = await ai.alignText({ ...scope, kind: 'article', text: 'Sección sobre el origen.', guide });
    expect(auth).toBe('Bearer sk-test');
    expect(sent).toMatchObject({ model: 'llama3.1', temperature: 0.2 });
    const messages = JSON.stringify(sent['messages']);
    expect(messages).toContain('Evalúa el artículo de un blog');
    expect(messages).toContain('Sección sobre el origen.');
    expect(messages).toContain(JSON.stringify(guide.audiencia).slice(1, -1));
    expect(answer).toEqual(alignment);
  });

  it('findClaims reads the claims from a ```json fence', async () => {
    let sent: Body = {};
    server.use(
      http.post(OPENAI, async ({ request }) => {
        sent = (await request.json()) as Body;
        return HttpResponse.json(chatAnswer('```json\n' + JSON.stringify(claims) + '\n```'));
      }),
    );
    const answer = await ai.findClaims({ ...scope, text: caption, sources });
    expect(sent).toMatchObject({ model: 'llama3.1', temperature: 0.1 });
    expect(JSON.stringify(sent['messages'])).toContain('<fuente id=\\"keyProducts\\" etiqueta=\\"Productos clave\\">');
    expect(answer).toEqual(claims);
  });
});
