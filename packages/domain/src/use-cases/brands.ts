import { accessCandidates } from '../brands/access-candidates.js';
import type { AccessCandidate } from '../brands/access-candidates.js';
import { addAllowedUser, canBeGrantedAccess, planAccessChanges, removeAllowedUser } from '../brands/allowed-users.js';
import type { AccessChangeOutcome, AllowedUsersChange } from '../brands/allowed-users.js';
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
import { normalizeEmail } from '../users/user.js';
import type { User } from '../users/user.js';
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

/** Granting or revoking many e-mails at once (the CLI's grant and revoke). */
export interface AccessChangesOptions {
  /** Plan only: say what would change and write nothing. */
  readonly dryRun?: boolean;
  /** Apply the accepted e-mails even though others were refused (otherwise nothing is written). */
  readonly skipRefused?: boolean;
}

export interface AccessChanges {
  /** The brand as stored after the change (as it was, when nothing was written). */
  readonly brand: Brand;
  readonly outcomes: readonly { readonly email: string; readonly outcome: AccessChangeOutcome }[];
  /** How many e-mails were refused (unknown or inactive users). */
  readonly refused: number;
  /** Whether allowedUsers was written. */
  readonly written: boolean;
}

const messages = Messages.brandSettings;

/** The brand selector and the brand settings screen (/adminbrands), docs/product.md, "Brands". */
export class BrandUseCases {
  constructor(
    private readonly brands: BrandRepository,
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * The session's one read of the visible brands, by name: the active-brand selector's, which
   * the other screens' brand lists take instead of reading them again (docs/product.md,
   * "Shell and menu"). A failure is 'Error al cargar marcas.'; the selector then shows none,
   * silently, and the screens read the brands themselves.
   */
  async listForSelector(actor: Actor): Promise<Brand[]> {
    return visibleBrands(
      await orFail(Messages.brand.loadBrands, () => this.brands.listVisible(brandVisibilityScope(actor))),
      actor,
    );
  }

  /**
   * The brand settings table: visible brands by name with the owner's current e-mail. Only
   * the owners of those brands are read (each once), not the whole users collection.
   * `known`: the visible brands the caller already read (listForSelector), so they are not
   * read again; each is still checked against the actor's visibility here.
   */
  async listForAdmin(actor: Actor, known?: readonly Brand[]): Promise<AdminBrandRow[]> {
    requirePermission(actor, 'ADMIN_BRANDS');
    const brands = visibleBrands(
      known ?? (await orFail(messages.fetchBrands, () => this.brands.listVisible(brandVisibilityScope(actor)))),
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
   * there changes nothing (docs/product.md, "Brands"); an unknown or disabled user is refused.
   */
  async grantAccess(actor: Actor, brandId: string, email: string): Promise<Brand> {
    requirePermission(actor, 'ADMIN_BRAND_USERS');
    const message = messages.addAllowedUser;
    const brand = await this.visibleBrand(actor, brandId, message);
    const user = await this.activeUser(email, message, message);
    return this.writeAllowedUsers(brand, addAllowedUser(brand.allowedUsers, user.email), message);
  }

  /** Removes every spelling of the e-mail; any user (even disabled) can lose access. */
  async revokeAccess(actor: Actor, brandId: string, email: string): Promise<Brand> {
    requirePermission(actor, 'ADMIN_BRAND_USERS');
    const message = messages.removeAllowedUser;
    const brand = await this.visibleBrand(actor, brandId, message);
    return this.writeAllowedUsers(brand, removeAllowedUser(brand.allowedUsers, email), message);
  }

  /**
   * Grants (active users only) or revokes many e-mails on one brand in a single write, each
   * by the rules of grantAccess and revokeAccess. With any refusal nothing is written unless
   * skipRefused; a dry run writes nothing either.
   */
  async changeAccess(
    actor: Actor,
    brandId: string,
    kind: 'grant' | 'revoke',
    emails: readonly string[],
    options: AccessChangesOptions = {},
  ): Promise<AccessChanges> {
    requirePermission(actor, 'ADMIN_BRAND_USERS');
    const message = kind === 'grant' ? messages.addAllowedUser : messages.removeAllowedUser;
    const brand = await this.visibleBrand(actor, brandId, message);
    // One read of the users for all the e-mails, not one lookup each.
    const users = kind === 'grant' ? await orFail(message, () => this.users.list()) : [];
    const byEmail = new Map(users.map((user) => [normalizeEmail(user.email), user]));
    const plan = planAccessChanges(
      brand.allowedUsers,
      kind,
      emails,
      (email) => byEmail.get(normalizeEmail(email)) ?? null,
    );
    const write = plan.changed && options.dryRun !== true && (plan.refused === 0 || options.skipRefused === true);
    const after = write
      ? await this.writeAllowedUsers(brand, { allowedUsers: plan.allowedUsers, changed: true }, message)
      : brand;
    return { brand: after, outcomes: plan.outcomes, refused: plan.refused, written: write };
  }

  /**
   * Makes an active user (by e-mail, any case) the brand's owner, with their e-mail as
   * ownerEmail and updatedAt from the clock. The same owner again writes nothing.
   */
  async setOwner(actor: Actor, brandId: string, email: string): Promise<AdminBrandRow> {
    requirePermission(actor, 'SAVE_BRAND');
    const message = messages.setOwner;
    const brand = await this.visibleBrand(actor, brandId, message);
    const user = await this.activeUser(email, message, messages.ownerNotActive);
    if (brand.owner === user.uid) return { ...brand, ownerEmail: user.email };
    const patch = { owner: user.uid, ownerEmail: user.email, updatedAt: this.clock.now() };
    await orFail(message, () => this.brands.update(brandId, patch));
    return { ...brand, ...patch };
  }

  private async writeAllowedUsers(brand: Brand, change: AllowedUsersChange, message: string): Promise<Brand> {
    if (!change.changed) return brand;
    const at = this.clock.now();
    await orFail(message, () => this.brands.setAllowedUsers(brand.id, change.allowedUsers, at));
    return { ...brand, allowedUsers: change.allowedUsers, updatedAt: at };
  }

  /** The stored, active user of an e-mail (any case); refused with `refusal` otherwise. */
  private async activeUser(email: string, message: string, refusal: string): Promise<User> {
    const user = await orFail(message, () => this.users.findByEmail(email));
    if (user === null || !canBeGrantedAccess(user)) throw new DomainError('validation', refusal, { email });
    return user;
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
