import type { IdGenerator } from '@estudio/domain';

/** Random UUIDs from the platform (browsers and Node 20 both have crypto.randomUUID). */
export class RandomIdGenerator implements IdGenerator {
  next(): string {
    return globalThis.crypto.randomUUID();
  }
}
