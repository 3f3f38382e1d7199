// The deployable entry of the functions codebase (bundled by build.mjs into index.js): every
// function's definition, and nothing of what serves it. The HTTPS function `userAdmin`
// (POST /create-user, /update-user-role, /disable-user, /enable-user); `ai`, POST /status
// (which model serves); one HTTPS function per content concern (brand, blueprint, carousel,
// video, blog, planning, requirements, comments, guard: POST /<action> runs that content command,
// http/command-routes.ts, the models through Genkit, each call metered against the caller's
// quota); `scheduler` (Metricool) and `linkedin` (@estudio/adapters/publishing) with the
// daily `linkedinRefresh` (onSchedule) that renews LinkedIn tokens before they expire, and on demo
// projects in the emulator only the `sandbox` standing in for both; and the audit log's
// Firestore triggers (audit*, triggers/).
//
// Each function's handler is its own module (fn/*.ts, one bundle entry each), imported on the
// function's first request, or when an instance starts for it (FUNCTION_TARGET names the
// function an instance serves, in the Functions emulator as deployed): a worker of userAdmin
// never loads Genkit, a worker of brand never loads the publishing adapters. Locally they run
// in the Functions emulator beside Auth, Firestore and Storage.
import { projectIdOf } from '@estudio/adapters/ai-settings';
import { COMMAND_CONCERNS, CONTENT_COMMANDS, type AnyCommand, type CommandConcern } from '@estudio/domain/content';
import { defineSecret } from 'firebase-functions/params';
import { onDocumentWrittenWithAuthContext } from 'firebase-functions/v2/firestore';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { HttpsHandler } from './fn/runtime.js';
import { corsAnswer, originOf, type CorsPolicy } from './http/credentialed-cors.js';
import { consoleUrl, functionsSettings, sandboxAllowed } from './settings.js';
import { AUDITED_DOCUMENTS } from './triggers/audited-documents.js';

const settings = functionsSettings(process.env);
/**
 * While the CLI only reads the functions' definitions (deploy, the emulator's discovery): no
 * function's module is loaded, and secrets such as GEMINI_API_KEY are not there yet.
 */
const discovering = process.env['FUNCTIONS_CONTROL_API'] === 'true';

/** A module imported once, on first use. */
const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | null = null;
  return () => (loading ??= load());
};

/** Every function's module (fn/*.ts): what a function loads to serve. */
const modules = {
  userAdmin: once(() => import('./fn/user-admin.js')),
  ai: once(() => import('./fn/ai.js')),
  content: once(() => import('./fn/content.js')),
  scheduler: once(() => import('./fn/scheduler.js')),
  linkedin: once(() => import('./fn/linkedin.js')),
  linkedinRefresh: once(() => import('./fn/linkedin-refresh.js')),
  sandbox: once(() => import('./fn/sandbox.js')),
  audit: once(() => import('./fn/audit.js')),
};

/** A handler that loads its module first (once) and hands the request to it. */
const served =
  (handler: () => Promise<HttpsHandler>): HttpsHandler =>
  async (request, response) =>
    (await handler())(request, response);

const browserFacing = { cors: settings.allowedOrigins, region: settings.region };

export const userAdmin = onRequest(
  browserFacing,
  served(async () => (await modules.userAdmin()).userAdmin),
);

// ------------------------------------------------------------------------------ ai

const geminiApiKey = defineSecret('GEMINI_API_KEY');
const usesGeminiKey = (process.env['ESTUDIO_AI_PROVIDER'] ?? '').trim() === 'googleai';

export const ai = onRequest(
  browserFacing,
  served(async () => (await modules.ai()).ai),
);

// ------------------------------------------------------------------------------ content commands

/** A concern with a command that calls a model: it gets the ai function's time, memory and key. */
const callsModels = (concern: CommandConcern): boolean =>
  Object.values(CONTENT_COMMANDS[concern] as Readonly<Record<string, AnyCommand>>).some(
    (definition) => definition.model === true,
  );

/** The HTTPS function serving one concern's commands: POST /<action> (fn/content.ts). */
const contentFunction = (concern: CommandConcern) =>
  onRequest(
    {
      ...browserFacing,
      // A model's answer (a video summary, an image) takes a while and is held in memory.
      ...(callsModels(concern)
        ? { timeoutSeconds: 300, memory: '1GiB' as const, secrets: usesGeminiKey ? [geminiApiKey] : [] }
        : {}),
    },
    served(async () => (await modules.content()).serveConcern(concern)),
  );

/**
 * One HTTPS function per concern of COMMAND_CONCERNS, each exported by its name (the Functions
 * emulator and firebase deploy find the functions among the bundle's exports): brand,
 * blueprint, carousel, video, blog, planning, requirements, comments, guard. CONTENT_FUNCTIONS below
 * fails to compile when a concern has no function here.
 */
export const brand = contentFunction('brand');
export const blueprint = contentFunction('blueprint');
export const carousel = contentFunction('carousel');
export const video = contentFunction('video');
export const blog = contentFunction('blog');
export const planning = contentFunction('planning');
export const requirements = contentFunction('requirements');
export const comments = contentFunction('comments');
/** guard/score (docs/product.md, "Revisión de marca"): two model calls, so the ai function's time, memory and key. */
export const guard = contentFunction('guard');
// Not exported: an exported object of functions would deploy them again as a group.
const CONTENT_FUNCTIONS = {
  brand,
  blueprint,
  carousel,
  video,
  blog,
  planning,
  requirements,
  comments,
  guard,
} as const satisfies Record<CommandConcern, ReturnType<typeof contentFunction>>;
void CONTENT_FUNCTIONS;

// ------------------------------------------------------------------------------ scheduler, linkedin

const realProject = !(projectIdOf(process.env) ?? '').startsWith('demo-');
/** Both functions read both secrets: the publishing settings are parsed whole (publishingSettings). */
const publishingSecrets = realProject
  ? [defineSecret('METRICOOL_USER_TOKEN'), defineSecret('LINKEDIN_CLIENT_SECRET')]
  : [];

export const scheduler = onRequest(
  {
    ...browserFacing,
    // Normalising every image and creating the draft: a few calls to Metricool.
    timeoutSeconds: 120,
    secrets: publishingSecrets,
  },
  served(async () => (await modules.scheduler()).scheduler),
);

/** What an HTTPS function is called with (the platform's Express request and response). */
type HttpsEntry = ((request: Request, response: Parameters<HttpsHandler>[1]) => unknown) & object;

/**
 * CORS answered before the platform's: the console calls the linkedin function's auth with
 * credentials (its answer sets the nonce cookie), which the platform's CORS never allows
 * (and the Functions emulator wraps every HTTPS function in it). Every request gets
 * http/credentialed-cors.ts's headers, credentials for the console's origin only, and a
 * preflight is answered here; the function itself is defined without a `cors` option.
 */
const withCredentialedCors = <F extends HttpsEntry>(entry: F): F => {
  let policy: CorsPolicy | null = null;
  const wrapped = (request: Request, response: Parameters<HttpsHandler>[1]): unknown => {
    policy ??= { allowedOrigins: settings.allowedOrigins, credentialedOrigin: originOf(consoleUrl(process.env)) };
    const answer = corsAnswer(request, policy);
    for (const [name, value] of Object.entries(answer.headers)) response.set(name, value);
    if (!answer.preflight) return entry(request, response);
    response.status(204).end();
    return undefined;
  };
  // The definition the CLI and the emulator read (__endpoint, __trigger) goes with it.
  return Object.defineProperties(wrapped, Object.getOwnPropertyDescriptors(entry)) as unknown as F;
};

export const linkedin = withCredentialedCors(
  onRequest(
    { region: settings.region, secrets: publishingSecrets },
    served(async () => (await modules.linkedin()).linkedin),
  ),
);

/**
 * The scheduled LinkedIn refresh (fn/linkedin-refresh.ts, docs/scheduling-and-linkedin.md):
 * every day at 04:00 Bogotá, every stored connection whose access token expires within 7 days
 * is renewed with its refresh token, or marked refreshFailed. The Functions emulator does not
 * run schedules: the emulator suite calls the module's refreshLinkedIn itself.
 */
export const linkedinRefresh = onSchedule(
  {
    schedule: 'every day 04:00',
    timeZone: 'America/Bogota',
    region: settings.region,
    secrets: publishingSecrets,
    timeoutSeconds: 300,
  },
  async () => {
    await (await modules.linkedinRefresh()).refreshLinkedIn();
  },
);

// ------------------------------------------------------------------------------ sandbox

/**
 * The local sandbox (http/sandbox-routes.ts): exported only in the Functions emulator on a
 * demo-* project, so a deploy to a real project has no such function; and it refuses every
 * request wherever sandboxAllowed is false.
 */
export const sandbox = sandboxAllowed(process.env)
  ? onRequest(
      { region: settings.region },
      served(async () => (await modules.sandbox()).sandbox),
    )
  : undefined;

// ------------------------------------------------------------------------------ audit

const auditTrigger = (document: string) =>
  onDocumentWrittenWithAuthContext({ document, region: settings.region }, async (event) =>
    (await modules.audit()).audit(event),
  );

export const auditBrands = auditTrigger(AUDITED_DOCUMENTS.auditBrands);
export const auditRequirements = auditTrigger(AUDITED_DOCUMENTS.auditRequirements);
export const auditBlueprints = auditTrigger(AUDITED_DOCUMENTS.auditBlueprints);
export const auditComments = auditTrigger(AUDITED_DOCUMENTS.auditComments);
export const auditCommentReads = auditTrigger(AUDITED_DOCUMENTS.auditCommentReads);
export const auditUsers = auditTrigger(AUDITED_DOCUMENTS.auditUsers);
export const auditRoles = auditTrigger(AUDITED_DOCUMENTS.auditRoles);
export const auditPermissions = auditTrigger(AUDITED_DOCUMENTS.auditPermissions);

// ------------------------------------------------------------------------------ at an instance's start

/**
 * The module of the function this instance serves, loaded as it starts rather than on its
 * first request: its settings are checked then (a real project without its AI provider,
 * Metricool or LinkedIn secrets, or console URL refuses to start, naming the variable: the
 * rejection is left unhandled, which ends the process), as they were when one bundle held
 * every function. Not awaited: the Functions emulator and firebase-functions' loader load
 * this index with require() first, which refuses a module with a top-level await.
 */
const MODULE_OF: Readonly<Record<string, () => Promise<unknown>>> = {
  userAdmin: modules.userAdmin,
  ai: modules.ai,
  ...Object.fromEntries(COMMAND_CONCERNS.map((concern) => [concern, modules.content])),
  scheduler: modules.scheduler,
  linkedin: modules.linkedin,
  linkedinRefresh: modules.linkedinRefresh,
  sandbox: modules.sandbox,
  ...Object.fromEntries(Object.keys(AUDITED_DOCUMENTS).map((name) => [name, modules.audit])),
};
const target = process.env['FUNCTION_TARGET'] ?? '';
if (!discovering && Object.hasOwn(MODULE_OF, target)) void MODULE_OF[target]?.();
