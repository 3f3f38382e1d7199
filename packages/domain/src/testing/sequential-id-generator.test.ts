import { describe, expect, it } from 'vitest';
import { SequentialIdGenerator } from './sequential-id-generator.js';

describe('SequentialIdGenerator', () => {
  it('counts up from the start with its prefix', () => {
    const ids = new SequentialIdGenerator('req-', 15);
    expect([ids.next(), ids.next(), ids.next()]).toEqual(['req-15', 'req-16', 'req-17']);
  });

  it('gives independent sequences to separate generators', () => {
    const first = new SequentialIdGenerator();
    first.next();
    expect(new SequentialIdGenerator().next()).toBe('id-1');
  });
});
