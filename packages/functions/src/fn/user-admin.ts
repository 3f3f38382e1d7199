// The userAdmin function's module (the account endpoints: POST /create-user,
// /update-user-role, /disable-user, /enable-user): AccountRoutes over the server's ports.
// Neither Genkit nor the publishing adapters are in its module graph (src/bundle.test.ts).
import { createFunctionsContainer } from '../container/account-container.js';
import { AccountRoutes } from '../http/account-routes.js';
import { apiRequest, send, serverBindings, settings, type HttpsHandler } from './runtime.js';

const container = createFunctionsContainer(serverBindings(), { appCheckRequired: settings.appCheckRequired });
const routes = container.get(AccountRoutes);

export const userAdmin: HttpsHandler = (request, response) => send(response, () => routes.handle(apiRequest(request)));
