/** Text rules shared by the admin screens' search boxes and sorted lists. */

/**
 * Case-insensitive "contains"; blanks around a typed query are not meant as part of it, so
 * a blank query matches everything.
 */
export const containsIgnoringCase = (value: string | undefined, query: string): boolean => {
  const needle = query.trim().toLowerCase();
  return needle === '' || (value ?? '').toLowerCase().includes(needle);
};

const spanishBase = new Intl.Collator('es', { sensitivity: 'base' });

/** Spanish order ignoring case and accents (locale 'es', sensitivity base). */
export const compareSpanish = (a: string | undefined, b: string | undefined): number =>
  spanishBase.compare(a ?? '', b ?? '');
