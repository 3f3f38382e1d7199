import type { Role } from '../roles/role.js';
import { compareSpanish, containsIgnoringCase } from '../shared/text.js';
import { fullName } from '../users/user.js';
import type { User } from '../users/user.js';
import type { Brand } from './brand.js';
import { canBeGrantedAccess, hasAllowedUser } from './allowed-users.js';

/** One row of the manage-users panel ('Gestionar usuarios para: {brand}'). */
export interface AccessCandidate {
  readonly uid: string;
  readonly email: string;
  /** Nombre y apellido. */
  readonly name: string;
  readonly roleId: string;
  /** The role's name, or '' when the role no longer exists. */
  readonly roleName: string;
  /** Shown in parentheses after the role name. */
  readonly rolePermissions: readonly string[];
  /** The status mark: whether the e-mail is already in allowedUsers (add or remove). */
  readonly hasAccess: boolean;
}

/** Active users only (docs/product.md, "Brands"), with their role, sorted by name then e-mail. */
export const accessCandidates = (
  brand: Pick<Brand, 'allowedUsers'>,
  users: readonly User[],
  roles: readonly Role[],
): AccessCandidate[] => {
  const rolesById = new Map(roles.map((role) => [role.id, role]));
  return users
    .filter(canBeGrantedAccess)
    .map((user) => {
      const role = rolesById.get(user.role);
      return {
        uid: user.uid,
        email: user.email,
        name: fullName(user),
        roleId: user.role,
        roleName: role?.name ?? '',
        rolePermissions: role?.permissions ?? [],
        hasAccess: hasAllowedUser(brand, user.email),
      };
    })
    .sort((a, b) => compareSpanish(a.name, b.name) || compareSpanish(a.email, b.email));
};

/** The panel's search box and role select; roleId '' means 'Todos los roles'. */
export interface AccessCandidateFilter {
  readonly text: string;
  readonly roleId: string;
}

export const matchesAccessCandidate = (candidate: AccessCandidate, filter: AccessCandidateFilter): boolean =>
  (containsIgnoringCase(candidate.name, filter.text) || containsIgnoringCase(candidate.email, filter.text)) &&
  (filter.roleId === '' || candidate.roleId === filter.roleId);

/** Keeps the input order. */
export const filterAccessCandidates = (
  candidates: readonly AccessCandidate[],
  filter: AccessCandidateFilter,
): AccessCandidate[] => candidates.filter((c) => matchesAccessCandidate(c, filter));
