import { PERMISSION_CODES, isPermissionCode } from '../permissions/catalogue.js';
import type { PermissionCode } from '../permissions/catalogue.js';
import type { SortDirection } from '../requirements/requirement-sort.js';
import { compareSpanish, containsIgnoringCase } from '../shared/text.js';
import type { Role } from './role.js';

/**
 * The name a new role is created with, or null when the form must be ignored: docs/product.md, "Users and roles" says adding a role with a blank name does nothing (no error is shown).
 */
export const newRoleName = (name: string): string | null => {
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed;
};

/** The key role names are compared by: blanks around, case and Unicode composition ignored. */
export const roleNameKey = (name: string): string => name.trim().normalize('NFC').toLocaleLowerCase('es');

/**
 * The stored role that already bears this name, if any: a new role may not repeat one
 * (two roles named alike could not be told apart in the selects that list them by name).
 */
export const roleNamed = <R extends Pick<Role, 'name'>>(roles: readonly R[], name: string): R | undefined => {
  const wanted = roleNameKey(name);
  return roles.find((role) => roleNameKey(role.name) === wanted);
};

/** The users whose record names the role: while there is one, the role may not be deleted. */
export const roleHolders = <U extends { readonly role: string }>(users: readonly U[], roleId: string): U[] =>
  users.filter((user) => user.role === roleId);

/** By name in Spanish order, ignoring case and accents; equal names keep their order. */
export const sortRolesByName = <R extends Pick<Role, 'name'>>(
  roles: readonly R[],
  direction: SortDirection = 'asc',
): R[] => {
  const sign = direction === 'asc' ? 1 : -1;
  return [...roles].sort((a, b) => sign * compareSpanish(a.name, b.name));
};

/** The roles table's search box: case-insensitive substring on the name. */
export const filterRolesByName = <R extends Pick<Role, 'name'>>(roles: readonly R[], text: string): R[] =>
  roles.filter((role) => containsIgnoringCase(role.name, text));

export interface PermissionCodesCheck {
  /** True when every code is known. */
  readonly ok: boolean;
  /** The known codes, without repeats, in the given order. */
  readonly codes: PermissionCode[];
  /** The unknown codes, without repeats, in the given order. */
  readonly unknown: string[];
  /** Every valid code, for the message that lists them. */
  readonly valid: readonly PermissionCode[];
}

/**
 * Sorts codes into known and unknown. Stored roles may hold codes this version does not
 * know (they are tolerated when read), but writers refuse them.
 */
export const checkPermissionCodes = (codes: readonly string[]): PermissionCodesCheck => {
  const known: PermissionCode[] = [];
  const unknown: string[] = [];
  for (const code of new Set(codes)) {
    if (isPermissionCode(code)) known.push(code);
    else unknown.push(code);
  }
  return { ok: unknown.length === 0, codes: known, unknown, valid: PERMISSION_CODES };
};
