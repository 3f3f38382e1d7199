import { NEW_USER_STATUS, normalizeEmail, roleClaimsOf, userPatchOf, writeRoleChanges } from '@estudio/domain/accounts';
import { errorText, Messages } from '@estudio/domain/shared';
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
  GuardedUserWriter,
  PasswordGenerator,
  UserRepository,
} from '@estudio/domain/accounts';
import type { Clock } from '@estudio/domain/shared';
import type { Auth, UserIdentifier, UserImportRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { randomInt } from 'node:crypto';
import { FirestoreAdminBulkRecords } from './firestore-admin-bulk-records.js';
import { chunks, mapLimit } from './pool.js';

/** Auth importUsers takes at most 1000 accounts per call; getUsers 100 identifiers. */
const IMPORT_CHUNK = 1000;
const LOOKUP_CHUNK = 100;
/**
 * Calls in flight where there is no batch call. importUsers cannot set a plain password (it
 * takes hashes, and the Auth emulator cannot check imported hashes), so each new account's
 * random password is set with updateUser, its password link made and its record saved, this
 * many accounts at a time; so are the claims and records of the accounts an import updates.
 */
const ACCOUNT_CONCURRENCY = 32;

const OK: BulkResult = { ok: true };
const failed = (reason: string): BulkResult => ({ ok: false, reason });

/** A new account's uid, as Auth makes them: 28 letters and digits. */
const UID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newUid = (): string => Array.from({ length: 28 }, () => UID_ALPHABET[randomInt(UID_ALPHABET.length)]).join('');

/** The ports the store writes users/{uid} with, and where its times and passwords come from. */
export interface BulkStoreSources {
  readonly clock: Clock;
  readonly passwords: PasswordGenerator;
  /** A new record (as the create-user endpoint saves one) and new names (as `users update` writes them). */
  readonly users: UserRepository;
  /** The one writer of a user's role that checks the last administrator (the account endpoints' too). */
  readonly guarded: GuardedUserWriter;
}

/**
 * The bulk store on firebase-admin. Accounts in batches through Auth (importUsers, getUsers);
 * their users/{uid} records never written here but through the ports the account endpoints
 * write them with (UserRepository for a new record or new names, GuardedUserWriter for a role
 * change: one transaction, the last-administrator check); roles and brands through one
 * Firestore BulkWriter per call (FirestoreAdminBulkRecords).
 */
export class FirebaseAdminBulkStore implements BulkStore {
  private readonly records: FirestoreAdminBulkRecords;

  constructor(
    private readonly auth: Auth,
    firestore: Firestore,
    private readonly sources: BulkStoreSources,
  ) {
    this.records = new FirestoreAdminBulkRecords(firestore, sources.clock);
  }

  async createUsers(users: readonly BulkNewUser[], progress: BulkProgress): Promise<BulkResult[]> {
    if (users.length === 0) return [];
    const now = this.sources.clock.now();
    const results: BulkResult[] = users.map(() => OK);
    const fail = (index: number, reason: string): void => {
      if (results[index]?.ok !== false) results[index] = failed(reason);
    };
    // A sign-in account may exist without a users/{uid} record: the endpoint would refuse it.
    const taken = await this.existingEmails(users.map((user) => normalizeEmail(user.email)));
    const uids = users.map(newUid);
    const pending: number[] = [];
    users.forEach((user, index) => {
      if (taken.has(normalizeEmail(user.email))) {
        fail(index, Messages.rolesAndUsers.emailInUse);
        progress.tick();
      } else pending.push(index);
    });

    // 1. The accounts with their role claims, up to 1000 per call.
    const imported: number[] = [];
    for (const part of chunks(pending, IMPORT_CHUNK)) {
      const accounts: UserImportRecord[] = part.map((index) => {
        const user = users[index] as BulkNewUser;
        return {
          uid: uids[index] as string,
          email: normalizeEmail(user.email),
          disabled: false,
          customClaims: { ...roleClaimsOf(user.role) },
        };
      });
      try {
        const result = await this.auth.importUsers(accounts);
        const refused = new Map(result.errors.map((error) => [error.index, error.error.message]));
        part.forEach((index, position) => {
          const reason = refused.get(position);
          if (reason === undefined) imported.push(index);
          else {
            fail(index, reason);
            progress.tick();
          }
        });
      } catch (error) {
        for (const index of part) {
          fail(index, errorText(error));
          progress.tick();
        }
      }
    }

    // 2. Each account's own random password (no batch call takes a plain password), the
    //    one-time link where its owner sets the password they will use, and its users/{uid}
    //    record through the user repository with the fields the create-user endpoint gives
    //    it, plus the form's names (the repository adds emailNormalized, the field findByEmail
    //    queries and the rules check).
    const links = new Map<number, string>();
    await mapLimit(imported, ACCOUNT_CONCURRENCY, async (index) => {
      const user = users[index] as BulkNewUser;
      const uid = uids[index] as string;
      try {
        await this.auth.updateUser(uid, { password: this.sources.passwords.newPassword() });
        const link = await this.auth.generatePasswordResetLink(normalizeEmail(user.email));
        await this.sources.users.save({
          uid,
          email: user.email.trim(),
          firstName: user.firstName,
          lastName: user.lastName,
          role: user.role.id,
          status: NEW_USER_STATUS,
          createdAt: now,
          lastLoginAt: null,
        });
        links.set(index, link);
      } catch (error) {
        fail(index, errorText(error));
      }
      progress.tick();
    });

    // 3. Undo the accounts whose later steps failed.
    const undo = imported.filter((index) => results[index]?.ok === false).map((index) => uids[index] as string);
    for (const part of chunks(undo, IMPORT_CHUNK)) {
      await this.auth.deleteUsers(part).catch(() => undefined);
    }
    return results.map((result, index) =>
      result.ok ? { ok: true, uid: uids[index], passwordResetLink: links.get(index) } : result,
    );
  }

  async updateUsers(updates: readonly BulkUserUpdate[], progress: BulkProgress): Promise<BulkResult[]> {
    const results: BulkResult[] = updates.map(() => OK);
    const indexed = updates.map((update, index) => ({ update, index }));
    // Claims are merged into the account's other claims, never replacing them.
    const roleChanges = indexed.filter(({ update }) => update.role !== undefined);
    const previous = await this.claimsOf(roleChanges.map(({ update }) => update.uid));
    await mapLimit(roleChanges, ACCOUNT_CONCURRENCY, async ({ update, index }) => {
      try {
        const { role: _role, roleLabel: _label, ...others } = previous.get(update.uid) ?? {};
        await this.auth.setCustomUserClaims(update.uid, {
          ...others,
          ...roleClaimsOf(update.role as NonNullable<BulkUserUpdate['role']>),
        });
      } catch (error) {
        results[index] = failed(errorText(error));
        progress.tick();
      }
    });
    const writable = indexed.filter(({ index }) => results[index]?.ok !== false);

    // Role changes (with any names of their rows) in one guarded transaction, judged together
    // as the update-user-role endpoint judges one (writeRoleChanges); on a refusal their
    // claims are put back.
    const roleWrites = writable.filter(({ update }) => update.role !== undefined);
    const roleFailure = await writeRoleChanges(
      this.sources.guarded,
      roleWrites.map(({ update }) => update),
    );
    for (const { index } of roleWrites) {
      if (roleFailure !== null) results[index] = failed(roleFailure);
      progress.tick();
    }
    if (roleFailure !== null) {
      await mapLimit(roleWrites, ACCOUNT_CONCURRENCY, ({ update }) =>
        this.auth.setCustomUserClaims(update.uid, previous.get(update.uid) ?? null).catch(() => undefined),
      );
    }

    // Names alone, each through the user repository as `users update` writes them.
    const nameWrites = writable.filter(({ update }) => update.role === undefined);
    await mapLimit(nameWrites, ACCOUNT_CONCURRENCY, async ({ update, index }) => {
      try {
        await this.sources.users.update(update.uid, userPatchOf(update));
      } catch (error) {
        results[index] = failed(errorText(error));
      }
      progress.tick();
    });
    return results;
  }

  setAllowedUsers(updates: readonly BulkAllowedUsers[], progress: BulkProgress): Promise<BulkResult[]> {
    return this.records.setAllowedUsers(updates, progress);
  }

  createRoles(roles: readonly BulkNewRole[]): Promise<BulkResult[]> {
    return this.records.createRoles(roles);
  }

  updateRolePermissions(
    updates: readonly { readonly id: string; readonly permissions: readonly string[] }[],
  ): Promise<BulkResult[]> {
    return this.records.updateRolePermissions(updates);
  }

  createBrands(brands: readonly BulkNewBrand[]): Promise<BulkResult[]> {
    return this.records.createBrands(brands);
  }

  updateBrands(updates: readonly { readonly id: string; readonly patch: BulkBrandChanges }[]): Promise<BulkResult[]> {
    return this.records.updateBrands(updates);
  }

  /** The e-mails among these that already have a sign-in account. */
  private async existingEmails(emails: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const part of chunks(emails, LOOKUP_CHUNK)) {
      const identifiers: UserIdentifier[] = part.map((email) => ({ email }));
      const result = await this.auth.getUsers(identifiers);
      for (const record of result.users) if (record.email !== undefined) found.add(normalizeEmail(record.email));
    }
    return found;
  }

  private async claimsOf(uids: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
    const claims = new Map<string, Record<string, unknown>>();
    for (const part of chunks(uids, LOOKUP_CHUNK)) {
      const result = await this.auth.getUsers(part.map((uid) => ({ uid })));
      for (const record of result.users) claims.set(record.uid, { ...(record.customClaims ?? {}) });
    }
    return claims;
  }
}
