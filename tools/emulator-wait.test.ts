// The bounded waits of `npm start` (bounded-wait.mjs, used by scripts/start.mjs): no status check waits more
// than 10 s for one answer, and the whole wait ends at its deadline saying what was not
// ready. Driven by fake timers: these check the logic, they time nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_ATTEMPT_MS, secondsFrom, waitUntil } from './bounded-wait.mjs';

/** A probe that never answers until aborted, counting its attempts. */
const silent = () => {
  const signals: AbortSignal[] = [];
  const probe = (signal: AbortSignal) =>
    new Promise<never>((_, reject) => {
      signals.push(signal);
      signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  return { signals, probe };
};

describe('waitUntil', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('cuts an attempt at 10 s even when asked for longer', async () => {
    const { signals, probe } = silent();
    const waiting = waitUntil({ what: 'The hub', probe, attemptMs: 60_000, totalMs: 300_000 }).catch(
      (error: Error) => error,
    );
    await vi.advanceTimersByTimeAsync(MAX_ATTEMPT_MS - 1);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(300_000);
    // The last attempt ends at the deadline, sooner than 10 s.
    expect(String(await waiting)).toMatch(/The hub was not ready after 300 s \(no answer within \d s\)/);
  });

  it('asks again until ready and answers the ready detail', async () => {
    let calls = 0;
    const waiting = waitUntil({
      what: 'The web server',
      totalMs: 60_000,
      probe: () => Promise.resolve({ ready: (calls += 1) === 3, detail: `attempt ${calls}` }),
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await waiting).toBe('attempt 3');
    expect(calls).toBe(3);
  });

  it("ends at the deadline with the last attempt's detail", async () => {
    const waiting = waitUntil({
      what: 'The Functions emulator',
      totalMs: 30_000,
      probe: () => Promise.resolve({ ready: false, detail: 'functions loaded: 0' }),
    }).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(String(await waiting)).toContain('The Functions emulator was not ready after 30 s (functions loaded: 0)');
  });

  it('ends at once when what it waits for has stopped', async () => {
    const waiting = waitUntil({
      what: 'The emulators',
      totalMs: 300_000,
      probe: () => Promise.resolve({ ready: false }),
      gone: () => 'firebase emulators:start exited (code 1)',
    }).catch((error: Error) => error);
    expect(String(await waiting)).toContain(
      'The emulators stopped before it was ready: firebase emulators:start exited',
    );
  });
});

describe('secondsFrom', () => {
  it('reads a positive number of seconds, else the default', () => {
    expect(secondsFrom('45', 300)).toBe(45_000);
    expect(secondsFrom(undefined, 300)).toBe(300_000);
    expect(secondsFrom('soon', 300)).toBe(300_000);
    expect(secondsFrom('-1', 300)).toBe(300_000);
  });
});
