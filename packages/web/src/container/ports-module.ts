import type { PortBinding } from '@estudio/adapters';
import { ContainerModule } from 'inversify';

/** Binds each domain port token to the adapter an environment chose (Firebase, twins). */
export const portsModule = (bindings: readonly PortBinding[]): ContainerModule =>
  new ContainerModule(({ bind }) => {
    for (const [token, implementation] of bindings) bind(token).toConstantValue(implementation);
  });
