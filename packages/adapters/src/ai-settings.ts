// Which AI model serves, read from the settings: @estudio/adapters/ai-settings. The same
// functions as @estudio/adapters/genkit exports, without Genkit: the functions that only read
// the settings (the ai status, the index's secrets, the publishing settings' project) import
// them from here, so their bundles hold no Genkit (packages/functions/build.mjs).

export { AI_PROVIDERS, aiModelInfo, aiSettings, isDemoProject, projectIdOf } from './genkit/ai-settings.js';
export type { AiEnvironment, AiProvider, AiSettings } from './genkit/ai-settings.js';
