import { FIRESTORE_PATHS } from '@estudio/adapters';
import {
  brandPatchToDocument,
  brandToDocument,
  roleToDocument,
  userPatchToDocument,
  userToDocument,
} from '@estudio/adapters/node';
import { errorText, isDomainError, Messages, normalizeEmail, requireAdministratorLeft } from '@estudio/domain';
import type { Clock, GuardedUserPatch, GuardedUserWriter, PasswordGenerator } from '@estudio/domain';
import type { Auth, UserIdentifier, UserImportRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import type { BulkWriter, DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { Progress } from '../output/progress.js';
import { NO_PROGRESS } from '../output/progress.js';
import type {
  AllowedUsersUpdate,
  BrandChanges,
  BulkStore,
  ItemResult,
  NewBrandFields,
  NewRoleFields,
  NewUserAccount,
  UserUpdate,
} from './bulk-store.js';
import { roleClaims } from './bulk-store.js';
import { chunks, mapLimit } from './pool.js';

/** Auth importUsers takes at most 1000 accounts per call; getUsers 100 identifiers. */
export const IMPORT_CHUNK = 1000;
const LOOKUP_CHUNK = 100;
/**
 * Calls in flight where Auth has no batch call. importUsers cannot set a plain password (it
 * takes hashes, and the Auth emulator cannot check imported hashes), so each new account's
 * random password is set with updateUser, and its password link made, this many at a time.
 */
export const AUTH_CONCURRENCY = 32;

const failed = (reason: string): ItemResult => ({ ok: false, reason });
const OK: ItemResult = { ok: true };

type Write = (writer: BulkWriter) => Promise<unknown>;

/** Firestore writes through one BulkWriter (batched, retried, parallel); a result per write. */
const bulkWrite = async (
  firestore: Firestore,
  writes: readonly Write[],
  progress: Progress = NO_PROGRESS,
): Promise<ItemResult[]> => {
  if (writes.length === 0) return [];
  const writer = firestore.bulkWriter();
  const pending = writes.map((write) =>
    write(writer).then(
      () => {
        progress.tick();
        return OK;
      },
      (error: unknown) => {
        progress.tick();
        return failed(errorText(error));
      },
    ),
  );
  await writer.close();
  return Promise.all(pending);
};

/** Where the store's times and the new accounts' random passwords come from. */
/** The users/{uid} fields an import's update writes: the names and role it gives. */
const userUpdateFields = (update: UserUpdate) =>
  userPatchToDocument({
    ...(update.firstName === undefined ? {} : { firstName: update.firstName }),
    ...(update.lastName === undefined ? {} : { lastName: update.lastName }),
    ...(update.role === undefined ? {} : { role: update.role.id }),
  });

/** What a role change writes to users/{uid}, through the guarded writer: the role and any names. */
const guardedPatch = (update: UserUpdate): GuardedUserPatch => ({
  ...(update.firstName === undefined ? {} : { firstName: update.firstName }),
  ...(update.lastName === undefined ? {} : { lastName: update.lastName }),
  ...(update.role === undefined ? {} : { role: update.role.id }),
});

export interface BulkStoreSources {
  readonly clock: Clock;
  readonly passwords: PasswordGenerator;
  /** The one writer of a user's role that checks the last administrator (the account endpoints' too). */
  readonly guarded: GuardedUserWriter;
}

export class FirebaseBulkStore implements BulkStore {
  constructor(
    private readonly auth: Auth,
    private readonly firestore: Firestore,
    private readonly sources: BulkStoreSources,
  ) {}

  async createUsers(users: readonly NewUserAccount[], progress: Progress): Promise<ItemResult[]> {
    if (users.length === 0) return [];
    const now = this.sources.clock.now();
    const results: ItemResult[] = users.map(() => OK);
    const fail = (index: number, reason: string): void => {
      if (results[index]?.ok !== false) results[index] = failed(reason);
    };
    // A sign-in account may exist without a users/{uid} record: the endpoint would refuse it.
    const taken = await this.existingEmails(users.map((user) => normalizeEmail(user.email)));
    const uids = users.map(() => this.firestore.collection(FIRESTORE_PATHS.users).doc().id);
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
      const records: UserImportRecord[] = part.map((index) => {
        const user = users[index] as NewUserAccount;
        return {
          uid: uids[index] as string,
          email: normalizeEmail(user.email),
          disabled: false,
          customClaims: { ...roleClaims(user.role) },
        };
      });
      try {
        const result = await this.auth.importUsers(records);
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

    // 2. Each account's own random password (no batch call takes a plain password), then
    //    the one-time link where its owner sets the password they will use.
    const withPassword: number[] = [];
    const links = new Map<number, string>();
    await mapLimit(imported, AUTH_CONCURRENCY, async (index) => {
      try {
        await this.auth.updateUser(uids[index] as string, { password: this.sources.passwords.newPassword() });
        links.set(
          index,
          await this.auth.generatePasswordResetLink(normalizeEmail((users[index] as NewUserAccount).email)),
        );
        withPassword.push(index);
      } catch (error) {
        fail(index, errorText(error));
      }
    });

    // 3. The users/{uid} records, as the endpoint writes them plus the form's names. The
    //    shared mapper adds emailNormalized, the field findByEmail queries (and the rules check).
    const written = await bulkWrite(
      this.firestore,
      withPassword.map((index) => (writer) => {
        const user = users[index] as NewUserAccount;
        const uid = uids[index] as string;
        return writer.set(
          this.firestore.doc(FIRESTORE_PATHS.user(uid)),
          userToDocument({
            uid,
            email: user.email.trim(),
            firstName: user.firstName,
            lastName: user.lastName,
            role: user.role.id,
            status: 'active',
            createdAt: now,
            lastLoginAt: null,
          }),
          { merge: true },
        );
      }),
      progress,
    );
    withPassword.forEach((index, position) => {
      const result = written[position];
      if (result !== undefined && !result.ok) fail(index, result.reason);
    });

    // 4. Undo the accounts whose later steps failed.
    const undo = imported.filter((index) => results[index]?.ok === false).map((index) => uids[index] as string);
    for (const part of chunks(undo, IMPORT_CHUNK)) {
      await this.auth.deleteUsers(part).catch(() => undefined);
    }
    progress.tick(imported.length - withPassword.length);
    return results.map((result, index) =>
      result.ok ? { ok: true, uid: uids[index], passwordResetLink: links.get(index) } : result,
    );
  }

  async updateUsers(updates: readonly UserUpdate[], progress: Progress): Promise<ItemResult[]> {
    const results: ItemResult[] = updates.map(() => OK);
    // Claims are merged into the account's other claims, never replacing them.
    const roleChanges = updates
      .map((update, index) => ({ update, index }))
      .filter(({ update }) => update.role !== undefined);
    const previous = await this.claimsOf(roleChanges.map(({ update }) => update.uid));
    await mapLimit(roleChanges, AUTH_CONCURRENCY, async ({ update, index }) => {
      try {
        const { role: _role, roleLabel: _label, ...others } = previous.get(update.uid) ?? {};
        await this.auth.setCustomUserClaims(update.uid, {
          ...others,
          ...roleClaims(update.role as NonNullable<UserUpdate['role']>),
        });
      } catch (error) {
        results[index] = failed(errorText(error));
        progress.tick();
      }
    });
    const writable = updates
      .map((update, index) => ({ update, index }))
      .filter(({ index }) => results[index]?.ok !== false);
    // Role changes go in one transaction that first checks they leave an active holder of
    // ADMIN_USERS and ADMIN_ROLES (as the update-user-role endpoint does); the rest in bulk.
    const roleWrites = writable.filter(({ update }) => update.role !== undefined);
    const roleFailure = await this.guardedRoleWrites(roleWrites.map(({ update }) => update));
    for (const { index } of roleWrites) {
      if (roleFailure !== null) results[index] = failed(roleFailure);
      progress.tick();
    }
    const bulk = writable.filter(({ update }) => update.role === undefined);
    const written = await bulkWrite(
      this.firestore,
      bulk.map(
        ({ update }) =>
          (writer) =>
            writer.update(this.firestore.doc(FIRESTORE_PATHS.user(update.uid)), userUpdateFields(update)),
      ),
      progress,
    );
    const undo: string[] = roleFailure === null ? [] : roleWrites.map(({ update }) => update.uid);
    bulk.forEach(({ index }, position) => {
      const result = written[position];
      if (result !== undefined && !result.ok) results[index] = result;
    });
    await mapLimit(undo, AUTH_CONCURRENCY, (uid) =>
      this.auth.setCustomUserClaims(uid, previous.get(uid) ?? null).catch(() => undefined),
    );
    return results;
  }

  /**
   * The records of users whose role changes, through the guarded writer the account endpoints
   * use: one transaction over the active users, roles and config/permissions, refused as a
   * whole when it would leave nobody active with ADMIN_USERS and ADMIN_ROLES. Null when
   * written, else the reason.
   */
  private async guardedRoleWrites(updates: readonly UserUpdate[]): Promise<string | null> {
    if (updates.length === 0) return null;
    try {
      await this.sources.guarded.updateMany(
        updates.map((update) => ({ uid: update.uid, patch: guardedPatch(update) })),
        (state) =>
          requireAdministratorLeft(
            state,
            updates.map((update) => ({ uid: update.uid, role: update.role?.id })),
          ),
      );
      return null;
    } catch (error) {
      return isDomainError(error) ? error.message : errorText(error);
    }
  }

  setAllowedUsers(updates: readonly AllowedUsersUpdate[], progress: Progress): Promise<ItemResult[]> {
    return bulkWrite(
      this.firestore,
      updates.map(
        (update) => (writer) =>
          writer.update(this.brandRef(update.brandId), {
            allowedUsers: [...update.allowedUsers],
            updatedAt: FieldValue.serverTimestamp(),
          }),
      ),
      progress,
    );
  }

  async createRoles(roles: readonly NewRoleFields[]): Promise<ItemResult[]> {
    const refs = roles.map(() => this.firestore.collection(FIRESTORE_PATHS.roles).doc());
    const timestamp = this.sources.clock.now();
    const results = await bulkWrite(
      this.firestore,
      roles.map(
        (role, index) => (writer) =>
          writer.create(refs[index] as DocumentReference, roleToDocument({ ...role, timestamp })),
      ),
    );
    return results.map((result, index) => (result.ok ? { ok: true, uid: refs[index]?.id } : result));
  }

  updateRolePermissions(
    updates: readonly { readonly id: string; readonly permissions: readonly string[] }[],
  ): Promise<ItemResult[]> {
    return bulkWrite(
      this.firestore,
      updates.map(
        (update) => (writer) =>
          writer.update(this.firestore.doc(FIRESTORE_PATHS.role(update.id)), { permissions: [...update.permissions] }),
      ),
    );
  }

  async createBrands(brands: readonly NewBrandFields[]): Promise<ItemResult[]> {
    const refs = brands.map(() => this.firestore.collection(FIRESTORE_PATHS.brands).doc());
    const now = this.sources.clock.now();
    const results = await bulkWrite(
      this.firestore,
      brands.map(
        (brand, index) => (writer) =>
          writer.create(refs[index] as DocumentReference, {
            ...brandToDocument({ ...brand, createdAt: now, updatedAt: now }),
            updatedAt: FieldValue.serverTimestamp(),
          }),
      ),
    );
    return results.map((result, index) => (result.ok ? { ok: true, uid: refs[index]?.id } : result));
  }

  updateBrands(updates: readonly { readonly id: string; readonly patch: BrandChanges }[]): Promise<ItemResult[]> {
    const updatedAt = this.sources.clock.now();
    return bulkWrite(
      this.firestore,
      updates.map(
        (update) => (writer) =>
          writer.update(this.brandRef(update.id), {
            ...brandPatchToDocument({ ...update.patch, updatedAt }),
            updatedAt: FieldValue.serverTimestamp(),
          }),
      ),
    );
  }

  private brandRef(id: string): DocumentReference {
    return this.firestore.doc(FIRESTORE_PATHS.brand(id));
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
