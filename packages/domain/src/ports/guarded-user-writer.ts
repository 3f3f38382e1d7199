import type { AuditStamp } from '../audit/audit-entry.js';
import type { AdministrationState } from '../accounts/administrators.js';
import { token } from '../shared/token.js';
import type { UserRepository } from './repositories.js';

/** The fields of users/{uid} a guarded write changes. */
export type GuardedUserPatch = Pick<
  Parameters<UserRepository['update']>[1],
  'status' | 'role' | 'firstName' | 'lastName'
>;

/** One user's record and what a guarded write changes in it. */
export interface GuardedUserWrite {
  readonly uid: string;
  readonly patch: GuardedUserPatch;
}

/**
 * Writes to users/{uid} that must not race: the check and the write happen in one
 * transaction (Firestore's, retried on contention), so two administrators acting at the
 * same moment cannot each rely on the other staying (docs/product.md, "Account endpoints": the last superadmin).
 */
export interface GuardedUserWriter {
  /**
   * In one transaction: reads the active users, every role and config/permissions, hands
   * them to `guard` (which refuses by throwing; nothing is written then), and applies
   * `patch` to users/{uid} (which must exist), stamped with the administrator behind it
   * (`changedBy`, for the audit log) when given.
   */
  update(
    uid: string,
    patch: GuardedUserPatch,
    guard: (state: AdministrationState) => void,
    changedBy?: AuditStamp,
  ): Promise<void>;
  /**
   * The same for several users' records (the CLI's bulk role changes): one transaction, one
   * `guard` over the state before all of them, every record written or none.
   */
  updateMany(
    writes: readonly GuardedUserWrite[],
    guard: (state: AdministrationState) => void,
    changedBy?: AuditStamp,
  ): Promise<void>;
}
export const GuardedUserWriter = token<GuardedUserWriter>('GuardedUserWriter');
