import type { Firestore, Transaction } from 'firebase-admin/firestore';

/** How many more times a transaction closed under contention is run. */
const CLOSED_RETRIES = 5;

/** gRPC INVALID_ARGUMENT (3) with the Firestore emulator's words for a transaction it closed. */
export const isClosedTransaction = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { readonly code?: unknown; readonly message?: unknown };
  return code === 3 && typeof message === 'string' && /transaction is invalid or closed/i.test(message);
};

/**
 * `db.runTransaction`, plus a retry for one answer the SDK gives up on. When two transactions
 * contend for a document, the Firestore emulator (npm start's stack, the emulator suites) can
 * close one and answer its next call INVALID_ARGUMENT 'Transaction is invalid or closed'.
 * Production answers ABORTED there, and the SDK already retries that. A closed transaction
 * committed nothing, so running the update again (it reads afresh) is safe. Every admin
 * adapter's transaction goes through here.
 */
export const runTransaction = async <T>(
  db: Firestore,
  update: (transaction: Transaction) => Promise<T>,
): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.runTransaction(update);
    } catch (error) {
      if (attempt >= CLOSED_RETRIES || !isClosedTransaction(error)) throw error;
    }
  }
};
