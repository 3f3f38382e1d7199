import { SERVER_USE_CASES } from '../use-cases/server-use-case-factories.js';
import { USE_CASES } from '../use-cases/use-case-factories.js';
import { type UseCaseClass } from '../commands/command.js';
import { type UseCaseFactory } from '../use-cases/use-case.js';
import { type UseCaseResolver } from '../commands/dispatch.js';

/*
 * Use cases built without a container: each from the ports its declaration lists
 * (USE_CASES, SERVER_USE_CASES), in order, looked up in a map of token → twin. The same
 * declarations the composition roots bind, so a use case a test builds here takes exactly
 * the ports a runtime would hand it.
 */

/** Every declared use case, by the name its table gives it (session, carousel, scheduling…). */
export const EVERY_USE_CASE = { ...USE_CASES, ...SERVER_USE_CASES };

type Declared = typeof EVERY_USE_CASE;

/** One instance of each declared use case, typed by its class. */
export type UseCases = {
  readonly [Name in keyof Declared]: Declared[Name] extends UseCaseFactory<infer UseCase> ? UseCase : never;
};

/** What serves each port: a token and the object bound to it. */
export type PortMap = ReadonlyMap<symbol, unknown>;

const portName = (port: symbol): string => Symbol.keyFor(port) ?? String(port);

/** Builds one use case from `ports`; a port they lack is refused, naming it and the use case. */
export const buildUseCase = <T extends object>(factory: UseCaseFactory<T>, ports: PortMap): T =>
  factory.create(
    ...factory.ports.map((port) => {
      if (!ports.has(port)) throw new Error(`${factory.useCase.name} needs ${portName(port)}`);
      return ports.get(port);
    }),
  );

/** Builds each use case once, the first time it is asked for (as a container's singleton). */
const once = (ports: PortMap) => {
  const built = new Map<UseCaseFactory, object>();
  return <T extends object>(factory: UseCaseFactory<T>): T => {
    const known = built.get(factory);
    if (known !== undefined) return known as T;
    const instance = buildUseCase(factory, ports);
    built.set(factory, instance);
    return instance;
  };
};

/** Every declared use case over `ports`, each built on first use. */
export const useCasesFrom = (ports: PortMap): UseCases => {
  const build = once(ports);
  const useCases = {};
  for (const [name, factory] of Object.entries(EVERY_USE_CASE) as [string, UseCaseFactory][]) {
    Object.defineProperty(useCases, name, { enumerable: true, get: () => build(factory) });
  }
  return useCases as UseCases;
};

/**
 * A container's get over `ports` for the use cases `factories` list (a command's dispatch):
 * a class they do not list is refused, as an unbound one would be.
 */
export const resolverFrom = (ports: PortMap, factories: readonly UseCaseFactory[]): UseCaseResolver => {
  const build = once(ports);
  return <UC extends object>(useCase: UseCaseClass<UC>): UC => {
    const factory = factories.find((candidate) => candidate.useCase === useCase);
    if (factory === undefined) throw new Error(`${useCase.name} is not served here`);
    return build(factory) as UC;
  };
};
