import { DomainError, isDomainError } from '../shared/errors.js';

/**
 * An expected refusal (DomainError) as it is; anything else (a store or network fault, a
 * defect) as an upstream DomainError with the operation's catalogue message and the
 * original as its cause.
 */
export const asDomainError = (error: unknown, message: string): DomainError =>
  isDomainError(error) ? error : new DomainError('upstream', message, { cause: error });

/** Runs one port call; a failure becomes asDomainError(failure, message). */
export const orFail = async <T>(message: string, operation: () => Promise<T>): Promise<T> => {
  try {
    return await operation();
  } catch (error) {
    throw asDomainError(error, message);
  }
};

/** The text of whatever was thrown, for the messages that end with the failure's reason. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Like orFail, for the catalogue messages that end with the reason ('Error al subir la
 * nueva imagen: {msg}'): a DomainError passes through, anything else becomes
 * prefix + its message.
 */
export const orFailWithReason = async <T>(prefix: string, operation: () => Promise<T>): Promise<T> => {
  try {
    return await operation();
  } catch (error) {
    if (isDomainError(error)) throw error;
    throw new DomainError('upstream', `${prefix}${reasonOf(error)}`, { cause: error });
  }
};

/**
 * For failures whose own text is what the user sees (docs/product.md, "Errors and messages":
 * a scheduling failure shows the thrown message); a failure without text gets the fallback.
 */
export const orFailWithOwnMessage = async <T>(fallback: string, operation: () => Promise<T>): Promise<T> => {
  try {
    return await operation();
  } catch (error) {
    if (isDomainError(error)) throw error;
    const reason = reasonOf(error).trim();
    throw new DomainError('upstream', reason === '' ? fallback : reason, { cause: error });
  }
};

/** How one operation turns a port fault into its catalogue message. */
export type Guard = <T>(operation: () => Promise<T>) => Promise<T>;

/** Faults become the operation's fixed message. */
export const failingWith =
  (message: string): Guard =>
  (operation) =>
    orFail(message, operation);

/** Faults become the operation's prefix followed by their reason. */
export const failingWithReason =
  (prefix: string): Guard =>
  (operation) =>
    orFailWithReason(prefix, operation);

/** Faults become their own text (the fallback when they have none). */
export const failingWithOwnMessage =
  (fallback: string): Guard =>
  (operation) =>
    orFailWithOwnMessage(fallback, operation);
