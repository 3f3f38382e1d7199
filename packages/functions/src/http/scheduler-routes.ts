import { type CallerVerifier, type VerifiedCaller } from '@estudio/domain/accounts';
import {
  type BestTimesAnswer,
  type BestTimesRequest,
  type ContentKind,
  type MetricoolHealth,
  type ScheduleAnswer,
  type SchedulingKey,
} from '@estudio/domain/scheduling';
import { isDomainError, Messages, type DomainError, type Logger } from '@estudio/domain/shared';
import { EndpointEdge, refused, routeOf, STATUS_OF_KIND, type ApiRequest, type ApiResponse } from './edge.js';
import {
  BEST_TIMES_ROUTE,
  HEALTH_ROUTE,
  isSchedulerRoute,
  MAX_SCHEDULER_BODY_BYTES,
  parseBestTimesRequest,
  parseHealthBrandId,
  parseSchedulingKey,
  SCHEDULER_ROUTES,
} from './scheduler-requests.js';

/** What the routes call: SchedulingUseCases (use-cases/scheduling.ts). */
export interface SchedulingService {
  schedule(caller: VerifiedCaller, kind: ContentKind, key: SchedulingKey): Promise<ScheduleAnswer>;
  bestTimes(caller: VerifiedCaller, request: BestTimesRequest): Promise<BestTimesAnswer>;
}

/** What the health route calls: SchedulerHealthUseCases (use-cases/scheduler-health.ts). */
export interface SchedulerHealthService {
  metricool(caller: VerifiedCaller, brandId: string): Promise<MetricoolHealth>;
}

/** Every answer of the scheduler function. */
export interface SchedulerAnswer {
  readonly success: boolean;
  readonly error?: string;
  readonly [field: string]: unknown;
}

export interface SchedulerRoutesOptions {
  /** Require and verify X-Firebase-AppCheck (App Check configured for the project). */
  readonly appCheckRequired: boolean;
}

/** Metricool's (or the sandbox's) failure is a bad gateway, not our fault. */
const statusOf = (error: DomainError): number => (error.kind === 'upstream' ? 502 : STATUS_OF_KIND[error.kind]);

/** The pre-flight list a refusal carries (details.problems), or null when it is another refusal. */
const problemsOf = (error: unknown): readonly string[] | null => {
  if (!isDomainError(error) || error.kind !== 'validation') return null;
  const problems = (error.details as { problems?: unknown } | undefined)?.problems;
  return Array.isArray(problems) && problems.every((problem) => typeof problem === 'string') ? problems : null;
};

/**
 * The scheduler function's HTTP edge (docs/product.md, "The scheduler endpoint"): the shared
 * checks of EndpointEdge (known route, POST, JSON of at most MAX_SCHEDULER_BODY_BYTES, ID
 * token with revocation, App Check where configured), the body's two ids (400 naming the
 * field), then SchedulingUseCases: permission and brand (403/404), the brand's
 * Metricool blog id and the requirement's kind (400), the pre-flight list (422 with every
 * problem), an identical send in flight (409), Metricool's refusal (502). A success answers
 * {success, status 'sent' | 'already-sent', postId, sentAt (ISO), message, sandbox}.
 * POST health {brandId} ('Estado de las conexiones'): SchedulerHealthUseCases checks the
 * caller (SOCIAL_MEDIA) and the brand (403/404) and answers 200 {success, metricool: {status
 * 'ok' | 'not-configured' | 'failing', reason?}}: Metricool failing is an answer, not an error.
 * POST best-times {brandId, networks} (docs/product.md, "Best time and first comment") is gated the
 * same way and answers {success, proposals: [{network, at (ISO) | null}], sandbox}.
 */
export class SchedulerRoutes {
  private readonly edge: EndpointEdge;

  constructor(
    private readonly scheduling: SchedulingService,
    private readonly health: SchedulerHealthService,
    verifier: CallerVerifier,
    logger: Logger,
    options: SchedulerRoutesOptions,
  ) {
    this.edge = new EndpointEdge(verifier, logger, { ...options, maxBodyBytes: MAX_SCHEDULER_BODY_BYTES });
  }

  async handle(request: ApiRequest): Promise<ApiResponse<SchedulerAnswer>> {
    const route = routeOf(request);
    const known = isSchedulerRoute(route) || route === HEALTH_ROUTE || route === BEST_TIMES_ROUTE;
    const admitted = await this.edge.admit(request, known);
    if (!admitted.ok) return admitted.response;
    if (route === HEALTH_ROUTE) return this.metricoolHealth(admitted.caller, request.body);
    if (route === BEST_TIMES_ROUTE) return this.bestTimes(admitted.caller, request.body);
    if (!isSchedulerRoute(route)) return refused(404, Messages.endpoints.unknownRoute);
    const key = parseSchedulingKey(request.body);
    if (!key.ok) return refused(400, key.error);
    try {
      const answer = await this.scheduling.schedule(admitted.caller, SCHEDULER_ROUTES[route], key.value);
      return {
        status: 200,
        body: {
          success: true,
          status: answer.status,
          postId: answer.postId,
          sentAt: answer.sentAt.toISOString(),
          message: answer.message,
          sandbox: answer.sandbox,
        },
      };
    } catch (error) {
      const problems = problemsOf(error);
      if (problems !== null && isDomainError(error)) {
        return { status: 422, body: { success: false, error: error.message, problems } };
      }
      return this.edge.failure(error, statusOf);
    }
  }

  private async metricoolHealth(caller: VerifiedCaller, body: unknown): Promise<ApiResponse<SchedulerAnswer>> {
    const brandId = parseHealthBrandId(body);
    if (!brandId.ok) return refused(400, brandId.error);
    try {
      const metricool = await this.health.metricool(caller, brandId.value);
      return { status: 200, body: { success: true, metricool } };
    } catch (error) {
      return this.edge.failure(error, statusOf);
    }
  }

  private async bestTimes(caller: VerifiedCaller, body: unknown): Promise<ApiResponse<SchedulerAnswer>> {
    const parsed = parseBestTimesRequest(body);
    if (!parsed.ok) return refused(400, parsed.error);
    try {
      const answer = await this.scheduling.bestTimes(caller, parsed.value);
      return {
        status: 200,
        body: {
          success: true,
          proposals: answer.proposals.map(({ network, at }) => ({
            network,
            at: at === null ? null : at.toISOString(),
          })),
          sandbox: answer.sandbox,
        },
      };
    } catch (error) {
      return this.edge.failure(error, statusOf);
    }
  }
}
