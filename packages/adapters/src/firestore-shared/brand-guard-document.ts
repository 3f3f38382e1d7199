import type {
  AlignmentCriterion,
  BrandDrift,
  BrandReview,
  CriterionScore,
  GuardClaim,
  GuardOverride,
  GuardRequester,
  TextSpan,
} from '@estudio/domain/content';
import { fromStored } from './stored-values.js';

/*
 * A requirement's brand review (`brandReview`, written by `guard/score` alone), each entry of
 * its history (brands/{b}/requirements/{r}/brandReviewHistory/{id}, the same map) and its drift
 * mark (`brandDrift`, written by the drift marker alone), as stored (docs/product.md, "Revisión
 * de marca"):
 *   brandReview {score, passed, criteria: [{criterion, score, reason}], claims: [{text, field,
 *     span: {start, end} | null, source: {id, label} | null}], findings, blocking, textDigest,
 *     at (timestamp), by {uid, email}}
 *   brandDrift {changes: [text], at (timestamp), by {uid, email}}
 *   override {reason, findings: [text]}, on a sent post (scheduledPost.override, by the
 *     scheduler's ledger) and on its send record (brands/{b}/sends/{id}), when it was sent
 *     despite blocking findings
 * Read back strictly: a record of another shape (a missing or mistyped field, a score out of
 * 0-100, an unknown criterion, a malformed claim) reads as none, never as half a review. Written
 * field by field, so nothing but these fields is ever stored.
 */

const CRITERIA: readonly AlignmentCriterion[] = ['tono', 'pilares', 'mensaje', 'audiencia'];

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isScore = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

const requesterOf = (value: unknown): GuardRequester | null =>
  isMap(value) && typeof value['uid'] === 'string' && typeof value['email'] === 'string'
    ? { uid: value['uid'], email: value['email'] }
    : null;

const criterionOf = (value: unknown): CriterionScore | null => {
  if (!isMap(value)) return null;
  const { criterion, score, reason } = value;
  const known = CRITERIA.find((name) => name === criterion);
  return known !== undefined && isScore(score) && typeof reason === 'string'
    ? { criterion: known, score, reason }
    : null;
};

const spanOf = (value: unknown): TextSpan | null | undefined => {
  if (value === null) return null;
  if (!isMap(value)) return undefined;
  const { start, end } = value;
  return isCount(start) && isCount(end) && start <= end ? { start, end } : undefined;
};

const claimOf = (value: unknown): GuardClaim | null => {
  if (!isMap(value)) return null;
  const { text, field, source } = value;
  const span = spanOf(value['span']);
  if (typeof text !== 'string' || (field !== null && typeof field !== 'string') || span === undefined) return null;
  // A claim is placed in a field, or not at all.
  if ((field === null) !== (span === null)) return null;
  if (source === null) return { text, field, span, source: null };
  if (!isMap(source) || typeof source['id'] !== 'string' || typeof source['label'] !== 'string') return null;
  return { text, field, span, source: { id: source['id'], label: source['label'] } };
};

/** Every item read, or null when one of them is not what it should be. */
const allOf = <T>(value: unknown, read: (item: unknown) => T | null): T[] | null => {
  if (!Array.isArray(value)) return null;
  const items: T[] = [];
  for (const item of value) {
    const read_ = read(item);
    if (read_ === null) return null;
    items.push(read_);
  }
  return items;
};

/** The stored review (or a history entry's fields), or null when there is none or it is not one. */
export const brandReviewFromDocument = (value: unknown): BrandReview | null => {
  const stored = fromStored(value);
  if (!isMap(stored)) return null;
  const { score, passed, findings, blocking, textDigest, at } = stored;
  const by = requesterOf(stored['by']);
  const criteria = allOf(stored['criteria'], criterionOf);
  const claims = allOf(stored['claims'], claimOf);
  if (
    !(at instanceof Date) ||
    Number.isNaN(at.getTime()) ||
    by === null ||
    !isScore(score) ||
    typeof passed !== 'boolean' ||
    !isCount(findings) ||
    !isCount(blocking) ||
    blocking > findings ||
    typeof textDigest !== 'string' ||
    criteria === null ||
    claims === null
  ) {
    return null;
  }
  return { score, passed, criteria, claims, findings, blocking, textDigest, at, by };
};

/** The stored drift mark, or null when there is none or it is not one. */
export const brandDriftFromDocument = (value: unknown): BrandDrift | null => {
  const stored = fromStored(value);
  if (!isMap(stored)) return null;
  const { at, changes } = stored;
  const by = requesterOf(stored['by']);
  if (!(at instanceof Date) || Number.isNaN(at.getTime()) || by === null || !Array.isArray(changes)) return null;
  const texts = changes.filter((change): change is string => typeof change === 'string' && change !== '');
  // A mark that names no change is no mark.
  return texts.length === 0 ? null : { changes: [...new Set(texts)], at, by };
};

/** The review's map to store (both SDKs turn the Date into a Timestamp): only its own fields. */
export const brandReviewToDocument = (review: BrandReview): Record<string, unknown> => ({
  score: review.score,
  passed: review.passed,
  criteria: review.criteria.map(({ criterion, score, reason }) => ({ criterion, score, reason })),
  claims: review.claims.map(({ text, field, span, source }) => ({
    text,
    field,
    span: span === null ? null : { start: span.start, end: span.end },
    source: source === null ? null : { id: source.id, label: source.label },
  })),
  findings: review.findings,
  blocking: review.blocking,
  textDigest: review.textDigest,
  at: new Date(review.at.getTime()),
  by: { uid: review.by.uid, email: review.by.email },
});

/** The drift mark's map to store: only its own fields. */
export const brandDriftToDocument = (drift: BrandDrift): Record<string, unknown> => ({
  changes: [...drift.changes],
  at: new Date(drift.at.getTime()),
  by: { uid: drift.by.uid, email: drift.by.email },
});

/** A send's override as stored, or null when there is none or it is not one (no reason, or findings not texts). */
export const guardOverrideFromDocument = (value: unknown): GuardOverride | null => {
  if (!isMap(value)) return null;
  const { reason, findings } = value;
  if (typeof reason !== 'string' || reason.trim() === '' || !Array.isArray(findings)) return null;
  if (!findings.every((finding): finding is string => typeof finding === 'string')) return null;
  return { reason, findings: [...findings] };
};

/** The override's map to store: only its own fields. */
export const guardOverrideToDocument = (override: GuardOverride): Record<string, unknown> => ({
  reason: override.reason,
  findings: [...override.findings],
});
