import type { ContentDigester, RandomTokens, SchedulerTarget } from '@estudio/domain';

/**
 * The digester of the twins: the real SHA-256 (Web Crypto, in Node and browsers alike), with
 * every text it digested kept for tests.
 */
export class WebCryptoContentDigester implements ContentDigester {
  readonly texts: string[] = [];

  async digest(text: string): Promise<string> {
    this.texts.push(text);
    const bytes = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
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
