import { errorText, isDomainError } from '../shared/errors.js';
import { requireAdministratorLeft } from './administrators.js';
import type { AccountRoleClaims } from '../ports/auth-accounts.js';
import type { BulkUserUpdate } from '../ports/bulk-store.js';
import type { GuardedUserPatch, GuardedUserWriter } from '../ports/guarded-user-writer.js';
import type { Role } from '../roles/role.js';

/*
 * What every BulkStore writes to users/{uid} the same way, whatever holds the accounts
 * (FirebaseAdminBulkStore, InMemoryBulkStore). No SDK here: the browser bundle's twins use it.
 */

/** The claims an account carries for its role (as the account endpoints write them). */
export const roleClaimsOf = (role: Pick<Role, 'id' | 'name'>): AccountRoleClaims => ({
  role: role.id,
  roleLabel: role.name,
});

/** What an update writes to users/{uid}: the names and role it gives. */
export const userPatchOf = (update: BulkUserUpdate): GuardedUserPatch => ({
  ...(update.firstName === undefined ? {} : { firstName: update.firstName }),
  ...(update.lastName === undefined ? {} : { lastName: update.lastName }),
  ...(update.role === undefined ? {} : { role: update.role.id }),
});

/**
 * The records of users whose role changes (with any names of their rows), through the guarded
 * writer the account endpoints use: one transaction over the active users, roles and
 * config/permissions, refused as a whole when together they would leave nobody active with
 * ADMIN_USERS and ADMIN_ROLES (as the update-user-role endpoint refuses one). Null when
 * written, else the reason.
 */
export const writeRoleChanges = async (
  guarded: GuardedUserWriter,
  updates: readonly BulkUserUpdate[],
): Promise<string | null> => {
  if (updates.length === 0) return null;
  try {
    await guarded.updateMany(
      updates.map((update) => ({ uid: update.uid, patch: userPatchOf(update) })),
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
};
