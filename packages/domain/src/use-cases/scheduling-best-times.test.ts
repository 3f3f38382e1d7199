import { beforeEach, describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { DomainError } from '../shared/errors.js';
import type { Twins } from '../testing/index.js';
import { CONTENIDO, DESCONOCIDO, ESTRATEGA, INACTIVO, LECTOR, publishingWorld } from './publishing-world.test-kit.js';
import type { SchedulingUseCases } from './scheduling.js';
import { failureOf } from './use-cases.test-kit.js';

/* 'Mejor momento' on the server (docs/product.md, "Scheduling (Metricool)", "Best time and first comment"). */

describe('SchedulingUseCases.bestTimes', () => {
  let adapters: Twins;
  let service: SchedulingUseCases;

  beforeEach(() => {
    ({ adapters, scheduling: service } = publishingWorld());
  });

  const calls = () => adapters.schedulerClient.bestTimesCalls;

  it("proposes each network's next best slot from Metricool's scores for the brand's blog, in Bogotá", async () => {
    // Now is Tuesday 2026-03-10, 10:30 in Bogotá.
    adapters.schedulerClient.setBestTimes('linkedin', [
      { weekday: 1, hour: 8, value: 30 },
      { weekday: 3, hour: 8, value: 95 },
    ]);
    const answer = await service.bestTimes(CONTENIDO, {
      brandId: 'b-aurora',
      networks: ['Instagram', 'LinkedIn', 'Instagram'],
    });
    expect(answer).toEqual({
      proposals: [
        // The twin's default: Tuesday 19:00 scores best, and it is still ahead today.
        { network: 'Instagram', at: new Date('2026-03-11T00:00:00.000Z') },
        { network: 'LinkedIn', at: new Date('2026-03-11T13:00:00.000Z') },
      ],
      sandbox: false,
    });
    expect(calls()).toEqual([
      {
        network: 'instagram',
        window: { start: '2026-03-10T00:00:00', end: '2026-03-16T23:59:59', timezone: 'America/Bogota' },
        query: { blogId: '42', userId: 'scheduler-user-1' },
      },
      expect.objectContaining({ network: 'linkedin' }),
    ]);
  });

  it('proposes nothing, without asking, for Threads and Pinterest; nothing when Metricool scores no hour', async () => {
    adapters.schedulerClient.setBestTimes('facebook', [{ weekday: 2, hour: 9, value: 0 }]);
    const answer = await service.bestTimes(CONTENIDO, {
      brandId: 'b-aurora',
      networks: ['Threads', 'Pinterest', 'Facebook'],
    });
    expect(answer.proposals).toEqual([
      { network: 'Threads', at: null },
      { network: 'Pinterest', at: null },
      { network: 'Facebook', at: null },
    ]);
    expect(calls().map((call) => call.network)).toEqual(['facebook']);
  });

  it('asks nothing for a network that is not one of the brand', async () => {
    await adapters.brands.update('b-aurora', { socialNetworks: ['Instagram'], updatedAt: new Date(0) });
    const answer = await service.bestTimes(CONTENIDO, { brandId: 'b-aurora', networks: ['TikTok', 'Instagram'] });
    expect(answer.proposals.map((proposal) => proposal.at === null)).toEqual([true, false]);
    expect(calls().map((call) => call.network)).toEqual(['instagram']);
  });

  it('is gated as sending is: an active caller with CARROUSEL_SENDTOMETRICS, a visible brand with its blog id', async () => {
    const request = { brandId: 'b-aurora', networks: ['Instagram' as const] };
    for (const caller of [INACTIVO, DESCONOCIDO]) {
      expect(await failureOf(service.bestTimes(caller, request))).toMatchObject({
        kind: 'forbidden',
        message: Messages.endpoints.callerInactive,
      });
    }
    for (const caller of [ESTRATEGA, LECTOR]) {
      expect(await failureOf(service.bestTimes(caller, request))).toMatchObject({
        kind: 'forbidden',
        message: Messages.access.forbidden,
      });
    }
    expect(await failureOf(service.bestTimes(CONTENIDO, { ...request, brandId: 'b-nada' }))).toMatchObject({
      kind: 'not-found',
    });
    expect((await failureOf(service.bestTimes(CONTENIDO, { ...request, brandId: 'b-oculta' }))).kind).toBe('forbidden');
    expect(await failureOf(service.bestTimes(CONTENIDO, { ...request, brandId: 'b-sin' }))).toMatchObject({
      kind: 'validation',
      message: Messages.scheduling.missingMetricsId,
    });
    expect(calls()).toEqual([]);
  });

  it("fails with Metricool's own text, or the generic one, and proposes nothing", async () => {
    const request = { brandId: 'b-aurora', networks: ['Instagram' as const] };
    adapters.schedulerClient.failNext('bestTimes', new DomainError('upstream', 'Metricool respondió raro.'));
    expect(await failureOf(service.bestTimes(CONTENIDO, request))).toMatchObject({
      kind: 'upstream',
      message: 'Metricool respondió raro.',
    });
    adapters.schedulerClient.failNext('bestTimes', new Error(''));
    expect(await failureOf(service.bestTimes(CONTENIDO, request))).toMatchObject({
      kind: 'upstream',
      message: Messages.scheduling.bestTimesFailed,
    });
  });

  it('says when the sandbox answered', async () => {
    (adapters.schedulerTarget as { sandbox: boolean }).sandbox = true;
    expect((await service.bestTimes(CONTENIDO, { brandId: 'b-aurora', networks: [] })).sandbox).toBe(true);
  });
});
