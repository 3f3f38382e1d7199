import type { PortBinding } from '@estudio/adapters';
import { createContainer } from '@estudio/adapters/wiring';
import {
  AccountUseCases,
  CallerVerifier,
  Logger,
  SERVER_USE_CASES,
  USE_CASES,
  type CallerVerifier as Verifier,
  type Logger as Log,
} from '@estudio/domain';
import type { Container } from 'inversify';
import { AccountRoutes, type AccountRoutesOptions } from '../http/account-routes.js';

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
