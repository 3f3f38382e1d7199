import { DomainError, Messages } from '@estudio/domain';
import type { AiCallOptions, AiModelInfo, AiStatus, DomainErrorKind, Logger } from '@estudio/domain';
import { credentialHeaders, type RequestCredentials } from '../http-shared/request-credentials.js';

type Fetch = typeof fetch;

export interface HttpAiStatusOptions {
  /** In milliseconds (default 15 s: no model runs for it). */
  readonly timeoutMs?: number;
  readonly fetch?: Fetch;
}

export const DEFAULT_AI_STATUS_TIMEOUT_MS = 15_000;

/** The ai function's one route. */
const ROUTE = 'status';

/** The server's refusal status, as the domain's kinds. */
export const kindForStatus = (status: number): DomainErrorKind => {
  if (status === 401 || status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status >= 400 && status < 500) return 'validation';
  return 'upstream';
};

const PROVIDERS: readonly AiModelInfo['provider'][] = ['demo', 'googleai', 'vertexai', 'openai-compatible'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Raised by the client's own timer, told apart from the caller's abort. */
class TimedOut extends Error {}

/**
 * The browser's client of the `ai` function (docs/product.md, "Content commands"): which model
 * serves, for the console shell's 'Modelo de demostración' badge. One JSON POST of {} to
 * `${aiUrl}/status` with the signed-in user's ID token and, when there is one, the App Check
 * token (a token that cannot be obtained is warned about and the call goes on), with a timeout,
 * following the caller's abort signal (the caller's reason is thrown as it is).
 *
 * `{success: true, provider, model, demo}` is answered as the model's info. A refusal
 * `{success: false, error}` becomes a DomainError with the server's Spanish text and a kind by
 * status (kindForStatus); no answer, a timeout or a reply without that shape become 'upstream'
 * with the aiClient messages. The model calls themselves are the content commands'.
 */
export class HttpAiStatus implements AiStatus {
  private readonly url: string;
  private readonly fetchFn: Fetch;
  private readonly timeoutMs: number;

  constructor(
    aiUrl: string,
    private readonly credentials: RequestCredentials,
    private readonly logger: Logger,
    options: HttpAiStatusOptions = {},
  ) {
    this.url = `${aiUrl.replace(/\/+$/, '')}/${ROUTE}`;
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_AI_STATUS_TIMEOUT_MS;
  }

  /** Which model answers; a reply without {provider, model, demo} is an unexpected reply. */
  async aiStatus(options?: AiCallOptions): Promise<AiModelInfo> {
    const answer = await this.post(options);
    const { provider, model, demo } = answer;
    if (
      !PROVIDERS.includes(provider as AiModelInfo['provider']) ||
      typeof model !== 'string' ||
      typeof demo !== 'boolean'
    ) {
      throw new DomainError('upstream', Messages.aiClient.unexpectedReply(200), { route: ROUTE });
    }
    return { provider: provider as AiModelInfo['provider'], model, demo };
  }

  /** The answer without `success`, or the DomainError its failure maps to. */
  private async post(options: AiCallOptions | undefined): Promise<Record<string, unknown>> {
    const callerSignal = options?.signal;
    callerSignal?.throwIfAborted();
    const headers = await credentialHeaders(this.credentials, this.logger);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new TimedOut()), this.timeoutMs);
    const followCaller = (): void => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', followCaller, { once: true });
    let status: number;
    let text: string;
    try {
      const response = await this.fetchFn(this.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({}),
        signal: controller.signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (callerSignal?.aborted) throw callerSignal.reason;
      if (controller.signal.reason instanceof TimedOut) {
        throw new DomainError('upstream', Messages.aiClient.timeout, { route: ROUTE, timeoutMs: this.timeoutMs });
      }
      throw new DomainError('upstream', Messages.aiClient.network, { route: ROUTE, cause: error });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', followCaller);
    }
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (a proxy's page, an empty body): reported below with the status
    }
    if (!isRecord(parsed) || typeof parsed['success'] !== 'boolean') {
      throw new DomainError('upstream', Messages.aiClient.unexpectedReply(status), {
        route: ROUTE,
        status,
        body: text.slice(0, 200),
      });
    }
    const { success, ...answer } = parsed;
    if (success && status >= 200 && status < 300) return answer;
    const error = parsed['error'];
    const message =
      typeof error === 'string' && error.trim() !== '' ? error : Messages.aiClient.unexpectedReply(status);
    throw new DomainError(kindForStatus(status), message, { route: ROUTE, status });
  }
}
