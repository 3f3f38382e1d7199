import type { Logger } from '@estudio/domain/shared';

/** A Logger that keeps what it was told, for assertions. */
export class RecordingLogger implements Logger {
  readonly entries: { level: 'info' | 'warn' | 'error'; message: string; details: unknown }[] = [];
  info(message: string, details?: unknown): void {
    this.entries.push({ level: 'info', message, details });
  }
  warn(message: string, details?: unknown): void {
    this.entries.push({ level: 'warn', message, details });
  }
  error(message: string, details?: unknown): void {
    this.entries.push({ level: 'error', message, details });
  }
}

export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
