import type { PermissionCode } from '../permissions/catalogue.js';

export type UserStatus = 'active' | 'disabled';

/** A member of staff: users/{uid}, keyed by the sign-in uid (docs/product.md, "Users and roles"). */
export interface User {
  readonly uid: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The id of the user's one role. */
  readonly role: string;
  readonly status: UserStatus;
  readonly createdAt: Date | null;
  readonly lastLoginAt: Date | null;
}

/** A user with the permission codes resolved from their role, as the session holds it. */
export interface UserProfile extends User {
  readonly permissions: readonly PermissionCode[];
}

/** "Nombre Apellido", or the e-mail when the user has no name (docs/product.md, "Users and roles"). */
export const displayName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>): string => {
  const full = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return full.length > 0 ? full : user.email;
};

export const fullName = (user: Pick<User, 'firstName' | 'lastName'>): string =>
  `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();

export const isActiveUser = (user: Pick<User, 'status'>): boolean => user.status === 'active';

/** E-mails are compared without case or surrounding blanks everywhere in the product. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
