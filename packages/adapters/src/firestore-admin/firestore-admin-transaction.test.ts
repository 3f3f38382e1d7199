// The admin adapters' transaction runner: the SDK's runTransaction, run again with backoff
// while the store refuses it for contention, and only then, within TRANSACTION_ATTEMPTS runs.
import type { Firestore, ReadWriteTransactionOptions, Transaction } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import {
  backoffMs,
  isClosedTransaction,
  isContention,
  runTransaction,
  TRANSACTION_ATTEMPTS,
  TRANSACTION_BACKOFF_BASE_MS,
  TRANSACTION_BACKOFF_MAX_MS,
} from './firestore-admin-transaction.js';

/** The errors the store's gRPC answers become in the SDK. */
const closed = () => Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3 });
const aborted = () =>
  Object.assign(new Error('10 ABORTED: Aborted due to cross-transaction contention.'), { code: 10 });
const lockTimeout = () => Object.assign(new Error('Transaction lock timeout'), { code: 2 });
const tooMuchContention = () =>
  Object.assign(new Error('Too much contention on these documents. Please try again.'), { code: 8 });

/**
 * A db whose runTransaction fails with each given error in turn (the update not run), then
 * runs the update; `runsPerCall` says how many times the SDK itself ran the update before a
 * failure (its own retries of ABORTED, at most the maxAttempts it was given).
 */
const dbFailing = (errors: Error[], runsPerCall = 0) => {
  const options: (ReadWriteTransactionOptions | undefined)[] = [];
  const runs = vi.fn(
    async (update: (transaction: Transaction) => Promise<unknown>, given?: ReadWriteTransactionOptions) => {
      options.push(given);
      const error = errors.shift();
      if (error !== undefined) {
        const sdkRuns = Math.min(runsPerCall, given?.maxAttempts ?? runsPerCall);
        for (let run = 0; run < sdkRuns; run += 1) await update({} as Transaction);
        throw error;
      }
      return update({} as Transaction);
    },
  );
  return { db: { runTransaction: runs } as unknown as Firestore, runs, options };
};

/** A sleep that only records how long it was asked to wait. */
const recordingSleep = () => {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
};

describe('runTransaction (admin adapters)', () => {
  it.each([
    ['ABORTED', aborted],
    ['a lock timeout', lockTimeout],
    ['too much contention', tooMuchContention],
    ['the emulator’s closed transaction', closed],
  ])('runs the update again after %s, and answers its result', async (_case, refusal) => {
    const { db, runs } = dbFailing([refusal(), refusal()]);
    const { waits, sleep } = recordingSleep();
    await expect(runTransaction(db, async () => 'hecho', { sleep })).resolves.toBe('hecho');
    expect(runs).toHaveBeenCalledTimes(3);
    expect(waits).toHaveLength(2);
  });

  it('passes any other failure on at once, without waiting', async () => {
    for (const refused of [
      Object.assign(new Error('3 INVALID_ARGUMENT: Document too large.'), { code: 3 }),
      Object.assign(new Error('7 PERMISSION_DENIED'), { code: 7 }),
      new Error('El requerimiento no existe.'),
    ]) {
      const { db, runs } = dbFailing([refused]);
      const { waits, sleep } = recordingSleep();
      await expect(runTransaction(db, async () => 'hecho', { sleep })).rejects.toBe(refused);
      expect(runs).toHaveBeenCalledTimes(1);
      expect(waits).toEqual([]);
    }
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} attempts in all, with the last refusal`, async () => {
    const refusals = Array.from({ length: TRANSACTION_ATTEMPTS - 1 }, aborted);
    const last = closed();
    const { db, runs } = dbFailing([...refusals, last, aborted()]);
    const { waits, sleep } = recordingSleep();
    await expect(runTransaction(db, async () => 'hecho', { sleep })).rejects.toBe(last);
    expect(runs).toHaveBeenCalledTimes(TRANSACTION_ATTEMPTS);
    expect(waits).toHaveLength(TRANSACTION_ATTEMPTS - 1);
  });

  it('counts the SDK’s own runs of the update, and hands it the attempts left as its maxAttempts', async () => {
    // Each call of the SDK runs the update 5 times before it gives up with ABORTED.
    const { db, runs, options } = dbFailing([aborted(), aborted(), aborted()], 5);
    let updates = 0;
    const { sleep } = recordingSleep();
    await expect(
      runTransaction(
        db,
        async () => {
          updates += 1;
          return 'hecho';
        },
        { sleep },
      ),
    ).rejects.toMatchObject({ code: 10 });
    // 5 + 5 runs, then the third call has 2 attempts left and uses them: 12 in all.
    expect(options.map((given) => given?.maxAttempts)).toEqual([
      TRANSACTION_ATTEMPTS,
      TRANSACTION_ATTEMPTS - 5,
      TRANSACTION_ATTEMPTS - 10,
    ]);
    expect(runs).toHaveBeenCalledTimes(3);
    expect(updates).toBe(TRANSACTION_ATTEMPTS);
  });

  it('waits longer each time, up to the cap, half of each wait at random', async () => {
    const { db } = dbFailing(Array.from({ length: TRANSACTION_ATTEMPTS - 1 }, aborted));
    const { waits, sleep } = recordingSleep();
    await runTransaction(db, async () => 'hecho', { sleep, random: () => 0.5 });
    for (let index = 1; index < waits.length; index += 1) {
      expect(waits[index]).toBeGreaterThanOrEqual(waits[index - 1] ?? 0);
    }
    expect(waits[1]).toBeGreaterThan(waits[0] ?? 0);
    expect(waits.at(-1)).toBe(Math.round(TRANSACTION_BACKOFF_MAX_MS * 0.75));
    expect(waits[0]).toBe(Math.round(TRANSACTION_BACKOFF_BASE_MS * 0.75));
    // Jitter: between half the ceiling and the whole of it.
    for (let attempt = 1; attempt <= TRANSACTION_ATTEMPTS; attempt += 1) {
      const ceiling = Math.min(TRANSACTION_BACKOFF_MAX_MS, TRANSACTION_BACKOFF_BASE_MS * 2 ** (attempt - 1));
      expect(backoffMs(attempt, () => 0)).toBe(Math.round(ceiling / 2));
      expect(backoffMs(attempt, () => 0.999999)).toBeLessThanOrEqual(ceiling);
    }
  });

  it('knows contention by its code or words, and the closed transaction by its code and words only', () => {
    expect(isClosedTransaction(closed())).toBe(true);
    expect(isClosedTransaction(Object.assign(new Error('Transaction is invalid or closed.'), { code: 10 }))).toBe(
      false,
    );
    expect(isClosedTransaction(new Error('Transaction is invalid or closed.'))).toBe(false);
    expect(isClosedTransaction('Transaction is invalid or closed.')).toBe(false);
    expect(isClosedTransaction(null)).toBe(false);

    for (const refusal of [aborted(), lockTimeout(), tooMuchContention(), closed()]) {
      expect(isContention(refusal)).toBe(true);
    }
    expect(isContention(Object.assign(new Error('ABORTED'), { code: 10 }))).toBe(true);
    expect(isContention(Object.assign(new Error('Document too large.'), { code: 3 }))).toBe(false);
    expect(isContention(new Error('El documento no existe.'))).toBe(false);
    expect(isContention('lock timeout')).toBe(false);
    expect(isContention(undefined)).toBe(false);
  });
});
