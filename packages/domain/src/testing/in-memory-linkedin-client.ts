import type { LinkedInClient, LinkedInPostRequest, LinkedInTokenGrant } from '../ports/linkedin-oauth.js';
import { copy } from './copy.js';
import { FailureHook } from './failure-hook.js';

export type LinkedInClientOperation = 'exchangeCode' | 'refresh' | 'revoke' | 'publish';

export interface PublishedLinkedInPost extends LinkedInPostRequest {
  readonly postUrn: string;
}

/**
 * LinkedIn's OAuth and Posts API as a recorder: any code is exchanged for a token named after
 * it (`token-for-{code}`, lasting `expiresInSeconds`); a refresh answers `token-refreshed-{n}`
 * with the same refresh token, as LinkedIn does; refreshes, revocations and posts are kept.
 */
export class InMemoryLinkedInClient implements LinkedInClient {
  private readonly failures = new FailureHook<LinkedInClientOperation>('InMemoryLinkedInClient');
  readonly exchanged: string[] = [];
  /** The refresh tokens sent, in order. */
  readonly refreshed: string[] = [];
  readonly revoked: string[] = [];
  readonly posts: PublishedLinkedInPost[] = [];
  private next = 1;

  constructor(
    private readonly options: {
      readonly authUrl?: string;
      readonly expiresInSeconds?: number;
      readonly sandbox?: boolean;
    } = {},
  ) {}

  get sandbox(): boolean {
    return this.options.sandbox ?? false;
  }

  failNext(operation?: LinkedInClientOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  authorizationUrl(state: string): string {
    const base = this.options.authUrl ?? 'https://linkedin.example/oauth/v2';
    return `${base}/authorization?response_type=code&state=${encodeURIComponent(state)}`;
  }

  async exchangeCode(code: string): Promise<LinkedInTokenGrant> {
    this.failures.check('exchangeCode');
    this.exchanged.push(code);
    return {
      accessToken: `token-for-${code}`,
      expiresInSeconds: this.options.expiresInSeconds ?? 5_184_000,
      refreshToken: `refresh-for-${code}`,
      refreshTokenExpiresInSeconds: 31_536_000,
      scopes: ['w_organization_social', 'r_organization_social'],
    };
  }

  async refresh(refreshToken: string): Promise<LinkedInTokenGrant> {
    this.failures.check('refresh');
    this.refreshed.push(refreshToken);
    return {
      accessToken: `token-refreshed-${this.refreshed.length}`,
      expiresInSeconds: this.options.expiresInSeconds ?? 5_184_000,
      refreshToken,
      refreshTokenExpiresInSeconds: 31_000_000,
      scopes: ['w_organization_social'],
    };
  }

  async revoke(accessToken: string): Promise<void> {
    this.failures.check('revoke');
    this.revoked.push(accessToken);
  }

  async publish(request: LinkedInPostRequest): Promise<{ readonly postUrn: string }> {
    this.failures.check('publish');
    const postUrn = `urn:li:share:${this.next++}`;
    this.posts.push(copy({ ...request, postUrn }));
    return { postUrn };
  }
}
