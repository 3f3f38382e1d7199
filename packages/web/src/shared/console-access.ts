import type { SessionUseCases } from '@estudio/domain/accounts';
import type { Container } from 'inversify';

/**
 * What the app starts with. The login and reset-password routes need only `sessions`; the
 * console's container (Firestore, Storage, the endpoints, every other use case) is loaded
 * by `loadConsole`, which the first read after sign-in calls.
 */
export interface ConsoleAccess {
  readonly sessions: SessionUseCases;
  /** The same promise on every call once started. */
  readonly loadConsole: () => Promise<Container>;
}
