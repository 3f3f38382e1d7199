// The server's AI models (Genkit): @estudio/adapters/genkit. Node-only and heavy (Genkit, the
// Google GenAI and OpenAI-compatible plugins), so kept apart from every other entry: only the
// functions import it, and no browser bundle ever contains it.

export {
  AI_PROVIDERS,
  DEFAULT_IMAGE_MODEL,
  DEFAULT_TEXT_MODEL,
  DEFAULT_VERTEX_LOCATION,
  aiModelInfo,
  aiSettings,
  isDemoProject,
  projectIdOf,
} from './genkit/ai-settings.js';
export type { AiEnvironment, AiProvider, AiSettings } from './genkit/ai-settings.js';
export { createGenkitModels } from './genkit/genkit-models.js';
export type { GenkitModels, GenkitModelsOptions } from './genkit/genkit-models.js';
export { BOGOTA_TIME_ZONE, MAX_INLINE_MEDIA_BYTES, RawModelAnswer } from './genkit/flows.js';
export type { AiFlowDeps } from './genkit/flows.js';
export {
  GenkitAiServices,
  createGenkitAiServices,
  defineAiFlows,
  genkitAiPortBindings,
} from './genkit/genkit-ai-services.js';
export type { AiFlowName, AiFlows, GenkitAiOptions } from './genkit/genkit-ai-services.js';
export { DEMO_IMAGE_MODEL_NAME, DEMO_TEXT_MODEL_NAME } from './genkit/demo/demo-models.js';
// Server-side reads of the console's uploads (this project's bucket only).
export { FirebaseAdminStoredMediaReader } from './firebase-admin-storage/index.js';
// The AI models' settings and answers, in Spanish (the functions' tests read them).
export { AiModelTexts } from './texts.js';
