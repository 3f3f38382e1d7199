// Doubles shared by the command tables' tests: a use case that answers what it was asked, and
// the refusal a body reader threw.
import { isDomainError } from '../shared/errors.js';

/** A use case whose every method answers {method, args}: what a command handed it. */
export const recordingUseCase = <UC>(): UC =>
  new Proxy(
    {},
    {
      get:
        (_, method) =>
        (...args: unknown[]) =>
          Promise.resolve({ method, args }),
    },
  ) as UC;

/** The message and field of the validation refusal `read` threw (a test fails on anything else). */
export const bodyRefusalOf = (read: () => unknown): { message: string; field: unknown } => {
  try {
    read();
  } catch (error) {
    if (isDomainError(error) && error.kind === 'validation') {
      return { message: error.message, field: (error.details as { field?: unknown } | undefined)?.field };
    }
    throw error;
  }
  throw new Error('expected a refusal');
};
