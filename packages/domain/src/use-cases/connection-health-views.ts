import type { LinkedInConnection } from '../linkedin/connection.js';
import { Messages } from '../messages.js';
import { requirePermission, type Actor } from '../permissions/actor.js';
import type { LinkedInConnectionReader } from '../ports/linkedin-oauth.js';
import type { SchedulingGateway } from '../ports/scheduling.js';
import {
  connectionWarnings,
  linkedInHealthOf,
  type ConnectionHealth,
  type MetricoolHealth,
} from '../scheduling/connection-health.js';
import type { Clock } from '../shared/clock.js';
import { isDomainError } from '../shared/errors.js';

/**
 * 'Estado de las conexiones' (docs/product.md, "Estado de las conexiones"), in the browser:
 * the signed-in user's LinkedIn connection (users/{uid}/linkedin/default) with its days left,
 * and the scheduler function's answer on the brand's Metricool blog id, with the warnings
 * that need action. Read by /socialmedia and by the shell's warning (both SOCIAL_MEDIA).
 * Neither read fails the whole: an unreadable LinkedIn connection is "not connected" (as the
 * indicator shows it), an unanswered Metricool check is failing with its reason.
 */
export class ConnectionHealthViews {
  constructor(
    private readonly connections: LinkedInConnectionReader,
    private readonly gateway: SchedulingGateway,
    private readonly clock: Clock,
  ) {}

  async health(actor: Actor, brandId: string): Promise<ConnectionHealth> {
    requirePermission(actor, 'SOCIAL_MEDIA');
    const [connection, metricool] = await Promise.all([
      this.connections.get(actor.uid).catch((): LinkedInConnection | null => null),
      this.gateway.metricoolHealth(brandId).catch((error: unknown): MetricoolHealth => ({
        status: 'failing',
        reason: isDomainError(error) ? error.message : Messages.scheduling.healthCheckFailed,
      })),
    ]);
    const now = this.clock.now();
    const linkedIn = linkedInHealthOf(connection, now);
    return { brandId, linkedIn, metricool, warnings: connectionWarnings(linkedIn, metricool, now) };
  }
}
