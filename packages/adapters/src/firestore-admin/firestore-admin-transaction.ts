import type { Firestore, Transaction } from 'firebase-admin/firestore';

/**
 * How many times, at most, an admin transaction's update runs before the store's contention
 * refusal is passed on: 12, the SDK's own retries included. With the waits below (50 ms
 * doubling to at most 2 s, jittered) that is up to about 13 s of waiting, well inside a
 * content function's 300 s, and enough for 10 people editing one brand's requirements at once
 * (docs/product.md, "Content commands": concurrent edits never surface as an error).
 */
export const TRANSACTION_ATTEMPTS = 12;
/** The first wait before running again, in milliseconds; each next one doubles it. */
export const TRANSACTION_BACKOFF_BASE_MS = 50;
/** The longest wait between two runs, in milliseconds. */
export const TRANSACTION_BACKOFF_MAX_MS = 2000;

/** gRPC ABORTED. */
const ABORTED = 10;
/** gRPC INVALID_ARGUMENT. */
const INVALID_ARGUMENT = 3;

const codeAndMessage = (error: unknown): { code: unknown; message: string } | null => {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { readonly code?: unknown; readonly message?: unknown };
  return { code, message: typeof message === 'string' ? message : '' };
};

/** gRPC INVALID_ARGUMENT (3) with the Firestore emulator's words for a transaction it closed. */
export const isClosedTransaction = (error: unknown): boolean => {
  const found = codeAndMessage(error);
  return found !== null && found.code === INVALID_ARGUMENT && /transaction is invalid or closed/i.test(found.message);
};

/**
 * A refusal that only says another transaction held the documents: ABORTED (production's
 * answer to contention, and the emulator's lock timeout), a 'lock timeout' or 'Too much
 * contention' however coded, or the emulator's closed transaction. Such a transaction
 * committed nothing, so running it again (it reads afresh) is safe.
 */
export const isContention = (error: unknown): boolean => {
  const found = codeAndMessage(error);
  if (found === null) return false;
  return (
    found.code === ABORTED || /lock timeout|too much contention/i.test(found.message) || isClosedTransaction(error)
  );
};

/** The wait before run number `attempt` + 1 (attempt counts from 1): exponential, capped, jittered. */
export const backoffMs = (attempt: number, random: () => number = Math.random): number => {
  const ceiling = Math.min(TRANSACTION_BACKOFF_MAX_MS, TRANSACTION_BACKOFF_BASE_MS * 2 ** (attempt - 1));
  // Half the ceiling for sure, the other half at random: waits grow, and contenders spread out.
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
};

export interface TransactionRetryOptions {
  /** Waits (tests pass a recorder). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** The jitter's source, in [0, 1). */
  readonly random?: () => number;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `db.runTransaction`, run again while the store refuses it for contention (isContention),
 * with exponential backoff and jitter, until the update has run TRANSACTION_ATTEMPTS times in
 * all: the SDK is given the attempts left as its own maxAttempts (it retries ABORTED itself),
 * and every run of the update counts. Any other failure (a guard's refusal, a missing
 * document) is passed on at once; after the last attempt, the last refusal. Every admin
 * adapter's transaction goes through here.
 */
export const runTransaction = async <T>(
  db: Firestore,
  update: (transaction: Transaction) => Promise<T>,
  options: TransactionRetryOptions = {},
): Promise<T> => {
  const sleep = options.sleep ?? pause;
  let runs = 0;
  const counted = (transaction: Transaction): Promise<T> => {
    runs += 1;
    return update(transaction);
  };
  for (let attempts = 0; ;) {
    const before = runs;
    try {
      return await db.runTransaction(counted, { maxAttempts: TRANSACTION_ATTEMPTS - attempts });
    } catch (error) {
      // A refusal before the update ran (the commit's, a begin's) still spends one attempt.
      attempts += Math.max(1, runs - before);
      if (attempts >= TRANSACTION_ATTEMPTS || !isContention(error)) throw error;
      await sleep(backoffMs(attempts, options.random));
    }
  }
};
