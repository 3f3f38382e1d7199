// The local sandbox's module (http/sandbox-routes.ts, standing in for Metricool and LinkedIn):
// the index exports the function only in the Functions emulator on a demo-* project.
import { projectIdOf } from '@estudio/adapters/ai-settings';
import { publishingSettings, SANDBOX_CREDENTIALS } from '@estudio/adapters/publishing';
import { Messages } from '@estudio/domain/shared';
import { getFirestore } from 'firebase-admin/firestore';
import { randomBytes } from 'node:crypto';
import type { Request } from 'firebase-functions/v2/https';
import type { SandboxRequest, SandboxResponse } from '../http/sandbox-http.js';
import { FirestoreSandboxRecords } from '../http/sandbox-records.js';
import { SandboxRoutes } from '../http/sandbox-routes.js';
import { sandboxAllowed, sandboxBaseUrl } from '../settings.js';
import { app, logger, type HttpsHandler } from './runtime.js';

/** The query as text values (the first of a repeated parameter). */
const queryOf = (query: Request['query']): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query).flatMap(([name, value]) => {
      const first: unknown = Array.isArray(value) ? value[0] : value;
      return typeof first === 'string' ? [[name, first]] : [];
    }),
  );

/**
 * The redirect URI the linkedin function is configured with (its callback beside the
 * sandbox, or ESTUDIO_LINKEDIN_REDIRECT_URI): the only one the consent page takes.
 */
const registeredRedirectUri = (): string =>
  publishingSettings(process.env, {
    projectId: projectIdOf(process.env) ?? '',
    sandboxBaseUrl: sandboxBaseUrl(process.env),
  }).linkedin.redirectUri;

let routes: SandboxRoutes | null = null;
const routesOf = (): SandboxRoutes => {
  routes ??= new SandboxRoutes(
    {
      records: new FirestoreSandboxRecords(getFirestore(app)),
      // The values the publishing adapters send on a demo project: the sandbox checks them as the real services would.
      credentials: SANDBOX_CREDENTIALS,
      baseUrl: sandboxBaseUrl(process.env) ?? '',
      linkedinRedirectUri: sandboxAllowed(process.env) ? registeredRedirectUri() : '',
      now: () => new Date(),
      randomToken: () => randomBytes(24).toString('hex'),
    },
    logger,
    sandboxAllowed(process.env),
  );
  return routes;
};

export const sandbox: HttpsHandler = async (request, response) => {
  const sandboxRequest: SandboxRequest = {
    method: request.method,
    path: request.path,
    query: queryOf(request.query),
    headers: request.headers,
    body: request.body,
    rawBody: request.rawBody,
  };
  const answer = await Promise.resolve()
    .then(() => routesOf().handle(sandboxRequest))
    .catch((error: unknown): SandboxResponse => {
      logger.error(Messages.endpoints.internal, { cause: error });
      return { status: 500, json: { message: Messages.endpoints.internal } };
    });
  for (const [name, value] of Object.entries(answer.headers ?? {})) response.set(name, value);
  if (answer.location !== undefined) response.redirect(answer.status, answer.location);
  else if (answer.json !== undefined) response.status(answer.status).json(answer.json);
  else if (answer.text !== undefined)
    response
      .status(answer.status)
      .type(answer.contentType ?? 'text/plain')
      .send(answer.text);
  else response.status(answer.status).end();
};
