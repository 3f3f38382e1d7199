// The content functions' module (brand, blueprint, carousel, video, blog, planning,
// requirements, comments, guard: POST /<action> runs that content command, http/command-routes.ts), the only
// one with Genkit and the model providers in its graph (@estudio/adapters/genkit).
import { aiSettings, FirebaseAdminStoredMediaReader, genkitAiPortBindings } from '@estudio/adapters/genkit';
import { provide } from '@estudio/adapters/wiring';
import { StoredMediaReader, type CommandConcern } from '@estudio/domain/content';
import { createContentContainer } from '../container/content-container.js';
import { CommandRoutes } from '../http/command-routes.js';
import { aiCallsPerMinute } from '../settings.js';
import { apiRequest, app, logger, send, serverBindings, settings, type HttpsHandler } from './runtime.js';

/** The AI settings, checked when the instance starts (as the ai function's, fn/ai.ts). */
const models = aiSettings(process.env);
const bindings = serverBindings(aiCallsPerMinute(process.env));

/**
 * The content functions' one router (docs/product.md, "Content commands"), built on the first
 * request (Genkit's models are made then): the server's ports, the bucket's StoredMediaReader
 * and MediaObjects (in firebaseAdminPortBindings), and the AI ports, which
 * createContentContainer meters against the caller's quota (ESTUDIO_AI_CALLS_PER_MINUTE).
 */
let routes: CommandRoutes | null = null;
const routesOf = (): CommandRoutes => {
  if (routes !== null) return routes;
  const storedMedia = new FirebaseAdminStoredMediaReader(app);
  routes = createContentContainer(
    [...bindings, provide(StoredMediaReader, storedMedia), ...genkitAiPortBindings(models, { storedMedia, logger })],
    { appCheckRequired: settings.appCheckRequired },
  ).get(CommandRoutes);
  return routes;
};

/** The handler of one concern's function: POST /<action>. */
export const serveConcern =
  (concern: CommandConcern): HttpsHandler =>
  (request, response) =>
    send(response, () => routesOf().handle(concern, apiRequest(request)));
