import type { AdministrationState } from '../accounts/administrators.js';
import type { GuardedUserPatch, GuardedUserWrite, GuardedUserWriter } from '../ports/guarded-user-writer.js';
import type { InMemoryPermissionConfigRepository } from './in-memory-permission-config-repository.js';
import type { InMemoryRoleRepository } from './in-memory-role-repository.js';
import type { InMemoryUserRepository } from './in-memory-user-repository.js';

/**
 * The twin of a transactional guarded write: calls run one at a time (each waits for the
 * one before), so a check and its write are never interleaved with another's, as Firestore
 * serialises conflicting transactions. Writes go through the users twin (its failNext('update')
 * fails them, before anything changes).
 */
export class InMemoryGuardedUserWriter implements GuardedUserWriter {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly users: InMemoryUserRepository,
    private readonly roles: InMemoryRoleRepository,
    private readonly config: InMemoryPermissionConfigRepository,
  ) {}

  update(uid: string, patch: GuardedUserPatch, guard: (state: AdministrationState) => void): Promise<void> {
    return this.updateMany([{ uid, patch }], guard);
  }

  updateMany(writes: readonly GuardedUserWrite[], guard: (state: AdministrationState) => void): Promise<void> {
    const run = this.queue.then(async () => {
      const [users, roles, config] = await Promise.all([this.users.listActive(), this.roles.list(), this.config.get()]);
      guard({ users, roles, config });
      // All or none: every record must exist before the first is written.
      for (const { uid } of writes) {
        if ((await this.users.get(uid)) === null) throw new Error(`users/${uid} does not exist`);
      }
      for (const { uid, patch } of writes) await this.users.update(uid, patch);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}
