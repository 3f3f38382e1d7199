import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../linkedin/days-left.js';
import { Messages } from '../messages.js';
import { DomainError } from '../shared/errors.js';
import { InMemorySchedulingGateway, type Twins } from '../testing/index.js';
import type { Actor } from '../permissions/actor.js';
import { ConnectionHealthViews } from './connection-health-views.js';
import { ESTRATEGA, LINKED, NOW, publishingWorld } from './publishing-world.test-kit.js';
import { actorWith } from './use-cases.test-kit.js';

describe('ConnectionHealthViews.health (/socialmedia and the shell)', () => {
  let adapters: Twins;
  let views: ConnectionHealthViews;
  let eva: Actor;

  beforeEach(() => {
    const world = publishingWorld();
    adapters = world.adapters;
    views = new ConnectionHealthViews(
      adapters.linkedInConnections,
      new InMemorySchedulingGateway(world.scheduling, world.schedulerHealth, () => ESTRATEGA),
      adapters.clock,
    );
    eva = actorWith(['SOCIAL_MEDIA'], ESTRATEGA.uid, ESTRATEGA.email);
  });

  it('answers both connections and no warning when they work', async () => {
    const expiresAt = new Date(NOW.getTime() + 30 * DAY_MS);
    await adapters.linkedInConnections.save(ESTRATEGA.uid, { ...LINKED, expiresAt });
    expect(await views.health(eva, 'b-aurora')).toEqual({
      brandId: 'b-aurora',
      linkedIn: { status: 'connected', expiresAt, daysLeft: 30, refreshFailed: false },
      metricool: { status: 'ok' },
      warnings: [],
    });
  });

  it('warns of a connection that cannot be refreshed and of Metricool failing', async () => {
    const expiresAt = new Date(NOW.getTime() + 4 * DAY_MS);
    await adapters.linkedInConnections.save(ESTRATEGA.uid, { ...LINKED, expiresAt, refreshFailed: true });
    adapters.schedulerClient.failNext('reachBrand', new DomainError('upstream', 'Metricool no responde'));
    expect((await views.health(eva, 'b-aurora')).warnings).toEqual([
      { kind: 'linkedin-refresh-failed', daysLeft: 4 },
      { kind: 'metricool-failing', reason: 'Metricool no responde' },
    ]);
  });

  it("shows an unreadable LinkedIn as not connected and the function's refusal as Metricool failing", async () => {
    adapters.linkedInConnections.failNext('get');
    const health = await views.health(eva, 'b-oculta');
    expect(health.linkedIn).toEqual({ status: 'not-connected' });
    expect(health.metricool).toEqual({ status: 'failing', reason: Messages.access.forbidden });
  });

  it('refuses an actor without SOCIAL_MEDIA and reads nothing', async () => {
    const lector = actorWith([], 'uid-leo');
    await expect(views.health(lector, 'b-aurora')).rejects.toMatchObject({ kind: 'forbidden' });
    expect(adapters.schedulerClient.reached).toEqual([]);
  });
});
