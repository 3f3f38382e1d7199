/** Why an operation was refused; adapters and screens map the kind to a status or a dialog. */
export type DomainErrorKind =
  | 'validation'
  | 'not-found'
  | 'forbidden'
  | 'conflict'
  | 'invalid-ai-answer'
  | 'upstream'
  /** Too many costly calls in a short time (the per-user AI quota, docs/product.md "Content commands"). */
  | 'rate-limited'
  /** The user stopped it (an upload's 'Cancelar subida'): nothing was stored, and it is no failure to report. */
  | 'cancelled';

/**
 * An expected failure with the exact Spanish text the user must see. Anything that is not
 * a DomainError is a defect or an infrastructure fault, and callers wrap it in the
 * message of the operation that failed.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/**
 * Refuses an answer with nothing to act on: a stored proposal or kept state someone accepted, discarded or undid
 * meanwhile, or changed since (a 'conflict', 409 on the wire).
 */
export const refuseConflict = (message: string): never => {
  throw new DomainError('conflict', message);
};

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

/**
 * The text of whatever was thrown: an Error's message, anything else as a string (a value that
 * cannot be one, such as an object whose toString is not a function, by its tag).
 */
export const errorText = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  try {
    return String(error);
  } catch {
    return Object.prototype.toString.call(error);
  }
};
