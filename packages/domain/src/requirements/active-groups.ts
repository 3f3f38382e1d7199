import type { Requirement } from './requirement.js';

/**
 * How the Requerimientos list reads many brands (docs/product.md, "Requirements"). An actor
 * who may see every brand (ADMIN_BRANDS_ALL) reads them all in one read of the store
 * (RequirementRepository.listEveryActive: the security rules grant it without looking at a
 * brand). Anyone else reads groups of consecutive brands of the list's order, one read each
 * (listActiveIn), all asked at once, so the first brands' rows are drawn while the later
 * groups are still on their way.
 */

/** The groups a list over many brands is read in, when each may name that many brands. */
export const ACTIVE_LIST_GROUPS = 4;

/**
 * The most brands one read may name when the security rules must check that each is visible:
 * they read every brand named, and a query may make 20 such reads, 6 of which the caller's
 * own user, role and permission configuration take (firestore.rules; on the emulator 14
 * brands pass and 15 are refused). 13 keeps one in hand and still reads 50 brands in 4 groups.
 */
export const BRANDS_PER_CHECKED_READ = 13;

/**
 * The brands split into consecutive groups, in their order: ACTIVE_LIST_GROUPS groups (one
 * brand each when there are fewer brands), or more when a group would name more brands than
 * BRANDS_PER_CHECKED_READ. The groups differ in size by one brand at most, larger first.
 */
export const activeBrandGroups = (brandIds: readonly string[]): string[][] => {
  const total = brandIds.length;
  if (total === 0) return [];
  const count = Math.max(Math.min(ACTIVE_LIST_GROUPS, total), Math.ceil(total / BRANDS_PER_CHECKED_READ));
  const size = Math.floor(total / count);
  const larger = total % count;
  const groups: string[][] = [];
  let start = 0;
  for (let index = 0; index < count; index += 1) {
    const end = start + size + (index < larger ? 1 : 0);
    groups.push(brandIds.slice(start, end));
    start = end;
  }
  return groups;
};

/** One group of the active list as it arrives: its brands, in the list's order, and their rows. */
export interface ActiveGroup {
  readonly brandIds: readonly string[];
  readonly rows: readonly Requirement[];
}
