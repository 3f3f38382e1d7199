import { IMAGE_MARGIN_INSTRUCTION, type StoredMediaReader } from '@estudio/domain/content';
import { DomainError, type Logger } from '@estudio/domain/shared';
import type { z } from 'genkit';
import type { GenerateResponseData, ModelMiddleware } from 'genkit/model';
import type { AiSettings } from './ai-settings.js';
import { uploadToGeminiFiles } from './gemini-files.js';
import type { GenkitModels } from './genkit-models.js';
import { PROMPT_SOURCES } from './prompt-sources.js';
import { AiModelTexts } from '../texts.js';

/*
 * What every Genkit flow of the AI ports shares (genkit-ai-services.ts defines the flows, one per
 * AI operation): a flow renders its Dotprompt (prompts/*.prompt, carried in prompt-sources.ts),
 * runs the text or image model, and returns the answer in the contract's shape. Media the model
 * must see is read from this project's Storage by the server (StoredMediaReader), never fetched
 * from a URL a browser sent.
 */

/** Largest manual or image sent inline to a model (Gemini's inline limit is 20 MB per request). */
export const MAX_INLINE_MEDIA_BYTES = 18 * 1024 * 1024;

/** Dates in prompts are Bogotá's (docs/product.md, "Time zone"). */
export const BOGOTA_TIME_ZONE = 'America/Bogota';

export const bogotaDate = (now: Date): string =>
  new Intl.DateTimeFormat('es-CO', { timeZone: BOGOTA_TIME_ZONE, dateStyle: 'full' }).format(now);

/**
 * The model answered, but not in the flow's schema: the answer as the model gave it, for the
 * domain's parser to judge (it may accept '82 %' where the schema wanted 82, or refuse with
 * the operation's own message).
 */
export class RawModelAnswer extends Error {
  override readonly name = 'RawModelAnswer';
  constructor(readonly answer: unknown) {
    super('The model answered outside the requested schema');
  }
}

export interface AiFlowDeps {
  readonly storedMedia: StoredMediaReader;
  readonly logger: Logger;
  /** The clock for the prompts' date (default: the system clock). */
  readonly now?: () => Date;
  /** The Gemini API's base URL for the Files API (tests). */
  readonly geminiBaseUrl?: string;
}

const dataUrl = (bytes: Uint8Array, contentType: string): string =>
  `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}`;

const stripDataPrefix = (url: string): string => url.replace(/^data:[^,]*,/, '');

const messageText = (data: GenerateResponseData | undefined): string =>
  (data?.message ?? data?.candidates?.[0]?.message)?.content.map((part) => part.text ?? '').join('') ?? '';

/** JSON in a model's text (a ```json fence allowed), else the text itself. */
const rawAnswer = (text: string): unknown => {
  const body = /^```[a-z]*\s*([\s\S]*?)\s*```$/i.exec(text.trim())?.[1] ?? text.trim();
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return text;
  }
};

const isSchemaFailure = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ValidationError' || /schema validation failed/i.test(error.message));

interface GenerateOptions {
  readonly model: string;
  readonly schema?: z.ZodTypeAny;
  readonly config?: Record<string, unknown>;
  readonly signal?: AbortSignal | undefined;
}

/** The helpers a flow runs on `models`: its prompt and model, the media it reads, the day. */
export const flowKit = (models: GenkitModels, settings: AiSettings, deps: AiFlowDeps) => {
  const { ai } = models;
  const now = deps.now ?? (() => new Date());
  const prompts = Object.fromEntries(
    Object.entries(PROMPT_SOURCES).map(([name, source]) => {
      const parsed = ai.registry.dotprompt.parse(source);
      return [
        name,
        ai.definePrompt({
          name,
          ...(parsed.config === undefined ? {} : { config: parsed.config }),
          messages: parsed.template,
        }),
      ];
    }),
  );

  /** compat-oai drops maxOutputTokens: an OpenAI-compatible server reads max_tokens. */
  const providerConfig = (config: Record<string, unknown>): Record<string, unknown> =>
    settings.provider === 'openai-compatible' && typeof config['maxOutputTokens'] === 'number'
      ? { ...config, max_tokens: config['maxOutputTokens'] }
      : config;

  /** Renders the flow's prompt (its name), runs the model, logs the call. */
  const generate = async (route: string, variables: Record<string, unknown>, options: GenerateOptions) => {
    const prompt = prompts[route];
    if (!prompt) throw new Error(`No prompt for ${route}`);
    const started = performance.now();
    let raw: GenerateResponseData | undefined;
    const capture: ModelMiddleware = async (request, next) => {
      raw = await next(request);
      return raw;
    };
    const log = (outcome: 'ok' | 'failed', error?: unknown) => {
      const details = {
        flow: route,
        model: options.model,
        latencyMs: Math.round(performance.now() - started),
        inputTokens: raw?.usage?.inputTokens ?? null,
        outputTokens: raw?.usage?.outputTokens ?? null,
        outcome,
        ...(error === undefined ? {} : { error: error instanceof Error ? error.message : String(error) }),
      };
      if (outcome === 'ok') deps.logger.info('ai call', details);
      else deps.logger.warn('ai call failed', details);
    };
    try {
      const rendered = await prompt.render(variables);
      const response = await ai.generate({
        ...rendered,
        model: options.model,
        config: providerConfig({ ...(rendered.config as Record<string, unknown> | undefined), ...options.config }),
        ...(options.schema === undefined ? {} : { output: { format: 'json', schema: options.schema } }),
        ...(options.signal === undefined ? {} : { abortSignal: options.signal }),
        use: [capture],
      });
      log('ok');
      return response;
    } catch (error) {
      log('failed', error);
      if (raw !== undefined && isSchemaFailure(error)) throw new RawModelAnswer(rawAnswer(messageText(raw)));
      throw error;
    }
  };

  const json = async <S extends z.ZodTypeAny>(
    route: string,
    schema: S,
    variables: Record<string, unknown>,
    signal: AbortSignal | undefined,
    config?: Record<string, unknown>,
  ): Promise<z.infer<S>> => {
    const response = await generate(route, variables, {
      model: models.textModel,
      schema,
      signal,
      ...(config === undefined ? {} : { config }),
    });
    return response.output as z.infer<S>;
  };

  const image = async (route: string, variables: Record<string, unknown>, signal: AbortSignal | undefined) => {
    if (models.imageModel === null) throw new DomainError('upstream', AiModelTexts.noImageModel);
    const response = await generate(
      route,
      { ...variables, marginInstruction: IMAGE_MARGIN_INSTRUCTION },
      { model: models.imageModel, signal },
    );
    const url = response.media?.url;
    if (!url) throw new RawModelAnswer({});
    return { imageBase64: stripDataPrefix(url) };
  };

  /** A document the blueprint may read: only an image or PDF of this project's bucket. */
  const blueprintDocument = async (url: string): Promise<{ documentUrl?: string; documentType?: string }> => {
    if (url.trim() === '') return {};
    try {
      const { bytes, contentType } = await deps.storedMedia.read(url, MAX_INLINE_MEDIA_BYTES);
      if (!/^(image\/|application\/pdf)/.test(contentType)) return {};
      return { documentUrl: dataUrl(bytes, contentType), documentType: contentType };
    } catch (error) {
      // A document elsewhere (an old https link, a deleted file) is not read: the form suffices.
      if (error instanceof DomainError && (error.kind === 'validation' || error.kind === 'not-found')) return {};
      throw error;
    }
  };

  /** The URI the model reads the video from: gs:// on Vertex (and demo), the Files API on Gemini. */
  const videoUri = async (url: string, signal: AbortSignal | undefined) => {
    if (settings.provider === 'googleai') {
      const file = await uploadToGeminiFiles(await deps.storedMedia.open(url), {
        apiKey: settings.apiKey,
        ...(deps.geminiBaseUrl === undefined ? {} : { baseUrl: deps.geminiBaseUrl }),
        ...(signal === undefined ? {} : { signal }),
      });
      return { uri: file.uri, contentType: file.mimeType };
    }
    const object = await deps.storedMedia.locate(url);
    return { uri: object.gsUri, contentType: object.contentType };
  };

  const today = () => bogotaDate(now());

  /** A manual or image of this project's bucket, inline for the model (at most MAX_INLINE_MEDIA_BYTES). */
  const inlineMedia = async (url: string) => {
    const { bytes, contentType } = await deps.storedMedia.read(url, MAX_INLINE_MEDIA_BYTES);
    return { url: dataUrl(bytes, contentType), contentType };
  };

  return { ai, json, image, inlineMedia, blueprintDocument, videoUri, today };
};

export type FlowKit = ReturnType<typeof flowKit>;
