import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { ArticleWriter, CaptionGenerator } from '../ports/ai.js';
import { DesignValidationHistory, DesignValidationRecorder } from '../ports/ai-endpoint.js';
import { RequirementRepository } from '../ports/repositories.js';
import { PORT_TOKENS } from './port-tokens.js';
import { createTwins, portMapOf, twinPorts } from './twins.js';

describe('twinPorts', () => {
  it('serves every port token the domain declares, each once', () => {
    const served = twinPorts(createTwins()).map((port) => port.token);
    expect(new Set(served).size).toBe(served.length);
    expect(served.map((token) => Symbol.keyFor(token)).sort()).toEqual(
      [...PORT_TOKENS.values()].map((token) => Symbol.keyFor(token)).sort(),
    );
  });

  it('serves a port with the twin of the set, one object for the ports it implements together', () => {
    const twins = createTwins();
    const ports = portMapOf(twins);
    expect(ports.get(RequirementRepository)).toBe(twins.requirements);
    expect(ports.get(CaptionGenerator)).toBe(twins.ai);
    expect(ports.get(ArticleWriter)).toBe(twins.ai);
    expect(ports.get(DesignValidationRecorder)).toBe(ports.get(DesignValidationHistory));
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
      Messages.endpoints.missingIdToken,
    );
  });
});
