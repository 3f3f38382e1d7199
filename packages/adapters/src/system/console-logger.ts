import type { Logger } from '@estudio/domain/shared';

/** Writes what the domain only logs to the console (browser devtools, server logs). */
export class ConsoleLogger implements Logger {
  constructor(private readonly sink: Pick<Console, 'info' | 'warn' | 'error'> = console) {}

  info(message: string, details?: unknown): void {
    if (details === undefined) this.sink.info(message);
    else this.sink.info(message, details);
  }

  warn(message: string, details?: unknown): void {
    if (details === undefined) this.sink.warn(message);
    else this.sink.warn(message, details);
  }

  error(message: string, details?: unknown): void {
    if (details === undefined) this.sink.error(message);
    else this.sink.error(message, details);
  }
}
