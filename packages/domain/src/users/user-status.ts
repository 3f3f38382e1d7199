import type { User, UserStatus } from './user.js';

/** New users start active (docs/product.md, "Users and roles"). */
export const NEW_USER_STATUS: UserStatus = 'active';

/** The row action of the users table: disable (after confirmation) or enable. */
export type UserStatusAction = 'disable' | 'enable';

export const userToggleAction = (user: Pick<User, 'status'>): UserStatusAction =>
  user.status === 'disabled' ? 'enable' : 'disable';

/**
 * The status an action leads to, or null when the user already has it. A no-op is not an
 * error: the screen may be stale, and the wanted state already holds; callers then skip the
 * endpoint and write nothing.
 */
export const userStatusTransition = (user: Pick<User, 'status'>, action: UserStatusAction): UserStatus | null => {
  const target: UserStatus = action === 'disable' ? 'disabled' : 'active';
  return user.status === target ? null : target;
};
