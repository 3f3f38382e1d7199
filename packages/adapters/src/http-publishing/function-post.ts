import { DomainError, Messages, type DomainErrorKind, type Logger } from '@estudio/domain';
import { credentialHeaders, type RequestCredentials } from '../http-shared/request-credentials.js';

type Fetch = typeof fetch;

/** The scheduler and linkedin functions' refusal status, as the domain's kinds. */
export const publishingKindForStatus = (status: number): DomainErrorKind => {
  if (status === 401 || status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status >= 400 && status < 500) return 'validation';
  return 'upstream';
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Raised by the call's own timer. */
class TimedOut extends Error {}

export interface FunctionPostOptions {
  readonly fetchFn: Fetch;
  readonly credentials: RequestCredentials;
  readonly logger: Logger;
  readonly timeoutMs: number;
}

/**
 * One JSON POST to a route of a publishing function (scheduler, linkedin) with the signed-in
 * user's ID token and, when there is one, the App Check token (docs/product.md, "HTTP
 * calls"). Answers `{success: true, ...answer}` as `answer`. A refusal `{success: false,
 * error}` is a DomainError with the server's Spanish text, a kind by status and, for a
 * pre-flight refusal (422), the server's `problems` in details; no answer, none in time or a
 * reply without that shape is 'upstream'.
 */
export const postToFunction = async (
  url: string,
  route: string,
  body: object,
  { fetchFn, credentials, logger, timeoutMs }: FunctionPostOptions,
): Promise<Record<string, unknown>> => {
  const headers = await credentialHeaders(credentials, logger);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimedOut()), timeoutMs);
  let status: number;
  let text: string;
  try {
    const response = await fetchFn(`${url}/${route}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (controller.signal.reason instanceof TimedOut) {
      throw new DomainError('upstream', Messages.externalServices.publishingTimeout, { route, timeoutMs });
    }
    throw new DomainError('upstream', Messages.externalServices.publishingNetwork, { route, cause: error });
  } finally {
    clearTimeout(timer);
  }
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (a proxy's page, an empty body): reported below with the status
  }
  if (!isRecord(parsed) || typeof parsed['success'] !== 'boolean') {
    throw unexpectedReply(route, status, text);
  }
  const { success, ...answer } = parsed;
  if (success && status >= 200 && status < 300) return answer;
  const error = parsed['error'];
  const message =
    typeof error === 'string' && error.trim() !== ''
      ? error
      : Messages.externalServices.publishingUnexpectedReply(status);
  const problems = parsed['problems'];
  throw new DomainError(publishingKindForStatus(status), message, {
    route,
    status,
    ...(Array.isArray(problems) ? { problems: problems.filter((p): p is string => typeof p === 'string') } : {}),
  });
};

/** A success without the shape its route answers. */
export const unexpectedReply = (route: string, status: number, text?: string): DomainError =>
  new DomainError('upstream', Messages.externalServices.publishingUnexpectedReply(status), {
    route,
    status,
    ...(text === undefined ? {} : { body: text.slice(0, 200) }),
  });
