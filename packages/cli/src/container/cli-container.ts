import type { PortBinding } from '@estudio/adapters';
import { SERVER_USE_CASES, USE_CASES } from '@estudio/domain';
import { Container } from 'inversify';
import { portsModule, useCasesModule } from './container-modules.js';

/**
 * What the admin CLI drives: user, role, brand and permission work, and list audits. The
 * user-administration endpoints run in-process (the functions serve the same use case over
 * HTTP), so user commands create accounts exactly as the console's create-user call does.
 */
export const CLI_USE_CASES = [
  USE_CASES.brandAdministration,
  USE_CASES.userAdministration,
  SERVER_USE_CASES.userAccountEndpoints,
  USE_CASES.roleAdministration,
  USE_CASES.permissionConfiguration,
  USE_CASES.requirementLists,
];

/** The CLI's container over the given port bindings (firebase-admin adapters, or twins in tests). */
export const createCliContainer = (bindings: readonly PortBinding[]): Container => {
  const container = new Container();
  container.load(portsModule(bindings), useCasesModule(CLI_USE_CASES));
  return container;
};
