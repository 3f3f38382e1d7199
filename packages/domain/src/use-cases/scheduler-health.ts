import { Messages } from '../messages.js';
import { can } from '../permissions/actor.js';
import type { VerifiedCaller } from '../ports/auth-accounts.js';
import type { Logger } from '../ports/logger.js';
import type {
  BrandRepository,
  PermissionConfigRepository,
  RoleRepository,
  UserRepository,
} from '../ports/repositories.js';
import type { SchedulerClient, SchedulerSettings } from '../ports/scheduling.js';
import type { MetricoolHealth } from '../scheduling/connection-health.js';
import { DomainError, isDomainError } from '../shared/errors.js';
import { activeCaller } from './active-caller.js';
import { readVisibleBrand } from './content-access.js';
import { failingWith } from './or-fail.js';

const guard = failingWith(Messages.endpoints.internal);

/**
 * The scheduler function's `health` route (docs/product.md, "Estado de las conexiones"):
 * whether the brand's Metricool blog id answers. The caller must be an active user holding
 * SOCIAL_MEDIA (the key of /socialmedia, where the health is shown, and of the shell's
 * warning) who can see the brand; the blog id and the user come from the stored brand and the
 * settings, never from the browser. A brand without a blog id is 'not-configured' (nothing is
 * called); Metricool's refusal, or none in time, is 'failing' with its Spanish reason: a
 * health answer, not an error.
 */
export class SchedulerHealthUseCases {
  constructor(
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly permissionConfig: PermissionConfigRepository,
    private readonly brands: BrandRepository,
    private readonly client: SchedulerClient,
    private readonly settings: SchedulerSettings,
    private readonly logger: Logger,
  ) {}

  async metricool(caller: VerifiedCaller, brandId: string): Promise<MetricoolHealth> {
    const { users, roles, permissionConfig, logger } = this;
    const actor = await activeCaller({ users, roles, permissionConfig, logger }, caller);
    if (!can(actor, 'SOCIAL_MEDIA')) throw new DomainError('forbidden', Messages.access.forbidden, { uid: actor.uid });
    const brand = await readVisibleBrand(this.brands, actor, brandId, guard, Messages.carousel.brandNotFound);
    const blogId = brand.idMetrics?.trim() ?? '';
    if (blogId === '') return { status: 'not-configured' };
    const query = { blogId, userId: this.settings.schedulerUserId };
    try {
      await this.client.reachBrand(query);
      return { status: 'ok' };
    } catch (error) {
      this.logger.warn(Messages.scheduling.healthFailedLog, { brandId, uid: actor.uid, cause: error });
      const reason =
        isDomainError(error) && error.kind === 'upstream' ? error.message : Messages.scheduling.healthCheckFailed;
      return { status: 'failing', reason };
    }
  }
}
