import { Messages, compareSpanish, type BrandStatusFilter, type Role } from '@estudio/domain';

/** One option of a filter select: the value the filter keeps, the Spanish label shown. */
export interface FilterOption<Value extends string = string> {
  readonly value: Value;
  readonly label: string;
}

/** 'Todos los roles' (value '') and then each role by name (users screen, manage-users panel). */
export const roleFilterOptions = (roles: readonly Pick<Role, 'id' | 'name'>[]): FilterOption[] => [
  { value: '', label: Messages.brandSettings.allRoles },
  ...[...roles].sort((a, b) => compareSpanish(a.name, b.name)).map((role) => ({ value: role.id, label: role.name })),
];

/** The status select of the brand settings filter bar: Todos / Active / Disabled. */
export const BRAND_STATUS_FILTER_OPTIONS: readonly FilterOption<BrandStatusFilter>[] = [
  { value: '', label: Messages.brandSettings.statusAll },
  { value: 'active', label: Messages.brandSettings.statusActive },
  { value: 'disabled', label: Messages.brandSettings.statusDisabled },
];
