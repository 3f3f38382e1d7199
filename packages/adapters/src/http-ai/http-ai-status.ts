import { DomainError } from '@estudio/domain/shared';
import type { AiCallOptions, AiModelInfo, AiStatus } from '@estudio/domain/content';
import type { Logger } from '@estudio/domain/shared';
import { postToFunction } from '../http-shared/function-post.js';
import type { RequestCredentials } from '../http-shared/request-credentials.js';
import { AiClientTexts } from '../texts.js';

type Fetch = typeof fetch;

export interface HttpAiStatusOptions {
  /** In milliseconds (default 15 s: no model runs for it). */
  readonly timeoutMs?: number;
  readonly fetch?: Fetch;
}

export const DEFAULT_AI_STATUS_TIMEOUT_MS = 15_000;

/** The ai function's one route. */
const ROUTE = 'status';

const PROVIDERS: readonly AiModelInfo['provider'][] = ['demo', 'googleai', 'vertexai', 'openai-compatible'];

/**
 * The browser's client of the `ai` function (docs/product.md, "Content commands"): which model
 * serves, for the console shell's 'Modelo de demostración' badge. One JSON POST of {} to
 * `${aiUrl}/status` with the signed-in user's ID token and, when there is one, the App Check
 * token (a token that cannot be obtained is warned about and the call goes on), with a timeout,
 * following the caller's abort signal (the caller's reason is thrown as it is).
 *
 * `{success: true, provider, model, demo}` is answered as the model's info. A refusal
 * `{success: false, error}` becomes a DomainError with the server's Spanish text and a kind by
 * status (the shared kindForStatus); no answer, a timeout or a reply without that shape become 'upstream'
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
      throw new DomainError('upstream', AiClientTexts.unexpectedReply(200), { route: ROUTE });
    }
    return { provider: provider as AiModelInfo['provider'], model, demo };
  }

  /** The answer without `success`, or the DomainError its failure maps to. */
  private post(options: AiCallOptions | undefined): Promise<Record<string, unknown>> {
    return postToFunction({
      url: this.url,
      body: {},
      call: { route: ROUTE },
      texts: AiClientTexts,
      fetchFn: this.fetchFn,
      credentials: this.credentials,
      logger: this.logger,
      timeoutMs: this.timeoutMs,
      ...(options?.signal === undefined ? {} : { signal: options.signal }),
    });
  }
}
