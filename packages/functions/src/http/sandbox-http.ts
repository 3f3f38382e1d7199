import type { SandboxRecords } from './sandbox-records.js';

/*
 * The local sandbox's requests and answers: plain HTTP (it speaks Metricool's and LinkedIn's
 * APIs, not our endpoints' JSON envelope), and what every part of it is given.
 */

/** The request as the platform hands it over (Express fields only). */
export interface SandboxRequest {
  readonly method: string;
  /** The path after the function's own URL, e.g. '/metricool/posts'. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** The parsed body (JSON or a form), when the platform parsed one. */
  readonly body: unknown;
  /** The bytes as received (the platform's rawBody). */
  readonly rawBody: Uint8Array | undefined;
}

/** An answer: JSON (`json`), text (`text` with its content type), a redirect (`location`) or nothing. */
export interface SandboxResponse {
  readonly status: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly json?: unknown;
  readonly text?: string;
  readonly contentType?: string;
  readonly location?: string;
}

/** The fixed credentials the sandbox accepts: the same ones the adapters send on a demo project. */
export interface SandboxCredentials {
  readonly metricoolUserToken: string;
  readonly metricoolUserId: string;
  readonly linkedinClientId: string;
  readonly linkedinClientSecret: string;
}

export interface SandboxContext {
  readonly records: SandboxRecords;
  readonly credentials: SandboxCredentials;
  /** The sandbox's own URL (…/{project}/{region}/sandbox): LinkedIn's upload URLs point at it. */
  readonly baseUrl: string;
  /**
   * The redirect URI registered for the LinkedIn app: the linkedin function's callback it is
   * configured with. As at LinkedIn, the consent page and the token endpoint take no other.
   */
  readonly linkedinRedirectUri: string;
  readonly now: () => Date;
  /** Unguessable URL-safe text (codes, tokens). */
  readonly randomToken: () => string;
}

export const header = (request: SandboxRequest, name: string): string => {
  const value = request.headers[name.toLowerCase()];
  return (typeof value === 'string' ? value : value?.[0]) ?? '';
};

export const json = (status: number, body: unknown, headers?: Record<string, string>): SandboxResponse => ({
  status,
  json: body,
  ...(headers === undefined ? {} : { headers }),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

/**
 * A form body's fields (application/x-www-form-urlencoded), read from the raw bytes when
 * there are any, else from what the platform parsed.
 */
export const formOf = (request: SandboxRequest): Readonly<Record<string, string>> => {
  if (request.rawBody !== undefined && request.rawBody.length > 0) {
    return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(request.rawBody)));
  }
  if (!isRecord(request.body)) return {};
  return Object.fromEntries(
    Object.entries(request.body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

/** A JSON body as an object ({} when it is none). */
export const jsonBodyOf = (request: SandboxRequest): Readonly<Record<string, unknown>> => {
  if (isRecord(request.body)) return request.body;
  if (request.rawBody === undefined || request.rawBody.length === 0) return {};
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(request.rawBody));
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
};

export const isHttpUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

export { isRecord };
