import type { SendHistory, SendRecorder } from '../ports/scheduling.js';
import type { NewSendRecord, SendRecord } from '../scheduling/send-record.js';
import { copy } from './copy.js';
import { FailureHook } from './failure-hook.js';

export type SendRecordsOperation = 'record' | 'list' | 'latest';

/**
 * brands/{brandId}/sends in memory: appended under ids send-1, send-2…, read newest first (two
 * records of the same instant: the later written first), as the Firestore adapters read them.
 */
export class InMemorySendRecords implements SendRecorder, SendHistory {
  private readonly records: SendRecord[] = [];
  private next = 1;
  private readonly failures = new FailureHook<SendRecordsOperation>('InMemorySendRecords');

  constructor(seed: readonly SendRecord[] = []) {
    for (const record of seed) this.records.push(copy(record));
  }

  failNext(operation?: SendRecordsOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  /** Every record of every brand, newest first (tests inspect what the scheduler left). */
  all(): SendRecord[] {
    return this.newestFirst(this.records).map(copy);
  }

  async record(entry: NewSendRecord): Promise<SendRecord> {
    this.failures.check('record');
    const stored: SendRecord = { ...copy(entry), id: `send-${this.next++}` };
    this.records.push(stored);
    return copy(stored);
  }

  async list(brandId: string, limit: number): Promise<readonly SendRecord[]> {
    this.failures.check('list');
    return this.newestFirst(this.records.filter((record) => record.brandId === brandId))
      .slice(0, Math.max(0, limit))
      .map(copy);
  }

  async latest(brandId: string, requirementId: string): Promise<SendRecord | null> {
    this.failures.check('latest');
    const [newest] = this.newestFirst(
      this.records.filter((record) => record.brandId === brandId && record.requirementId === requirementId),
    );
    return newest === undefined ? null : copy(newest);
  }

  private newestFirst(records: readonly SendRecord[]): SendRecord[] {
    return records
      .map((record, order) => ({ record, order }))
      .sort((a, b) => b.record.at.getTime() - a.record.at.getTime() || b.order - a.order)
      .map(({ record }) => record);
  }
}
