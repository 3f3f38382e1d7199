// The deployable entry of the functions codebase (bundled by build.mjs into dist/): one
// HTTPS function, `userAdmin`, serving POST /create-user, /update-user-role, /disable-user
// and /enable-user. Locally it runs in the Functions emulator beside Auth and Firestore.
import 'reflect-metadata';
import { firebaseAdminPortBindings } from '@estudio/adapters/node';
import { initializeApp } from 'firebase-admin/app';
import { onRequest } from 'firebase-functions/v2/https';
import { createFunctionsContainer } from './container/functions-container.js';
import { AccountRoutes } from './http/account-routes.js';
import { functionsSettings } from './settings.js';

const settings = functionsSettings(process.env);
const app = initializeApp();
const routes = createFunctionsContainer(firebaseAdminPortBindings(app, { appCheck: settings.appCheckRequired }), {
  appCheckRequired: settings.appCheckRequired,
}).get(AccountRoutes);

export const userAdmin = onRequest(
  { cors: settings.allowedOrigins, region: settings.region },
  async (request, response) => {
    const answer = await routes.handle({
      method: request.method,
      path: request.path,
      headers: request.headers,
      body: request.body,
    });
    response.status(answer.status).json(answer.body);
  },
);
