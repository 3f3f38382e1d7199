import type { SocialNetwork } from '@estudio/domain/brands';
import type {
  BestTimeProposal,
  BestTimesAnswer,
  BestTimesRequest,
  ContentKind,
  MetricoolHealth,
  ScheduleAnswer,
  SchedulingGateway,
  SchedulingKey,
} from '@estudio/domain/scheduling';
import type { Logger } from '@estudio/domain/shared';
import type { RequestCredentials } from '../http-shared/request-credentials.js';
import { postToFunction, unexpectedReply } from './function-post.js';

type Fetch = typeof fetch;

export interface HttpPublishingOptions {
  /** Per call, in milliseconds (default 150 s: a send normalises each image first, and may take the claim's 120 s). */
  readonly timeoutMs?: number;
  readonly fetch?: Fetch;
}

export const DEFAULT_SCHEDULING_TIMEOUT_MS = 150_000;

/** The health check waits for one Metricool call (its own limit is 30 s), not a send. */
export const HEALTH_TIMEOUT_MS = 40_000;

const ROUTES: Readonly<Record<ContentKind, string>> = {
  carousel: 'schedule-carousel',
  video: 'schedule-video',
};

const BEST_TIMES = 'best-times';

/** One proposal of the best-times answer, {network, at: ISO text | null}, or null in another shape. */
const proposalOf = (item: unknown, asked: readonly SocialNetwork[]): BestTimeProposal | null => {
  if (typeof item !== 'object' || item === null) return null;
  const { network, at } = item as Record<string, unknown>;
  const known = asked.find((name) => name === network);
  if (known === undefined) return null;
  if (at === null) return { network: known, at: null };
  const date = typeof at === 'string' ? new Date(at) : null;
  return date === null || Number.isNaN(date.getTime()) ? null : { network: known, at: date };
};

/**
 * The browser's client of the `scheduler` function: POST schedule-carousel | schedule-video
 * with {brandId, requirementId} and, when the sender overrides the brand review's blocking
 * findings, their overrideReason; the server re-reads everything else. POST best-times with
 * {brandId, networks} answers each network's proposed slot (a Date, or null). Answers 'sent' or
 * 'already-sent' with the post id, when it was sent (a Date) and the server's message.
 */
export class HttpSchedulingGateway implements SchedulingGateway {
  private readonly baseUrl: string;
  private readonly fetchFn: Fetch;
  private readonly timeoutMs: number;

  constructor(
    schedulerUrl: string,
    private readonly credentials: RequestCredentials,
    private readonly logger: Logger,
    options: HttpPublishingOptions = {},
  ) {
    this.baseUrl = schedulerUrl.replace(/\/+$/, '');
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_SCHEDULING_TIMEOUT_MS;
  }

  async schedule(kind: ContentKind, key: SchedulingKey): Promise<ScheduleAnswer> {
    const route = ROUTES[kind];
    const answer = await postToFunction(
      this.baseUrl,
      route,
      {
        brandId: key.brandId,
        requirementId: key.requirementId,
        // Only when the sender gave one (the override dialog): the server decides whether it is needed.
        ...(key.overrideReason === undefined ? {} : { overrideReason: key.overrideReason }),
      },
      { fetchFn: this.fetchFn, credentials: this.credentials, logger: this.logger, timeoutMs: this.timeoutMs },
    );
    const { status, postId, sentAt, message, sandbox } = answer;
    const sentDate = typeof sentAt === 'string' ? new Date(sentAt) : null;
    if (
      (status !== 'sent' && status !== 'already-sent') ||
      typeof postId !== 'string' ||
      sentDate === null ||
      Number.isNaN(sentDate.getTime()) ||
      typeof message !== 'string' ||
      typeof sandbox !== 'boolean'
    ) {
      throw unexpectedReply(route, 200);
    }
    return { status, postId, sentAt: sentDate, message, sandbox };
  }

  /** POST health {brandId}: answers {metricool: {status 'ok' | 'not-configured' | 'failing', reason?}}. */
  async metricoolHealth(brandId: string): Promise<MetricoolHealth> {
    const route = 'health';
    const answer = await postToFunction(
      this.baseUrl,
      route,
      { brandId },
      {
        fetchFn: this.fetchFn,
        credentials: this.credentials,
        logger: this.logger,
        timeoutMs: Math.min(this.timeoutMs, HEALTH_TIMEOUT_MS),
      },
    );
    const metricool = answer['metricool'];
    const fields = typeof metricool === 'object' && metricool !== null ? (metricool as Record<string, unknown>) : {};
    const { status, reason } = fields;
    if (status === 'ok' || status === 'not-configured') return { status };
    if (status === 'failing' && typeof reason === 'string' && reason !== '') return { status, reason };
    throw unexpectedReply(route, 200);
  }

  async bestTimes(request: BestTimesRequest): Promise<BestTimesAnswer> {
    const answer = await postToFunction(
      this.baseUrl,
      BEST_TIMES,
      { brandId: request.brandId, networks: [...request.networks] },
      { fetchFn: this.fetchFn, credentials: this.credentials, logger: this.logger, timeoutMs: this.timeoutMs },
    );
    const { proposals, sandbox } = answer;
    const read = Array.isArray(proposals) ? proposals.map((item) => proposalOf(item, request.networks)) : null;
    if (read === null || typeof sandbox !== 'boolean' || !read.every((item) => item !== null)) {
      throw unexpectedReply(BEST_TIMES, 200);
    }
    return { proposals: read, sandbox };
  }
}
