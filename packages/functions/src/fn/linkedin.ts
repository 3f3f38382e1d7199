// The linkedin function's module (the organisation connection and posts, or the local
// sandbox on a demo project): LinkedInRoutes over the server's and the publishing ports.
// Its CORS is answered before it (main.ts, withCredentialedCors): the console calls auth with credentials.
import { createLinkedInContainer } from '../container/publishing-containers.js';
import type { ApiResponse } from '../http/edge.js';
import { callbackPathOf } from '../http/linkedin-cookie.js';
import { LinkedInRoutes } from '../http/linkedin-routes.js';
import { consoleUrl } from '../settings.js';
import { linkedinRedirectUri, publishingBindingsOf } from './publishing.js';
import { apiRequest, emulator, internalError, send, settings, type HttpsHandler } from './runtime.js';

/** Where the callback sends the browser back: checked when the instance starts, outside the emulators. */
const consoleAtStart = emulator ? null : consoleUrl(process.env);

let routes: LinkedInRoutes | null = null;
const routesOf = (): LinkedInRoutes => {
  routes ??= createLinkedInContainer(publishingBindingsOf(), {
    appCheckRequired: settings.appCheckRequired,
    consoleUrl: consoleAtStart ?? consoleUrl(process.env),
    callbackPath: callbackPathOf(linkedinRedirectUri()),
  }).get(LinkedInRoutes);
  return routes;
};

export const linkedin: HttpsHandler = async (request, response) => {
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
