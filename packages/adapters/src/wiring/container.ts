import type { Token, UseCaseFactory } from '@estudio/domain/shared';
import { Container, ContainerModule } from 'inversify';
import { tokensOf, type PortBinding } from './port-binding.js';

/**
 * The one wiring every composition root (web, cli, functions) uses: the ports a runtime
 * provides as constant values, and the use cases it serves, each built once from its ports
 * with inversify's resolved values (the domain classes stay free of decorators).
 */
const portsModule = (bindings: readonly PortBinding[]): ContainerModule =>
  new ContainerModule(({ bind }) => {
    for (const { token, adapter } of bindings) bind(token).toConstantValue(adapter);
  });

const useCasesModule = (factories: readonly UseCaseFactory[]): ContainerModule =>
  new ContainerModule(({ bind }) => {
    for (const { useCase, ports, create } of factories) {
      bind(useCase)
        .toResolvedValue((...resolved: unknown[]) => create(...resolved), [...ports])
        .inSingletonScope();
    }
  });

/** The names of the ports `factories` need that `bindings` do not provide, per use case. */
export const unservedPorts = (
  bindings: readonly PortBinding[],
  factories: readonly UseCaseFactory[],
): { readonly useCase: string; readonly port: string }[] => {
  const served = tokensOf(bindings);
  return factories.flatMap(({ useCase, ports }) =>
    ports
      .filter((port) => !served.has(port))
      .map((port) => ({ useCase: useCase.name, port: Symbol.keyFor(port) ?? String(port) })),
  );
};

/**
 * A runtime's container. Refuses at once, naming them, ports that a use case needs and the
 * runtime does not provide: a screen never finds out at run time.
 */
export const createContainer = (bindings: readonly PortBinding[], factories: readonly UseCaseFactory[]): Container => {
  const missing = unservedPorts(bindings, factories);
  if (missing.length > 0) {
    const list = missing.map(({ useCase, port }) => `${useCase} needs ${port}`).join('; ');
    throw new Error(`Unserved ports: ${list}`);
  }
  const container = new Container();
  container.load(portsModule(bindings), useCasesModule(factories));
  return container;
};

/**
 * Binds more use cases into a runtime's container, from the ports it already has: the browser
 * binds a screen's use cases when that screen's code arrives. Those already bound are kept;
 * unserved ports are refused as createContainer refuses them.
 */
export const addUseCases = (container: Container, factories: readonly UseCaseFactory[]): void => {
  const fresh = factories.filter(({ useCase }) => !container.isBound(useCase));
  const missing = fresh.flatMap(({ useCase, ports }) =>
    ports
      .filter((port) => !container.isBound(port))
      .map((port) => `${useCase.name} needs ${Symbol.keyFor(port) ?? String(port)}`),
  );
  if (missing.length > 0) throw new Error(`Unserved ports: ${missing.join('; ')}`);
  container.load(useCasesModule(fresh));
};

/** A port from a container, typed by its token. */
export const resolvePort = <T>(container: Container, token: Token<T>): T => container.get<T>(token);
