import { AuthAccountFailure } from '../ports/auth-accounts.js';
import { errorText } from '../shared/errors.js';
import { Messages } from '../messages.js';
import { NEW_USER_STATUS } from '../users/user-status.js';
import { normalizeEmail } from '../users/user.js';
import type { AccountRoleClaims, AuthAccounts, PasswordGenerator } from '../ports/auth-accounts.js';
import type { BrandRepository, RoleRepository, UserRepository } from '../ports/repositories.js';
import type {
  BulkAllowedUsers,
  BulkBrandChanges,
  BulkNewBrand,
  BulkNewRole,
  BulkNewUser,
  BulkProgress,
  BulkResult,
  BulkStore,
  BulkUserUpdate,
} from '../ports/bulk-store.js';
import type { Clock } from '../shared/clock.js';
import type { GuardedUserWriter } from '../ports/guarded-user-writer.js';
import { roleClaimsOf, userPatchOf, writeRoleChanges } from '../accounts/bulk-user-writes.js';

/** The ports the twin writes through: the same ones the account endpoints and use cases use. */
export interface InMemoryBulkStorePorts {
  readonly accounts: AuthAccounts;
  readonly users: UserRepository;
  readonly guarded: GuardedUserWriter;
  readonly roles: RoleRepository;
  readonly brands: BrandRepository;
  readonly clock: Clock;
  readonly passwords: PasswordGenerator;
}

const OK: BulkResult = { ok: true };
const failed = (error: unknown): BulkResult => ({ ok: false, reason: errorText(error) });

/** Each item through `write`, one after the other, each with its own result. */
const eachOf = async <T>(
  items: readonly T[],
  write: (item: T) => Promise<BulkResult | void>,
  progress?: BulkProgress,
): Promise<BulkResult[]> => {
  const results: BulkResult[] = [];
  for (const item of items) {
    results.push(await write(item).then((result) => result ?? OK, failed));
    progress?.tick();
  }
  return results;
};

/**
 * The twin of the bulk store (tests, the CLI's unit tests): what FirebaseAdminBulkStore does,
 * one call per item through the ports (the twins of createMemoryAdapters when bound by
 * memoryPortBindings). The same results and the same users/{uid} writes: a new record through
 * UserRepository.save, new names through UserRepository.update, every role change of a call
 * in one GuardedUserWriter.updateMany (writeRoleChanges), claims put back on a refusal.
 */
export class InMemoryBulkStore implements BulkStore {
  constructor(private readonly ports: InMemoryBulkStorePorts) {}

  createUsers(users: readonly BulkNewUser[], progress: BulkProgress): Promise<BulkResult[]> {
    const { accounts, passwords, clock } = this.ports;
    const now = clock.now();
    return eachOf(
      users,
      async (user) => {
        const email = normalizeEmail(user.email);
        let uid: string;
        try {
          uid = await accounts.createAccount(email, passwords.newPassword());
        } catch (error) {
          const taken = error instanceof AuthAccountFailure && error.code === 'email-already-in-use';
          return taken ? { ok: false, reason: Messages.rolesAndUsers.emailInUse } : failed(error);
        }
        try {
          await accounts.setRoleClaims(uid, roleClaimsOf(user.role));
          const passwordResetLink = await accounts.passwordResetLink(email);
          await this.ports.users.save({
            uid,
            email: user.email.trim(),
            firstName: user.firstName,
            lastName: user.lastName,
            role: user.role.id,
            status: NEW_USER_STATUS,
            createdAt: now,
            lastLoginAt: null,
          });
          return { ok: true, uid, passwordResetLink };
        } catch (error) {
          await accounts.deleteAccount(uid).catch(() => undefined);
          return failed(error);
        }
      },
      progress,
    );
  }

  async updateUsers(updates: readonly BulkUserUpdate[], progress: BulkProgress): Promise<BulkResult[]> {
    const { accounts } = this.ports;
    const results: BulkResult[] = updates.map(() => OK);
    const indexed = updates.map((update, index) => ({ update, index }));
    const previous = new Map<string, AccountRoleClaims | null>();
    for (const { update, index } of indexed) {
      if (update.role === undefined) continue;
      try {
        previous.set(update.uid, await accounts.roleClaims(update.uid));
        await accounts.setRoleClaims(update.uid, roleClaimsOf(update.role));
      } catch (error) {
        results[index] = failed(error);
        progress.tick();
      }
    }
    const writable = indexed.filter(({ index }) => results[index]?.ok !== false);

    const roleWrites = writable.filter(({ update }) => update.role !== undefined);
    const roleFailure = await writeRoleChanges(
      this.ports.guarded,
      roleWrites.map(({ update }) => update),
    );
    for (const { update, index } of roleWrites) {
      if (roleFailure !== null) {
        results[index] = { ok: false, reason: roleFailure };
        await accounts.setRoleClaims(update.uid, previous.get(update.uid) ?? null).catch(() => undefined);
      }
      progress.tick();
    }

    for (const { update, index } of writable.filter(({ update }) => update.role === undefined)) {
      results[index] = await this.ports.users.update(update.uid, userPatchOf(update)).then(() => OK, failed);
      progress.tick();
    }
    return results;
  }

  setAllowedUsers(updates: readonly BulkAllowedUsers[], progress: BulkProgress): Promise<BulkResult[]> {
    const at = this.ports.clock.now();
    return eachOf(
      updates,
      (update) => this.ports.brands.setAllowedUsers(update.brandId, update.allowedUsers, at),
      progress,
    );
  }

  createRoles(roles: readonly BulkNewRole[]): Promise<BulkResult[]> {
    const timestamp = this.ports.clock.now();
    return eachOf(roles, async (role) => ({
      ok: true,
      uid: (await this.ports.roles.create({ ...role, timestamp })).id,
    }));
  }

  updateRolePermissions(
    updates: readonly { readonly id: string; readonly permissions: readonly string[] }[],
  ): Promise<BulkResult[]> {
    return eachOf(updates, (update) => this.ports.roles.updatePermissions(update.id, update.permissions));
  }

  createBrands(brands: readonly BulkNewBrand[]): Promise<BulkResult[]> {
    const now = this.ports.clock.now();
    return eachOf(brands, async (brand) => ({
      ok: true,
      uid: (await this.ports.brands.create({ ...brand, createdAt: now, updatedAt: now })).id,
    }));
  }

  updateBrands(updates: readonly { readonly id: string; readonly patch: BulkBrandChanges }[]): Promise<BulkResult[]> {
    const updatedAt = this.ports.clock.now();
    return eachOf(updates, (update) => this.ports.brands.update(update.id, { ...update.patch, updatedAt }));
  }
}
