import { Messages } from '../messages.js';
import { check, type Validation } from '../validation/validation.js';
import { foldTerm } from './fold.js';

/*
 * The guard's input limits (docs/product.md, "Revisión de marca"): the reason to send despite
 * blocking findings, and a brand's own list of absolute claims.
 */

/** An override's reason, trimmed, in characters. */
export const OVERRIDE_REASON_LENGTH = { min: 10, max: 500 } as const;

/** A brand's absolute claims: at most 50 terms of 2 to 60 characters each. */
export const ABSOLUTE_CLAIMS_LIMITS = { max: 50, minLength: 2, maxLength: 60 } as const;

const length = (text: string): number => [...text].length;

/** Whether a reason, trimmed, has 10 to 500 characters (the dialog enables its button on it; the scheduler refuses otherwise). */
export const overrideReasonValidation = (reason: string): Validation => {
  const size = length(reason.trim());
  return check(
    size >= OVERRIDE_REASON_LENGTH.min && size <= OVERRIDE_REASON_LENGTH.max,
    Messages.guard.overrideReasonInvalid,
  );
};

/**
 * A brand's list of absolute claims as stored: each trimmed, the blank ones dropped, each once
 * (whatever its case and accents); null when the list breaks the limits (then the DNA form
 * shows Messages.guard.absoluteClaimsInvalid).
 */
export const normalizedAbsoluteClaims = (claims: readonly string[]): string[] | null => {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const claim of claims.map((item) => item.trim()).filter((item) => item !== '')) {
    const size = length(claim);
    if (size < ABSOLUTE_CLAIMS_LIMITS.minLength || size > ABSOLUTE_CLAIMS_LIMITS.maxLength) return null;
    const folded = foldTerm(claim);
    if (!seen.has(folded)) {
      seen.add(folded);
      kept.push(claim);
    }
  }
  return kept.length > ABSOLUTE_CLAIMS_LIMITS.max ? null : kept;
};

/** The refusal of a list of absolute claims over the limits. */
export const absoluteClaimsInvalid = (): string =>
  Messages.guard.absoluteClaimsInvalid(
    ABSOLUTE_CLAIMS_LIMITS.max,
    ABSOLUTE_CLAIMS_LIMITS.minLength,
    ABSOLUTE_CLAIMS_LIMITS.maxLength,
  );
