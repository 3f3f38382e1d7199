import { compatOaiImageModelRef, defineCompatOpenAIImageModel, openAICompatible } from '@genkit-ai/compat-oai';
import { googleAI, vertexAI } from '@genkit-ai/google-genai';
import type { AiModelInfo } from '@estudio/domain/content';
import { genkit, type Genkit } from 'genkit';
import type { GenkitPluginV2 } from 'genkit/plugin';
import { aiModelInfo, qualifiedModel, type AiSettings } from './ai-settings.js';
import { registerDemoModels } from './demo/demo-models.js';

/** A Genkit instance with the configured provider, and the models the flows use. */
export interface GenkitModels {
  readonly ai: Genkit;
  /** e.g. 'googleai/gemini-2.5-flash', 'demo/estudio'. */
  readonly textModel: string;
  /** null: the provider has no image model configured (the image routes refuse). */
  readonly imageModel: string | null;
  readonly info: AiModelInfo;
}

export interface GenkitModelsOptions {
  /** Gemini API base URL (tests point it elsewhere; default the public endpoint). */
  readonly googleBaseUrl?: string;
}

const OPENAI_COMPATIBLE = 'openai-compatible';

const providerPlugin = (settings: AiSettings, options: GenkitModelsOptions): GenkitPluginV2 | null => {
  switch (settings.provider) {
    case 'demo':
      return null;
    case 'googleai':
      return googleAI({
        apiKey: settings.apiKey,
        ...(options.googleBaseUrl === undefined ? {} : { baseUrl: options.googleBaseUrl }),
      });
    case 'vertexai':
      return vertexAI({ projectId: settings.projectId, location: settings.location });
    case 'openai-compatible': {
      const imageModel = settings.imageModel;
      return openAICompatible({
        name: OPENAI_COMPATIBLE,
        baseURL: settings.baseUrl,
        apiKey: settings.apiKey ?? false,
        // Chat models resolve on demand; the image model (images/generations) is declared here.
        initializer: async (client) =>
          imageModel === null
            ? []
            : [
                defineCompatOpenAIImageModel({
                  name: qualifiedModel(settings, imageModel),
                  client,
                  modelRef: compatOaiImageModelRef({ name: imageModel, namespace: OPENAI_COMPATIBLE }),
                }),
              ],
      });
    }
  }
};

/**
 * The Genkit instance of `settings`: the provider's plugin (Gemini API key, Vertex AI or an
 * OpenAI-compatible server), or the offline demo models on a demo project. Prompts are not
 * loaded from a folder (promptDir null): they travel in the code (prompt-sources.ts).
 */
export const createGenkitModels = (settings: AiSettings, options: GenkitModelsOptions = {}): GenkitModels => {
  const plugin = providerPlugin(settings, options);
  const ai = genkit({ plugins: plugin === null ? [] : [plugin], promptDir: null });
  if (settings.provider === 'demo') registerDemoModels(ai);
  const info = aiModelInfo(settings);
  return {
    ai,
    textModel: info.model,
    imageModel: settings.imageModel === null ? null : qualifiedModel(settings, settings.imageModel),
    info,
  };
};
