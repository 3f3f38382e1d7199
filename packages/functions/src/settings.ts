import { DEFAULT_AI_CALLS_PER_MINUTE } from '@estudio/domain/content';
import { FunctionTexts } from './texts.js';

/** What the functions read from their environment (.env files of the codebase, or secrets). */
export interface FunctionsSettings {
  /**
   * Require and verify App Check tokens: always outside the emulators; on the local stack
   * only with ESTUDIO_APP_CHECK=enforce.
   */
  readonly appCheckRequired: boolean;
  /**
   * ESTUDIO_ALLOWED_ORIGINS (comma-separated): who may call from a browser. Required outside
   * the emulators (https origins only); on the local stack every origin when unset.
   */
  readonly allowedOrigins: string[] | true;
  /** ESTUDIO_FUNCTIONS_REGION, us-central1 by default. */
  readonly region: string;
}

const m = FunctionTexts.endpoints;

/** An origin as browsers send it: scheme and host (and port), no path. */
const HTTPS_ORIGIN = /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The settings, with safe defaults wherever the code is not running in the Functions
 * emulator (which sets FUNCTIONS_EMULATOR=true): there the allowed origins are required
 * and App Check is always enforced, with no switch to turn it off. A setting that breaks
 * these rules throws, naming it, so a deployed function fails at start-up instead of
 * serving every origin or every caller without App Check.
 */
export const functionsSettings = (env: Readonly<Record<string, string | undefined>>): FunctionsSettings => {
  const emulator = env['FUNCTIONS_EMULATOR'] === 'true';
  const origins = (env['ESTUDIO_ALLOWED_ORIGINS'] ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  const appCheck = env['ESTUDIO_APP_CHECK']?.trim() ?? '';
  const enforce = appCheck.toLowerCase() === 'enforce';
  const region = env['ESTUDIO_FUNCTIONS_REGION']?.trim() || 'us-central1';

  if (emulator) return { appCheckRequired: enforce, allowedOrigins: origins.length === 0 ? true : origins, region };

  if (origins.length === 0) throw new Error(m.allowedOriginsRequired);
  const invalid = origins.find((origin) => !HTTPS_ORIGIN.test(origin));
  if (invalid !== undefined) throw new Error(m.invalidAllowedOrigin(invalid));
  if (appCheck !== '' && !enforce) throw new Error(m.appCheckNotOptional(appCheck));
  return { appCheckRequired: true, allowedOrigins: origins, region };
};

/**
 * ESTUDIO_AI_CALLS_PER_MINUTE: the ai function's calls per user and minute (AI calls cost
 * money), DEFAULT_AI_CALLS_PER_MINUTE when unset; anything but a positive integer throws,
 * naming the variable.
 */
export const aiCallsPerMinute = (env: Readonly<Record<string, string | undefined>>): number => {
  const value = env['ESTUDIO_AI_CALLS_PER_MINUTE']?.trim() ?? '';
  if (value === '') return DEFAULT_AI_CALLS_PER_MINUTE;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(FunctionTexts.aiEndpoint.invalidCallsPerMinute(value));
  return Number(value);
};

/** Where the console runs on the local stack (scripts/start.mjs serves it there unless PORT says otherwise). */
export const LOCAL_CONSOLE_URL = 'http://127.0.0.1:5173';

/**
 * ESTUDIO_CONSOLE_URL: the console the linkedin function's callback sends the browser back
 * to (its /socialmedia). Required outside the emulators, https, without query or fragment;
 * in the emulators LOCAL_CONSOLE_URL when unset (npm start sets it to the port it serves).
 */
export const consoleUrl = (env: Readonly<Record<string, string | undefined>>): string => {
  const emulator = env['FUNCTIONS_EMULATOR'] === 'true';
  const value = (env['ESTUDIO_CONSOLE_URL'] ?? '').trim();
  if (value === '') {
    if (emulator) return LOCAL_CONSOLE_URL;
    throw new Error(FunctionTexts.sandbox.consoleUrlRequired);
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(FunctionTexts.sandbox.invalidConsoleUrl(value));
  }
  const secure = url.protocol === 'https:' || (emulator && url.protocol === 'http:');
  if (!secure || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new Error(FunctionTexts.sandbox.invalidConsoleUrl(value));
  }
  return value.replace(/\/+$/, '');
};

/**
 * The local sandbox's URL (…/{project}/{region}/sandbox), which the publishing adapters point
 * at on a demo project: ESTUDIO_SANDBOX_URL, set by scripts/emulators/stack.mjs for the
 * Functions emulator (the emulator does not tell a function its own origin). Only in the
 * Functions emulator on a demo-* project; anywhere else undefined, whatever the variable says.
 */
export const sandboxBaseUrl = (env: Readonly<Record<string, string | undefined>>): string | undefined => {
  const emulator = env['FUNCTIONS_EMULATOR'] === 'true';
  const demo = /^demo-/.test(env['GCLOUD_PROJECT'] ?? '');
  const value = (env['ESTUDIO_SANDBOX_URL'] ?? '').trim().replace(/\/+$/, '');
  return emulator && demo && value !== '' ? value : undefined;
};

/** Whether the local sandbox may serve (http/sandbox-routes.ts): the Functions emulator, on a demo-* project. */
export const sandboxAllowed = (env: Readonly<Record<string, string | undefined>>): boolean =>
  env['FUNCTIONS_EMULATOR'] === 'true' && /^demo-/.test(env['GCLOUD_PROJECT'] ?? '');
