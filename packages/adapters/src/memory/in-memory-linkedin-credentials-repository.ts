import type { LinkedInCredentialsRepository } from '@estudio/domain';
import { FailureHook } from './failure-hook.js';

export type LinkedInCredentialsRepositoryOperation = keyof LinkedInCredentialsRepository & string;

/**
 * users/{uid}/linkedin/default. The port only tells whether a token exists (the token
 * never reaches the browser); storeToken/removeToken stand in for the server-side
 * callback that writes it.
 */
export class InMemoryLinkedInCredentialsRepository implements LinkedInCredentialsRepository {
  private readonly tokens = new Map<string, string>();
  private readonly failures = new FailureHook<LinkedInCredentialsRepositoryOperation>(
    'InMemoryLinkedInCredentialsRepository',
  );

  /** seed: access token per uid. */
  constructor(seed: Readonly<Record<string, string>> = {}) {
    for (const [uid, token] of Object.entries(seed)) this.tokens.set(uid, token);
  }

  failNext(operation?: LinkedInCredentialsRepositoryOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  async isConnected(uid: string): Promise<boolean> {
    this.failures.check('isConnected');
    return (this.tokens.get(uid) ?? '').length > 0;
  }

  storeToken(uid: string, accessToken: string): void {
    this.tokens.set(uid, accessToken);
  }

  removeToken(uid: string): void {
    this.tokens.delete(uid);
  }
}
