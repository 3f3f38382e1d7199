import type { AuditEntry, NewAuditEntry } from '../audit/audit-entry.js';
import type { AuditLog, AuditQuery } from '../ports/audit-log.js';
import { copy } from './copy.js';
import { FailureHook } from './failure-hook.js';
import { SequentialIdGenerator, type IdGenerator } from './sequential-id-generator.js';

export type AuditLogOperation = keyof AuditLog & string;

/** Whether an entry passes every filter the query gives (since is inclusive). */
export const matchesAuditQuery = (entry: AuditEntry, query: AuditQuery): boolean =>
  (query.brandId === undefined || entry.brandId === query.brandId) &&
  (query.actorUid === undefined || entry.actorUid === query.actorUid) &&
  (query.actorEmail === undefined || entry.actorEmail === query.actorEmail) &&
  (query.since === undefined || entry.at.getTime() >= query.since.getTime());

/** The audit collection; append draws ids from the injected generator (audit-1, audit-2… by default). */
export class InMemoryAuditLog implements AuditLog {
  private readonly entries: AuditEntry[] = [];
  private readonly failures = new FailureHook<AuditLogOperation>('InMemoryAuditLog');

  constructor(
    seed: readonly AuditEntry[] = [],
    private readonly ids: IdGenerator = new SequentialIdGenerator('audit-'),
  ) {
    for (const entry of seed) this.entries.push(copy(entry));
  }

  failNext(operation?: AuditLogOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  /** Every stored entry, in the order appended (for tests). */
  all(): AuditEntry[] {
    return this.entries.map(copy);
  }

  async append(entry: NewAuditEntry): Promise<AuditEntry> {
    this.failures.check('append');
    const stored: AuditEntry = { ...copy(entry), id: this.ids.next() };
    this.entries.push(stored);
    return copy(stored);
  }

  /** Newest first; entries of the same time in the reverse order of their appending. */
  async list(query: AuditQuery): Promise<AuditEntry[]> {
    this.failures.check('list');
    return this.entries
      .map((entry, index) => ({ entry, index }))
      .filter(({ entry }) => matchesAuditQuery(entry, query))
      .sort((a, b) => b.entry.at.getTime() - a.entry.at.getTime() || b.index - a.index)
      .slice(0, Math.max(0, query.limit))
      .map(({ entry }) => copy(entry));
  }
}
