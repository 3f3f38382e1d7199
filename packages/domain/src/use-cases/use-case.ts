import type { Resolved, Token } from '../shared/token.js';

/**
 * How a composition root builds one use case: the class (which also identifies it in a
 * container), the tokens of the ports its constructor takes, in order, and the call that
 * builds it from those ports once they are resolved.
 */
export interface UseCaseFactory<T extends object = object> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- constructors differ per use case
  readonly useCase: abstract new (...args: any[]) => T;
  readonly ports: readonly Token<unknown>[];
  readonly create: (...ports: readonly unknown[]) => T;
}

/**
 * Declares a use case by its class and its ports. `ports` is checked against the
 * constructor: useCase(Lists, [UserRepository, RoleRepository]) compiles only if Lists's
 * constructor takes (UserRepository, RoleRepository). A call without side effects (the
 * annotation tells bundlers): a declaration nobody binds leaves its class out of a bundle.
 */
export const useCase = /* @__NO_SIDE_EFFECTS__ */ <T extends object, const Ports extends readonly symbol[]>(
  type: new (...ports: Resolved<Ports>) => T,
  ports: Ports,
): UseCaseFactory<T> => ({
  useCase: type,
  ports: ports as readonly symbol[] as readonly Token<unknown>[],
  create: (...values) => new type(...(values as Resolved<Ports>)),
});
