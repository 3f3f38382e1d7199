import type { Brand } from '@estudio/domain/brands';

/** What /marca receives when a brand is opened from the brand table (docs/product.md, "Brands"). */
export type BrandEditState = Brand & { readonly brandId: string };

/** The navigation state of the edit button: the brand's id as brandId, plus its fields. */
export const brandEditState = (brand: Brand): BrandEditState => ({ ...brand, brandId: brand.id });
