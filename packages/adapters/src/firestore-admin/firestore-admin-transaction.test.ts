// The admin adapters' transaction runner: the SDK's runTransaction, run again when the
// Firestore emulator closed the transaction under contention, and only then.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { isClosedTransaction, runTransaction } from './firestore-admin-transaction.js';

/** The error the emulator's gRPC answer becomes in the SDK. */
const closed = () => Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3 });

/** A db whose runTransaction fails with each given error in turn, then runs the update. */
const dbFailing = (...errors: Error[]) => {
  const runs = vi.fn(async (update: (transaction: Transaction) => Promise<unknown>) => {
    const error = errors.shift();
    if (error !== undefined) throw error;
    return update({} as Transaction);
  });
  return { db: { runTransaction: runs } as unknown as Firestore, runs };
};

describe('runTransaction (admin adapters)', () => {
  it('runs the update again after the emulator closed the transaction, and answers its result', async () => {
    const { db, runs } = dbFailing(closed(), closed());
    await expect(runTransaction(db, async () => 'hecho')).resolves.toBe('hecho');
    expect(runs).toHaveBeenCalledTimes(3);
  });

  it('passes any other failure on at once', async () => {
    const refused = Object.assign(new Error('3 INVALID_ARGUMENT: Document too large.'), { code: 3 });
    const { db, runs } = dbFailing(refused);
    await expect(runTransaction(db, async () => 'hecho')).rejects.toBe(refused);
    expect(runs).toHaveBeenCalledTimes(1);
  });

  it('gives up after five more runs, with the last failure', async () => {
    const last = closed();
    const { db, runs } = dbFailing(closed(), closed(), closed(), closed(), closed(), last, closed());
    await expect(runTransaction(db, async () => 'hecho')).rejects.toBe(last);
    expect(runs).toHaveBeenCalledTimes(6);
  });

  it('knows the closed transaction by its code and words only', () => {
    expect(isClosedTransaction(closed())).toBe(true);
    expect(isClosedTransaction(Object.assign(new Error('Transaction is invalid or closed.'), { code: 10 }))).toBe(
      false,
    );
    expect(isClosedTransaction(new Error('Transaction is invalid or closed.'))).toBe(false);
    expect(isClosedTransaction('Transaction is invalid or closed.')).toBe(false);
    expect(isClosedTransaction(null)).toBe(false);
  });
});
