import type { Logger } from '../ports/logger.js';

export interface LogEntry {
  readonly level: 'info' | 'warn' | 'error';
  readonly message: string;
  readonly details?: unknown;
}

/** Keeps what the domain logged so a test can assert that a warning was (or was not) given. */
export class RecordingLogger implements Logger {
  readonly entries: LogEntry[] = [];

  info(message: string, details?: unknown): void {
    this.entries.push(details === undefined ? { level: 'info', message } : { level: 'info', message, details });
  }

  warn(message: string, details?: unknown): void {
    this.entries.push(details === undefined ? { level: 'warn', message } : { level: 'warn', message, details });
  }

  error(message: string, details?: unknown): void {
    this.entries.push(details === undefined ? { level: 'error', message } : { level: 'error', message, details });
  }

  get warnings(): readonly LogEntry[] {
    return this.entries.filter((entry) => entry.level === 'warn');
  }

  get errors(): readonly LogEntry[] {
    return this.entries.filter((entry) => entry.level === 'error');
  }

  clear(): void {
    this.entries.length = 0;
  }
}
