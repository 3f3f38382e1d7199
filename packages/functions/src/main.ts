// The deployable entry of the functions codebase (bundled by build.mjs into dist/): one
// HTTPS function, `userAdmin`, serving POST /create-user, /update-user-role, /disable-user
// and /enable-user. Locally it runs in the Functions emulator beside Auth and Firestore.
import 'reflect-metadata';
import { firebaseAdminPortBindings } from '@estudio/adapters/node';
import { resolvePort } from '@estudio/adapters/wiring';
import { Logger, Messages } from '@estudio/domain';
import { initializeApp } from 'firebase-admin/app';
import { onRequest } from 'firebase-functions/v2/https';
import { createFunctionsContainer } from './container/functions-container.js';
import { AccountRoutes } from './http/account-routes.js';
import { functionsSettings } from './settings.js';

const settings = functionsSettings(process.env);
const app = initializeApp();
const container = createFunctionsContainer(firebaseAdminPortBindings(app, { appCheck: settings.appCheckRequired }), {
  appCheckRequired: settings.appCheckRequired,
});
const routes = container.get(AccountRoutes);
const logger = resolvePort(container, Logger);

export const userAdmin = onRequest(
  { cors: settings.allowedOrigins, region: settings.region },
  async (request, response) => {
    // Every answer is the documented JSON, even for a failure nobody foresaw: never the
    // platform's HTML error page or a stack trace.
    const answer = await routes
      .handle({
        method: request.method,
        path: request.path,
        headers: request.headers,
        body: request.body,
        bodySize: request.rawBody?.length ?? 0,
      })
      .catch((error: unknown) => {
        logger.error(Messages.endpoints.internal, { cause: error });
        return { status: 500, body: { success: false, error: Messages.endpoints.internal } };
      });
    response.status(answer.status).json(answer.body);
  },
);
