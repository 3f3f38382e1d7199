import * as domain from '../index.js';
import { describe, expect, it } from 'vitest';
import { createTwins, portMapOf, twinPorts } from './twins.js';

const portTokens = Object.values(domain as Record<string, unknown>).filter(
  (value): value is symbol => typeof value === 'symbol',
);

describe('twinPorts', () => {
  it('serves every port token the domain declares, each once', () => {
    const served = twinPorts(createTwins()).map((port) => port.token);
    expect(new Set(served).size).toBe(served.length);
    expect(new Set(served)).toEqual(new Set(portTokens));
  });

  it('serves a port with the twin of the set, one object for the ports it implements together', () => {
    const twins = createTwins();
    const ports = portMapOf(twins);
    expect(ports.get(domain.RequirementRepository)).toBe(twins.requirements);
    expect(ports.get(domain.CaptionGenerator)).toBe(twins.ai);
    expect(ports.get(domain.ArticleWriter)).toBe(twins.ai);
    expect(ports.get(domain.DesignValidationRecorder)).toBe(ports.get(domain.DesignValidationHistory));
  });
});

describe('createTwins', () => {
  it('starts from the seed, and at the given instant on one clock', async () => {
    const twins = createTwins(new Date('2026-11-21T10:00:00Z'), {
      brands: [{ id: 'b-1', brandName: 'Café Aurora', owner: 'uid-ana' }],
    });
    expect(twins.clock.now().toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect((await twins.brands.get('b-1'))?.brandName).toBe('Café Aurora');
    expect(await twins.users.list()).toEqual([]);
  });

  it('refuses a content command when no one is signed in', async () => {
    const twins = createTwins();
    await expect(twins.contentCommands.run('carousel/guides', { brandId: 'b', requirementId: 'r' })).rejects.toThrow(
      domain.Messages.endpoints.missingIdToken,
    );
  });
});
