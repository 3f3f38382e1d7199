import { PORT_TOKENS } from '@estudio/domain/testing';
import { describe, expect, it } from 'vitest';
import { createMemoryAdapters, memoryPortBindings } from './memory-port-bindings.js';

describe('memoryPortBindings', () => {
  const bindings = memoryPortBindings(createMemoryAdapters());

  it('binds every port token the domain declares, each once', () => {
    const bound = bindings.map((binding) => binding.token);
    expect(new Set(bound).size).toBe(bound.length);
    expect(bound.map((token) => Symbol.keyFor(token)).sort()).toEqual(
      [...PORT_TOKENS.values()].map((token) => Symbol.keyFor(token)).sort(),
    );
  });

  it('shares one clock between the twins that read time', async () => {
    const adapters = createMemoryAdapters(new Date('2026-11-21T10:00:00Z'));
    adapters.auth.addAccount({ uid: 'u1', email: 'ana@estudio.test', password: 'secreto', disabled: false });
    const identity = await adapters.auth.signIn('ana@estudio.test', 'secreto');
    expect(adapters.clock.now().toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(identity.tokenExpiresAt?.toISOString()).toBe('2026-11-21T11:00:00.000Z');
  });
});
