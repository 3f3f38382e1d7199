import { changeStamp, type ChangeStamp } from '../shared/change-stamp.js';
import { CLAIM_TTL_MS, type SchedulingLedger, type SendClaim } from '../ports/scheduling.js';
import { type ScheduledPostRecord } from '../scheduling/types.js';
import { copy } from './copy.js';
import { FailureHook } from './failure-hook.js';

export type SchedulingLedgerOperation = keyof SchedulingLedger & string;

interface Entry {
  sent: ScheduledPostRecord | null;
  claim: { readonly digest: string; readonly at: Date } | null;
  /** The requirement's changedBy as the record's write leaves it. */
  changedBy: ChangeStamp | null;
}

/**
 * The requirement's scheduledPost and schedulingClaim, kept per requirement, as the Firestore ledger's transactions
 * keep them, with the changedBy the record's write stamps.
 */
export class InMemorySchedulingLedger implements SchedulingLedger {
  private readonly entries = new Map<string, Entry>();
  private readonly failures = new FailureHook<SchedulingLedgerOperation>('InMemorySchedulingLedger');

  failNext(operation?: SchedulingLedgerOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  private entry(brandId: string, requirementId: string): Entry {
    const key = `${brandId}/${requirementId}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { sent: null, claim: null, changedBy: null };
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** The last record stored for the requirement (its scheduledPost). */
  sent(brandId: string, requirementId: string): ScheduledPostRecord | null {
    return copy(this.entries.get(`${brandId}/${requirementId}`)?.sent ?? null);
  }

  /** Who the record's write names (the requirement's changedBy), if a record was written. */
  changedByOf(brandId: string, requirementId: string): ChangeStamp | null {
    return copy(this.entries.get(`${brandId}/${requirementId}`)?.changedBy ?? null);
  }

  /** The claim held on the requirement, if any. */
  claimOf(brandId: string, requirementId: string): { readonly digest: string; readonly at: Date } | null {
    return copy(this.entries.get(`${brandId}/${requirementId}`)?.claim ?? null);
  }

  async claim(brandId: string, requirementId: string, digest: string, now: Date): Promise<SendClaim> {
    this.failures.check('claim');
    const entry = this.entry(brandId, requirementId);
    if (entry.sent !== null && entry.sent.digest === digest) return { kind: 'already-sent', sent: copy(entry.sent) };
    const { claim } = entry;
    if (claim !== null && claim.digest === digest && now.getTime() - claim.at.getTime() < CLAIM_TTL_MS) {
      return { kind: 'in-flight' };
    }
    entry.claim = { digest, at: new Date(now) };
    return { kind: 'claimed' };
  }

  async record(brandId: string, requirementId: string, sent: ScheduledPostRecord): Promise<void> {
    this.failures.check('record');
    const entry = this.entry(brandId, requirementId);
    entry.sent = copy(sent);
    entry.claim = null;
    entry.changedBy = changeStamp(sent.by, new Date(sent.sentAt));
  }

  async release(brandId: string, requirementId: string, digest: string): Promise<void> {
    this.failures.check('release');
    const entry = this.entry(brandId, requirementId);
    if (entry.claim?.digest === digest) entry.claim = null;
  }
}
