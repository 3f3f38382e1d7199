import {
  GUIDES_MAX_OUTPUT_TOKENS,
  GUIDES_TEMPERATURE,
  IMAGE_MARGIN_INSTRUCTION,
  parseCarouselImage,
  parseDesignGuides,
  parseDesignValidation,
  parseVideoSummary,
} from '@estudio/domain/content';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryStoredMediaReader } from '@estudio/domain/testing';
import { aiSettings } from './ai-settings.js';
import { createGenkitAiServices } from './genkit-ai-services.js';
import { RecordingLogger, TINY_PNG } from './test-support.js';

/* Contract tests of the REST shapes Genkit sends to Gemini and to an OpenAI-compatible server. */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const GEMINI = 'https://generativelanguage.googleapis.com';
const scope = { brandId: 'b1', requirementId: 'r1' };
type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const geminiAnswer = (parts: object[]) => ({
  candidates: [{ index: 0, content: { role: 'model', parts }, finishReason: 'STOP' }],
  usageMetadata: { promptTokenCount: 120, candidatesTokenCount: 80, totalTokenCount: 200 },
});

const media = new InMemoryStoredMediaReader('estudio-prod.appspot.com');
const imageUrl = media.put('img_carrousels/b1/r1/0.png', TINY_PNG, 'image/png');
const videoUrl = media.put('video_blogs/b1/r1/v.mp4', new Uint8Array(1000).fill(7), 'video/mp4');

describe('Gemini API (API key)', () => {
  const logger = new RecordingLogger();
  const ai = createGenkitAiServices(
    aiSettings({ GCLOUD_PROJECT: 'estudio-prod', ESTUDIO_AI_PROVIDER: 'googleai', GEMINI_API_KEY: 'test-key' }),
    { storedMedia: media, logger },
  );

  it('asks for JSON guides with temperature 1 and 8192 output tokens, and reads them back', async () => {
    let sent: Body = {};
    let key: string | null = null;
    const guides = {
      guias_json: Object.fromEntries(
        ['guia1', 'guia2', 'guia3'].map((g) => [g, { descripcion: `Diseño ${g}`, palabras_sugeridas: 'hola' }]),
      ),
    };
    server.use(
      http.post(`${GEMINI}/v1beta/models/gemini-2.5-flash\\:generateContent`, async ({ request }) => {
        sent = (await request.json()) as Body;
        key = request.headers.get('x-goog-api-key');
        return HttpResponse.json(geminiAnswer([{ text: JSON.stringify(guides) }]));
      }),
    );
    const answer = await ai.generateDesignGuides({
      ...scope,
      prompt1: 'Caption:\nHola',
      temperature: GUIDES_TEMPERATURE,
      max_output_tokens: GUIDES_MAX_OUTPUT_TOKENS,
    });
    expect(key).toBe('test-key');
    expect(sent['generationConfig']).toMatchObject({
      temperature: 1,
      maxOutputTokens: 8192,
      responseMimeType: 'application/json',
    });
    expect(
      JSON.stringify(sent['generationConfig'].responseJsonSchema ?? sent['generationConfig'].responseSchema),
    ).toContain('guia3');
    expect(JSON.stringify(sent['contents'])).toContain('Caption:\\nHola');
    expect(parseDesignGuides(answer)).toHaveLength(3);
    expect(logger.entries.at(-1)?.details).toMatchObject({
      flow: 'carousel-guides',
      model: 'googleai/gemini-2.5-flash',
      inputTokens: 120,
      outputTokens: 80,
    });
  });

  it('returns an answer outside the schema as given, for the domain to judge', async () => {
    server.use(
      http.post(`${GEMINI}/v1beta/models/gemini-2.5-flash\\:generateContent`, () =>
        HttpResponse.json(geminiAnswer([{ text: '{"alineacion": "82,5 %", "descripcion": "Bien"}' }])),
      ),
    );
    const answer = await ai.validateDesign({
      ...scope,
      index: 0,
      image_url: imageUrl,
      design_guidance: 'g',
      brand_manual_summary: 's',
      caption: 'c',
    });
    expect(parseDesignValidation(answer)).toEqual({ alineacion: 82.5, descripcion: 'Bien' });
  });

  it('sends the stored image inline to validate-design', async () => {
    let sent: Body = {};
    server.use(
      http.post(`${GEMINI}/v1beta/models/gemini-2.5-flash\\:generateContent`, async ({ request }) => {
        sent = (await request.json()) as Body;
        return HttpResponse.json(geminiAnswer([{ text: '{"alineacion": 90, "descripcion": "Alineada"}' }]));
      }),
    );
    await ai.validateDesign({
      ...scope,
      index: 1,
      image_url: imageUrl,
      design_guidance: 'g',
      brand_manual_summary: 's',
      caption: 'c',
    });
    const parts = (sent['contents'] as Body[]).flatMap((content) => content['parts'] as Body[]);
    expect(parts).toContainEqual({ inlineData: { mimeType: 'image/png', data: TINY_PNG.toString('base64') } });
  });

  it('asks the image model with the margin instruction and returns the inline image without a data: prefix', async () => {
    let sent: Body = {};
    server.use(
      http.post(`${GEMINI}/v1beta/models/gemini-2.5-flash-image\\:generateContent`, async ({ request }) => {
        sent = (await request.json()) as Body;
        return HttpResponse.json(
          geminiAnswer([{ inlineData: { mimeType: 'image/png', data: TINY_PNG.toString('base64') } }]),
        );
      }),
    );
    const answer = await ai.generateCarouselImage({
      ...scope,
      caption: 'Hola',
      descripcion: 'Fondo azul',
      graphicGuide: 'Guía',
    });
    expect(JSON.stringify(sent['contents'])).toContain(JSON.stringify(IMAGE_MARGIN_INSTRUCTION).slice(1, -1));
    expect(sent['generationConfig']).toMatchObject({ responseModalities: ['TEXT', 'IMAGE'] });
    expect(answer).toEqual({ imageBase64: TINY_PNG.toString('base64') });
    expect(parseCarouselImage(answer)).toBe(TINY_PNG.toString('base64'));
  });

  it('uploads the video to the Files API (resumable) and gives the model its file URI', async () => {
    const fileUri = `${GEMINI}/v1beta/files/abc123`;
    let started: Body = {};
    let uploaded = 0;
    let sent: Body = {};
    server.use(
      http.post(`${GEMINI}/upload/v1beta/files`, async ({ request }) => {
        expect(request.headers.get('x-goog-upload-protocol')).toBe('resumable');
        expect(request.headers.get('x-goog-upload-command')).toBe('start');
        expect(request.headers.get('x-goog-upload-header-content-length')).toBe('1000');
        expect(request.headers.get('x-goog-upload-header-content-type')).toBe('video/mp4');
        started = (await request.json()) as Body;
        return new HttpResponse(null, { headers: { 'x-goog-upload-url': 'https://upload.test/session/1' } });
      }),
      http.post('https://upload.test/session/1', async ({ request }) => {
        expect(request.headers.get('x-goog-upload-command')).toBe('upload, finalize');
        uploaded = (await request.arrayBuffer()).byteLength;
        return HttpResponse.json({
          file: { name: 'files/abc123', uri: fileUri, mimeType: 'video/mp4', state: 'ACTIVE' },
        });
      }),
      http.post(`${GEMINI}/v1beta/models/gemini-2.5-flash\\:generateContent`, async ({ request }) => {
        sent = (await request.json()) as Body;
        return HttpResponse.json(geminiAnswer([{ text: '{"analysis": "Un video sobre café."}' }]));
      }),
    );
    const answer = await ai.summarizeVideo({ ...scope, videoUrl });
    expect(started).toEqual({ file: { display_name: 'v.mp4' } });
    expect(uploaded).toBe(1000);
    const parts = (sent['contents'] as Body[]).flatMap((content) => content['parts'] as Body[]);
    expect(parts).toContainEqual({ fileData: { mimeType: 'video/mp4', fileUri } });
    expect(parseVideoSummary(answer)).toEqual({ file_uri: fileUri, analysis: 'Un video sobre café.' });
  });

  it('refuses media of another bucket before any model runs', async () => {
    await expect(
      ai.summarizeVideo({
        ...scope,
        videoUrl: 'https://firebasestorage.googleapis.com/v0/b/other.appspot.com/o/v.mp4',
      }),
    ).rejects.toMatchObject({ kind: 'validation' });
  });
});

describe('OpenAI-compatible server', () => {
  const ai = createGenkitAiServices(
    aiSettings({
      GCLOUD_PROJECT: 'estudio-prod',
      ESTUDIO_AI_PROVIDER: 'openai-compatible',
      ESTUDIO_OPENAI_BASE_URL: 'http://llm.test/v1',
      ESTUDIO_OPENAI_API_KEY: 'sk-test',
      ESTUDIO_AI_TEXT_MODEL: 'llama3.1',
    }),
    { storedMedia: media, logger: new RecordingLogger() },
  );

  it('sends a chat completion with the model and settings, and reads the JSON answer', async () => {
    let sent: Body = {};
    let auth: string | null = null;
    server.use(
      http.post('http://llm.test/v1/chat/completions', async ({ request }) => {
        sent = (await request.json()) as Body;
        auth = request.headers.get('authorization');
        const guides = {
          guias_json: {
            guia1: { descripcion: 'a', palabras_sugeridas: 'x' },
            guia2: { descripcion: 'b', palabras_sugeridas: 'y' },
            guia3: { descripcion: 'c', palabras_sugeridas: 'z' },
          },
        };
        return HttpResponse.json({
          id: 'c1',
          object: 'chat.completion',
          created: 1,
          model: 'llama3.1',
          choices: [
            { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(guides) } },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
        });
      }),
    );
    const answer = await ai.generateDesignGuides({
      ...scope,
      prompt1: 'Caption:\nHola',
      temperature: 1,
      max_output_tokens: 8192,
    });
    expect(auth).toBe('Bearer sk-test');
    expect(sent).toMatchObject({ model: 'llama3.1', temperature: 1 });
    expect(sent['max_tokens'] ?? sent['max_completion_tokens']).toBe(8192);
    expect(JSON.stringify(sent['messages'])).toContain('Hola');
    expect(parseDesignGuides(answer)).toHaveLength(3);
  });

  it('refuses the image routes without an image model', async () => {
    await expect(ai.generateArticleImage({ ...scope, content: 'x' })).rejects.toMatchObject({ kind: 'upstream' });
  });
});
