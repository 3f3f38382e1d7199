import { DomainError, errorText, isDomainError } from '../shared/errors.js';

/**
 * What a failed port call becomes for the user (docs/product.md, "Errors and messages"). An
 * expected refusal (a DomainError) always passes as it is; anything else (a store or network
 * fault, a defect) becomes an upstream DomainError, keeping the original as its cause, with:
 * - a catalogue message: that message ('Error al cargar los usuarios.');
 * - `{ prefix }`: the prefix followed by the failure's own text ('Error al subir la nueva imagen: {msg}');
 * - `{ fallback }`: the failure's own text, the fallback when it has none (a scheduling
 *   failure shows what the scheduler said).
 */
export type Fault = string | { readonly prefix: string } | { readonly fallback: string };

const messageFor = (fault: Fault, error: unknown): string => {
  if (typeof fault === 'string') return fault;
  if ('prefix' in fault) return `${fault.prefix}${errorText(error)}`;
  const own = errorText(error).trim();
  return own === '' ? fault.fallback : own;
};

/** Runs one port call; a failure becomes the DomainError `fault` describes. */
export const orFail = async <T>(fault: Fault, operation: () => Promise<T>): Promise<T> => {
  try {
    return await operation();
  } catch (error) {
    throw isDomainError(error) ? error : new DomainError('upstream', messageFor(fault, error), { cause: error });
  }
};

/** How one operation turns a port fault into its message: orFail with the fault fixed. */
export type Guard = <T>(operation: () => Promise<T>) => Promise<T>;

/** The guard of an operation whose port calls all fail the same way. */
export const failingWith =
  (fault: Fault): Guard =>
  (operation) =>
    orFail(fault, operation);
