import type {
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

/**
 * The browser's client of the `scheduler` function: POST schedule-carousel | schedule-video
 * with {brandId, requirementId}; the server re-reads everything else. Answers 'sent' or
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
      { brandId: key.brandId, requirementId: key.requirementId },
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
}
