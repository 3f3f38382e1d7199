declare const served: unique symbol;

/**
 * The identifier of a port: a global symbol whose type names the interface it stands for.
 * Composition roots bind and resolve through it, so binding an adapter to the wrong port,
 * or reading a port as the wrong interface, fails typecheck. The phantom member is a
 * function of T both ways, which makes Token<A> and Token<B> incompatible unless A is B.
 */
export type Token<T> = symbol & { readonly [served]?: (value: T) => T };

/** The token of the port named `name` (global: the same symbol in every bundle). */
export const token = <T>(name: string): Token<T> => Symbol.for(`estudio.${name}`) as Token<T>;

/** What a list of tokens resolves to, in order: [Token<A>, Token<B>] → [A, B]. */
export type Resolved<Tokens extends readonly symbol[]> = {
  -readonly [K in keyof Tokens]: Tokens[K] extends Token<infer T> ? T : never;
};
