import { DomainError, type DomainErrorKind, type Logger } from '@estudio/domain/shared';
import { credentialHeaders, type RequestCredentials } from './request-credentials.js';

type Fetch = typeof fetch;

/** A function's refusal status as the domain's kinds (every function answers the same way). */
export const kindForStatus = (status: number): DomainErrorKind => {
  if (status === 401 || status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status === 499) return 'cancelled';
  if (status >= 400 && status < 500) return 'validation';
  return 'upstream';
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Raised by the call's own timer, told apart from the caller's abort. */
class TimedOut extends Error {}

/** What a client says when a function does not answer as agreed (its catalogue group). */
export interface FunctionPostTexts {
  readonly timeout: string;
  readonly network: string;
  readonly unexpectedReply: (status: number) => string;
}

export interface FunctionPost {
  /** The route's whole address. */
  readonly url: string;
  /** The JSON body, already in its wire form. */
  readonly body: unknown;
  /** What names the call in a failure's details: {route} or {command}. */
  readonly call: Readonly<Record<string, string>>;
  readonly texts: FunctionPostTexts;
  readonly fetchFn: Fetch;
  readonly credentials: RequestCredentials;
  readonly logger: Logger;
  readonly timeoutMs: number;
  /** The caller's abort: followed, and its reason thrown as it is. */
  readonly signal?: AbortSignal;
  /**
   * Send and accept the function's cookies (fetch's credentials: 'include'): only the
   * linkedin function's auth, whose answer sets the browser's nonce cookie.
   */
  readonly withCookies?: boolean;
}

/**
 * One JSON POST to an HTTPS function of this project (docs/product.md, "HTTP calls"), the one
 * way every browser client calls them: the signed-in user's ID token and, when there is one,
 * the App Check token; a time limit; the caller's abort followed. `{success: true, ...answer}`
 * is answered as `answer`. A refusal `{success: false, error}` is a DomainError with the
 * server's Spanish text, a kind by status and, for a pre-flight refusal, the server's
 * `problems` in details; no answer, none in time or a reply without that shape is 'upstream'
 * with the client's own texts.
 */
export const postToFunction = async ({
  url,
  body,
  call,
  texts,
  fetchFn,
  credentials,
  logger,
  timeoutMs,
  signal,
  withCookies = false,
}: FunctionPost): Promise<Record<string, unknown>> => {
  signal?.throwIfAborted();
  const headers = await credentialHeaders(credentials, logger);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimedOut()), timeoutMs);
  const followCaller = (): void => controller.abort(signal?.reason);
  signal?.addEventListener('abort', followCaller, { once: true });
  let status: number;
  let text: string;
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: controller.signal,
      ...(withCookies ? { credentials: 'include' as const } : {}),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (controller.signal.reason instanceof TimedOut)
      throw new DomainError('upstream', texts.timeout, { ...call, timeoutMs });
    throw new DomainError('upstream', texts.network, { ...call, cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', followCaller);
  }
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (a proxy's page, an empty body): reported below with the status
  }
  if (!isRecord(parsed) || typeof parsed['success'] !== 'boolean') {
    throw new DomainError('upstream', texts.unexpectedReply(status), { ...call, status, body: text.slice(0, 200) });
  }
  const { success, ...answer } = parsed;
  if (success && status >= 200 && status < 300) return answer;
  const error = parsed['error'];
  const message = typeof error === 'string' && error.trim() !== '' ? error : texts.unexpectedReply(status);
  const problems = parsed['problems'];
  throw new DomainError(kindForStatus(status), message, {
    ...call,
    status,
    ...(Array.isArray(problems) ? { problems: problems.filter((p): p is string => typeof p === 'string') } : {}),
  });
};
