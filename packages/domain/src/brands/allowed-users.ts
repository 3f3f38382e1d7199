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
 * docs/product.md, "Users and roles": adding an e-mail already present does nothing. The new entry is stored
 * as given (trimmed); existing entries keep their spelling. A blank e-mail adds nothing.
 */
export const addAllowedUser = (allowedUsers: readonly string[] | undefined, email: string): AllowedUsersChange => {
  const current = allowedUsers ?? [];
  const entry = email.trim();
  if (entry === '' || hasAllowedUser({ allowedUsers: current }, entry)) {
    return { allowedUsers: current, changed: false };
  }
  return { allowedUsers: [...current, entry], changed: true };
};

/** Removes every spelling of the e-mail; removing an absent e-mail changes nothing. */
export const removeAllowedUser = (allowedUsers: readonly string[] | undefined, email: string): AllowedUsersChange => {
  const current = allowedUsers ?? [];
  const wanted = normalizeEmail(email);
  const kept = current.filter((entry) => normalizeEmail(entry) !== wanted);
  return kept.length === current.length
    ? { allowedUsers: current, changed: false }
    : { allowedUsers: kept, changed: true };
};

/** Only active users are listed for, and may be granted, brand access (docs/product.md, "Users and roles"). */
export const canBeGrantedAccess = (user: Pick<User, 'status'> | null): boolean => user !== null && isActiveUser(user);

/** What granting or revoking one e-mail of many came to. */
export type AccessChangeOutcome =
  | 'granted'
  | 'already-granted'
  | 'revoked'
  | 'not-granted'
  /** Refused: no user has that e-mail. */
  | 'unknown-user'
  /** Refused: the user is not active. */
  | 'inactive-user';

export interface AccessChangePlan {
  /** allowedUsers once every accepted e-mail is applied, in the given order. */
  readonly allowedUsers: readonly string[];
  readonly outcomes: readonly { readonly email: string; readonly outcome: AccessChangeOutcome }[];
  /** Whether allowedUsers differs from what the brand holds. */
  readonly changed: boolean;
  /** How many e-mails were refused (grants only: unknown or inactive users). */
  readonly refused: number;
}

/**
 * Grants or revokes many e-mails on one brand's allowedUsers, one after another, with the
 * rules of a single grant or revoke: an active user is granted under the e-mail their record
 * holds, an unknown or inactive one is refused, an e-mail already there (or absent, when
 * revoking) changes nothing. `userByEmail` answers the stored user of an e-mail, or null.
 */
export const planAccessChanges = (
  allowedUsers: readonly string[] | undefined,
  kind: 'grant' | 'revoke',
  emails: readonly string[],
  userByEmail: (email: string) => Pick<User, 'email' | 'status'> | null,
): AccessChangePlan => {
  const before = allowedUsers ?? [];
  let current = before;
  let refused = 0;
  const outcomes = emails.map((email) => {
    if (kind === 'revoke') {
      const change = removeAllowedUser(current, email);
      current = change.allowedUsers;
      return { email, outcome: change.changed ? 'revoked' : 'not-granted' } as const;
    }
    const user = userByEmail(email);
    if (user === null || !canBeGrantedAccess(user)) {
      refused += 1;
      return { email, outcome: user === null ? 'unknown-user' : 'inactive-user' } as const;
    }
    const change = addAllowedUser(current, user.email);
    current = change.allowedUsers;
    return { email, outcome: change.changed ? 'granted' : 'already-granted' } as const;
  });
  return { allowedUsers: current, outcomes, changed: current !== before, refused };
};
