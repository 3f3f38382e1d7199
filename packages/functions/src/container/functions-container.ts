import type { PortBinding } from '@estudio/adapters';
import { adapterOf, createContainer } from '@estudio/adapters/wiring';
import {
  AccountUseCases,
  AiCallQuota,
  AiModelUseCases,
  CallerVerifier,
  Clock,
  CONTENT_USE_CASES,
  LinkedInUseCases,
  Logger,
  PermissionConfigRepository,
  RoleRepository,
  SchedulingUseCases,
  SERVER_USE_CASES,
  USE_CASES,
  UserRepository,
  type CallerVerifier as Verifier,
  type Logger as Log,
  type UseCaseResolver,
} from '@estudio/domain';
import type { Container } from 'inversify';
import { AccountRoutes, type AccountRoutesOptions } from '../http/account-routes.js';
import { AiRoutes, type AiRoutesOptions } from '../http/ai-routes.js';
import { CommandRoutes, type CommandRoutesOptions, type CommandTable } from '../http/command-routes.js';
import { LinkedInRoutes, type LinkedInRoutesOptions } from '../http/linkedin-routes.js';
import { SchedulerRoutes, type SchedulerRoutesOptions } from '../http/scheduler-routes.js';
import { meteringModels, ModelCallers } from './model-meter.js';

/**
 * What the functions run: the account endpoints, which authorise the caller with the
 * same permission resolution the screens use, and the audit log's triggers.
 */
export const FUNCTIONS_USE_CASES = [
  SERVER_USE_CASES.accounts,
  USE_CASES.permissionConfig,
  SERVER_USE_CASES.audit,
] as const;

/** The functions' container: the use cases above and the HTTP routes over them. */
export const createFunctionsContainer = (
  bindings: readonly PortBinding[],
  options: AccountRoutesOptions = { appCheckRequired: false },
): Container => {
  const container = createContainer(bindings, FUNCTIONS_USE_CASES);
  container
    .bind(AccountRoutes)
    .toResolvedValue(
      (accounts: AccountUseCases, verifier: Verifier, logger: Log) =>
        new AccountRoutes(accounts, verifier, logger, options),
      [AccountUseCases, CallerVerifier, Logger],
    )
    .inSingletonScope();
  return container;
};

/** What the ai function runs: which model serves (the model calls are the content commands'). */
export const AI_FUNCTION_USE_CASES = [USE_CASES.aiModel] as const;

/**
 * The ai function's container: AiModelUseCases over the AiStatus the server binds, the caller's
 * record to check they are active, and the HTTP route over them.
 */
export const createAiContainer = (
  bindings: readonly PortBinding[],
  options: AiRoutesOptions = { appCheckRequired: false },
): Container => {
  const container = createContainer(bindings, AI_FUNCTION_USE_CASES);
  container
    .bind(AiRoutes)
    .toResolvedValue(
      (
        models: AiModelUseCases,
        users: UserRepository,
        roles: RoleRepository,
        permissionConfig: PermissionConfigRepository,
        verifier: Verifier,
        logger: Log,
      ) => new AiRoutes({ models, users, roles, permissionConfig, verifier, logger }, options),
      [AiModelUseCases, UserRepository, RoleRepository, PermissionConfigRepository, CallerVerifier, Logger],
    )
    .inSingletonScope();
  return container;
};

/** What the scheduler function runs: SchedulingUseCases. */
export const SCHEDULER_FUNCTION_USE_CASES = [SERVER_USE_CASES.scheduling] as const;

/**
 * The scheduler function's container: its use case over the server's ports plus the
 * publishing ports (@estudio/adapters/publishing: Metricool's client or the sandbox's, the
 * send ledger, the digester), and the HTTP routes over it.
 */
export const createSchedulerContainer = (
  bindings: readonly PortBinding[],
  options: SchedulerRoutesOptions = { appCheckRequired: false },
): Container => {
  const container = createContainer(bindings, SCHEDULER_FUNCTION_USE_CASES);
  container
    .bind(SchedulerRoutes)
    .toResolvedValue(
      (scheduling: SchedulingUseCases, verifier: Verifier, logger: Log) =>
        new SchedulerRoutes(scheduling, verifier, logger, options),
      [SchedulingUseCases, CallerVerifier, Logger],
    )
    .inSingletonScope();
  return container;
};

/** What the linkedin function runs: LinkedInUseCases. */
export const LINKEDIN_FUNCTION_USE_CASES = [SERVER_USE_CASES.linkedIn] as const;

/**
 * The linkedin function's container: its use case over the server's ports plus the
 * publishing ports (LinkedIn's client or the sandbox's, the states, the token vault, the
 * connection store) and a StoredMediaReader, and the HTTP routes over it.
 */
export const createLinkedInContainer = (
  bindings: readonly PortBinding[],
  options: LinkedInRoutesOptions,
): Container => {
  const container = createContainer(bindings, LINKEDIN_FUNCTION_USE_CASES);
  container
    .bind(LinkedInRoutes)
    .toResolvedValue(
      (linkedIn: LinkedInUseCases, verifier: Verifier, logger: Log) =>
        new LinkedInRoutes(linkedIn, verifier, logger, options),
      [LinkedInUseCases, CallerVerifier, Logger],
    )
    .inSingletonScope();
  return container;
};

export interface ContentContainerOptions extends CommandRoutesOptions {
  /** The commands served: the domain's CONTENT_COMMANDS unless a test hands another table. */
  readonly table?: CommandTable;
}

/**
 * The content functions' container (one HTTPS function per concern of COMMAND_CONCERNS, all
 * over this one container): the server use cases the content commands name
 * (CONTENT_USE_CASES) over the server's ports, the AI ports a model provider binds, each
 * metered against the caller's quota (model-meter.ts), the MediaObjects and StoredMediaReader
 * of this project's bucket, and the one router (CommandRoutes) that runs a command by name
 * as made for its caller.
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
  const container = createContainer(metered, CONTENT_USE_CASES);
  const resolve: UseCaseResolver = (useCase) => container.get(useCase);
  container
    .bind(CommandRoutes)
    .toResolvedValue(
      (
        users: UserRepository,
        roles: RoleRepository,
        permissionConfig: PermissionConfigRepository,
        clock: Clock,
        verifier: Verifier,
        logger: Log,
      ) =>
        new CommandRoutes(
          { resolve, users, roles, permissionConfig, callers, clock, verifier, logger },
          { appCheckRequired: options.appCheckRequired },
          options.table,
        ),
      [UserRepository, RoleRepository, PermissionConfigRepository, Clock, CallerVerifier, Logger],
    )
    .inSingletonScope();
  return container;
};
