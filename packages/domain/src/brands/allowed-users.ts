import { isActiveUser, normalizeEmail } from '../users/user.js';
import type { User } from '../users/user.js';
import type { Brand } from './brand.js';

/** The result of adding or removing an e-mail: the new list and whether anything changed. */
export interface AllowedUsersChange {
  readonly allowedUsers: readonly string[];
  readonly changed: boolean;
}

/** Whether the brand's allowedUsers holds the e-mail (case and blanks ignored). */
export const hasAllowedUser = (brand: Pick<Brand, 'allowedUsers'>, email: string): boolean => {
  const wanted = normalizeEmail(email);
  return (brand.allowedUsers ?? []).some((entry) => normalizeEmail(entry) === wanted);
};

/**
 * Spec 000 section 5: adding an e-mail already present does nothing. The new entry is stored
 * as given (trimmed); existing entries keep their spelling. A blank e-mail adds nothing.
 */
export const addAllowedUser = (
  allowedUsers: readonly string[] | undefined,
  email: string,
): AllowedUsersChange => {
  const current = allowedUsers ?? [];
  const entry = email.trim();
  if (entry === '' || hasAllowedUser({ allowedUsers: current }, entry)) {
    return { allowedUsers: current, changed: false };
  }
  return { allowedUsers: [...current, entry], changed: true };
};

/** Removes every spelling of the e-mail; removing an absent e-mail changes nothing. */
export const removeAllowedUser = (
  allowedUsers: readonly string[] | undefined,
  email: string,
): AllowedUsersChange => {
  const current = allowedUsers ?? [];
  const wanted = normalizeEmail(email);
  const kept = current.filter((entry) => normalizeEmail(entry) !== wanted);
  return kept.length === current.length
    ? { allowedUsers: current, changed: false }
    : { allowedUsers: kept, changed: true };
};

/** Only active users are listed for, and may be granted, brand access (spec 000 section 5). */
export const canBeGrantedAccess = (user: Pick<User, 'status'> | null): boolean =>
  user !== null && isActiveUser(user);
