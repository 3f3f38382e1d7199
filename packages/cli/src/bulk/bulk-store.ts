import type { AccountRoleClaims, BrandFields, BrandPatch, NewRole, Role } from '@estudio/domain';
import type { Progress } from '../output/progress.js';

/*
 * The CLI's port for writing many records at once. Its Firebase implementation batches
 * (Auth importUsers, Firestore BulkWriter) instead of one awaited call per row; every
 * item gets its own result, so one bad row never hides the others.
 */

export type ItemResult =
  | {
      readonly ok: true;
      readonly uid?: string;
      /** A new account's one-time link where its owner sets their password. */
      readonly passwordResetLink?: string;
    }
  | { readonly ok: false; readonly reason: string };

/** A user to create exactly as the create-user endpoint does, with the names the form adds. */
export interface NewUserAccount {
  /** As typed; the account gets it normalised. */
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Pick<Role, 'id' | 'name'>;
}

export interface UserUpdate {
  readonly uid: string;
  readonly firstName?: string;
  readonly lastName?: string;
  /** A new role: written to the record and to the account's claims. */
  readonly role?: Pick<Role, 'id' | 'name'>;
}

export interface AllowedUsersUpdate {
  readonly brandId: string;
  readonly allowedUsers: readonly string[];
}

/** A role to create: its time stamp is the store's. */
export type NewRoleFields = Omit<NewRole, 'timestamp'>;
/** A brand to create: createdAt and updatedAt are the store's. */
export type NewBrandFields = Omit<BrandFields, 'createdAt' | 'updatedAt'>;
/** A brand's changed fields: updatedAt is the store's. */
export type BrandChanges = Omit<BrandPatch, 'updatedAt'>;

/**
 * What imports write with. The store stamps every time itself (the session's clock) and
 * gives each new account a random password nobody knows, so a command never handles either.
 */
export interface BulkStore {
  /**
   * Accounts (enabled, each with its own random password and the role as claims), the
   * one-time link where each owner sets their password (in its result), and their
   * users/{uid} records (active). An account whose link or record cannot be made is
   * deleted again, so accounts and records never disagree.
   */
  createUsers(users: readonly NewUserAccount[], progress: Progress): Promise<ItemResult[]>;
  /** Names and roles; a role change updates the claims too and is undone if the record fails. */
  updateUsers(updates: readonly UserUpdate[], progress: Progress): Promise<ItemResult[]>;
  setAllowedUsers(updates: readonly AllowedUsersUpdate[], progress: Progress): Promise<ItemResult[]>;
  createRoles(roles: readonly NewRoleFields[]): Promise<ItemResult[]>;
  updateRolePermissions(
    updates: readonly { readonly id: string; readonly permissions: readonly string[] }[],
  ): Promise<ItemResult[]>;
  createBrands(brands: readonly NewBrandFields[]): Promise<ItemResult[]>;
  updateBrands(updates: readonly { readonly id: string; readonly patch: BrandChanges }[]): Promise<ItemResult[]>;
}

/** The claims an account carries for its role (as FirebaseAdminAuthAccounts writes them). */
export const roleClaims = (role: Pick<Role, 'id' | 'name'>): AccountRoleClaims => ({
  role: role.id,
  roleLabel: role.name,
});
