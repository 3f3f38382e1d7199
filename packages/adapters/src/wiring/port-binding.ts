import type { Token } from '@estudio/domain/shared';

declare const checked: unique symbol;

/**
 * A port token with the adapter that serves it. Made only by `provide`, which checks the
 * adapter against the token's interface: provide(UserRepository, roleRepository) does not
 * compile.
 */
export interface PortBinding {
  readonly token: symbol;
  readonly adapter: unknown;
  readonly [checked]: true;
}

/** Binds `token` to `adapter`; the adapter must implement the port the token names. */
export const provide = <T>(token: Token<T>, adapter: NoInfer<T>): PortBinding =>
  ({ token, adapter }) as unknown as PortBinding;

/** The tokens a list of bindings serves. */
export const tokensOf = (bindings: readonly PortBinding[]): Set<symbol> =>
  new Set(bindings.map((binding) => binding.token));

/** `bindings` with `replacements` bound in place of (or beside) what they served. */
export const replacing = (bindings: readonly PortBinding[], ...replacements: readonly PortBinding[]): PortBinding[] => {
  const replaced = tokensOf(replacements);
  return [...bindings.filter((binding) => !replaced.has(binding.token)), ...replacements];
};

/** The adapter `bindings` serve for `token` (the last one bound); a missing one is refused, naming it. */
export const adapterOf = <T>(bindings: readonly PortBinding[], token: Token<T>): T => {
  const binding = bindings.findLast((candidate) => candidate.token === token);
  if (binding === undefined) throw new Error(`Unserved port: ${Symbol.keyFor(token) ?? String(token)}`);
  // provide() checked the adapter against the token's interface.
  return binding.adapter as T;
};
