import type { AuditStamp } from '../audit/audit-entry.js';
import type { Brand, BrandStatus } from '../brands/brand.js';
import type { BrandVisibilityScope } from '../brands/visibility.js';
import type { Blueprint, BlueprintBlockName, BlueprintBlocks } from '../blueprint/blueprint.js';
import type { ChangeStamp } from '../shared/change-stamp.js';
import type { PermissionConfig } from '../permissions/catalogue.js';
import { FINISHED_STATUS, REQUIREMENT_STATUSES } from '../requirements/requirement.js';
import type { Requirement, NewRequirement, RequirementStatus } from '../requirements/requirement.js';
import type { PatchOf } from '../requirements/requirement-kinds.js';
import type { Role } from '../roles/role.js';
import type { User } from '../users/user.js';
import { token } from '../shared/token.js';

/*
 * Shared semantics of every repository below, pinned by the contract suites in
 * packages/adapters/src/contracts:
 * - get/find answer null for a missing document; list() promises no order.
 * - update/set* on a missing document reject and create nothing (a partial document is
 *   never born from an update).
 * - writes are all-or-nothing: a rejected call leaves stored data as it was.
 */

/** users/{uid}. */
export interface UserRepository {
  get(uid: string): Promise<User | null>;
  list(): Promise<User[]>;
  /** The users whose status is 'active' (one query on status, never the whole collection). */
  listActive(): Promise<User[]>;
  /**
   * The user whose e-mail matches, case and surrounding blanks ignored: one lookup on the
   * stored normalised e-mail (normalizeEmail), never a scan of the collection.
   */
  findByEmail(email: string): Promise<User | null>;
  /**
   * Creates the record or merges into an existing one. A server's write passes the
   * administrator behind it (`changedBy`, AUDIT_STAMP_FIELD), whom the audit log names;
   * browsers never write it.
   */
  save(user: User, changedBy?: AuditStamp): Promise<void>;
  update(
    uid: string,
    patch: Partial<Pick<User, 'firstName' | 'lastName' | 'email' | 'status' | 'role'>>,
    changedBy?: AuditStamp,
  ): Promise<void>;
  recordLogin(uid: string, at: Date): Promise<void>;
}
export const UserRepository = token<UserRepository>('UserRepository');

export interface NewRole {
  readonly name: string;
  readonly permissions: readonly string[];
  readonly timestamp: Date;
}

/** roles/{id}. */
export interface RoleRepository {
  get(id: string): Promise<Role | null>;
  list(): Promise<Role[]>;
  create(role: NewRole): Promise<Role>;
  updatePermissions(id: string, permissions: readonly string[]): Promise<void>;
  delete(id: string): Promise<void>;
}
export const RoleRepository = token<RoleRepository>('RoleRepository');

/** config/permissions. */
export interface PermissionConfigRepository {
  /** null when the document does not exist. */
  get(): Promise<PermissionConfig | null>;
  save(config: PermissionConfig): Promise<void>;
}
export const PermissionConfigRepository = token<PermissionConfigRepository>('PermissionConfigRepository');

export type BrandFields = Omit<Brand, 'id'>;
/** Every field a brand update may touch; updatedAt is always set by the caller. */
export type BrandPatch = Partial<Omit<Brand, 'id' | 'createdAt'>> & { readonly updatedAt: Date };

/** brands/{id}. */
export interface BrandRepository {
  get(id: string): Promise<Brand | null>;
  list(): Promise<Brand[]>;
  /**
   * The brands a visibility scope reaches: all of them, or those whose allowedUsers hold
   * scope.assignedEmail plus those owned by scope.ownerUid, each once.
   */
  listVisible(scope: BrandVisibilityScope): Promise<Brand[]>;
  /** A fresh brand id ([A-Za-z0-9_-]), nothing written: a new brand's files can be stored under it first. */
  newId(): string;
  /** Writes a new brand under `id` (from newId) or, without one, under a fresh id. */
  create(fields: BrandFields, id?: string): Promise<Brand>;
  update(id: string, patch: BrandPatch): Promise<void>;
  setStatus(id: string, status: BrandStatus, at: Date): Promise<void>;
  setAllowedUsers(id: string, emails: readonly string[], at: Date): Promise<void>;
}
export const BrandRepository = token<BrandRepository>('BrandRepository');

/**
 * Only the fields a requirement update may change, any kind's; written as a merge of these alone. Code about one
 * kind writes that kind's patch (CarouselPatch, VideoPatch, BlogPatch), which is one of these.
 */
export type RequirementPatch = PatchOf<Requirement>;

/** The statuses of the Requerimientos list: every status but Finalizado. */
export const ACTIVE_REQUIREMENT_STATUSES: readonly RequirementStatus[] = REQUIREMENT_STATUSES.filter(
  (status) => status !== FINISHED_STATUS,
);

/** Where finished requirements are read from: every brand, or the listed brands. */
export type FinishedScope =
  { readonly kind: 'all' } | { readonly kind: 'brands'; readonly brandIds: readonly string[] };

/** The columns of Requerimientos Finalizados a page can be ordered by on the server. */
export const FINISHED_ORDER_COLUMNS = [
  'title',
  'brand',
  'number',
  'createdBy',
  'assignedTo',
  'updatedAt',
  'createdAt',
] as const;

/**
 * A server-side order: the store's own ordering of the stored values (strings by code
 * point, not Spanish collation; an empty date first in 'asc'), ties broken by document path.
 */
export interface FinishedOrder {
  readonly column: 'title' | 'brand' | 'number' | 'createdBy' | 'assignedTo' | 'updatedAt' | 'createdAt';
  readonly direction: 'asc' | 'desc';
}

declare const finishedCursorBrand: unique symbol;
/**
 * Where the next page starts. Opaque: each adapter keeps what it needs behind it, and it
 * is good only for the adapter, scope and order that made it (anything else is refused).
 */
export type FinishedCursor = { readonly [finishedCursorBrand]: true };

export interface FinishedPage {
  readonly rows: Requirement[];
  /** null: no more rows. */
  readonly next: FinishedCursor | null;
}

/** brands/{brandId}/requirements/{id}. */
export interface RequirementRepository {
  list(brandId: string): Promise<Requirement[]>;
  /** The requirements in an active status only (status in ACTIVE_REQUIREMENT_STATUSES). */
  listActive(brandId: string): Promise<Requirement[]>;
  /**
   * listActive of several brands in one read of the store where it can (a collection-group
   * query on the stored brandId, which the security rules allow when they see each brand
   * named): each row under the brand of its path, never under the brand its stored field
   * names. A requirement stored without brandId (before the field existed) is not found here
   * until `estudio requirements backfill-brand-ids` wrote it; listActive still finds it.
   */
  listActiveIn(brandIds: readonly string[]): Promise<Requirement[]>;
  /**
   * Every brand's active requirements in one read (a collection-group query on status, which
   * the security rules allow only to those who may see every brand), each under the brand of
   * its path; a 'requirements' collection anywhere but under brands/{id} holds none of them.
   */
  listEveryActive(): Promise<Requirement[]>;
  /** Every Finalizado requirement of the brand (the finished list with a text filter). */
  listFinished(brandId: string): Promise<Requirement[]>;
  /**
   * One page of Finalizado requirements of the scope in the given order, after the cursor
   * (null: from the start); at most pageSize rows, never the whole finished set.
   */
  pageFinished(
    scope: FinishedScope,
    order: FinishedOrder,
    after: FinishedCursor | null,
    pageSize: number,
  ): Promise<FinishedPage>;
  /** How many Finalizado requirements the scope holds: a count aggregation, never a download. */
  countFinished(scope: FinishedScope): Promise<number>;
  get(brandId: string, id: string): Promise<Requirement | null>;
  findByNumber(brandId: string, number: number): Promise<Requirement | null>;
  count(brandId: string): Promise<number>;
  /**
   * Creates all or none, with the numbers given (imports, seeds, tests); the brand's
   * requirement counter moves up to the highest of them in the same write.
   */
  createMany(brandId: string, requirements: readonly NewRequirement[]): Promise<Requirement[]>;
  /**
   * Creates the `count` requirements `build(first)` plans, numbered first, first + 1, …:
   * first follows the highest number the brand ever handed out (its counter; for a brand
   * without one, gridNumberingStart of the numbers in use). The counter moves and the
   * requirements are written in one transaction, all or none, so no two writers ever get
   * the same number. A plan with other numbers is refused (RangeError) and writes nothing.
   */
  createNumbered(
    brandId: string,
    count: number,
    build: (first: number) => readonly NewRequirement[],
  ): Promise<Requirement[]>;
  update(brandId: string, id: string, patch: RequirementPatch): Promise<void>;
  /**
   * A read-modify-write in one transaction: reads the stored requirement, writes the patch `change` makes of it
   * (its fields alone, like update) and answers the requirement as written. When someone else writes the requirement
   * in between, the store reads it again and calls `change` again (so `change` must be pure), so the patch is always
   * made from what is stored when it commits: two people changing different parts of one list field (sections of an
   * article) keep both changes. Rejects when the requirement does not exist; when `change` throws, nothing is
   * written and its error is the rejection.
   */
  updateFrom(brandId: string, id: string, change: (stored: Requirement) => RequirementPatch): Promise<Requirement>;
  /**
   * updateFrom of several requirements of one brand in one transaction: reads them all, writes the patch `change`
   * makes of each (null: that one stays as stored; its fields alone, with updatedAt) and answers those written, as
   * written, in the order of `ids`. Made again if someone else wrote one in between (`change` must be pure).
   * Rejects, writing nothing, when one does not exist or `change` throws.
   */
  updateManyFrom(
    brandId: string,
    ids: readonly string[],
    change: (stored: readonly Requirement[]) => readonly (RequirementPatch | null)[],
  ): Promise<Requirement[]>;
}
export const RequirementRepository = token<RequirementRepository>('RequirementRepository');

/**
 * The fields a guide update made from the stored guide may change (BlueprintRepository.updateFrom): the
 * blocks whole, the proposal and the replaced blocks held beside them, and the stamps.
 */
export type BlueprintPatch = Partial<Pick<Blueprint, 'bloques' | 'proposal' | 'replaced' | 'review' | 'updatedAt'>> & {
  readonly changedBy?: ChangeStamp;
};

/** brands/{brandId}/blueprints/{brandId}. */
export interface BlueprintRepository {
  get(brandId: string): Promise<Blueprint | null>;
  /** Writes the whole guide (generation on opening), its proposal and replaced blocks included. */
  save(blueprint: Blueprint): Promise<void>;
  /**
   * A read-modify-write in one transaction: reads the stored guide, writes the patch `change` makes of it
   * (its fields alone) and answers the guide as written. When someone else writes the guide in between, the
   * store reads it again and calls `change` again (so `change` must be pure): the patch is always made from
   * what is stored when it commits. Rejects when the brand has no stored guide; when `change` throws,
   * nothing is written and its error is the rejection.
   */
  updateFrom(brandId: string, change: (stored: Blueprint) => BlueprintPatch): Promise<Blueprint>;
  /**
   * Writes one block of a stored guide and its updatedAt, field by field: the other six
   * blocks stay as stored, so two people saving different blocks at once keep both edits.
   * The blocks an accepted proposal replaced are dropped with it (replaced: null), so
   * 'Deshacer' can never overwrite a block saved by hand; a proposal stays as it is.
   * `changedBy`, when given, is written with the block: the person who asked the server for
   * it, whom the audit entry names. Rejects when the brand has no stored guide.
   */
  saveBlock<K extends BlueprintBlockName>(
    brandId: string,
    blockName: K,
    block: BlueprintBlocks[K],
    updatedAt: Date,
    changedBy?: ChangeStamp,
  ): Promise<void>;
}
export const BlueprintRepository = token<BlueprintRepository>('BlueprintRepository');
