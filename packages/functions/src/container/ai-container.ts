import type { PortBinding } from '@estudio/adapters';
import { CallerVerifier, PermissionConfigRepository, RoleRepository, UserRepository } from '@estudio/domain/accounts';
import { AiModelUseCases } from '@estudio/domain/content';
import { Logger, USE_CASES } from '@estudio/domain/shared';
import type { Container } from 'inversify';
import { AiRoutes, type AiRoutesOptions } from '../http/ai-routes.js';
import { functionContainer } from './function-container.js';

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
