import type { Logger } from '@estudio/domain/shared';

/** The domain's log lines on stderr: warnings and errors always, the audit trail with --verbose. */
export class StderrLogger implements Logger {
  constructor(
    private readonly write: (text: string) => void,
    private readonly verbose: boolean,
  ) {}

  info(message: string, details?: unknown): void {
    if (this.verbose) this.write(`info: ${message}${suffix(details)}\n`);
  }

  warn(message: string, details?: unknown): void {
    this.write(`aviso: ${message}${suffix(details)}\n`);
  }

  error(message: string, details?: unknown): void {
    this.write(`error: ${message}${suffix(details)}\n`);
  }
}

const suffix = (details: unknown): string => {
  if (details === undefined) return '';
  try {
    return ` ${JSON.stringify(details)}`;
  } catch {
    return '';
  }
};
