// The ai function's module (POST /status: which model serves): AiModelUseCases over the
// server's ports and the settings. It reads the AI settings, never Genkit: the models are the
// content functions' (fn/content.ts).
import { aiModelInfo, aiSettings } from '@estudio/adapters/ai-settings';
import { provide } from '@estudio/adapters/wiring';
import { AiStatus } from '@estudio/domain/content';
import { createAiContainer } from '../container/ai-container.js';
import { AiRoutes } from '../http/ai-routes.js';
import { apiRequest, send, serverBindings, settings, type HttpsHandler } from './runtime.js';

/**
 * Which model serves, checked when the instance starts (the index loads this module then): a
 * real project with no provider, or the demo model on a real project, refuses to start,
 * naming the variable.
 */
const models = aiSettings(process.env);
const bindings = serverBindings();

/** The container, built on the first request: no model is created for it. */
let routes: AiRoutes | null = null;
const routesOf = (): AiRoutes => {
  if (routes !== null) return routes;
  const info = aiModelInfo(models);
  routes = createAiContainer([...bindings, provide(AiStatus, { aiStatus: () => Promise.resolve(info) })], {
    appCheckRequired: settings.appCheckRequired,
  }).get(AiRoutes);
  return routes;
};

export const ai: HttpsHandler = (request, response) => send(response, () => routesOf().handle(apiRequest(request)));
