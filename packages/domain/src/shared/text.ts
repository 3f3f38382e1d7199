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

/**
 * Size caps of stored texts, in characters, and of list fields, in entries: no field is
 * unbounded (a 900 kB caption was once accepted). firestore.rules hold the same numbers
 * (maxName() … maxSections(); a test compares them) where their budget allows. The use cases
 * check them all before any write: names (validateNameText), texts and lists of a requirement
 * patch or a brand's DNA (validateTextSizes), the assignee's e-mail.
 */
export const TEXT_LIMITS = {
  /** Names: a brand's, a role's, a user's first and last name, a requirement's title. */
  name: 200,
  /** An e-mail address (the longest path RFC 5321 allows). */
  email: 254,
  /** A URL. */
  url: 2048,
  /** One free-text field: a brand's DNA answer, a caption, a planning text, a guide, a script section. */
  text: 5000,
  /** The long texts: a brand's analysis, a blog section's text. */
  longText: 50000,
  /** Entries of a list field: carousel guides and images, tags, networks. */
  listItems: 20,
  /** Blog sections and video scripts. */
  sections: 10,
} as const;

/** Whether `text` is at most `limit` characters long. */
export const fitsLimit = (text: string, limit: number): boolean => text.length <= limit;
