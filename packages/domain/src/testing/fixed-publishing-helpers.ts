import type { ContentDigester, SchedulerTarget } from '../ports/scheduling.js';
import type { RandomTokens } from '../ports/linkedin-oauth.js';
import { sha256Hex } from '../shared/sha256.js';

/**
 * The digester of the twins: the real SHA-256 (computed in TypeScript, as node:crypto
 * computes it on the server), with every text it digested kept for tests.
 */
export class RecordingContentDigester implements ContentDigester {
  readonly texts: string[] = [];

  async digest(text: string): Promise<string> {
    this.texts.push(text);
    return sha256Hex(text);
  }
}

/** Predictable "random" tokens for tests: state-1, state-2, … */
export class SequentialRandomTokens implements RandomTokens {
  private next_ = 1;
  constructor(private readonly prefix = 'state-') {}

  next(): string {
    return `${this.prefix}${this.next_++}`;
  }
}

/** Where the twins' scheduler points: never the sandbox unless a test says so. */
export class StaticSchedulerTarget implements SchedulerTarget {
  constructor(readonly sandbox = false) {}
}
