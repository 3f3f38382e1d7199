import type { BrandDrift, BrandReviewEntry } from '../guard/types.js';
import { token } from '../shared/token.js';

/*
 * The brand guard's stores (docs/product.md, "Revisión de marca"), written by the server alone.
 */

/**
 * Stores a requirement's brand review: `brandReview` of brands/{brandId}/requirements/{requirementId}
 * with `changedBy` {uid, email, at} of the entry's requester and time, and one new entry of its
 * brandReviewHistory, together or not at all.
 */
export interface BrandReviewRecorder {
  record(brandId: string, requirementId: string, entry: BrandReviewEntry): Promise<void>;
}
export const BrandReviewRecorder = token<BrandReviewRecorder>('BrandReviewRecorder');

/** A requirement's review history (what the panel shows), newest first. */
export interface BrandReviewHistory {
  list(brandId: string, requirementId: string): Promise<readonly BrandReviewEntry[]>;
}
export const BrandReviewHistory = token<BrandReviewHistory>('BrandReviewHistory');

/**
 * Marks every requirement of the brand not yet sent (no `scheduledPost`) with `brandDrift`, the
 * changes merged with those of a drift not yet reviewed (changes of both, each once; `at` and
 * `by` the new ones), stamped `changedBy`; answers how many it marked.
 */
export interface BrandDriftMarker {
  mark(brandId: string, drift: BrandDrift): Promise<number>;
}
export const BrandDriftMarker = token<BrandDriftMarker>('BrandDriftMarker');
