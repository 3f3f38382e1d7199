import type { ContentReview, ReviewAction, ReviewState, ReviewStep } from '@estudio/domain/requirements';
import { fromStored, toDate, toStored } from './stored-values.js';

/*
 * A piece's review (`review` on a requirement or a guide; docs/product.md, "Approval") as
 * stored: `{state, version, parts, comment, history: [{action, uid, email, at, version, comment}]}`.
 * Written only by the review commands (Admin SDK); read back strictly: a record of another
 * shape reads as none, so a piece never counts as approved by accident.
 */

const STATES: readonly ReviewState[] = ['en-revision', 'aprobado', 'cambios-solicitados'];
const ACTIONS: readonly ReviewAction[] = ['submit', 'approve', 'request-changes'];

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const stepFromDocument = (value: unknown): ReviewStep | null => {
  if (!isMap(value)) return null;
  const action = ACTIONS.find((known) => known === value['action']);
  const [uid, email, version, comment] = ['uid', 'email', 'version', 'comment'].map((field) => text(value[field]));
  const at = toDate(value['at']);
  if (action === undefined || uid == null || email == null || version == null || at === null) return null;
  return { action, uid, email, at, version, comment: comment ?? '' };
};

/** The stored review, or null when there is none or it is not one. */
export const reviewFromDocument = (value: unknown): ContentReview | null => {
  if (!isMap(value)) return null;
  const state = STATES.find((known) => known === value['state']);
  const version = text(value['version']);
  const parts = fromStored(value['parts']);
  if (state === undefined || version === null || !isMap(parts)) return null;
  const history = Array.isArray(value['history']) ? value['history'].map(stepFromDocument) : [];
  return {
    state,
    version,
    parts: Object.fromEntries(
      Object.entries(parts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
    comment: text(value['comment']) ?? '',
    history: history.filter((step): step is ReviewStep => step !== null),
  };
};

/** The review as stored (its dates as Dates, which both SDKs store as Timestamps). */
export const reviewToDocument = (review: ContentReview | null): unknown => (review === null ? null : toStored(review));
