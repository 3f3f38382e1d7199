import type { LinkedInTokenVault, StoredLinkedInLink, StoredLinkedInTokens } from '../ports/linkedin-oauth.js';
import { copy } from './copy.js';
import { FailureHook } from './failure-hook.js';

export type LinkedInTokenVaultOperation = keyof LinkedInTokenVault & string;

/** linkedinTokens/{uid}: the tokens, server-side only. */
export class InMemoryLinkedInTokenVault implements LinkedInTokenVault {
  private readonly tokens = new Map<string, StoredLinkedInTokens>();
  private readonly failures = new FailureHook<LinkedInTokenVaultOperation>('InMemoryLinkedInTokenVault');

  failNext(operation?: LinkedInTokenVaultOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  async get(uid: string): Promise<StoredLinkedInTokens | null> {
    this.failures.check('get');
    return copy(this.tokens.get(uid) ?? null);
  }

  async expiringBy(deadline: Date): Promise<readonly StoredLinkedInLink[]> {
    this.failures.check('expiringBy');
    return [...this.tokens.entries()]
      .filter(([, tokens]) => tokens.expiresAt.getTime() <= deadline.getTime())
      .map(([uid, tokens]) => copy({ uid, tokens }));
  }

  async save(uid: string, tokens: StoredLinkedInTokens): Promise<void> {
    this.failures.check('save');
    this.tokens.set(uid, copy(tokens));
  }

  async remove(uid: string): Promise<void> {
    this.failures.check('remove');
    this.tokens.delete(uid);
  }
}
