import { AuthAccountAdmin } from '../ports/account-admin.js';
import { Logger } from '../ports/logger.js';
import { PermissionConfigRepository, RoleRepository, UserRepository } from '../ports/repositories.js';
import { TemporaryPasswordProvider } from '../ports/user-administration.js';
import { Clock } from '../shared/clock.js';
import { UserAccountEndpoints } from './account-endpoints.js';
import { factory } from './use-case-factories.js';

/**
 * The use cases only a server runs (the functions, the CLI in-process): kept out of
 * USE_CASES so that the browser's composition root, which binds every entry of USE_CASES,
 * never bundles them.
 */
export const SERVER_USE_CASES = {
  userAccountEndpoints: factory(
    UserAccountEndpoints,
    (get) =>
      new UserAccountEndpoints(
        get(UserRepository),
        get(RoleRepository),
        get(PermissionConfigRepository),
        get(AuthAccountAdmin),
        get(TemporaryPasswordProvider),
        get(Clock),
        get(Logger),
      ),
  ),
} as const;
