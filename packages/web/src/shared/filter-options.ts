import { type Role } from '@estudio/domain/accounts';
import { type BrandStatusFilter } from '@estudio/domain/brands';
import { compareSpanish } from '@estudio/domain/shared';
import { UiTexts } from '@estudio/ui';
import { AdminTexts } from './texts.js';

/** One option of a filter select: the value the filter keeps, the Spanish label shown. */
export interface FilterOption<Value extends string = string> {
  readonly value: Value;
  readonly label: string;
}

/** 'Todos los roles' (value '') and then each role by name (users screen, manage-users panel). */
export const roleFilterOptions = (roles: readonly Pick<Role, 'id' | 'name'>[]): FilterOption[] => [
  { value: '', label: AdminTexts.allRoles },
  ...[...roles].sort((a, b) => compareSpanish(a.name, b.name)).map((role) => ({ value: role.id, label: role.name })),
];

/** The status select of the brand settings filter bar: Todos / Active / Disabled. */
export const BRAND_STATUS_FILTER_OPTIONS: readonly FilterOption<BrandStatusFilter>[] = [
  { value: '', label: AdminTexts.statusAll },
  { value: 'active', label: UiTexts.status.active },
  { value: 'disabled', label: UiTexts.status.disabled },
];
