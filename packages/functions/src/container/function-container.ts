import type { PortBinding } from '@estudio/adapters';
import { createContainer } from '@estudio/adapters/wiring';
import type { Token, UseCaseFactory } from '@estudio/domain/shared';
import type { Container, Newable } from 'inversify';

/** What a function's routes are built from: ports by their tokens, use cases by their classes. */
type Dependency = symbol | (abstract new (...args: never[]) => object);

/** What a list of dependencies resolves to, in order: a token's port, a class's instance. */
export type Instances<Needs extends readonly Dependency[]> = {
  -readonly [K in keyof Needs]: Needs[K] extends Token<infer T>
    ? T
    : Needs[K] extends abstract new (...args: never[]) => infer I
      ? I
      : never;
};

/** One HTTPS function: the use cases it runs and its routes, built from what they need. */
export interface FunctionSpec<Routes extends object, Needs extends readonly Dependency[]> {
  readonly useCases: readonly UseCaseFactory[];
  /** The routes' class: what the function's handler resolves. */
  readonly routes: Newable<Routes>;
  readonly needs: Needs;
  /** The routes from `needs`, resolved: each parameter is typed by its token or class. */
  readonly make: (...resolved: Instances<Needs>) => Routes;
}

/**
 * The one container factory of the functions: the use cases over the bindings
 * (createContainer refuses a port one needs and the bindings lack) and the routes over them,
 * built once. A `make` whose parameters do not match `needs` does not compile.
 */
export const functionContainer = <Routes extends object, const Needs extends readonly Dependency[]>(
  bindings: readonly PortBinding[],
  spec: FunctionSpec<Routes, Needs>,
): Container => {
  const container = createContainer(bindings, spec.useCases);
  container
    .bind(spec.routes)
    .toResolvedValue((...resolved: unknown[]) => spec.make(...(resolved as Instances<Needs>)), [...spec.needs])
    .inSingletonScope();
  return container;
};
