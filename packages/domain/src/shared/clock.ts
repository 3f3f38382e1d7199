import { token } from './token.js';

/** The source of "now": injected so that every time-dependent rule is deterministic. */
export interface Clock {
  now(): Date;
}
export const Clock = token<Clock>('Clock');
