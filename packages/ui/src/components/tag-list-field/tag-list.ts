// The rules of a tag list (YouTube tags, suggested words): trimmed, no blanks, no
// duplicates ignoring case and accents; order kept.

const key = (tag: string): string =>
  tag
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLocaleLowerCase('es');

/** The tags of one entry: commas separate several ('a, b' adds two). */
export const splitTags = (input: string): readonly string[] =>
  input
    .split(',')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '');

/** The list with the entry's tags appended, skipping the ones already there. */
export const addTags = (tags: readonly string[], input: string): readonly string[] => {
  const seen = new Set(tags.map(key));
  const added: string[] = [];
  for (const tag of splitTags(input)) {
    if (seen.has(key(tag))) continue;
    seen.add(key(tag));
    added.push(tag);
  }
  return added.length === 0 ? tags : [...tags, ...added];
};

export const removeTag = (tags: readonly string[], index: number): readonly string[] =>
  tags.filter((_, position) => position !== index);
