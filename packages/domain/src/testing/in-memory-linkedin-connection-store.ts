import type { LinkedInConnection } from '../linkedin/connection.js';
import type { LinkedInConnectionReader, LinkedInConnectionStore } from '../ports/linkedin-oauth.js';
import { copy } from './copy.js';
import { FailureHook } from './failure-hook.js';

export type LinkedInConnectionStoreOperation = keyof LinkedInConnectionStore & string;

/**
 * users/{uid}/linkedin/default: written by the server (the store), read by the browser (the
 * reader). One twin serves both, so a test sees what the callback wrote on the console.
 */
export class InMemoryLinkedInConnectionStore implements LinkedInConnectionStore, LinkedInConnectionReader {
  private readonly connections = new Map<string, LinkedInConnection>();
  private readonly failures = new FailureHook<LinkedInConnectionStoreOperation>('InMemoryLinkedInConnectionStore');

  constructor(seed: Readonly<Record<string, LinkedInConnection>> = {}) {
    for (const [uid, connection] of Object.entries(seed)) this.connections.set(uid, copy(connection));
  }

  failNext(operation?: LinkedInConnectionStoreOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  async get(uid: string): Promise<LinkedInConnection | null> {
    this.failures.check('get');
    return copy(this.connections.get(uid) ?? null);
  }

  async save(uid: string, connection: LinkedInConnection): Promise<void> {
    this.failures.check('save');
    this.connections.set(uid, copy(connection));
  }

  async remove(uid: string): Promise<void> {
    this.failures.check('remove');
    this.connections.delete(uid);
  }
}
