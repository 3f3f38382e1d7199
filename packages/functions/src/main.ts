// The deployable entry of the functions codebase (bundled by build.mjs into dist/): the HTTPS
// function `userAdmin`, serving POST /create-user, /update-user-role, /disable-user and
// /enable-user; the HTTPS function `ai`, POST /status (which model serves); one HTTPS function
// per content concern (brand, blueprint, carousel, video, blog, planning, requirements: POST
// /<action> runs that content command, http/command-routes.ts, the models through Genkit,
// @estudio/adapters/genkit, each call metered against the caller's quota); the HTTPS functions `scheduler` (Metricool) and
// `linkedin` (@estudio/adapters/publishing), and on demo projects in the emulator only the
// `sandbox` standing in for both; and the audit log's Firestore triggers (audit*, triggers/).
// Locally they run in the Functions emulator beside Auth, Firestore and Storage.
import 'reflect-metadata';
import { provide } from '@estudio/adapters';
import {
  aiModelInfo,
  aiSettings,
  FirebaseAdminStoredMediaReader,
  genkitAiPortBindings,
  projectIdOf,
} from '@estudio/adapters/genkit';
import { firebaseAdminPortBindings } from '@estudio/adapters/node';
import { publishingPortBindings, publishingSettings, SANDBOX_CREDENTIALS } from '@estudio/adapters/publishing';
import { resolvePort } from '@estudio/adapters/wiring';
import { AuditUseCases } from '@estudio/domain/audit';
import {
  AiStatus,
  CONTENT_COMMANDS,
  StoredMediaReader,
  type AnyCommand,
  type CommandConcern,
} from '@estudio/domain/content';
import { Logger, Messages } from '@estudio/domain/shared';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { randomBytes } from 'node:crypto';
import { defineSecret } from 'firebase-functions/params';
import { onDocumentWrittenWithAuthContext } from 'firebase-functions/v2/firestore';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import {
  createAiContainer,
  createContentContainer,
  createFunctionsContainer,
  createLinkedInContainer,
  createSchedulerContainer,
} from './container/functions-container.js';
import { AccountRoutes } from './http/account-routes.js';
import { AiRoutes } from './http/ai-routes.js';
import { CommandRoutes } from './http/command-routes.js';
import type { ApiRequest, ApiResponse } from './http/edge.js';
import { LinkedInRoutes } from './http/linkedin-routes.js';
import type { SandboxRequest, SandboxResponse } from './http/sandbox-http.js';
import { FirestoreSandboxRecords } from './http/sandbox-records.js';
import { sandboxAllowed, SandboxRoutes } from './http/sandbox-routes.js';
import { SchedulerRoutes } from './http/scheduler-routes.js';
import { aiCallsPerMinute, consoleUrl, functionsSettings, sandboxBaseUrl } from './settings.js';
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

/**
 * The ai function's container, built on its first request: which model serves, read from the
 * settings (no model is created for it; the content functions call the models).
 */
let aiRoutes: AiRoutes | null = null;
const aiRoutesOf = (): AiRoutes => {
  if (aiRoutes !== null) return aiRoutes;
  const info = aiModelInfo(models ?? aiSettings(process.env));
  const bindings = [
    ...firebaseAdminPortBindings(app, { appCheck: settings.appCheckRequired }),
    provide(AiStatus, { aiStatus: () => Promise.resolve(info) }),
  ];
  aiRoutes = createAiContainer(bindings, { appCheckRequired: settings.appCheckRequired }).get(AiRoutes);
  return aiRoutes;
};

export const ai = onRequest({ cors: settings.allowedOrigins, region: settings.region }, (request, response) =>
  send(response, () => aiRoutesOf().handle(apiRequest(request))),
);

// ------------------------------------------------------------------------------ content commands

/**
 * The content functions' one router (docs/product.md, "Content commands"), built on the first
 * request of any of them (Genkit and its plugins load then): the server's ports, the bucket's
 * StoredMediaReader and MediaObjects (in firebaseAdminPortBindings), and the AI ports, which
 * createContentContainer meters against the caller's quota (ESTUDIO_AI_CALLS_PER_MINUTE).
 */
let commandRoutes: CommandRoutes | null = null;
const commandRoutesOf = (): CommandRoutes => {
  if (commandRoutes !== null) return commandRoutes;
  const storedMedia = new FirebaseAdminStoredMediaReader(app);
  const bindings = [
    ...firebaseAdminPortBindings(app, { appCheck: settings.appCheckRequired, aiCallsPerMinute: callsPerMinute }),
    provide(StoredMediaReader, storedMedia),
    ...genkitAiPortBindings(models ?? aiSettings(process.env), { storedMedia, logger }),
  ];
  commandRoutes = createContentContainer(bindings, { appCheckRequired: settings.appCheckRequired }).get(CommandRoutes);
  return commandRoutes;
};

/** A concern with a command that calls a model: it gets the ai function's time, memory and key. */
const callsModels = (concern: CommandConcern): boolean =>
  Object.values(CONTENT_COMMANDS[concern] as Readonly<Record<string, AnyCommand>>).some(
    (definition) => definition.model === true,
  );

/** The HTTPS function serving one concern's commands: POST /<action>. */
const contentFunction = (concern: CommandConcern) =>
  onRequest(
    {
      cors: settings.allowedOrigins,
      region: settings.region,
      // A model's answer (a video summary, an image) takes a while and is held in memory.
      ...(callsModels(concern)
        ? { timeoutSeconds: 300, memory: '1GiB' as const, secrets: usesGeminiKey ? [geminiApiKey] : [] }
        : {}),
    },
    (request, response) => send(response, () => commandRoutesOf().handle(concern, apiRequest(request))),
  );

/**
 * One HTTPS function per concern of COMMAND_CONCERNS, each exported by its name (the Functions
 * emulator and firebase deploy find the functions among the bundle's exports): brand,
 * blueprint, carousel, video, blog, planning, requirements. CONTENT_FUNCTIONS below fails to
 * compile when a concern has no function here.
 */
export const brand = contentFunction('brand');
export const blueprint = contentFunction('blueprint');
export const carousel = contentFunction('carousel');
export const video = contentFunction('video');
export const blog = contentFunction('blog');
export const planning = contentFunction('planning');
export const requirements = contentFunction('requirements');
// Not exported: an exported object of functions would deploy them again as a group.
const CONTENT_FUNCTIONS = { brand, blueprint, carousel, video, blog, planning, requirements } as const satisfies Record<
  CommandConcern,
  ReturnType<typeof contentFunction>
>;
void CONTENT_FUNCTIONS;

// ------------------------------------------------------------------------------ scheduler, linkedin

const emulator = process.env['FUNCTIONS_EMULATOR'] === 'true';
const projectId = projectIdOf(process.env) ?? '';
const realProject = !projectId.startsWith('demo-');
const sandboxUrl = sandboxBaseUrl(process.env);
const publishingOf = () => publishingSettings(process.env, { projectId, sandboxBaseUrl: sandboxUrl });
/**
 * Outside the emulators an instance of scheduler or linkedin checks the settings when it
 * starts (a missing secret or a sandbox URL on a real project refuses to start, naming the
 * variable). Every function loads this module, but only these two are given the secrets
 * (FUNCTION_TARGET names the one an instance serves); never while the CLI only reads the
 * definitions (secrets are not there yet).
 */
const serving = process.env['FUNCTION_TARGET'] ?? '';
const checkAtStart = !discovering && !emulator && (serving === 'scheduler' || serving === 'linkedin');
const publishingAtStart = checkAtStart ? publishingOf() : null;
const consoleAtStart = checkAtStart && serving === 'linkedin' ? consoleUrl(process.env) : null;
/** Both functions read both secrets: the publishing settings are parsed whole (publishingSettings). */
const publishingSecrets = realProject
  ? [defineSecret('METRICOOL_USER_TOKEN'), defineSecret('LINKEDIN_CLIENT_SECRET')]
  : [];

/** The publishing ports (Metricool, LinkedIn or the sandbox, the ledger, states, vault), built once. */
let publishingBindings: ReturnType<typeof publishingPortBindings> | null = null;
const publishingBindingsOf = (): ReturnType<typeof publishingPortBindings> => {
  publishingBindings ??= publishingPortBindings(app, publishingAtStart ?? publishingOf());
  return publishingBindings;
};

let schedulerRoutes: SchedulerRoutes | null = null;
const schedulerRoutesOf = (): SchedulerRoutes => {
  schedulerRoutes ??= createSchedulerContainer(
    [
      ...firebaseAdminPortBindings(app, { appCheck: settings.appCheckRequired }),
      // Every medium a draft carries is checked to be an object of this bucket in its requirement's folder.
      provide(StoredMediaReader, new FirebaseAdminStoredMediaReader(app)),
      ...publishingBindingsOf(),
    ],
    { appCheckRequired: settings.appCheckRequired },
  ).get(SchedulerRoutes);
  return schedulerRoutes;
};

export const scheduler = onRequest(
  {
    cors: settings.allowedOrigins,
    region: settings.region,
    // Normalising every image and creating the draft: a few calls to Metricool.
    timeoutSeconds: 120,
    secrets: publishingSecrets,
  },
  (request, response) => send(response, () => schedulerRoutesOf().handle(apiRequest(request))),
);

let linkedinRoutes: LinkedInRoutes | null = null;
const linkedinRoutesOf = (): LinkedInRoutes => {
  linkedinRoutes ??= createLinkedInContainer(
    [
      ...firebaseAdminPortBindings(app, { appCheck: settings.appCheckRequired }),
      provide(StoredMediaReader, new FirebaseAdminStoredMediaReader(app)),
      ...publishingBindingsOf(),
    ],
    { appCheckRequired: settings.appCheckRequired, consoleUrl: consoleAtStart ?? consoleUrl(process.env) },
  ).get(LinkedInRoutes);
  return linkedinRoutes;
};

export const linkedin = onRequest(
  { cors: settings.allowedOrigins, region: settings.region, secrets: publishingSecrets },
  async (request, response) => {
    const answer = await linkedinRoutesOf()
      .handle({ ...apiRequest(request), query: request.query })
      .catch((error: unknown): ApiResponse => {
        logger.error(Messages.endpoints.internal, { cause: error });
        return { status: 500, body: { success: false, error: Messages.endpoints.internal } };
      });
    if ('location' in answer) {
      response.redirect(answer.status, answer.location);
      return;
    }
    await send(response, () => Promise.resolve(answer));
  },
);

// ------------------------------------------------------------------------------ sandbox

/** The query as text values (the first of a repeated parameter). */
const queryOf = (query: Request['query']): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query).flatMap(([name, value]) => {
      const first: unknown = Array.isArray(value) ? value[0] : value;
      return typeof first === 'string' ? [[name, first]] : [];
    }),
  );

let sandboxRoutes: SandboxRoutes | null = null;
const sandboxRoutesOf = (): SandboxRoutes => {
  sandboxRoutes ??= new SandboxRoutes(
    {
      records: new FirestoreSandboxRecords(getFirestore(app)),
      // The values the publishing adapters send on a demo project: the sandbox checks them as the real services would.
      credentials: SANDBOX_CREDENTIALS,
      baseUrl: sandboxUrl ?? '',
      now: () => new Date(),
      randomToken: () => randomBytes(24).toString('hex'),
    },
    logger,
    sandboxAllowed(process.env),
  );
  return sandboxRoutes;
};

/**
 * The local sandbox (http/sandbox-routes.ts): exported only in the Functions emulator on a
 * demo-* project, so a deploy to a real project has no such function; and it refuses every
 * request wherever sandboxAllowed is false.
 */
export const sandbox = sandboxAllowed(process.env)
  ? onRequest({ region: settings.region }, async (request, response) => {
      const sandboxRequest: SandboxRequest = {
        method: request.method,
        path: request.path,
        query: queryOf(request.query),
        headers: request.headers,
        body: request.body,
        rawBody: request.rawBody,
      };
      const answer = await sandboxRoutesOf()
        .handle(sandboxRequest)
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
    })
  : undefined;

// ------------------------------------------------------------------------------ audit

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
