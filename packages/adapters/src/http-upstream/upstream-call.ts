import { DomainError } from '@estudio/domain/shared';

/*
 * The server's calls to the services it speaks for the console (Metricool, LinkedIn): one
 * fetch with a time limit, failures turned into DomainError('upstream') with the service's
 * own Spanish texts, and the reason a refusal gave read from whatever body it sent.
 */

export type Fetch = typeof fetch;

/** What a service answered, read whole. */
export interface UpstreamReply {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** The Spanish texts a service's failures are told in. */
export interface UpstreamTexts {
  readonly unreachable: string;
  readonly timeout: string;
}

/** Raised by the call's own timer. */
class TimedOut extends Error {}

/** One request with a time limit; no answer at all, or none in time, is 'upstream'. */
export const callUpstream = async (
  fetchFn: Fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  texts: UpstreamTexts,
): Promise<UpstreamReply> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimedOut()), timeoutMs);
  try {
    const response = await fetchFn(url, { ...init, signal: controller.signal });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  } catch (error) {
    if (controller.signal.reason instanceof TimedOut) {
      throw new DomainError('upstream', texts.timeout, { url: withoutQuery(url), timeoutMs });
    }
    throw new DomainError('upstream', texts.unreachable, { url: withoutQuery(url), cause: error });
  } finally {
    clearTimeout(timer);
  }
};

/** The URL without its query (which may carry ids or tokens), for details and logs. */
export const withoutQuery = (url: string): string => url.split('?')[0] ?? url;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const MAX_REASON_LENGTH = 300;

/** The JSON a body holds, or undefined when it is not JSON. */
export const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The reason a refusal's body gives: the first text among `fields` of a JSON object (a
 * nested {error: {message}} too), else the body itself when it is short plain text; null
 * when there is none (an empty body, an HTML page).
 */
export const upstreamReason = (text: string, fields: readonly string[]): string | null => {
  const parsed = jsonOf(text);
  if (parsed !== undefined) {
    if (!isRecord(parsed)) return typeof parsed === 'string' && parsed.trim() !== '' ? clip(parsed) : null;
    const found: string[] = [];
    for (const field of fields) {
      const value = parsed[field];
      if (typeof value === 'string' && value.trim() !== '') found.push(value.trim());
      else if (isRecord(value) && typeof value['message'] === 'string' && value['message'].trim() !== '') {
        found.push(value['message'].trim());
      }
    }
    return found.length === 0 ? null : clip([...new Set(found)].join(' — '));
  }
  const plain = text.trim();
  if (plain === '' || plain.startsWith('<')) return null;
  return clip(plain);
};

const clip = (text: string): string =>
  text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH)}…` : text;
