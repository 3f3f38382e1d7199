import type { BrandDrift, BrandReview } from '@estudio/domain/content';
import { fromStored, toDate, toStored } from './stored-values.js';

/*
 * A requirement's brand review (`brandReview`, written by `guard/score` alone) and drift mark
 * (`brandDrift`, written by the drift marker alone), as stored (docs/product.md, "Revisión de
 * marca"). Read back strictly: a record of another shape reads as none.
 */

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const requesterOf = (value: unknown): { uid: string; email: string } | null =>
  isMap(value) && typeof value['uid'] === 'string' && typeof value['email'] === 'string'
    ? { uid: value['uid'], email: value['email'] }
    : null;

/** The stored review, or null when there is none or it is not one. */
export const brandReviewFromDocument = (value: unknown): BrandReview | null => {
  const stored = fromStored(value);
  if (!isMap(stored)) return null;
  const at = toDate(value && isMap(value) ? value['at'] : null);
  const by = requesterOf(stored['by']);
  const { score, passed, findings, blocking, textDigest } = stored;
  if (
    at === null ||
    by === null ||
    typeof score !== 'number' ||
    typeof passed !== 'boolean' ||
    typeof findings !== 'number' ||
    typeof blocking !== 'number' ||
    typeof textDigest !== 'string' ||
    !Array.isArray(stored['criteria']) ||
    !Array.isArray(stored['claims'])
  ) {
    return null;
  }
  return {
    score,
    passed,
    findings,
    blocking,
    textDigest,
    criteria: stored['criteria'] as BrandReview['criteria'],
    claims: stored['claims'] as BrandReview['claims'],
    at,
    by,
  };
};

/** The stored drift mark, or null when there is none or it is not one. */
export const brandDriftFromDocument = (value: unknown): BrandDrift | null => {
  if (!isMap(value)) return null;
  const at = toDate(value['at']);
  const by = requesterOf(value['by']);
  const changes = value['changes'];
  if (at === null || by === null || !Array.isArray(changes)) return null;
  return { changes: changes.filter((change): change is string => typeof change === 'string'), at, by };
};

/** Either record as stored (its dates as Dates, which both SDKs store as Timestamps). */
export const brandGuardToDocument = (record: BrandReview | BrandDrift | null): unknown =>
  record === null ? null : toStored(record);
