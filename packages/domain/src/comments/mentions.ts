import type { CommentPerson } from './comment.js';

/*
 * Mentions (docs/product.md, "Comments"): '@' followed by a user's e-mail or name, as the
 * brand's users are known on the server. Only the users allowed on the brand can be
 * mentioned; '@' followed by anything else is plain text, never stored as a mention.
 */

/** A character that may not follow a mention (a mention ends at a blank or punctuation). */
const WORD_CHARACTER = /[\p{L}\p{N}_@-]/u;
/** A character a mention may follow: the start, a blank or punctuation other than a word character. */
const startsMention = (text: string, at: number): boolean => at === 0 || !WORD_CHARACTER.test(text[at - 1] ?? '');

/** The names '@' may be followed by for a person: the e-mail, and the name when it differs. */
const handlesOf = (person: CommentPerson): string[] =>
  [person.email, person.name]
    .map((handle) => handle.trim())
    .filter((handle, index, all) => handle !== '' && all.indexOf(handle) === index);

interface Found {
  readonly start: number;
  readonly end: number;
  readonly person: CommentPerson;
}

/**
 * Every mention in the text, left to right: at each '@' that starts a word, the longest
 * e-mail or name of the given people that follows it (letters' case ignored) and ends there.
 */
const scan = (text: string, people: readonly CommentPerson[]): Found[] => {
  const handles = people
    .flatMap((person) => handlesOf(person).map((handle) => ({ handle: handle.toLocaleLowerCase('es'), person })))
    .sort((a, b) => b.handle.length - a.handle.length);
  const lower = text.toLocaleLowerCase('es');
  const found: Found[] = [];
  let at = lower.indexOf('@');
  while (at !== -1) {
    let next = at + 1;
    if (startsMention(text, at)) {
      const match = handles.find(
        ({ handle }) => lower.startsWith(handle, at + 1) && !WORD_CHARACTER.test(text[at + 1 + handle.length] ?? ''),
      );
      if (match !== undefined) {
        found.push({ start: at, end: at + 1 + match.handle.length, person: match.person });
        next = at + 1 + match.handle.length;
      }
    }
    at = lower.indexOf('@', next);
  }
  return found;
};

/** The people the text mentions, each once, in the order first mentioned. */
export const findMentions = (text: string, people: readonly CommentPerson[]): CommentPerson[] => {
  const seen = new Set<string>();
  return scan(text, people)
    .map(({ person }) => person)
    .filter((person) => !seen.has(person.uid) && (seen.add(person.uid), true));
};

/** A piece of a comment's text as shown: plain, or a mention of the person it names. */
export interface CommentSegment {
  readonly text: string;
  readonly mention: CommentPerson | null;
}

/** The text cut into plain pieces and its stored mentions (what the thread highlights). */
export const commentSegments = (text: string, mentions: readonly CommentPerson[]): CommentSegment[] => {
  const segments: CommentSegment[] = [];
  let from = 0;
  for (const { start, end, person } of scan(text, mentions)) {
    if (start > from) segments.push({ text: text.slice(from, start), mention: null });
    segments.push({ text: text.slice(start, end), mention: person });
    from = end;
  }
  if (from < text.length || segments.length === 0) segments.push({ text: text.slice(from), mention: null });
  return segments;
};

/**
 * What the write box suggests while its text ends in '@' and a few letters: the query (the
 * letters after the last '@' that starts a word, up to the caret), or null when the caret is
 * not in a mention being typed.
 */
export const mentionQuery = (text: string, caret: number = text.length): { start: number; query: string } | null => {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at === -1 || !startsMention(before, at)) return null;
  const query = before.slice(at + 1);
  // A name may hold blanks ('@Ana Pé'): up to three words, never a line break.
  if (query.includes('\n') || query.split(' ').length > 3) return null;
  return { start: at, query };
};

/** The people whose e-mail or name holds the query (case ignored), at most `limit`. */
export const mentionSuggestions = (query: string, people: readonly CommentPerson[], limit = 6): CommentPerson[] => {
  const needle = query.trim().toLocaleLowerCase('es');
  return people
    .filter((person) => handlesOf(person).some((handle) => handle.toLocaleLowerCase('es').includes(needle)))
    .slice(0, limit);
};

/** The text with the mention being typed (from `start` to the caret) replaced by '@' and the person's e-mail. */
export const insertMention = (
  text: string,
  start: number,
  caret: number,
  person: CommentPerson,
): { text: string; caret: number } => {
  const inserted = `@${person.email} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
};
