import type { ImageValidation } from '../requirements/requirement.js';
import { token } from '../shared/token.js';

/*
 * The server's ports around the model calls (docs/product.md, "Content commands"): the per-user
 * call quota the functions spend one unit of before each model call, and the record of a design
 * validation with its history.
 */

/** What taking one unit of a caller's quota answered. */
export type QuotaDecision =
  | { readonly allowed: true }
  /** Refused: the caller may try again after this many seconds (at least 1). */
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * The per-user, per-minute budget of AI calls (AI calls cost money). `take` spends one unit
 * of `uid`'s budget in one atomic step, or refuses when the minute's budget is spent. The
 * adapter knows the limit (ESTUDIO_AI_CALLS_PER_MINUTE); the window arithmetic is the
 * domain's (ai/call-quota.ts).
 */
export interface AiCallQuota {
  take(uid: string, now: Date): Promise<QuotaDecision>;
}
export const AiCallQuota = token<AiCallQuota>('AiCallQuota');

/** Who asked for a validation. */
export interface ValidationRequester {
  readonly uid: string;
  readonly email: string;
}

/** One design validation of one carousel card, as the server stores it. */
export interface DesignValidationEntry extends ImageValidation {
  /** The card, 0-2. */
  readonly index: number;
  /** The image that was judged (the card's imagesAIUrl at that moment). */
  readonly imageUrl: string;
  readonly at: Date;
  readonly by: ValidationRequester;
}

/**
 * Stores the result of a card's design validation: `validation.{index}` of
 * brands/{brandId}/requirements/{requirementId} (that card's entry only, the others
 * untouched) with `changedBy` {uid, email, at} of the entry's requester and time, and one
 * new entry of its validationHistory, together or not at all.
 */
export interface DesignValidationRecorder {
  record(brandId: string, requirementId: string, entry: DesignValidationEntry): Promise<void>;
}
export const DesignValidationRecorder = token<DesignValidationRecorder>('DesignValidationRecorder');

/** The alignment history of one card (what the carousel screen shows), newest first. */
export interface DesignValidationHistory {
  list(brandId: string, requirementId: string, index: number): Promise<readonly DesignValidationEntry[]>;
}
export const DesignValidationHistory = token<DesignValidationHistory>('DesignValidationHistory');
