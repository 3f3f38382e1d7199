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
