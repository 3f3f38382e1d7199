import type { LinkedInClientSettings } from '../linkedin/linkedin-http-client.js';
import { ExternalServiceTexts } from '../texts.js';

/*
 * The scheduler and linkedin functions' settings, read from their environment (README,
 * "Scheduling and LinkedIn"). On a demo-* project with the variables unset and the local
 * sandbox's base URL given, everything points at the sandbox with SANDBOX_CREDENTIALS; a
 * real project must name Metricool's and LinkedIn's real URLs (https, never the sandbox)
 * and credentials, and starting without one throws, naming the variable.
 */

export type PublishingEnvironment = Readonly<Record<string, string | undefined>>;

export interface MetricoolSettings {
  readonly baseUrl: string;
  /** X-Mc-Auth (secret METRICOOL_USER_TOKEN). */
  readonly userToken: string;
  /** The fixed scheduler user id every call carries (userId). */
  readonly userId: string;
}

export interface PublishingSettings {
  readonly metricool: MetricoolSettings;
  readonly linkedin: LinkedInClientSettings;
  /** True when Metricool or LinkedIn is the local sandbox (demo-* projects only). */
  readonly sandbox: boolean;
}

export const DEFAULT_METRICOOL_URL = 'https://app.metricool.com';
export const DEFAULT_LINKEDIN_AUTH_URL = 'https://www.linkedin.com/oauth/v2';
export const DEFAULT_LINKEDIN_API_URL = 'https://api.linkedin.com/rest';
/** LinkedIn-Version (YYYYMM); LinkedIn serves each version for about a year: move it with ESTUDIO_LINKEDIN_API_VERSION. */
export const DEFAULT_LINKEDIN_API_VERSION = '202510';
/** Posting as an organization (Community Management API). */
export const DEFAULT_LINKEDIN_SCOPES: readonly string[] = ['w_organization_social'];

/**
 * The fixed credentials of the local sandbox: the functions use them on demo-* projects, and
 * the sandbox function accepts only these (so a real token is never sent to it, nor its
 * values to Metricool or LinkedIn).
 */
export const SANDBOX_CREDENTIALS = {
  metricoolUserToken: 'sandbox-metricool-token',
  metricoolUserId: '3100001',
  linkedinClientId: 'sandbox-linkedin-client',
  linkedinClientSecret: 'sandbox-linkedin-secret',
} as const;

/** Where each service lives under the sandbox function's base URL. */
export const SANDBOX_PATHS = {
  metricool: '/metricool',
  linkedinAuth: '/linkedin/oauth/v2',
  linkedinApi: '/linkedin/rest',
} as const;

const setting = (env: PublishingEnvironment, name: string): string | null => {
  const value = env[name]?.trim() ?? '';
  return value === '' ? null : value;
};

/** A path through the sandbox function (…/sandbox/…). */
export const isSandboxUrl = (url: string): boolean => {
  try {
    return `${new URL(url).pathname}/`.includes('/sandbox/');
  } catch {
    return false;
  }
};

const withoutTrailingSlash = (value: string): string => value.replace(/\/+$/, '');

/**
 * The settings `env` describes for `projectId`, or an Error whose message names the variable
 * to set. `sandboxBaseUrl` is the sandbox function's URL in the emulator
 * (http://127.0.0.1:5001/<project>/us-central1/sandbox); the LinkedIn redirect then defaults
 * to the linkedin function's callback beside it.
 */
export const publishingSettings = (
  env: PublishingEnvironment,
  { projectId, sandboxBaseUrl }: { readonly projectId: string; readonly sandboxBaseUrl?: string },
): PublishingSettings => {
  const demo = projectId.startsWith('demo-');
  const sandboxBase = demo && sandboxBaseUrl !== undefined ? withoutTrailingSlash(sandboxBaseUrl) : null;

  /** A URL variable: its value, else the sandbox's (demo with a sandbox), else the real default. */
  const url = (name: string, realDefault: string | null, sandboxDefault: string | null): string => {
    const chosen = setting(env, name) ?? (sandboxBase === null ? realDefault : sandboxDefault);
    if (chosen === null) throw new Error(ExternalServiceTexts.settingRequired(name, projectId));
    let parsed: URL;
    try {
      parsed = new URL(chosen);
    } catch {
      throw new Error(ExternalServiceTexts.invalidUrl(name, chosen));
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
      throw new Error(ExternalServiceTexts.invalidUrl(name, chosen));
    }
    if (!demo && isSandboxUrl(chosen)) throw new Error(ExternalServiceTexts.sandboxRefused(name, projectId));
    if (!demo && parsed.protocol !== 'https:') throw new Error(ExternalServiceTexts.httpsRequired(name, chosen));
    return withoutTrailingSlash(chosen);
  };
  /** A credential: its value, else the sandbox's when this service is the sandbox, else refused. */
  const credential = (name: string, sandboxValue: string, serviceIsSandbox: boolean): string => {
    const value = setting(env, name) ?? (serviceIsSandbox ? sandboxValue : null);
    if (value === null) throw new Error(ExternalServiceTexts.settingRequired(name, projectId));
    return value;
  };

  const inSandbox = (path: string): string => `${sandboxBase ?? ''}${path}`;
  const isSandbox = (value: string): boolean =>
    isSandboxUrl(value) || (sandboxBase !== null && `${value}/`.startsWith(`${sandboxBase}/`));
  const metricoolUrl = url('ESTUDIO_METRICOOL_URL', DEFAULT_METRICOOL_URL, inSandbox(SANDBOX_PATHS.metricool));
  const metricoolSandbox = isSandbox(metricoolUrl);
  const authUrl = url('ESTUDIO_LINKEDIN_AUTH_URL', DEFAULT_LINKEDIN_AUTH_URL, inSandbox(SANDBOX_PATHS.linkedinAuth));
  const apiUrl = url('ESTUDIO_LINKEDIN_API_URL', DEFAULT_LINKEDIN_API_URL, inSandbox(SANDBOX_PATHS.linkedinApi));
  const linkedinSandbox = isSandbox(authUrl) || isSandbox(apiUrl);
  // The linkedin function's callback beside the sandbox function (…/us-central1/linkedin/callback).
  const sandboxCallback =
    sandboxBase !== null && /\/sandbox$/.test(sandboxBase)
      ? sandboxBase.replace(/\/sandbox$/, '/linkedin/callback')
      : null;

  return {
    metricool: {
      baseUrl: metricoolUrl,
      userToken: credential('METRICOOL_USER_TOKEN', SANDBOX_CREDENTIALS.metricoolUserToken, metricoolSandbox),
      userId: credential('ESTUDIO_METRICOOL_USER_ID', SANDBOX_CREDENTIALS.metricoolUserId, metricoolSandbox),
    },
    linkedin: {
      authUrl,
      apiUrl,
      clientId: credential('ESTUDIO_LINKEDIN_CLIENT_ID', SANDBOX_CREDENTIALS.linkedinClientId, linkedinSandbox),
      clientSecret: credential('LINKEDIN_CLIENT_SECRET', SANDBOX_CREDENTIALS.linkedinClientSecret, linkedinSandbox),
      redirectUri: url('ESTUDIO_LINKEDIN_REDIRECT_URI', null, linkedinSandbox ? sandboxCallback : null),
      apiVersion: setting(env, 'ESTUDIO_LINKEDIN_API_VERSION') ?? DEFAULT_LINKEDIN_API_VERSION,
      scopes: (setting(env, 'ESTUDIO_LINKEDIN_SCOPES') ?? DEFAULT_LINKEDIN_SCOPES.join(' '))
        .split(/[\s,]+/)
        .filter((scope) => scope !== ''),
    },
    sandbox: metricoolSandbox || linkedinSandbox,
  };
};
