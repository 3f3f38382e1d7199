import { Messages } from '../messages.js';
import type { Requirement } from '../requirements/requirement.js';
import { guardTextDigest } from './pieces.js';
import type { GuardStatusReport } from './types.js';

type GuardedRequirement = Pick<
  Requirement,
  'title' | 'caption' | 'suggestedWords' | 'scripts' | 'article' | 'brandReview' | 'brandDrift'
>;

/**
 * What the list, the calendar and the panel say of a piece (docs/product.md, "Revisión de
 * marca"): 'revisar' when the DNA or the guide changed after its last score (or it has drift
 * and no score), or its texts changed since the score; 'sin-revisar' when never scored;
 * otherwise the score's verdict.
 */
export const guardStatus = (requirement: GuardedRequirement): GuardStatusReport => {
  const review = requirement.brandReview ?? null;
  const drift = requirement.brandDrift ?? null;
  const textChanged = review !== null && review.textDigest !== guardTextDigest(requirement);
  const drifted = drift !== null && (review === null || drift.at.getTime() > review.at.getTime());
  if (drifted || textChanged) {
    return {
      status: 'revisar',
      changes: [...(drifted ? drift.changes : []), ...(textChanged ? [Messages.guard.textChanged] : [])],
    };
  }
  if (review === null) return { status: 'sin-revisar', changes: [] };
  return { status: review.passed ? 'pasa' : 'no-pasa', changes: [] };
};
