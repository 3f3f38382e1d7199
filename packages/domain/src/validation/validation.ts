import { DomainError } from '../shared/errors.js';

/** The outcome of one input rule: valid, or the exact Spanish text to show. */
export type Validation = { readonly ok: true } | { readonly ok: false; readonly message: string };

export const VALID: Validation = { ok: true };

export const invalid = (message: string): Validation => ({ ok: false, message });

/** Valid when the condition holds, otherwise the given message. */
export const check = (condition: boolean, message: string): Validation => (condition ? VALID : invalid(message));

/** The first failure among rules checked in order, so the user sees one message at a time. */
export const firstFailure = (...validations: readonly Validation[]): Validation =>
  validations.find((validation) => !validation.ok) ?? VALID;

/** Use cases call this before any I/O: a refused input never reaches a port. */
export function assertValid(validation: Validation): void {
  if (!validation.ok) throw new DomainError('validation', validation.message);
}

/** True for a string with something other than white space. */
export const isFilled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';
