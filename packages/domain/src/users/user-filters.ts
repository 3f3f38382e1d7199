import { ASSIGNABLE_CODE } from '../permissions/catalogue.js';
import type { SortDirection } from '../requirements/requirement-sort.js';
import type { Role } from '../roles/role.js';
import { compareSpanish, containsIgnoringCase } from '../shared/text.js';
import { displayName, fullName, isActiveUser } from './user.js';
import type { User } from './user.js';

/** The users table's search box and optional role (docs/product.md, "Users and roles"). */
export interface UserFilter {
  /** Case-insensitive substring on full name or e-mail. */
  readonly text: string;
  /** Exact role id; '' means any. */
  readonly role: string;
}

export const matchesUserFilter = (
  user: Pick<User, 'firstName' | 'lastName' | 'email' | 'role'>,
  filter: UserFilter,
): boolean =>
  (containsIgnoringCase(fullName(user), filter.text) || containsIgnoringCase(user.email, filter.text)) &&
  (filter.role === '' || user.role === filter.role);

/** Keeps the input order. */
export const filterUsers = <U extends Pick<User, 'firstName' | 'lastName' | 'email' | 'role'>>(
  users: readonly U[],
  filter: UserFilter,
): U[] => users.filter((user) => matchesUserFilter(user, filter));

/** The sortable columns of the users table. */
export type UserSortField = 'name' | 'email' | 'createdAt';

export interface UserSort {
  readonly field: UserSortField;
  readonly direction: SortDirection;
}

/** An unset or unreadable date has no time; it sorts last in both directions. */
const timeOf = (value: Date | null): number | null => {
  if (value === null) return null;
  const time = value.getTime();
  return Number.isNaN(time) ? null : time;
};

export const compareUsers = (
  sort: UserSort,
): ((
  a: Pick<User, 'firstName' | 'lastName' | 'email' | 'createdAt'>,
  b: Pick<User, 'firstName' | 'lastName' | 'email' | 'createdAt'>,
) => number) => {
  const sign = sort.direction === 'asc' ? 1 : -1;
  switch (sort.field) {
    case 'name':
      return (a, b) => sign * compareSpanish(fullName(a), fullName(b));
    case 'email':
      return (a, b) => sign * compareSpanish(a.email, b.email);
    case 'createdAt':
      return (a, b) => {
        const ta = timeOf(a.createdAt);
        const tb = timeOf(b.createdAt);
        if (ta === null || tb === null) return (ta === null ? 1 : 0) - (tb === null ? 1 : 0);
        return sign * (ta - tb);
      };
  }
};

/** A new array; users that compare equal keep their input order in both directions. */
export const sortUsers = <U extends Pick<User, 'firstName' | 'lastName' | 'email' | 'createdAt'>>(
  users: readonly U[],
  sort: UserSort,
): U[] => [...users].sort(compareUsers(sort));

/** A click on the same column flips the direction; another column starts ascending. */
export const toggleUserSort = (current: UserSort | null, field: UserSortField): UserSort =>
  current !== null && current.field === field
    ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { field, direction: 'asc' };

/** A user who may be assigned requirements, as the assignee selects show them. */
export interface AssignableUser {
  readonly email: string;
  /** Full name, or the e-mail when the user has no name. */
  readonly label: string;
}

/**
 * docs/product.md, "Users and roles": active users whose role holds atender_requerimientos, sorted by label.
 * A user whose role no longer exists is not assignable.
 */
export const assignableUsers = (
  users: readonly User[],
  roles: readonly Pick<Role, 'id' | 'permissions'>[],
): AssignableUser[] => {
  const attending = new Set(roles.filter((role) => role.permissions.includes(ASSIGNABLE_CODE)).map((role) => role.id));
  return users
    .filter((user) => isActiveUser(user) && attending.has(user.role))
    .map((user) => ({ email: user.email, label: displayName(user) }))
    .sort((a, b) => compareSpanish(a.label, b.label));
};
