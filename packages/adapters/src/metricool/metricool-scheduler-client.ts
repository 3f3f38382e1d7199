import { DomainError } from '@estudio/domain/shared';
import type {
  BestTimeEntry,
  BestTimeWindow,
  CreatedDraft,
  DraftPost,
  SchedulerClient,
  SchedulerNetwork,
  SchedulerQuery,
} from '@estudio/domain/scheduling';
import { callUpstream, jsonOf, upstreamReason, withoutQuery, type Fetch } from '../http-upstream/upstream-call.js';
import { ExternalServiceTexts } from '../texts.js';
import { bestTimeEntriesOf } from './metricool-best-times.js';

export interface MetricoolSchedulerClientOptions {
  /** Per call, in milliseconds (default 30 s). */
  readonly timeoutMs?: number;
  readonly fetch?: Fetch;
}

export const DEFAULT_METRICOOL_TIMEOUT_MS = 30_000;

/** Where a Metricool refusal states its reason (its API answers JSON or plain text). */
const REASON_FIELDS = ['message', 'detail', 'error', 'error_description'] as const;

const TEXTS = {
  unreachable: ExternalServiceTexts.metricoolUnreachable,
  timeout: ExternalServiceTexts.metricoolTimeout,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Metricool's scheduler API (or the local sandbox speaking it), server-side only: the
 * X-Mc-Auth user token and the scheduler user id never reach a browser.
 *
 * - GET {base}/api/actions/normalize/image/url?url&blogId&userId answers the URL Metricool
 *   serves the media from, as text (a JSON string is accepted too);
 * - POST {base}/api/v2/scheduler/posts?blogId&userId with the DraftPost as JSON answers
 *   {data: {id, …}}: the id, as text, is the post id; the post's `firstCommentText` carries the
 *   first comment (Metricool's scheduler API; domain scheduling/first-comment.ts);
 * - GET {base}/api/v2/settings/brands/{blogId}?blogId&userId (Metricool's "Brands Api
 *   Service", getBrand) answers {data: {id, label, …}}, the brand: the reachability check of
 *   'Estado de las conexiones'. Chosen over GET /api/admin/simpleProfiles (every brand of the
 *   account, 200 whatever the blog id) because it is scoped to the one blog: a blog id our
 *   token and user do not hold is refused, and the answer stays small. Nothing is written.
 * - GET {base}/api/v2/scheduler/besttimes/{provider}?start&end&timezone&blogId&userId (start and
 *   end local date-times 'YYYY-MM-DDTHH:mm:ss' in `timezone`) answers the scores of each weekday's
 *   hours (metricool-best-times.ts says what shape is assumed); an answer in another shape is
 *   refused, so nothing is proposed from it.
 *
 * A refusal (any non-2xx) is DomainError('upstream') with Metricool's reason and status in
 * Spanish; no answer, none in time, or a success without the expected shape is 'upstream' too.
 */
export class MetricoolSchedulerClient implements SchedulerClient {
  private readonly baseUrl: string;
  private readonly fetchFn: Fetch;
  private readonly timeoutMs: number;

  constructor(
    baseUrl: string,
    private readonly userToken: string,
    options: MetricoolSchedulerClientOptions = {},
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_METRICOOL_TIMEOUT_MS;
  }

  async normalizeMediaUrl(url: string, query: SchedulerQuery): Promise<string> {
    const target = this.url('/api/actions/normalize/image/url', { url, ...queryOf(query) });
    const reply = await this.call(
      target,
      { method: 'GET', headers: { 'X-Mc-Auth': this.userToken, Accept: 'text/plain, application/json' } },
      ExternalServiceTexts.metricoolNormalizeRefused,
    );
    const parsed = jsonOf(reply.text);
    const normalized = (typeof parsed === 'string' ? parsed : reply.text).trim();
    if (!isHttpUrl(normalized)) throw unexpected(reply.status, reply.text, target);
    return normalized;
  }

  async createDraft(query: SchedulerQuery, post: DraftPost): Promise<CreatedDraft> {
    const target = this.url('/api/v2/scheduler/posts', queryOf(query));
    const reply = await this.call(
      target,
      {
        method: 'POST',
        headers: { 'X-Mc-Auth': this.userToken, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(post),
      },
      ExternalServiceTexts.metricoolDraftRefused,
    );
    const parsed = jsonOf(reply.text);
    const data = isRecord(parsed) ? parsed['data'] : undefined;
    const id = isRecord(data) ? data['id'] : undefined;
    if ((typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id))) {
      return { postId: String(id).trim() };
    }
    throw unexpected(reply.status, reply.text, target);
  }

  async reachBrand(query: SchedulerQuery): Promise<void> {
    const target = this.url(`/api/v2/settings/brands/${encodeURIComponent(query.blogId)}`, queryOf(query));
    const reply = await this.call(
      target,
      { method: 'GET', headers: { 'X-Mc-Auth': this.userToken, Accept: 'application/json' } },
      ExternalServiceTexts.metricoolBrandRefused,
    );
    const parsed = jsonOf(reply.text);
    const data = isRecord(parsed) ? parsed['data'] : undefined;
    const id = isRecord(data) ? data['id'] : undefined;
    // The brand answered must be the one asked for (Metricool's ids are numbers; text is accepted).
    if ((typeof id === 'number' || typeof id === 'string') && String(id).trim() === query.blogId) return;
    throw unexpected(reply.status, reply.text, target);
  }

  async bestTimes(
    network: SchedulerNetwork,
    window: BestTimeWindow,
    query: SchedulerQuery,
  ): Promise<readonly BestTimeEntry[]> {
    const target = this.url(`/api/v2/scheduler/besttimes/${encodeURIComponent(network)}`, {
      start: window.start,
      end: window.end,
      timezone: window.timezone,
      ...queryOf(query),
    });
    const reply = await this.call(
      target,
      { method: 'GET', headers: { 'X-Mc-Auth': this.userToken, Accept: 'application/json' } },
      ExternalServiceTexts.metricoolBestTimesRefused,
    );
    const entries = bestTimeEntriesOf(jsonOf(reply.text));
    if (entries === null) {
      throw new DomainError('upstream', ExternalServiceTexts.metricoolBestTimesInvalid, {
        service: 'metricool',
        url: withoutQuery(target),
        status: reply.status,
        body: reply.text.slice(0, 200),
      });
    }
    return entries;
  }

  /** One call to Metricool: its answer when it succeeded (2xx), its refusal in Spanish otherwise. */
  private async call(
    target: string,
    init: RequestInit,
    refused: (status: number, reason: string) => string,
  ): Promise<{ status: number; text: string }> {
    const reply = await callUpstream(this.fetchFn, target, init, this.timeoutMs, TEXTS);
    if (!ok(reply.status)) throw refusal(reply.status, reply.text, refused, target);
    return reply;
  }

  private url(path: string, query: Record<string, string>): string {
    return `${this.baseUrl}${path}?${new URLSearchParams(query).toString()}`;
  }
}

const queryOf = (query: SchedulerQuery): Record<string, string> => ({ blogId: query.blogId, userId: query.userId });

const ok = (status: number): boolean => status >= 200 && status < 300;

const isHttpUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const refusal = (
  status: number,
  text: string,
  message: (status: number, reason: string) => string,
  target: string,
): DomainError =>
  new DomainError(
    'upstream',
    message(status, upstreamReason(text, REASON_FIELDS) ?? ExternalServiceTexts.noReasonGiven),
    { service: 'metricool', url: withoutQuery(target), status },
  );

const unexpected = (status: number, text: string, target: string): DomainError =>
  new DomainError('upstream', ExternalServiceTexts.metricoolUnexpectedReply(status), {
    service: 'metricool',
    url: withoutQuery(target),
    status,
    body: text.slice(0, 200),
  });
