import { SERVER_USE_CASES, USE_CASES } from '@estudio/domain';
import { describe, expect, it } from 'vitest';
import { createMemoryAdapters, memoryPortBindings } from '../memory/index.js';

describe('USE_CASES and SERVER_USE_CASES', () => {
  const bound = new Map(memoryPortBindings(createMemoryAdapters()));

  it.each(Object.entries({ ...USE_CASES, ...SERVER_USE_CASES }))('builds %s from bound ports only', (_name, { useCase, create }) => {
    const asked: symbol[] = [];
    const built = create(<T>(token: symbol): T => {
      asked.push(token);
      if (!bound.has(token)) throw new Error(`unbound port ${String(token)}`);
      return bound.get(token) as T;
    });
    expect(built).toBeInstanceOf(useCase);
    expect(asked.length).toBeGreaterThan(0);
  });
});
