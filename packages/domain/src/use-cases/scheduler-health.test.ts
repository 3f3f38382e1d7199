import { beforeEach, describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { DomainError } from '../shared/errors.js';
import type { Twins } from '../testing/index.js';
import { CONTENIDO, DESCONOCIDO, ESTRATEGA, INACTIVO, LECTOR, publishingWorld } from './publishing-world.test-kit.js';
import type { SchedulerHealthUseCases } from './scheduler-health.js';
import { failureOf } from './use-cases.test-kit.js';

describe("SchedulerHealthUseCases.metricool (the scheduler function's health route)", () => {
  let adapters: Twins;
  let health: SchedulerHealthUseCases;

  beforeEach(() => {
    const world = publishingWorld();
    adapters = world.adapters;
    health = world.schedulerHealth;
  });

  it("asks Metricool for the brand's blog id with the fixed user, and answers ok", async () => {
    expect(await health.metricool(ESTRATEGA, 'b-aurora')).toEqual({ status: 'ok' });
    expect(await health.metricool(CONTENIDO, 'b-aurora')).toEqual({ status: 'ok' });
    expect(adapters.schedulerClient.reached).toEqual([
      { blogId: '42', userId: 'scheduler-user-1' },
      { blogId: '42', userId: 'scheduler-user-1' },
    ]);
  });

  it('answers not-configured for a brand without a blog id, and calls nothing', async () => {
    expect(await health.metricool(ESTRATEGA, 'b-sin')).toEqual({ status: 'not-configured' });
    expect(adapters.schedulerClient.reached).toEqual([]);
  });

  it("answers failing with Metricool's own reason, or a text of its own, and logs it", async () => {
    adapters.schedulerClient.failNext(
      'reachBrand',
      new DomainError('upstream', 'Metricool rechazó la marca (HTTP 404)'),
    );
    expect(await health.metricool(ESTRATEGA, 'b-aurora')).toEqual({
      status: 'failing',
      reason: 'Metricool rechazó la marca (HTTP 404)',
    });
    adapters.schedulerClient.failNext('reachBrand', new Error('socket hang up'));
    expect(await health.metricool(ESTRATEGA, 'b-aurora')).toEqual({
      status: 'failing',
      reason: Messages.scheduling.healthCheckFailed,
    });
    const logged = adapters.logger.warnings.filter((entry) => entry.message === Messages.scheduling.healthFailedLog);
    expect(logged.map((entry) => entry.details)).toMatchObject([
      { brandId: 'b-aurora', uid: ESTRATEGA.uid },
      { brandId: 'b-aurora', uid: ESTRATEGA.uid },
    ]);
  });

  it('refuses a caller without SOCIAL_MEDIA, an inactive or unknown one, and a brand they cannot see', async () => {
    expect((await failureOf(health.metricool(LECTOR, 'b-aurora'))).kind).toBe('forbidden');
    expect((await failureOf(health.metricool(INACTIVO, 'b-aurora'))).message).toBe(Messages.endpoints.callerInactive);
    expect((await failureOf(health.metricool(DESCONOCIDO, 'b-aurora'))).kind).toBe('forbidden');
    expect((await failureOf(health.metricool(ESTRATEGA, 'b-oculta'))).kind).toBe('forbidden');
    expect((await failureOf(health.metricool(ESTRATEGA, 'b-nada'))).kind).toBe('not-found');
    expect(adapters.schedulerClient.reached).toEqual([]);
  });
});
