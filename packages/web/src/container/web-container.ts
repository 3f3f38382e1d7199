import type { PortBinding } from '@estudio/adapters';
import { USE_CASES } from '@estudio/domain';
import { Container } from 'inversify';
import { portsModule, useCasesModule } from './container-modules.js';

/**
 * The console's screens call every use case of USE_CASES; the server-only ones
 * (SERVER_USE_CASES: the user-administration endpoints) are not even in the bundle.
 */
export const WEB_USE_CASES = Object.values(USE_CASES);

/** The browser's container over the given port bindings (Firebase web SDK, or twins). */
export const createWebContainer = (bindings: readonly PortBinding[]): Container => {
  const container = new Container();
  container.load(portsModule(bindings), useCasesModule(WEB_USE_CASES));
  return container;
};
