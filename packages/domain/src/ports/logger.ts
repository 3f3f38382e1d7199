import { token } from '../shared/token.js';

/** Where the domain reports what it only logs (e.g. a missing permissions configuration). */
export interface Logger {
  /** What happened, for an audit trail (e.g. an administrator disabled a user). */
  info(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}
export const Logger = token<Logger>('Logger');
