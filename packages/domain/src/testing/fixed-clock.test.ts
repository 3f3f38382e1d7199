import { describe, expect, it } from 'vitest';
import { FixedClock } from './fixed-clock.js';

describe('FixedClock', () => {
  it('stays still until advanced or set', () => {
    const clock = new FixedClock('2026-01-01T00:00:00.000Z');
    expect(clock.now()).toEqual(clock.now());
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:01:30.000Z');
    clock.set(new Date('2026-06-30T12:00:00.000Z'));
    expect(clock.now().toISOString()).toBe('2026-06-30T12:00:00.000Z');
  });

  it('hands out Dates whose mutation does not move the clock', () => {
    const clock = new FixedClock('2026-01-01T00:00:00.000Z');
    clock.now().setFullYear(1999);
    expect(clock.now().getUTCFullYear()).toBe(2026);
  });
});
