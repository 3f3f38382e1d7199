import { accessCandidates } from '../brands/access-candidates.js';
import type { AccessCandidate } from '../brands/access-candidates.js';
import { addAllowedUser, canBeGrantedAccess, removeAllowedUser } from '../brands/allowed-users.js';
import type { AllowedUsersChange } from '../brands/allowed-users.js';
import type { Brand, BrandStatus } from '../brands/brand.js';
import { brandStatusChange } from '../brands/brand-status.js';
import { brandVisibilityScope, canSeeBrand, visibleBrands } from '../brands/visibility.js';
import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { BrandRepository, RoleRepository, UserRepository } from '../ports/repositories.js';
import type { Role } from '../roles/role.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import { orFail } from './or-fail.js';

/** A row of the brand settings table: ownerEmail always filled from the owner's record. */
export type AdminBrandRow = Brand & { readonly ownerEmail: string };

/** What the manage-users panel needs for one brand. */
export interface BrandAccessPanel {
  readonly brand: Brand;
  readonly candidates: AccessCandidate[];
  /** For the role select ('Todos los roles' plus each role). */
  readonly roles: Role[];
}

const messages = Messages.brandSettings;

/** The brand selector and the brand settings screen (/adminbrands), spec 000 sections 2, 4-8. */
export class BrandUseCases {
  constructor(
    private readonly brands: BrandRepository,
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly clock: Clock,
  ) {}

  /** The active-brand selector: visible brands by name; a failure gives [] silently (section 8). */
  async listForSelector(actor: Actor): Promise<Brand[]> {
    try {
      return visibleBrands(await this.brands.listVisible(brandVisibilityScope(actor)), actor);
    } catch {
      return [];
    }
  }

  /**
   * The brand settings table: visible brands by name with the owner's current e-mail. Only
   * the owners of those brands are read (each once), not the whole users collection.
   */
  async listForAdmin(actor: Actor): Promise<AdminBrandRow[]> {
    requirePermission(actor, 'ADMIN_BRANDS');
    const brands = visibleBrands(
      await orFail(messages.fetchBrands, () => this.brands.listVisible(brandVisibilityScope(actor))),
      actor,
    );
    const emails = await orFail(messages.fetchUsers, () => this.ownerEmails(brands));
    return brands.map((brand) => ({
      ...brand,
      // A brand whose owner has no record keeps what it stored, if anything.
      ownerEmail: emails.get(brand.owner) ?? brand.ownerEmail ?? '',
    }));
  }

  /**
   * Enables or disables a brand the actor can see, with updatedAt from the clock. A brand
   * already in the target status is returned unchanged and nothing is written.
   */
  async setBrandStatus(actor: Actor, brandId: string, target: BrandStatus): Promise<Brand> {
    requirePermission(actor, 'ADMIN_BRAND_DISABLE');
    const message = target === 'active' ? messages.enableBrand : messages.disableBrand;
    const brand = await this.visibleBrand(actor, brandId, message);
    const change = brandStatusChange(brand, target, this.clock);
    if (change === null) return brand;
    await orFail(message, () => this.brands.setStatus(brandId, change.status, change.updatedAt));
    return { ...brand, ...change };
  }

  enable(actor: Actor, brandId: string): Promise<Brand> {
    return this.setBrandStatus(actor, brandId, 'active');
  }

  disable(actor: Actor, brandId: string): Promise<Brand> {
    return this.setBrandStatus(actor, brandId, 'disabled');
  }

  /** The manage-users panel: active users only, marked by whether they already have access. */
  async listAccessCandidates(actor: Actor, brandId: string): Promise<BrandAccessPanel> {
    requirePermission(actor, 'ADMIN_BRAND_USERS');
    const brand = await this.visibleBrand(actor, brandId, messages.fetchBrands);
    // The panel lists active users only: they are all that is read.
    const [users, roles] = await Promise.all([
      orFail(messages.fetchUsers, () => this.users.listActive()),
      orFail(messages.fetchRoles, () => this.roles.list()),
    ]);
    return { brand, candidates: accessCandidates(brand, users, roles), roles };
  }

  /**
   * Adds an active user's e-mail (as on their record) to allowedUsers. An e-mail already
   * there changes nothing (section 5); an unknown or disabled user is refused.
   */
  async grantAccess(actor: Actor, brandId: string, email: string): Promise<Brand> {
    requirePermission(actor, 'ADMIN_BRAND_USERS');
    const message = messages.addAllowedUser;
    const brand = await this.visibleBrand(actor, brandId, message);
    const user = await orFail(message, () => this.users.findByEmail(email));
    if (user === null || !canBeGrantedAccess(user)) {
      throw new DomainError('validation', message, { email });
    }
    return this.writeAllowedUsers(brand, addAllowedUser(brand.allowedUsers, user.email), message);
  }

  /** Removes every spelling of the e-mail; any user (even disabled) can lose access. */
  async revokeAccess(actor: Actor, brandId: string, email: string): Promise<Brand> {
    requirePermission(actor, 'ADMIN_BRAND_USERS');
    const message = messages.removeAllowedUser;
    const brand = await this.visibleBrand(actor, brandId, message);
    return this.writeAllowedUsers(brand, removeAllowedUser(brand.allowedUsers, email), message);
  }

  private async writeAllowedUsers(
    brand: Brand,
    change: AllowedUsersChange,
    message: string,
  ): Promise<Brand> {
    if (!change.changed) return brand;
    const at = this.clock.now();
    await orFail(message, () => this.brands.setAllowedUsers(brand.id, change.allowedUsers, at));
    return { ...brand, allowedUsers: change.allowedUsers, updatedAt: at };
  }

  /** uid -> e-mail of each distinct owner that has a record. */
  private async ownerEmails(brands: readonly Brand[]): Promise<Map<string, string>> {
    const owners = [...new Set(brands.map((brand) => brand.owner).filter((uid) => uid.trim() !== ''))];
    const users = await Promise.all(owners.map((uid) => this.users.get(uid)));
    return new Map(users.flatMap((user) => (user === null ? [] : [[user.uid, user.email] as const])));
  }

  /** The brand, refused as not found or forbidden when the actor cannot see it. */
  private async visibleBrand(actor: Actor, brandId: string, message: string): Promise<Brand> {
    const brand = await orFail(message, () => this.brands.get(brandId));
    if (brand === null) throw new DomainError('not-found', message, { brandId });
    if (!canSeeBrand(brand, actor)) {
      throw new DomainError('forbidden', Messages.access.forbidden, { brandId });
    }
    return brand;
  }
}
