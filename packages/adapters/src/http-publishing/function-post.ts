import { DomainError, type Logger } from '@estudio/domain/shared';
import { postToFunction as post } from '../http-shared/function-post.js';
import type { RequestCredentials } from '../http-shared/request-credentials.js';
import { ExternalServiceTexts } from '../texts.js';

export interface FunctionPostOptions {
  readonly fetchFn: typeof fetch;
  readonly credentials: RequestCredentials;
  readonly logger: Logger;
  readonly timeoutMs: number;
  /** fetch's credentials: 'include' (the linkedin function's auth sets a cookie). */
  readonly withCookies?: boolean;
}

const PUBLISHING_TEXTS = {
  timeout: ExternalServiceTexts.publishingTimeout,
  network: ExternalServiceTexts.publishingNetwork,
  unexpectedReply: ExternalServiceTexts.publishingUnexpectedReply,
};

/**
 * One JSON POST to a route of a publishing function (scheduler, linkedin): the shared
 * postToFunction with the publishing service's texts; a pre-flight refusal (422) keeps the
 * server's `problems` in its details.
 */
export const postToFunction = (
  url: string,
  route: string,
  body: object,
  options: FunctionPostOptions,
): Promise<Record<string, unknown>> =>
  post({ url: `${url}/${route}`, body, call: { route }, texts: PUBLISHING_TEXTS, ...options });

/** A success without the shape its route answers. */
export const unexpectedReply = (route: string, status: number, text?: string): DomainError =>
  new DomainError('upstream', ExternalServiceTexts.publishingUnexpectedReply(status), {
    route,
    status,
    ...(text === undefined ? {} : { body: text.slice(0, 200) }),
  });
