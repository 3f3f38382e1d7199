import type { PortBinding } from '@estudio/adapters';
import { adapterOf, createContainer } from '@estudio/adapters/wiring';
import {
  AccountUseCases,
  CallerVerifier,
  PermissionConfigRepository,
  RoleRepository,
  UserRepository,
} from '@estudio/domain/accounts';
import { AiCallQuota, AiModelUseCases, CONTENT_USE_CASES, type UseCaseResolver } from '@estudio/domain/content';
import { LinkedInUseCases } from '@estudio/domain/linkedin';
import { SchedulingUseCases } from '@estudio/domain/scheduling';
import { Clock, Logger, SERVER_USE_CASES, USE_CASES, type Token, type UseCaseFactory } from '@estudio/domain/shared';
import type { Container, Newable } from 'inversify';
import { AccountRoutes, type AccountRoutesOptions } from '../http/account-routes.js';
import { AiRoutes, type AiRoutesOptions } from '../http/ai-routes.js';
import { CommandRoutes, type CommandRoutesOptions, type CommandTable } from '../http/command-routes.js';
import { LinkedInRoutes, type LinkedInRoutesOptions } from '../http/linkedin-routes.js';
import { SchedulerRoutes, type SchedulerRoutesOptions } from '../http/scheduler-routes.js';
import { meteringModels, ModelCallers } from './model-meter.js';

/** What a function's routes are built from: ports by their tokens, use cases by their classes. */
type Dependency = symbol | (abstract new (...args: never[]) => object);

/** What a list of dependencies resolves to, in order: a token's port, a class's instance. */
export type Instances<Needs extends readonly Dependency[]> = {
  -readonly [K in keyof Needs]: Needs[K] extends Token<infer T>
    ? T
    : Needs[K] extends abstract new (...args: never[]) => infer I
      ? I
      : never;
};

/** One HTTPS function: the use cases it runs and its routes, built from what they need. */
export interface FunctionSpec<Routes extends object, Needs extends readonly Dependency[]> {
  readonly useCases: readonly UseCaseFactory[];
  /** The routes' class: what the function's handler resolves. */
  readonly routes: Newable<Routes>;
  readonly needs: Needs;
  /** The routes from `needs`, resolved: each parameter is typed by its token or class. */
  readonly make: (...resolved: Instances<Needs>) => Routes;
}

/**
 * The one container factory of the functions: the use cases over the bindings
 * (createContainer refuses a port one needs and the bindings lack) and the routes over them,
 * built once. A `make` whose parameters do not match `needs` does not compile.
 */
export const functionContainer = <Routes extends object, const Needs extends readonly Dependency[]>(
  bindings: readonly PortBinding[],
  spec: FunctionSpec<Routes, Needs>,
): Container => {
  const container = createContainer(bindings, spec.useCases);
  container
    .bind(spec.routes)
    .toResolvedValue((...resolved: unknown[]) => spec.make(...(resolved as Instances<Needs>)), [...spec.needs])
    .inSingletonScope();
  return container;
};

/**
 * What the userAdmin function runs: the account endpoints, which authorise the caller with the
 * same permission resolution the screens use, and the audit log's triggers.
 */
export const FUNCTIONS_USE_CASES = [
  SERVER_USE_CASES.accounts,
  USE_CASES.permissionConfig,
  SERVER_USE_CASES.audit,
] as const;

/** The userAdmin function and the audit triggers: AccountRoutes over the use cases above. */
export const createFunctionsContainer = (
  bindings: readonly PortBinding[],
  options: AccountRoutesOptions = { appCheckRequired: false },
): Container =>
  functionContainer(bindings, {
    useCases: FUNCTIONS_USE_CASES,
    routes: AccountRoutes,
    needs: [AccountUseCases, CallerVerifier, Logger],
    make: (accounts, verifier, logger) => new AccountRoutes(accounts, verifier, logger, options),
  });

/** What the ai function runs: which model serves (the model calls are the content commands'). */
export const AI_FUNCTION_USE_CASES = [USE_CASES.aiModel] as const;

/** The ai function: AiModelUseCases, and the caller's record to check they are active. */
export const createAiContainer = (
  bindings: readonly PortBinding[],
  options: AiRoutesOptions = { appCheckRequired: false },
): Container =>
  functionContainer(bindings, {
    useCases: AI_FUNCTION_USE_CASES,
    routes: AiRoutes,
    needs: [AiModelUseCases, UserRepository, RoleRepository, PermissionConfigRepository, CallerVerifier, Logger],
    make: (models, users, roles, permissionConfig, verifier, logger) =>
      new AiRoutes({ models, users, roles, permissionConfig, verifier, logger }, options),
  });

/** What the scheduler function runs: SchedulingUseCases. */
export const SCHEDULER_FUNCTION_USE_CASES = [SERVER_USE_CASES.scheduling] as const;

/**
 * The scheduler function: its use case over the server's ports plus the publishing ports
 * (@estudio/adapters/publishing: Metricool's client or the sandbox's, the send ledger, the digester).
 */
export const createSchedulerContainer = (
  bindings: readonly PortBinding[],
  options: SchedulerRoutesOptions = { appCheckRequired: false },
): Container =>
  functionContainer(bindings, {
    useCases: SCHEDULER_FUNCTION_USE_CASES,
    routes: SchedulerRoutes,
    needs: [SchedulingUseCases, CallerVerifier, Logger],
    make: (scheduling, verifier, logger) => new SchedulerRoutes(scheduling, verifier, logger, options),
  });

/** What the linkedin function runs: LinkedInUseCases. */
export const LINKEDIN_FUNCTION_USE_CASES = [SERVER_USE_CASES.linkedIn] as const;

/**
 * The linkedin function: its use case over the server's ports plus the publishing ports
 * (LinkedIn's client or the sandbox's, the states, the token vault, the connection store) and
 * a StoredMediaReader.
 */
export const createLinkedInContainer = (bindings: readonly PortBinding[], options: LinkedInRoutesOptions): Container =>
  functionContainer(bindings, {
    useCases: LINKEDIN_FUNCTION_USE_CASES,
    routes: LinkedInRoutes,
    needs: [LinkedInUseCases, CallerVerifier, Logger],
    make: (linkedIn, verifier, logger) => new LinkedInRoutes(linkedIn, verifier, logger, options),
  });

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
