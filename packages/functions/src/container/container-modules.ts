import type { PortBinding } from '@estudio/adapters';
import type { UseCaseFactory } from '@estudio/domain';
import { ContainerModule } from 'inversify';

/** Binds each domain port token to the adapter an environment chose (Firebase, twins). */
export const portsModule = (bindings: readonly PortBinding[]): ContainerModule =>
  new ContainerModule(({ bind }) => {
    for (const [token, implementation] of bindings) bind(token).toConstantValue(implementation);
  });

/** Binds each use case, built by its domain factory from the bound ports, once per container. */
export const useCasesModule = (factories: readonly UseCaseFactory<object>[]): ContainerModule =>
  new ContainerModule(({ bind }) => {
    for (const { useCase, create } of factories) {
      bind(useCase)
        .toDynamicValue(({ get }) => create((token) => get(token)))
        .inSingletonScope();
    }
  });
