// Bounded waits for `npm start` (scripts/start.mjs) and the seed's AI status check: every
// probe attempt is cut at MAX_ATTEMPT_MS at most, and the whole wait at a deadline, after
// which the caller says what was not ready and what the last attempt saw
// (emulator-wait.test.ts).

/** No status check waits longer than this for one answer. */
export const MAX_ATTEMPT_MS = 10_000;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks `probe(signal)` until it answers { ready: true }: each attempt is aborted after
 * `attemptMs` (at most MAX_ATTEMPT_MS), attempts are `intervalMs` apart, and after `totalMs`
 * it throws "<what> was not ready after N s (<the last attempt's detail>)". `gone()` answers
 * a reason when what is awaited has stopped (a process that exited): the wait ends at once
 * with it. Answers the ready attempt's detail.
 * @param {{
 *   what: string,
 *   probe: (signal: AbortSignal) => Promise<{ ready: boolean, detail?: string }>,
 *   totalMs: number,
 *   attemptMs?: number,
 *   intervalMs?: number,
 *   gone?: () => string | null,
 *   now?: () => number,
 *   sleep?: (ms: number) => Promise<unknown>,
 * }} options
 * @returns {Promise<string | undefined>}
 */
export const waitUntil = async ({
  what,
  probe,
  totalMs,
  attemptMs = 5_000,
  intervalMs = 1_000,
  gone = () => null,
  now = () => Date.now(),
  sleep = pause,
}) => {
  const perAttempt = Math.min(attemptMs, MAX_ATTEMPT_MS);
  const deadline = now() + totalMs;
  let last = 'no answer yet';
  for (;;) {
    const stopped = gone();
    if (stopped !== null) throw new Error(`${what} stopped before it was ready: ${stopped}`);
    const left = deadline - now();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), Math.max(1, Math.min(perAttempt, left)));
    try {
      const answer = await probe(controller.signal);
      if (answer.ready) return answer.detail;
      last = answer.detail ?? 'not ready';
    } catch (error) {
      last = controller.signal.aborted
        ? `no answer within ${Math.round(Math.min(perAttempt, left) / 1000)} s`
        : String(error?.cause?.code ?? error?.message ?? error);
    } finally {
      clearTimeout(timer);
    }
    if (now() + intervalMs >= deadline) {
      throw new Error(`${what} was not ready after ${Math.round(totalMs / 1000)} s (${last}).`);
    }
    await sleep(intervalMs);
  }
};

/** A probe of an HTTP GET: `accept(status, body)` says whether it is ready, and why not. */
export const httpProbe =
  (url, accept = (status) => ({ ready: status >= 200 && status < 400, detail: `HTTP ${status}` })) =>
  async (signal) => {
    const response = await fetch(url, { signal });
    const body = await response.text();
    return accept(response.status, body);
  };

/** Reads an environment value in seconds as milliseconds, `fallback` seconds when unset or not a positive number. */
export const secondsFrom = (value, fallback) => {
  const seconds = Number(value);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : fallback) * 1000;
};
