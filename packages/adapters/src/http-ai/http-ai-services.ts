import { DomainError, Messages } from '@estudio/domain';
import type {
  AiCallOptions,
  AiModelInfo,
  AiRouteName,
  AiStatus,
  ArticleImageGenerator,
  ArticleWriter,
  BlueprintGenerator,
  BrandManualAnalyzer,
  CaptionGenerator,
  CarouselImageGenerator,
  DesignGuideGenerator,
  DesignValidator,
  DomainErrorKind,
  Logger,
  ScriptGenerator,
  VideoSummarizer,
} from '@estudio/domain';
import { credentialHeaders, type RequestCredentials } from '../http-shared/request-credentials.js';

type Fetch = typeof fetch;

export interface HttpAiServicesOptions {
  /** Per call, in milliseconds (default 120 s: a model may take a while). */
  readonly timeoutMs?: number;
  /** video-summary reads a video of up to 300MB from Storage before the model answers (default 300 s). */
  readonly videoSummaryTimeoutMs?: number;
  /** status answers without a model (default 15 s). */
  readonly statusTimeoutMs?: number;
  readonly fetch?: Fetch;
}

export const DEFAULT_AI_TIMEOUT_MS = 120_000;
export const DEFAULT_VIDEO_SUMMARY_TIMEOUT_MS = 300_000;
export const DEFAULT_AI_STATUS_TIMEOUT_MS = 15_000;

/** The route `status` answers which model serves; the others are the AI calls (AI_ROUTES). */
type Route = AiRouteName | 'status';

/** The server's refusal status, as the domain's kinds (docs/product.md, "AI calls"). */
export const kindForStatus = (status: number): DomainErrorKind => {
  if (status === 401 || status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status === 502) return 'invalid-ai-answer';
  if (status >= 400 && status < 500) return 'validation';
  return 'upstream';
};

const PROVIDERS: readonly AiModelInfo['provider'][] = ['demo', 'googleai', 'vertexai', 'openai-compatible'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Raised by the client's own timer, told apart from the caller's abort. */
class TimedOut extends Error {}

/**
 * The browser's client of the `ai` function: one JSON POST per AI call to `${aiUrl}/<route>`,
 * with the signed-in user's ID token and, when there is one, the App Check token (a token
 * that cannot be obtained is warned about and the call goes on). Each call has a timeout and
 * follows the caller's abort signal (the caller's reason is thrown as it is).
 *
 * A success `{success: true, ...answer}` is answered as `answer`, raw: the domain's parsers
 * judge it. A refusal `{success: false, error}` becomes a DomainError with the server's
 * Spanish text and a kind by status (kindForStatus); no answer at all, a timeout or a reply
 * without that shape become 'upstream' with the aiClient messages.
 */
export class HttpAiServices
  implements
    BrandManualAnalyzer,
    BlueprintGenerator,
    CaptionGenerator,
    DesignGuideGenerator,
    CarouselImageGenerator,
    DesignValidator,
    VideoSummarizer,
    ArticleWriter,
    ArticleImageGenerator,
    ScriptGenerator,
    AiStatus
{
  private readonly baseUrl: string;
  private readonly fetchFn: Fetch;
  private readonly timeouts: Readonly<Record<'default' | 'videoSummary' | 'status', number>>;

  constructor(
    aiUrl: string,
    private readonly credentials: RequestCredentials,
    private readonly logger: Logger,
    options: HttpAiServicesOptions = {},
  ) {
    this.baseUrl = aiUrl.replace(/\/+$/, '');
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeouts = {
      default: options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS,
      videoSummary: options.videoSummaryTimeoutMs ?? DEFAULT_VIDEO_SUMMARY_TIMEOUT_MS,
      status: options.statusTimeoutMs ?? DEFAULT_AI_STATUS_TIMEOUT_MS,
    };
  }

  analyzeBrandManual(request: Parameters<BrandManualAnalyzer['analyzeBrandManual']>[0], options?: AiCallOptions) {
    return this.post('learning-brand', request, options);
  }

  generateBlueprint(request: Parameters<BlueprintGenerator['generateBlueprint']>[0], options?: AiCallOptions) {
    return this.post('generate-blueprint', request, options);
  }

  carouselCaptions(request: Parameters<CaptionGenerator['carouselCaptions']>[0], options?: AiCallOptions) {
    return this.post('carousel-captions', request, options);
  }

  videoCaptions(request: Parameters<CaptionGenerator['videoCaptions']>[0], options?: AiCallOptions) {
    return this.post('video-captions', request, options);
  }

  generateDesignGuides(request: Parameters<DesignGuideGenerator['generateDesignGuides']>[0], options?: AiCallOptions) {
    return this.post('carousel-guides', request, options);
  }

  generateCarouselImage(
    request: Parameters<CarouselImageGenerator['generateCarouselImage']>[0],
    options?: AiCallOptions,
  ) {
    return this.post('carousel-image', request, options);
  }

  validateDesign(request: Parameters<DesignValidator['validateDesign']>[0], options?: AiCallOptions) {
    return this.post('validate-design', request, options);
  }

  summarizeVideo(request: Parameters<VideoSummarizer['summarizeVideo']>[0], options?: AiCallOptions) {
    return this.post('video-summary', request, options, this.timeouts.videoSummary);
  }

  writeArticle(request: Parameters<ArticleWriter['writeArticle']>[0], options?: AiCallOptions) {
    return this.post('video-article', request, options);
  }

  generateArticleImage(request: Parameters<ArticleImageGenerator['generateArticleImage']>[0], options?: AiCallOptions) {
    return this.post('article-image', request, options);
  }

  generateScripts(request: Parameters<ScriptGenerator['generateScripts']>[0], options?: AiCallOptions) {
    return this.post('video-scripts', request, options);
  }

  /** Which model answers; a reply without {provider, model, demo} is an unexpected reply. */
  async aiStatus(options?: AiCallOptions): Promise<AiModelInfo> {
    const answer = await this.post('status', {}, options, this.timeouts.status);
    const { provider, model, demo } = isRecord(answer) ? answer : {};
    if (
      !PROVIDERS.includes(provider as AiModelInfo['provider']) ||
      typeof model !== 'string' ||
      typeof demo !== 'boolean'
    ) {
      throw new DomainError('upstream', Messages.aiClient.unexpectedReply(200), { route: 'status' });
    }
    return { provider: provider as AiModelInfo['provider'], model, demo };
  }

  /** The answer of `route` without `success`, or the DomainError its failure maps to. */
  private async post(
    route: Route,
    body: object,
    options: AiCallOptions | undefined,
    timeoutMs = this.timeouts.default,
  ): Promise<Record<string, unknown>> {
    const callerSignal = options?.signal;
    callerSignal?.throwIfAborted();
    const headers = await credentialHeaders(this.credentials, this.logger);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new TimedOut()), timeoutMs);
    const followCaller = (): void => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', followCaller, { once: true });
    let status: number;
    let retryAfter: string | null;
    let text: string;
    try {
      const response = await this.fetchFn(`${this.baseUrl}/${route}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      status = response.status;
      retryAfter = response.headers.get('Retry-After');
      text = await response.text();
    } catch (error) {
      if (callerSignal?.aborted) throw callerSignal.reason;
      if (controller.signal.reason instanceof TimedOut) {
        throw new DomainError('upstream', Messages.aiClient.timeout, { route, timeoutMs });
      }
      throw new DomainError('upstream', Messages.aiClient.network, { route, cause: error });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', followCaller);
    }
    return this.answerOf(route, status, text, retryAfter);
  }

  private answerOf(route: Route, status: number, text: string, retryAfter: string | null): Record<string, unknown> {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (a proxy's page, an empty body): reported below with the status
    }
    if (!isRecord(parsed) || typeof parsed['success'] !== 'boolean') {
      throw new DomainError('upstream', Messages.aiClient.unexpectedReply(status), {
        route,
        status,
        body: text.slice(0, 200),
      });
    }
    const { success, ...answer } = parsed;
    if (success && status >= 200 && status < 300) return answer;
    const error = parsed['error'];
    const message =
      typeof error === 'string' && error.trim() !== '' ? error : Messages.aiClient.unexpectedReply(status);
    // 429 says when to try again (seconds); the screens may show it.
    const retryAfterSeconds = retryAfter !== null && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : undefined;
    throw new DomainError(kindForStatus(status), message, {
      route,
      status,
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    });
  }
}
