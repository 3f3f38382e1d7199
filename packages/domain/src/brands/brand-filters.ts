import { containsIgnoringCase } from '../shared/text.js';
import { brandStatus } from './brand.js';
import type { Brand, BrandStatus } from './brand.js';

/** '' means every status (docs/product.md, "Brands"). */
export type BrandStatusFilter = '' | BrandStatus;

export interface BrandFilter {
  /** 'Buscar por nombre o correo del owner'. */
  readonly text: string;
  readonly status: BrandStatusFilter;
}

/** What the clear-filters button restores. */
export const EMPTY_BRAND_FILTER: BrandFilter = { text: '', status: '' };

export const isBrandStatusFilter = (value: string): value is BrandStatusFilter =>
  value === '' || value === 'active' || value === 'disabled';

/** Case-insensitive substring on name or owner e-mail; an unset status counts as active. */
export const matchesBrandFilter = (
  brand: Pick<Brand, 'brandName' | 'ownerEmail' | 'status'>,
  filter: BrandFilter,
): boolean =>
  (containsIgnoringCase(brand.brandName, filter.text) || containsIgnoringCase(brand.ownerEmail, filter.text)) &&
  (filter.status === '' || brandStatus(brand) === filter.status);

/** Keeps the input order. */
export const filterBrands = <B extends Pick<Brand, 'brandName' | 'ownerEmail' | 'status'>>(
  brands: readonly B[],
  filter: BrandFilter,
): B[] => brands.filter((brand) => matchesBrandFilter(brand, filter));
