import { DEFAULT_ABSOLUTE_CLAIMS } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';

/*
 * The demo model's answers to the brand guard's two calls (docs/product.md, "Modelo de
 * demostración"): a text's alignment with the guide, and the claims a text makes with the
 * brand source each rests on. Recognised by the schema the flow asks for (`criterios`,
 * `afirmaciones`) and computed from the prompt's tagged parts (<texto>, <tono>, <pilares>,
 * <mensaje>, <audiencia>, <fuente id="…">), so the same text always gets the same answer:
 *
 * - alignment: per criterion, the distinct words of 5+ letters (folded: case and accents
 *   ignored) the text shares with that part of the guide; score min(97, 70 + 8 × shared), a
 *   reason naming the shared words (or saying there are none); alineacion the rounded mean.
 * - claims: each sentence holding an absolute claim of DEFAULT_ABSOLUTE_CLAIMS, a digit (a
 *   number or a percentage) or a superlative ('-ísimo', 'más … del/de la/de los/de las') is a
 *   claim, quoted as written (a line's leading labels, 'Guión 1: Captación: ', left out); its source is the one sharing the most 5+-letter words with it
 *   (at least 2; the first on a tie), else null.
 */

/** The most words a reason names (the rest are counted). */
const NAMED_WORDS = 6;
const MIN_WORD_LETTERS = 5;
const MIN_SHARED_FOR_SOURCE = 2;

const CRITERIA = ['tono', 'pilares', 'mensaje', 'audiencia'] as const;
type Criterion = (typeof CRITERIA)[number];

/** How a reason names the part of the guide. */
const GUIDE_PARTS: Readonly<Record<Criterion, string>> = {
  tono: 'el tono de la guía',
  pilares: 'los pilares de contenido',
  mensaje: 'el mensaje clave',
  audiencia: 'la audiencia de la guía',
};

const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The distinct words of 5+ letters of `text`, folded, each with its first spelling in the text, in order. */
const longWords = (text: string): Map<string, string> => {
  const words = new Map<string, string>();
  for (const word of text.match(/[\p{L}\p{M}]+/gu) ?? []) {
    const folded = fold(word);
    if (folded.length >= MIN_WORD_LETTERS && !words.has(folded)) words.set(folded, word.normalize('NFC'));
  }
  return words;
};

/** The text between `<tag>` and `</tag>` lines of the prompt ('' when absent). */
const tagged = (prompt: string, tag: string): string => {
  const open = `<${tag}>\n`;
  const start = prompt.indexOf(open);
  if (start < 0) return '';
  const from = start + open.length;
  const end = prompt.lastIndexOf(`\n</${tag}>`);
  return end < from ? '' : prompt.slice(from, end);
};

const SOURCE = /<fuente id="([^"]*)"[^>\n]*>\n([\s\S]*?)\n<\/fuente>/g;

const sourcesOf = (prompt: string): { id: string; text: string }[] =>
  [...tagged(prompt, 'fuentes').matchAll(SOURCE)].map((match) => ({ id: match[1] ?? '', text: match[2] ?? '' }));

const scoreFor = (shared: number): number => Math.min(97, 70 + 8 * shared);

const reasonFor = (criterion: Criterion, shared: readonly string[]): string => {
  const part = GUIDE_PARTS[criterion];
  if (shared.length === 0) return `${Messages.ai.demoModelBadge}: el texto no comparte palabras con ${part}.`;
  const named = shared
    .slice(0, NAMED_WORDS)
    .map((word) => `«${word}»`)
    .join(', ');
  const rest = shared.length > NAMED_WORDS ? ` y ${shared.length - NAMED_WORDS} más` : '';
  const count = shared.length === 1 ? '1 palabra' : `${shared.length} palabras`;
  return `${Messages.ai.demoModelBadge}: el texto comparte ${count} con ${part}: ${named}${rest}.`;
};

/** The alignment answer: { alineacion, criterios: { tono|pilares|mensaje|audiencia: { puntuacion, razon } } }. */
export const demoAlignment = (prompt: string) => {
  const words = longWords(tagged(prompt, 'texto'));
  const criterios = Object.fromEntries(
    CRITERIA.map((criterion) => {
      const guide = longWords(tagged(prompt, criterion));
      const shared = [...words].filter(([folded]) => guide.has(folded)).map(([, written]) => written);
      return [criterion, { puntuacion: scoreFor(shared.length), razon: reasonFor(criterion, shared) }];
    }),
  ) as Record<Criterion, { puntuacion: number; razon: string }>;
  const mean = CRITERIA.reduce((sum, criterion) => sum + criterios[criterion].puntuacion, 0) / CRITERIA.length;
  return { alineacion: Math.round(mean), criterios };
};

/** A line's leading labels ('Guión 1: Captación: ', as the video's text labels its sections). */
const LABELS = /^(?:[\p{L}\p{N}][\p{L}\p{M}\p{N} ]{0,29}:\s+)+/u;

/**
 * The sentences of `text`, each as written (trimmed): split at line breaks and at . ! ? …
 * before a space; a line's leading labels are not part of its first sentence.
 */
export const demoSentences = (text: string): string[] =>
  text
    .split(/\n+/)
    .flatMap((line) => line.replace(LABELS, '').match(/\S[\s\S]*?(?:[.!?…]+(?=\s|$)|$)/gu) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (pattern: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'u');

const ABSOLUTE = wholeWord(DEFAULT_ABSOLUTE_CLAIMS.map((claim) => escape(fold(claim))).join('|'));
const DIGIT = /\p{N}/u;
const SUPERLATIVE = wholeWord('\\p{L}+isim[oa]s?|mas(?:\\s+[\\p{L}\\p{N}]+){1,3}\\s+(?:del|de\\s+(?:la|los|las))');

/** Whether the demo takes `sentence` for a claim. */
export const isDemoClaim = (sentence: string): boolean => {
  const folded = fold(sentence);
  return ABSOLUTE.test(folded) || DIGIT.test(folded) || SUPERLATIVE.test(folded);
};

/** The claims answer: { afirmaciones: [{ texto, fuente: a source's id or null }] }. */
export const demoClaims = (prompt: string) => {
  const sources = sourcesOf(prompt).map((source) => ({ id: source.id, words: longWords(source.text) }));
  const claims = [...new Set(demoSentences(tagged(prompt, 'texto')).filter(isDemoClaim))];
  return {
    afirmaciones: claims.map((texto) => {
      const words = [...longWords(texto).keys()];
      let best: { id: string; shared: number } | null = null;
      for (const source of sources) {
        const shared = words.filter((word) => source.words.has(word)).length;
        if (shared >= MIN_SHARED_FOR_SOURCE && (best === null || shared > best.shared))
          best = { id: source.id, shared };
      }
      return { texto, fuente: best?.id ?? null };
    }),
  };
};

/** The demo's answer when the flow asked for one of the two guard schemas, else null. */
export const demoGuardAnswer = (properties: Readonly<Record<string, unknown>> | undefined, prompt: string) => {
  if (properties === undefined) return null;
  if ('criterios' in properties && 'alineacion' in properties) return demoAlignment(prompt);
  if ('afirmaciones' in properties) return demoClaims(prompt);
  return null;
};
