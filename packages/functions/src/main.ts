// The deployable entry of the functions codebase (bundled by build.mjs into dist/): the HTTPS
// function `userAdmin`, serving POST /create-user, /update-user-role, /disable-user and
// /enable-user; the HTTPS function `ai`, one POST route per AI call plus /status (the models
// through Genkit, @estudio/adapters/genkit); and the audit log's Firestore triggers (audit*,
// triggers/). Locally they run in the Functions emulator beside Auth, Firestore and Storage.
import 'reflect-metadata';
import { provide } from '@estudio/adapters';
import { aiSettings, FirebaseAdminStoredMediaReader, genkitAiPortBindings } from '@estudio/adapters/genkit';
import { firebaseAdminPortBindings } from '@estudio/adapters/node';
import { resolvePort } from '@estudio/adapters/wiring';
import { AuditUseCases, Logger, Messages, StoredMediaReader } from '@estudio/domain';
import { initializeApp } from 'firebase-admin/app';
import { defineSecret } from 'firebase-functions/params';
import { onDocumentWrittenWithAuthContext } from 'firebase-functions/v2/firestore';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { createAiContainer, createFunctionsContainer } from './container/functions-container.js';
import { AccountRoutes } from './http/account-routes.js';
import { AiRoutes } from './http/ai-routes.js';
import type { ApiRequest, ApiResponse } from './http/edge.js';
import { aiCallsPerMinute, functionsSettings } from './settings.js';
import { AUDITED_DOCUMENTS, auditHandler } from './triggers/audit-triggers.js';

const settings = functionsSettings(process.env);
const app = initializeApp();
const container = createFunctionsContainer(firebaseAdminPortBindings(app, { appCheck: settings.appCheckRequired }), {
  appCheckRequired: settings.appCheckRequired,
});
const routes = container.get(AccountRoutes);
const logger = resolvePort(container, Logger);

/** What an answer is sent through (the platform's Express response). */
interface Reply {
  set(name: string, value: string): unknown;
  status(code: number): { json(body: unknown): unknown };
}

/** The request as the routes read it: Express fields only. */
const apiRequest = (request: Request): ApiRequest => ({
  method: request.method,
  path: request.path,
  headers: request.headers,
  body: request.body,
  bodySize: request.rawBody?.length ?? 0,
});

/**
 * Sends a route's answer. Every answer is the documented JSON, even for a failure nobody
 * foresaw: never the platform's HTML error page or a stack trace.
 */
const send = async (response: Reply, answering: () => Promise<ApiResponse>): Promise<void> => {
  const answer = await answering().catch((error: unknown): ApiResponse => {
    logger.error(Messages.endpoints.internal, { cause: error });
    return { status: 500, body: { success: false, error: Messages.endpoints.internal } };
  });
  for (const [name, value] of Object.entries(answer.headers ?? {})) response.set(name, value);
  response.status(answer.status).json(answer.body);
};

export const userAdmin = onRequest({ cors: settings.allowedOrigins, region: settings.region }, (request, response) =>
  send(response, () => routes.handle(apiRequest(request))),
);

// ------------------------------------------------------------------------------ ai

/**
 * Which model serves: checked when an instance starts (a real project with no provider, or
 * the demo model on a real project, refuses to start, naming the variable), but not while
 * the CLI only reads the functions' definitions at deploy time (FUNCTIONS_CONTROL_API), when
 * secrets such as GEMINI_API_KEY are not there yet.
 */
const discovering = process.env['FUNCTIONS_CONTROL_API'] === 'true';
const models = discovering ? null : aiSettings(process.env);
const geminiApiKey = defineSecret('GEMINI_API_KEY');
const usesGeminiKey = (process.env['ESTUDIO_AI_PROVIDER'] ?? '').trim() === 'googleai';
const callsPerMinute = aiCallsPerMinute(process.env);

/** The ai function's container, built on its first request (Genkit and its plugins load then). */
let aiRoutes: AiRoutes | null = null;
const aiRoutesOf = (): AiRoutes => {
  if (aiRoutes !== null) return aiRoutes;
  const storedMedia = new FirebaseAdminStoredMediaReader(app);
  const bindings = [
    ...firebaseAdminPortBindings(app, {
      appCheck: settings.appCheckRequired,
      aiCallsPerMinute: callsPerMinute,
    }),
    provide(StoredMediaReader, storedMedia),
    ...genkitAiPortBindings(models ?? aiSettings(process.env), { storedMedia, logger }),
  ];
  aiRoutes = createAiContainer(bindings, { appCheckRequired: settings.appCheckRequired }).get(AiRoutes);
  return aiRoutes;
};

export const ai = onRequest(
  {
    cors: settings.allowedOrigins,
    region: settings.region,
    // A video summary or an image takes a while; the model's answer is held in memory.
    timeoutSeconds: 300,
    memory: '1GiB',
    secrets: usesGeminiKey ? [geminiApiKey] : [],
  },
  (request, response) => {
    // The caller left (or the platform gave up): the model call is abandoned too.
    const abandoned = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) abandoned.abort();
    });
    return send(response, () => aiRoutesOf().handle(apiRequest(request), { signal: abandoned.signal }));
  },
);

const audit = auditHandler(
  () => container.get(AuditUseCases),
  () => logger,
);
const auditOptions = (document: string) => ({ document, region: settings.region });

export const auditBrands = onDocumentWrittenWithAuthContext(auditOptions(AUDITED_DOCUMENTS.auditBrands), audit);
export const auditRequirements = onDocumentWrittenWithAuthContext(
  auditOptions(AUDITED_DOCUMENTS.auditRequirements),
  audit,
);
export const auditBlueprints = onDocumentWrittenWithAuthContext(auditOptions(AUDITED_DOCUMENTS.auditBlueprints), audit);
export const auditUsers = onDocumentWrittenWithAuthContext(auditOptions(AUDITED_DOCUMENTS.auditUsers), audit);
export const auditRoles = onDocumentWrittenWithAuthContext(auditOptions(AUDITED_DOCUMENTS.auditRoles), audit);
export const auditPermissions = onDocumentWrittenWithAuthContext(
  auditOptions(AUDITED_DOCUMENTS.auditPermissions),
  audit,
);
