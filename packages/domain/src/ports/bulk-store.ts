import type { Role } from '../roles/role.js';
import { token } from '../shared/token.js';
import type { BrandFields, BrandPatch, NewRole } from './repositories.js';

/*
 * Writing many records at once: the CLI's imports. An adapter batches (Auth importUsers,
 * Firestore BulkWriter) instead of one awaited call per row; every item gets its own result,
 * so one bad row never hides the others.
 */

/** One item's outcome, in the order the items were given. */
export type BulkResult =
  | {
      readonly ok: true;
      /** The new record's id (a new account's uid, a new role's or brand's id). */
      readonly uid?: string;
      /** A new account's one-time link where its owner sets their password. */
      readonly passwordResetLink?: string;
    }
  | { readonly ok: false; readonly reason: string };

/** Told of each item done, for a progress bar. */
export interface BulkProgress {
  tick(count?: number): void;
}

/** A user to create exactly as the create-user endpoint does, with the names the form adds. */
export interface BulkNewUser {
  /** As typed; the account gets it normalised. */
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Pick<Role, 'id' | 'name'>;
}

export interface BulkUserUpdate {
  readonly uid: string;
  readonly firstName?: string;
  readonly lastName?: string;
  /** A new role: written to the record and to the account's claims. */
  readonly role?: Pick<Role, 'id' | 'name'>;
}

export interface BulkAllowedUsers {
  readonly brandId: string;
  readonly allowedUsers: readonly string[];
}

/** A role to create: its time stamp is the store's. */
export type BulkNewRole = Omit<NewRole, 'timestamp'>;
/** A brand to create: createdAt and updatedAt are the store's. */
export type BulkNewBrand = Omit<BrandFields, 'createdAt' | 'updatedAt'>;
/** A brand's changed fields: updatedAt is the store's. */
export type BulkBrandChanges = Omit<BrandPatch, 'updatedAt'>;

/**
 * What imports write with. The store stamps every time itself (its clock) and gives each new
 * account a random password nobody knows, so a command never handles either. Every write of
 * users/{uid} goes through the ports the account endpoints write it with: a new record (the
 * fields the create-user endpoint gives it) and new names through UserRepository, a role
 * change through GuardedUserWriter (the last-administrator check, in the transaction that
 * writes it).
 */
export interface BulkStore {
  /**
   * Accounts (enabled, each with its own random password and the role as claims), the
   * one-time link where each owner sets their password (in its result), and their
   * users/{uid} records (active). An account whose link or record cannot be made is
   * deleted again, so accounts and records never disagree.
   */
  createUsers(users: readonly BulkNewUser[], progress: BulkProgress): Promise<BulkResult[]>;
  /**
   * Names and roles. The role changes are judged together and written together or not at all
   * (refused when they would leave nobody administering); each updates the claims too, undone
   * if the record is not written.
   */
  updateUsers(updates: readonly BulkUserUpdate[], progress: BulkProgress): Promise<BulkResult[]>;
  setAllowedUsers(updates: readonly BulkAllowedUsers[], progress: BulkProgress): Promise<BulkResult[]>;
  createRoles(roles: readonly BulkNewRole[]): Promise<BulkResult[]>;
  updateRolePermissions(
    updates: readonly { readonly id: string; readonly permissions: readonly string[] }[],
  ): Promise<BulkResult[]>;
  createBrands(brands: readonly BulkNewBrand[]): Promise<BulkResult[]>;
  updateBrands(updates: readonly { readonly id: string; readonly patch: BulkBrandChanges }[]): Promise<BulkResult[]>;
}
export const BulkStore = token<BulkStore>('BulkStore');
