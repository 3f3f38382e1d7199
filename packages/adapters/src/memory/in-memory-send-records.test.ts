import { InMemorySendRecords } from '@estudio/domain/testing';
import { describe, expect, it } from 'vitest';
import { describeSendRecordsContract } from '../contracts/send-records.contract.js';

describeSendRecordsContract('InMemorySendRecords', async () => ({ sends: new InMemorySendRecords() }));

describe('InMemorySendRecords can be told to fail', () => {
  it('fails the next record, list or latest, then works again', async () => {
    const sends = new InMemorySendRecords();
    for (const operation of ['list', 'latest'] as const) {
      sends.failNext(operation);
      await expect(operation === 'list' ? sends.list('b', 1) : sends.latest('b', 'r')).rejects.toThrow();
    }
    expect(await sends.list('b', 1)).toEqual([]);
  });
});
