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

type Request = Readonly<Record<string, string | number>>;
type Call = (ai: AiServiceUseCases, actor: Actor, request: Request, options?: AiCallOptions) => Promise<object>;

/** Each route's use-case method, fed the body parseAiBody read for that route. */
const AI_CALLS: Readonly<Record<AiRouteName, Call>> = {
  'learning-brand': (ai, actor, request, options) =>
    ai.learningBrand(actor, request as unknown as LearningBrandRequest, options),
  'generate-blueprint': (ai, actor, request, options) =>
    ai.generateBlueprint(actor, request as unknown as GenerateBlueprintRequest, options),
  'carousel-captions': (ai, actor, request, options) =>
    ai.carouselCaptions(actor, request as unknown as CaptionsRequest, options),
  'video-captions': (ai, actor, request, options) =>
    ai.videoCaptions(actor, request as unknown as CaptionsRequest, options),
  'carousel-guides': (ai, actor, request, options) =>
    ai.carouselGuides(actor, request as unknown as CarouselGuidesRequest, options),
  'carousel-image': (ai, actor, request, options) =>
    ai.carouselImage(actor, request as unknown as CarouselImageRequest, options),
  'validate-design': (ai, actor, request, options) =>
    ai.validateDesign(actor, request as unknown as ValidateDesignRequest, options),
  'video-summary': (ai, actor, request, options) =>
    ai.videoSummary(actor, request as unknown as VideoSummaryRequest, options),
  'video-article': (ai, actor, request, options) =>
    ai.videoArticle(actor, request as unknown as VideoArticleRequest, options),
  'article-image': (ai, actor, request, options) =>
    ai.articleImage(actor, request as unknown as ArticleImageRequest, options),
  'video-scripts': (ai, actor, request, options) =>
    ai.videoScripts(actor, request as unknown as VideoScriptsRequest, options),
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
      const body = parseAiBody(route, request.body);
      if (!body.ok) return refused(400, body.error);
      const answer = await AI_CALLS[route](this.ai, actor, body.value, options);
      return { status: 200, body: { success: true, ...answer } };
    } catch (error) {
      const response = this.edge.failure(error, statusOf);
      const retryAfter = retryAfterOf(error);
      return retryAfter === null ? response : { ...response, headers: { 'Retry-After': String(retryAfter) } };
    }
  }
}
