import type { PortBinding } from '@estudio/adapters';
import { createContainer } from '@estudio/adapters/wiring';
import { CallerVerifier } from '@estudio/domain/accounts';
import { LinkedInUseCases } from '@estudio/domain/linkedin';
import { SchedulerHealthUseCases, SchedulingUseCases } from '@estudio/domain/scheduling';
import { Logger, SERVER_USE_CASES } from '@estudio/domain/shared';
import type { Container } from 'inversify';
import { LinkedInRoutes, type LinkedInRoutesOptions } from '../http/linkedin-routes.js';
import { SchedulerRoutes, type SchedulerRoutesOptions } from '../http/scheduler-routes.js';
import { functionContainer } from './function-container.js';

/** What the scheduler function runs: SchedulingUseCases, and SchedulerHealthUseCases for its health route. */
export const SCHEDULER_FUNCTION_USE_CASES = [SERVER_USE_CASES.scheduling, SERVER_USE_CASES.schedulerHealth] as const;

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
    needs: [SchedulingUseCases, SchedulerHealthUseCases, CallerVerifier, Logger],
    make: (scheduling, health, verifier, logger) => new SchedulerRoutes(scheduling, health, verifier, logger, options),
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

/**
 * The scheduled LinkedIn refresh (fn/linkedin-refresh.ts): LinkedInUseCases over the same
 * ports as the linkedin function, no routes.
 */
export const createLinkedInRefreshContainer = (bindings: readonly PortBinding[]): Container =>
  createContainer(bindings, LINKEDIN_FUNCTION_USE_CASES);
