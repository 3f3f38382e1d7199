import type { PortBinding } from '@estudio/adapters';
import { adapterOf } from '@estudio/adapters/wiring';
import { CallerVerifier, PermissionConfigRepository, RoleRepository, UserRepository } from '@estudio/domain/accounts';
import { AiCallQuota, CONTENT_USE_CASES, type UseCaseResolver } from '@estudio/domain/content';
import { Clock, Logger } from '@estudio/domain/shared';
import type { Container } from 'inversify';
import { CommandRoutes, type CommandRoutesOptions, type CommandTable } from '../http/command-routes.js';
import { functionContainer } from './function-container.js';
import { meteringModels, ModelCallers } from './model-meter.js';

export interface ContentContainerOptions extends CommandRoutesOptions {
  /** The commands served: the domain's CONTENT_COMMANDS unless a test hands another table. */
  readonly table?: CommandTable;
}

/**
 * The content functions (one HTTPS function per concern of COMMAND_CONCERNS, all over this
 * one container): the server use cases the content commands name (CONTENT_USE_CASES) over the
 * server's ports, the AI ports a model provider binds, each metered against the caller's quota
 * (model-meter.ts), the MediaObjects and StoredMediaReader of this project's bucket, and the
 * one router (CommandRoutes) that runs a command by name as made for its caller.
 */
export const createContentContainer = (
  bindings: readonly PortBinding[],
  options: ContentContainerOptions = { appCheckRequired: false },
): Container => {
  const callers = new ModelCallers();
  const metered = meteringModels(bindings, {
    quota: adapterOf(bindings, AiCallQuota),
    clock: adapterOf(bindings, Clock),
    logger: adapterOf(bindings, Logger),
    callers,
  });
  // The router runs a command's use case from this same container, once it exists.
  let resolve: UseCaseResolver = () => {
    throw new Error('the content container is not built yet');
  };
  const container = functionContainer(metered, {
    useCases: CONTENT_USE_CASES,
    routes: CommandRoutes,
    needs: [UserRepository, RoleRepository, PermissionConfigRepository, Clock, CallerVerifier, Logger],
    make: (users, roles, permissionConfig, clock, verifier, logger) =>
      new CommandRoutes(
        { resolve: (useCase) => resolve(useCase), users, roles, permissionConfig, callers, clock, verifier, logger },
        { appCheckRequired: options.appCheckRequired },
        options.table,
      ),
  });
  resolve = (useCase) => container.get(useCase);
  return container;
};
