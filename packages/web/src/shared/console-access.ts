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
  /**
   * True when this browser keeps nobody signed in, known before the sign-in service's code
   * has arrived: the first sign-in state is then "signed out" and the login page draws at
   * once. Absent, or false: the first state is the service's own.
   */
  readonly startsSignedOut?: Promise<boolean>;
}
