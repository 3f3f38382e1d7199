// The initials of a person for a small avatar: the first letters of the first two words of
// the name, or of the parts of an e-mail's local part ('ana.perez@…' → 'AP').

const LETTER = /\p{L}|\p{N}/u;

export const initialsOf = (name: string): string => {
  const trimmed = name.trim();
  const base = trimmed.includes('@') ? (trimmed.split('@')[0] ?? '') : trimmed;
  const words = base.split(/[\s._-]+/u).filter((word) => LETTER.test(word));
  const letters = words.slice(0, 2).map((word) => [...word].find((c) => LETTER.test(c)) ?? '');
  return letters.join('').toLocaleUpperCase('es');
};
