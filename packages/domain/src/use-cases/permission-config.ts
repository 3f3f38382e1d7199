import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import { DEFAULT_PERMISSION_CONFIG } from '../permissions/catalogue.js';
import type { PermissionConfig } from '../permissions/catalogue.js';
import type { Logger } from '../ports/logger.js';
import type { PermissionConfigRepository } from '../ports/repositories.js';
import { orFail } from './or-fail.js';

/** The configuration in force and whether it is the product default for want of a document. */
export interface CurrentPermissionConfig {
  readonly config: PermissionConfig;
  readonly usedDefault: boolean;
}

/** config/permissions: which codes hold each permission key (shared/design/permissions.md). */
export class PermissionConfigUseCases {
  constructor(
    private readonly repo: PermissionConfigRepository,
    private readonly logger: Logger,
  ) {}

  /**
   * The stored configuration; when there is none, the default, and the absence is only
   * logged (docs/product.md, "Permissions"). A read failure is not an absence: it is refused.
   */
  async current(): Promise<CurrentPermissionConfig> {
    const stored = await orFail(Messages.rolesAndUsers.loadRoles, () => this.repo.get());
    if (stored !== null) return { config: stored, usedDefault: false };
    this.logger.warn(Messages.auth.permissionsConfigMissing);
    return { config: DEFAULT_PERMISSION_CONFIG, usedDefault: true };
  }

  /**
   * Writes the default configuration. An existing document is kept unless overwrite is
   * asked for, so seeding twice never undoes a deployment's own mapping. Returns whether
   * anything was written.
   */
  async initDefault(actor: Actor, options: { readonly overwrite?: boolean } = {}): Promise<boolean> {
    requirePermission(actor, 'ADMIN_ROLES');
    const message = Messages.rolesAndUsers.updatePermissions;
    if (options.overwrite !== true && (await orFail(message, () => this.repo.get())) !== null) {
      return false;
    }
    await orFail(message, () => this.repo.save(DEFAULT_PERMISSION_CONFIG));
    return true;
  }
}
