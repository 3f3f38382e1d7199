import { isDomainError } from '@estudio/domain/shared';

/** Exit codes: 0 done, 1 failed, 2 bad usage. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** A command given wrongly (missing --yes, an unknown key…): exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A refusal or failure the command already explains: exit 1. */
export class CommandFailed extends Error {
  override readonly name = 'CommandFailed';
  /** Quiet: the command already said everything (e.g. `permissions check` answering no). */
  readonly quiet: boolean;
  constructor(message: string, options: { readonly quiet?: boolean } = {}) {
    super(message);
    this.quiet = options.quiet === true;
  }
}

/** The text to show for an error: a DomainError's catalogue message plus its reason, if any. */
export const describeError = (error: unknown): string => {
  if (isDomainError(error)) {
    const details = (error.details ?? {}) as { reason?: unknown; unknown?: unknown; valid?: unknown };
    const extra: string[] = [];
    if (typeof details.reason === 'string' && details.reason !== error.message) extra.push(details.reason);
    if (Array.isArray(details.unknown)) extra.push(`códigos desconocidos: ${details.unknown.join(', ')}`);
    if (Array.isArray(details.valid)) extra.push(`válidos: ${details.valid.join(', ')}`);
    return [error.message, ...extra].join(' — ');
  }
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
  }
  return String(error);
};
