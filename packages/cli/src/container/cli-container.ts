import type { PortBinding } from '@estudio/adapters';
import {
  BrandAdministration,
  BrandRepository,
  Clock,
  Logger,
  PermissionConfigRepository,
  PermissionConfiguration,
  RequirementLists,
  RequirementRepository,
  RoleAdministration,
  RoleRepository,
  TemporaryPasswordProvider,
  UserAdministration,
  UserAdministrationService,
  UserRepository,
} from '@estudio/domain';
import { Container, ContainerModule } from 'inversify';
import { portsModule } from './ports-module.js';

/**
 * The use cases the admin CLI drives: user, role, brand and permission administration,
 * and the requirement lists for audits. Bound by construction, so no domain class needs
 * a decorator.
 */
export const cliUseCasesModule = new ContainerModule(({ bind }) => {
  bind(BrandAdministration)
    .toDynamicValue(
      ({ get }) =>
        new BrandAdministration(get(BrandRepository), get(UserRepository), get(RoleRepository), get(Clock)),
    )
    .inSingletonScope();
  bind(UserAdministrationService)
    .toDynamicValue(
      ({ get }) =>
        new UserAdministrationService(
          get(UserRepository),
          get(RoleRepository),
          get(UserAdministration),
          get(TemporaryPasswordProvider),
        ),
    )
    .inSingletonScope();
  bind(RoleAdministration)
    .toDynamicValue(({ get }) => new RoleAdministration(get(RoleRepository), get(Clock)))
    .inSingletonScope();
  bind(PermissionConfiguration)
    .toDynamicValue(({ get }) => new PermissionConfiguration(get(PermissionConfigRepository), get(Logger)))
    .inSingletonScope();
  bind(RequirementLists)
    .toDynamicValue(
      ({ get }) =>
        new RequirementLists(
          get(RequirementRepository),
          get(BrandRepository),
          get(UserRepository),
          get(RoleRepository),
          get(Clock),
        ),
    )
    .inSingletonScope();
});

/** The CLI's container over the given port bindings (firebase-admin adapters, or twins in tests). */
export const createCliContainer = (bindings: readonly PortBinding[]): Container => {
  const container = new Container();
  container.load(portsModule(bindings), cliUseCasesModule);
  return container;
};
