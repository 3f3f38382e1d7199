import type { Clock } from '../shared/clock.js';
import { brandStatus } from './brand.js';
import type { Brand, BrandStatus } from './brand.js';

/** What the enable/disable toggle of a brand row offers. */
export type BrandToggleAction = 'disable' | 'enable';

/** The status to write and the updatedAt that goes with it (docs/product.md, "Brands"). */
export interface BrandStatusChange {
  readonly status: BrandStatus;
  readonly updatedAt: Date;
}

/** A brand without status counts as active, so the toggle offers 'disable'. */
export const brandToggleAction = (brand: Pick<Brand, 'status'>): BrandToggleAction =>
  brandStatus(brand) === 'active' ? 'disable' : 'enable';

export const statusAfter = (action: BrandToggleAction): BrandStatus => (action === 'disable' ? 'disabled' : 'active');

/**
 * The change that takes the brand to the target status, or null when it already has it:
 * enabling an active brand (or disabling a disabled one) writes nothing, not even updatedAt.
 */
export const brandStatusChange = (
  brand: Pick<Brand, 'status'>,
  target: BrandStatus,
  clock: Clock,
): BrandStatusChange | null => (brandStatus(brand) === target ? null : { status: target, updatedAt: clock.now() });

/** The toggle: active (or unset) becomes disabled, disabled becomes active. */
export const toggleBrandStatus = (brand: Pick<Brand, 'status'>, clock: Clock): BrandStatusChange => ({
  status: statusAfter(brandToggleAction(brand)),
  updatedAt: clock.now(),
});
