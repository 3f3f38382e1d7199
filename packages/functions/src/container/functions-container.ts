import type { PortBinding } from '@estudio/adapters';
import {
  Logger,
  PermissionConfigRepository,
  PermissionConfiguration,
  RoleAdministration,
  RoleRepository,
  Clock,
} from '@estudio/domain';
import { Container, ContainerModule } from 'inversify';
import { portsModule } from './ports-module.js';

/**
 * What the HTTP endpoints authorise with: the permission configuration and the roles, so
 * that a caller's keys are resolved on the server by the same policy the screens use.
 * The user-administration endpoint handlers join this module with the console issue.
 */
export const functionsUseCasesModule = new ContainerModule(({ bind }) => {
  bind(PermissionConfiguration)
    .toDynamicValue(({ get }) => new PermissionConfiguration(get(PermissionConfigRepository), get(Logger)))
    .inSingletonScope();
  bind(RoleAdministration)
    .toDynamicValue(({ get }) => new RoleAdministration(get(RoleRepository), get(Clock)))
    .inSingletonScope();
});

export const createFunctionsContainer = (bindings: readonly PortBinding[]): Container => {
  const container = new Container();
  container.load(portsModule(bindings), functionsUseCasesModule);
  return container;
};
