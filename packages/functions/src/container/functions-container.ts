import type { PortBinding } from '@estudio/adapters';
import { USE_CASES } from '@estudio/domain';
import { Container } from 'inversify';
import { portsModule, useCasesModule } from './container-modules.js';

/**
 * What the HTTP endpoints authorise with: the permission configuration and the roles, so
 * that a caller's keys are resolved on the server by the same policy the screens use.
 * The user-administration endpoint handlers join these with the console issue.
 */
export const FUNCTIONS_USE_CASES = [USE_CASES.permissionConfiguration, USE_CASES.roleAdministration];

export const createFunctionsContainer = (bindings: readonly PortBinding[]): Container => {
  const container = new Container();
  container.load(portsModule(bindings), useCasesModule(FUNCTIONS_USE_CASES));
  return container;
};
