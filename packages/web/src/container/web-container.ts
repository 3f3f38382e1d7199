import type { PortBinding } from '@estudio/adapters';
import { USE_CASES } from '@estudio/domain';
import { Container } from 'inversify';
import { portsModule, useCasesModule } from './container-modules.js';

/**
 * The console's screens call every use case but the user-administration endpoints' own,
 * which run only on the server (packages/functions) with the admin SDK.
 */
const { userAccountEndpoints: _serverOnly, ...browserUseCases } = USE_CASES;
export const WEB_USE_CASES = Object.values(browserUseCases);

/** The browser's container over the given port bindings (Firebase web SDK, or twins). */
export const createWebContainer = (bindings: readonly PortBinding[]): Container => {
  const container = new Container();
  container.load(portsModule(bindings), useCasesModule(WEB_USE_CASES));
  return container;
};
