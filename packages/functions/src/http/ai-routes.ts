import {
  isAiRouteName,
  isDomainError,
  isModelFailure,
  type Actor,
  type AiCallOptions,
  type AiRouteName,
  type AiServiceUseCases,
  type ArticleImageRequest,
  type CallerVerifier,
  type CaptionsRequest,
  type CarouselGuidesRequest,
  type CarouselImageRequest,
  type DomainError,
  type GenerateBlueprintRequest,
  type LearningBrandRequest,
  type Logger,
  type ValidateDesignRequest,
  type VideoArticleRequest,
  type VideoScriptsRequest,
  type VideoSummaryRequest,
} from '@estudio/domain';
import { MAX_AI_BODY_BYTES, parseAiBody } from './ai-requests.js';
import { EndpointEdge, refused, routeOf, STATUS_OF_KIND, type ApiRequest, type ApiResponse } from './edge.js';

/** Every answer of the ai function: success true with the route's answer fields, or the error. */
export interface AiAnswer {
  readonly success: boolean;
  readonly error?: string;
  readonly [field: string]: unknown;
}

export interface AiRoutesOptions {
  /** Require and verify X-Firebase-AppCheck (App Check configured for the project). */
  readonly appCheckRequired: boolean;
}

/** POST status: which model serves; any active user, no quota. */
export const STATUS_ROUTE = 'status';

/** The request each route's use-case method takes: what parseAiBody reads for that route. */
interface AiRequests {
  'learning-brand': LearningBrandRequest;
  'generate-blueprint': GenerateBlueprintRequest;
  'carousel-captions': CaptionsRequest;
  'video-captions': CaptionsRequest;
  'carousel-guides': CarouselGuidesRequest;
  'carousel-image': CarouselImageRequest;
  'validate-design': ValidateDesignRequest;
  'video-summary': VideoSummaryRequest;
  'video-article': VideoArticleRequest;
  'article-image': ArticleImageRequest;
  'video-scripts': VideoScriptsRequest;
}

type Calls = {
  readonly [R in AiRouteName]: (
    ai: AiServiceUseCases,
    actor: Actor,
    request: AiRequests[R],
    options?: AiCallOptions,
  ) => Promise<object>;
};

/** Each route's use-case method. */
const AI_CALLS: Calls = {
  'learning-brand': (ai, actor, request, options) => ai.learningBrand(actor, request, options),
  'generate-blueprint': (ai, actor, request, options) => ai.generateBlueprint(actor, request, options),
  'carousel-captions': (ai, actor, request, options) => ai.carouselCaptions(actor, request, options),
  'video-captions': (ai, actor, request, options) => ai.videoCaptions(actor, request, options),
  'carousel-guides': (ai, actor, request, options) => ai.carouselGuides(actor, request, options),
  'carousel-image': (ai, actor, request, options) => ai.carouselImage(actor, request, options),
  'validate-design': (ai, actor, request, options) => ai.validateDesign(actor, request, options),
  'video-summary': (ai, actor, request, options) => ai.videoSummary(actor, request, options),
  'video-article': (ai, actor, request, options) => ai.videoArticle(actor, request, options),
  'article-image': (ai, actor, request, options) => ai.articleImage(actor, request, options),
  'video-scripts': (ai, actor, request, options) => ai.videoScripts(actor, request, options),
};

/**
 * Reads the body of `route` and runs its use-case method: the one place where a body read
 * by route (parseAiBody's field lists) is taken as that route's request type.
 */
const callRoute = <R extends AiRouteName>(
  route: R,
  ai: AiServiceUseCases,
  actor: Actor,
  body: unknown,
  options?: AiCallOptions,
): { ok: false; error: string } | { ok: true; answer: Promise<object> } => {
  const parsed = parseAiBody(route, body);
  if (!parsed.ok) return parsed;
  return { ok: true, answer: AI_CALLS[route](ai, actor, parsed.value as unknown as AiRequests[R], options) };
};

/** A model that failed or answered what the domain's parser refuses is a bad gateway, not our fault. */
const statusOf = (error: DomainError): number => (isModelFailure(error) ? 502 : STATUS_OF_KIND[error.kind]);

const retryAfterOf = (error: unknown): number | null => {
  if (!isDomainError(error) || error.kind !== 'rate-limited') return null;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : null;
};

/**
 * The ai function's HTTP edge (docs/product.md, "The ai endpoint"): the shared checks of
 * EndpointEdge (known route, POST, JSON of at most MAX_AI_BODY_BYTES, ID token with
 * revocation, App Check where configured), then the caller must be an active user, the
 * body is read (400 naming the field) and AiServiceUseCases checks the route's keys, the
 * brand, the requirement and the files, spends a unit of the quota (429 with Retry-After),
 * runs the model and judges its answer (502 for a failed or refused one). A success answers
 * {success: true, ...the route's answer}.
 */
export class AiRoutes {
  private readonly edge: EndpointEdge;

  constructor(
    private readonly ai: AiServiceUseCases,
    verifier: CallerVerifier,
    logger: Logger,
    options: AiRoutesOptions,
  ) {
    this.edge = new EndpointEdge(verifier, logger, { ...options, maxBodyBytes: MAX_AI_BODY_BYTES });
  }

  async handle(request: ApiRequest, options?: AiCallOptions): Promise<ApiResponse<AiAnswer>> {
    const route = routeOf(request);
    const admitted = await this.edge.admit(request, route === STATUS_ROUTE || isAiRouteName(route));
    if (!admitted.ok) return admitted.response;
    try {
      const actor = await this.ai.authorize(admitted.caller);
      if (!isAiRouteName(route))
        return { status: 200, body: { success: true, ...(await this.ai.status(actor, options)) } };
      const call = callRoute(route, this.ai, actor, request.body, options);
      if (!call.ok) return refused(400, call.error);
      return { status: 200, body: { success: true, ...(await call.answer) } };
    } catch (error) {
      const response = this.edge.failure(error, statusOf);
      const retryAfter = retryAfterOf(error);
      return retryAfter === null ? response : { ...response, headers: { 'Retry-After': String(retryAfter) } };
    }
  }
}
