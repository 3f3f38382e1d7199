import type { Clock } from '@estudio/domain/shared';

/** The machine's wall clock: the one place the product reads real time. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
