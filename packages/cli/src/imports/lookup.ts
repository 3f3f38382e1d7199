/*
 * Finding a role or brand by what a person types: its id, or its name without regard to
 * case or surrounding blanks. Two records with the same name make that name ambiguous.
 */

/** The key names are compared by. */
export const nameKey = (name: string): string => name.trim().normalize('NFC').toLocaleLowerCase('es');

export type Lookup<T> = { readonly found: T } | { readonly missing: true } | { readonly ambiguous: readonly T[] };

export const findByIdOrName = <T extends { readonly id: string }>(
  items: readonly T[],
  nameOf: (item: T) => string,
  reference: string,
): Lookup<T> => {
  const byId = items.find((item) => item.id === reference.trim());
  if (byId !== undefined) return { found: byId };
  const wanted = nameKey(reference);
  const named = items.filter((item) => nameKey(nameOf(item)) === wanted);
  if (named.length === 1 && named[0] !== undefined) return { found: named[0] };
  return named.length === 0 ? { missing: true } : { ambiguous: named };
};
