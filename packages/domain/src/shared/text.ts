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

/**
 * Control characters (C0, DEL, C1, escape sequences included) and the bidirectional
 * overrides that reorder what a terminal or a screen shows: no name or e-mail holds one.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;

/** Whether `text` holds a control character (see CONTROL_CHARACTERS). */
export const hasControlCharacters = (text: string): boolean => text.search(CONTROL_CHARACTERS) !== -1;
