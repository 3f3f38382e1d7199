// The linkedin function's module (the organisation connection and posts, or the local
// sandbox on a demo project): LinkedInRoutes over the server's and the publishing ports.
// Its CORS is its own (http/credentialed-cors.ts): the console calls auth with credentials.
import { createLinkedInContainer } from '../container/publishing-containers.js';
import { corsAnswer, originOf, type CorsPolicy } from '../http/credentialed-cors.js';
import type { ApiResponse } from '../http/edge.js';
import { callbackPathOf } from '../http/linkedin-cookie.js';
import { LinkedInRoutes } from '../http/linkedin-routes.js';
import { consoleUrl } from '../settings.js';
import { linkedinRedirectUri, publishingBindingsOf } from './publishing.js';
import { apiRequest, emulator, internalError, send, settings, type HttpsHandler } from './runtime.js';

/** Where the callback sends the browser back: checked when the instance starts, outside the emulators. */
const consoleAtStart = emulator ? null : consoleUrl(process.env);
const consoleOf = (): string => consoleAtStart ?? consoleUrl(process.env);

let routes: LinkedInRoutes | null = null;
const routesOf = (): LinkedInRoutes => {
  routes ??= createLinkedInContainer(publishingBindingsOf(), {
    appCheckRequired: settings.appCheckRequired,
    consoleUrl: consoleOf(),
    callbackPath: callbackPathOf(linkedinRedirectUri()),
  }).get(LinkedInRoutes);
  return routes;
};

let cors: CorsPolicy | null = null;
const corsOf = (): CorsPolicy => {
  cors ??= { allowedOrigins: settings.allowedOrigins, credentialedOrigin: originOf(consoleOf()) };
  return cors;
};

export const linkedin: HttpsHandler = async (request, response) => {
  const { headers, preflight } = corsAnswer(request, corsOf());
  for (const [name, value] of Object.entries(headers)) response.set(name, value);
  if (preflight) {
    response.status(204).end();
    return;
  }
  const answer = await Promise.resolve()
    .then(() => routesOf().handle({ ...apiRequest(request), query: request.query }))
    .catch((error: unknown): ApiResponse => internalError(error));
  if ('location' in answer) {
    for (const [name, value] of Object.entries(answer.headers)) response.set(name, value);
    response.redirect(answer.status, answer.location);
    return;
  }
  await send(response, () => Promise.resolve(answer));
};
