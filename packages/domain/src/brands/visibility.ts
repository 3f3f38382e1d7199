import { can } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import { compareSpanish } from '../shared/text.js';
import type { Brand } from './brand.js';
import { hasAllowedUser } from './allowed-users.js';

/**
 * docs/product.md, "Brands": ADMIN_BRANDS_ALL sees every brand; ADMIN_BRANDS_ASSIGNED adds the
 * brands whose allowedUsers hold the actor's e-mail; ADMIN_BRANDS_OWNER adds those the
 * actor owns.
 */
export const canSeeBrand = (brand: Pick<Brand, 'owner' | 'allowedUsers'>, actor: Actor): boolean =>
  can(actor, 'ADMIN_BRANDS_ALL') ||
  (can(actor, 'ADMIN_BRANDS_ASSIGNED') && hasAllowedUser(brand, actor.email)) ||
  (can(actor, 'ADMIN_BRANDS_OWNER') && brand.owner === actor.uid);

/**
 * What a store must fetch for the actor to hold every brand they may see: everything, or
 * the brands assigned to their e-mail plus those they own. Security rules admit exactly
 * these queries, so a browser never asks for more than it may read.
 */
export interface BrandVisibilityScope {
  readonly all: boolean;
  /** The e-mail to find in allowedUsers (ADMIN_BRANDS_ASSIGNED), or null. */
  readonly assignedEmail: string | null;
  /** The owner uid to match (ADMIN_BRANDS_OWNER), or null. */
  readonly ownerUid: string | null;
}

export const brandVisibilityScope = (actor: Actor): BrandVisibilityScope => ({
  all: can(actor, 'ADMIN_BRANDS_ALL'),
  assignedEmail: can(actor, 'ADMIN_BRANDS_ASSIGNED') ? actor.email : null,
  ownerUid: can(actor, 'ADMIN_BRANDS_OWNER') ? actor.uid : null,
});

/** Orders brands for the selector: by name in Spanish, ignoring case and accents. */
export const compareBrandNames = (a: Pick<Brand, 'brandName'>, b: Pick<Brand, 'brandName'>): number =>
  compareSpanish(a.brandName, b.brandName);

/**
 * The brands the actor may see, merged without duplicates (the first brand with an id wins)
 * and sorted by name; brands with the same name keep their input order.
 */
export const visibleBrands = <B extends Pick<Brand, 'id' | 'brandName' | 'owner' | 'allowedUsers'>>(
  brands: readonly B[],
  actor: Actor,
): B[] => {
  const seen = new Set<string>();
  const visible: B[] = [];
  for (const brand of brands) {
    if (seen.has(brand.id) || !canSeeBrand(brand, actor)) continue;
    seen.add(brand.id);
    visible.push(brand);
  }
  return visible.sort(compareBrandNames);
};
