import { type AiModelInfo } from '@estudio/domain/content';
import { AiModelTexts } from '../texts.js';

/*
 * The server's AI settings, read from the functions' environment (README "AI models"). The
 * demo model answers only on demo-* projects: a real project must name a real provider, and
 * starting without one throws, naming the variable.
 */

export const AI_PROVIDERS = ['demo', 'googleai', 'vertexai', 'openai-compatible'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

export const DEFAULT_TEXT_MODEL = 'gemini-2.5-flash';
export const DEFAULT_IMAGE_MODEL = 'gemini-2.5-flash-image';
export const DEFAULT_VERTEX_LOCATION = 'us-central1';
/** The offline demo model's names (namespace 'demo'). */
export const DEMO_TEXT_MODEL = 'estudio';
export const DEMO_IMAGE_MODEL = 'estudio-imagen';

interface CommonSettings {
  readonly projectId: string;
  /** The text model's name within its provider, e.g. 'gemini-2.5-flash'. */
  readonly textModel: string;
  /** The image model's name within its provider; null: the image routes refuse. */
  readonly imageModel: string | null;
}

export type AiSettings =
  | (CommonSettings & { readonly provider: 'demo' })
  | (CommonSettings & { readonly provider: 'googleai'; readonly apiKey: string })
  | (CommonSettings & { readonly provider: 'vertexai'; readonly location: string })
  | (CommonSettings & {
      readonly provider: 'openai-compatible';
      readonly baseUrl: string;
      readonly apiKey: string | null;
    });

export type AiEnvironment = Readonly<Record<string, string | undefined>>;

const setting = (env: AiEnvironment, name: string): string | null => {
  const value = env[name]?.trim() ?? '';
  return value === '' ? null : value;
};

/** GCLOUD_PROJECT, else FIREBASE_CONFIG's projectId (when it is JSON), else null. */
export const projectIdOf = (env: AiEnvironment): string | null => {
  const project = setting(env, 'GCLOUD_PROJECT');
  if (project !== null) return project;
  const config = setting(env, 'FIREBASE_CONFIG');
  if (config === null || !config.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(config) as { projectId?: unknown };
    return typeof parsed.projectId === 'string' && parsed.projectId.trim() !== '' ? parsed.projectId.trim() : null;
  } catch {
    return null;
  }
};

export const isDemoProject = (projectId: string): boolean => projectId.startsWith('demo-');

const isProvider = (value: string): value is AiProvider => (AI_PROVIDERS as readonly string[]).includes(value);

const httpUrl = (value: string): string => {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/+$/, '');
  } catch {
    // falls through to the refusal
  }
  throw new Error(AiModelTexts.invalidBaseUrl(value));
};

/** The settings `env` describes, or an Error whose message names the variable to set. */
export const aiSettings = (env: AiEnvironment): AiSettings => {
  const projectId = projectIdOf(env);
  if (projectId === null) throw new Error(AiModelTexts.projectUnknown);
  const demoProject = isDemoProject(projectId);
  const named = setting(env, 'ESTUDIO_AI_PROVIDER');
  if (named !== null && !isProvider(named)) throw new Error(AiModelTexts.unknownProvider(named));
  const provider: AiProvider | null = named ?? (demoProject ? 'demo' : null);
  if (provider === null) throw new Error(AiModelTexts.providerRequired(projectId));

  if (provider === 'demo') {
    if (!demoProject) throw new Error(AiModelTexts.demoRefused(projectId));
    return { provider, projectId, textModel: DEMO_TEXT_MODEL, imageModel: DEMO_IMAGE_MODEL };
  }
  const textModel = setting(env, 'ESTUDIO_AI_TEXT_MODEL') ?? DEFAULT_TEXT_MODEL;
  const imageModel = setting(env, 'ESTUDIO_AI_IMAGE_MODEL');
  switch (provider) {
    case 'googleai': {
      const apiKey = setting(env, 'GEMINI_API_KEY');
      if (apiKey === null) throw new Error(AiModelTexts.apiKeyRequired);
      return { provider, projectId, textModel, imageModel: imageModel ?? DEFAULT_IMAGE_MODEL, apiKey };
    }
    case 'vertexai':
      return {
        provider,
        projectId,
        textModel,
        imageModel: imageModel ?? DEFAULT_IMAGE_MODEL,
        location: setting(env, 'ESTUDIO_VERTEX_LOCATION') ?? DEFAULT_VERTEX_LOCATION,
      };
    case 'openai-compatible': {
      const baseUrl = setting(env, 'ESTUDIO_OPENAI_BASE_URL');
      if (baseUrl === null) throw new Error(AiModelTexts.baseUrlRequired);
      return {
        provider,
        projectId,
        textModel,
        imageModel,
        baseUrl: httpUrl(baseUrl),
        apiKey: setting(env, 'ESTUDIO_OPENAI_API_KEY'),
      };
    }
  }
};

/** 'googleai/gemini-2.5-flash', 'demo/estudio'…: the name Genkit knows a model by. */
export const qualifiedModel = (settings: AiSettings, model: string): string => `${settings.provider}/${model}`;

/** Which model serves under `settings` (the ai function's status): known without creating a model. */
export const aiModelInfo = (settings: AiSettings): AiModelInfo => ({
  provider: settings.provider,
  model: qualifiedModel(settings, settings.textModel),
  demo: settings.provider === 'demo',
});
