import { createHash, randomBytes } from 'node:crypto';
import type { RandomTokens } from '@estudio/domain/linkedin';
import type { ContentDigester } from '@estudio/domain/scheduling';

/** Hex SHA-256 of the UTF-8 text: what the send ledger compares. */
export class NodeContentDigester implements ContentDigester {
  digest(text: string): Promise<string> {
    return Promise.resolve(createHash('sha256').update(text, 'utf8').digest('hex'));
  }
}

/** 32 random bytes from node:crypto as base64url (43 characters): a LinkedIn OAuth state. */
export class NodeRandomTokens implements RandomTokens {
  next(): string {
    return randomBytes(32).toString('base64url');
  }
}
