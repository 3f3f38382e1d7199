import type { LinkedInAuthorization, LinkedInGateway } from '@estudio/domain/linkedin';
import type { Logger } from '@estudio/domain/shared';
import type { RequestCredentials } from '../http-shared/request-credentials.js';
import { postToFunction, unexpectedReply } from './function-post.js';
import type { HttpPublishingOptions } from './http-scheduling-gateway.js';

type Fetch = typeof fetch;

export const DEFAULT_LINKEDIN_GATEWAY_TIMEOUT_MS = 30_000;

/**
 * The browser's client of the `linkedin` function: POST auth {brandId} answers the LinkedIn
 * authorization URL the browser goes to (the state lives on the server); POST disconnect
 * forgets the link. The callback is LinkedIn redirecting the browser, not a call of ours.
 */
export class HttpLinkedInGateway implements LinkedInGateway {
  private readonly baseUrl: string;
  private readonly fetchFn: Fetch;
  private readonly timeoutMs: number;

  constructor(
    linkedinUrl: string,
    private readonly credentials: RequestCredentials,
    private readonly logger: Logger,
    options: HttpPublishingOptions = {},
  ) {
    this.baseUrl = linkedinUrl.replace(/\/+$/, '');
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_LINKEDIN_GATEWAY_TIMEOUT_MS;
  }

  /**
   * The URL, and `sandbox` only when the function says so (an older answer without it is
   * LinkedIn). Sent with credentials: the answer sets the nonce cookie that binds the
   * callback to this browser (the function is another origin of the console's site).
   */
  async authorize(brandId: string): Promise<LinkedInAuthorization> {
    const { url, sandbox } = await this.post('auth', { brandId }, true);
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw unexpectedReply('auth', 200);
    return { url, sandbox: sandbox === true };
  }

  async disconnect(): Promise<void> {
    await this.post('disconnect', {});
  }

  private post(route: string, body: object, withCookies = false): Promise<Record<string, unknown>> {
    return postToFunction(this.baseUrl, route, body, {
      fetchFn: this.fetchFn,
      credentials: this.credentials,
      logger: this.logger,
      timeoutMs: this.timeoutMs,
      withCookies,
    });
  }
}
