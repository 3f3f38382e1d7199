import type { PortBinding } from '@estudio/adapters';
import { AccountUseCases, CallerVerifier } from '@estudio/domain/accounts';
import { Logger, SERVER_USE_CASES, USE_CASES } from '@estudio/domain/shared';
import type { Container } from 'inversify';
import { AccountRoutes, type AccountRoutesOptions } from '../http/account-routes.js';
import { functionContainer } from './function-container.js';

/**
 * What the userAdmin function runs: the account endpoints, which authorise the caller with the
 * same permission resolution the screens use.
 */
export const FUNCTIONS_USE_CASES = [SERVER_USE_CASES.accounts, USE_CASES.permissionConfig] as const;

/** The userAdmin function: AccountRoutes over the use cases above. */
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
