import * as domain from '@estudio/domain';
import { describe, expect, it } from 'vitest';
import { createMemoryAdapters, memoryPortBindings } from './memory-port-bindings.js';

const portTokens = Object.values(domain as Record<string, unknown>).filter(
  (value): value is symbol => typeof value === 'symbol',
);

describe('memoryPortBindings', () => {
  const bindings = memoryPortBindings(createMemoryAdapters());

  it('binds every port token the domain declares, each once', () => {
    const bound = bindings.map((binding) => binding.token);
    expect(new Set(bound).size).toBe(bound.length);
    expect(new Set(bound)).toEqual(new Set(portTokens));
  });

  it('shares one clock between the twins that read time', async () => {
    const adapters = createMemoryAdapters(new Date('2026-11-21T10:00:00Z'));
    adapters.auth.addAccount({ uid: 'u1', email: 'ana@estudio.test', password: 'secreto', disabled: false });
    const identity = await adapters.auth.signIn('ana@estudio.test', 'secreto');
    expect(adapters.clock.now().toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(identity.tokenExpiresAt?.toISOString()).toBe('2026-11-21T11:00:00.000Z');
  });
});
