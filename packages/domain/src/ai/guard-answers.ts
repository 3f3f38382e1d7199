import { findQuote } from '../guard/fold.js';
import type { AlignmentCriterion, ClaimSource, CriterionScore, GuardClaim, GuardText } from '../guard/types.js';
import { Messages } from '../messages.js';
import { rejectAnswer, requireList, requireRecord, requireText } from './answer-guards.js';
import { percentage } from './carousel-answers.js';

/*
 * The brand guard's model answers (docs/product.md, "Revisión de marca"), parsed before
 * anything is stored: an answer of the wrong shape is refused whole.
 */

const CRITERIA: readonly AlignmentCriterion[] = ['tono', 'pilares', 'mensaje', 'audiencia'];

const score = (value: unknown, message: string): number => {
  const figure = percentage(value);
  return figure !== null && Number.isFinite(figure) && figure >= 0 && figure <= 100 ? figure : rejectAnswer(message);
};

/**
 * { alineacion: 0-100, criterios: { tono|pilares|mensaje|audiencia: { puntuacion: 0-100, razon } } }:
 * all four criteria, each with a figure and a non-empty reason; figures may come as text ('82', '82,5 %').
 */
export const parseTextAlignment = (raw: unknown): { score: number; criteria: CriterionScore[] } => {
  const failed = Messages.guard.invalidAlignment;
  const answer = requireRecord(raw, failed);
  const criteria = requireRecord(answer['criterios'], failed);
  return {
    score: score(answer['alineacion'], failed),
    criteria: CRITERIA.map((criterion) => {
      const entry = requireRecord(criteria[criterion], failed);
      return {
        criterion,
        score: score(entry['puntuacion'], failed),
        reason: requireText(entry['razon'], failed),
      };
    }),
  };
};

/** The first text a quote appears in, and where; null when none holds it. */
const place = (quote: string, texts: readonly GuardText[]): Pick<GuardClaim, 'field' | 'span'> => {
  for (const text of texts) {
    const span = findQuote(text.text, quote);
    if (span !== null) return { field: text.field, span };
  }
  return { field: null, span: null };
};

/**
 * { afirmaciones: [{ texto, fuente: a source's id | null }] }: each claim placed in the texts
 * (field and span null when its quote is not found), its source named; a source id the request
 * did not offer, or any other shape, refuses the answer. An empty 'fuente' counts as none.
 */
export const parseClaims = (
  raw: unknown,
  texts: readonly GuardText[],
  sources: readonly ClaimSource[],
): GuardClaim[] => {
  const failed = Messages.guard.invalidClaims;
  const entries = requireList(requireRecord(raw, failed)['afirmaciones'], failed);
  return entries.map((item) => {
    const entry = requireRecord(item, failed);
    const text = requireText(entry['texto'], failed);
    const fuente = entry['fuente'];
    if (fuente !== null && fuente !== undefined && typeof fuente !== 'string') return rejectAnswer(failed);
    const id = (fuente ?? '').trim();
    const source = id === '' ? null : (sources.find((candidate) => candidate.id === id) ?? rejectAnswer(failed));
    return { text, ...place(text, texts), source: source === null ? null : { id: source.id, label: source.label } };
  });
};
