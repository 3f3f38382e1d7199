import type { Clock } from '../shared/clock.js';

/** The default instant: a fixed, readable moment so tests never depend on the wall clock. */
const DEFAULT_NOW = '2026-01-15T15:00:00.000Z';

/** A Clock that only moves when a test moves it. */
export class FixedClock implements Clock {
  private current: number;

  constructor(initial: Date | string = DEFAULT_NOW) {
    this.current = new Date(initial).getTime();
  }

  /** A fresh Date each time, so callers cannot move the clock by mutating it. */
  now(): Date {
    return new Date(this.current);
  }

  set(date: Date | string): void {
    this.current = new Date(date).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
