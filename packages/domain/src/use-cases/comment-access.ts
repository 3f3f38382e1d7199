import type { Brand } from '../brands/brand.js';
import { isBlueprintBlockName, type CommentPerson, type CommentTarget } from '../comments/comment.js';
import { Messages } from '../messages.js';
import { requirePermission, type Actor } from '../permissions/actor.js';
import { COMMENT_READ_KEYS } from '../comments/read-keys.js';
import type { BrandRepository, UserRepository } from '../ports/repositories.js';
import { DomainError } from '../shared/errors.js';
import { displayName, isActiveUser, normalizeEmail, type User } from '../users/user.js';
import { readVisibleBrand } from './content-access.js';
import type { Guard } from './or-fail.js';

const m = Messages.comments;

/**
 * A target as a command or a screen names it, checked: a requirement id or one of the
 * guide's seven blocks (anything else refused), trimmed.
 */
export const checkedTarget = (target: { readonly kind: string; readonly id: string }): CommentTarget => {
  const id = target.id.trim();
  if (id === '') throw new DomainError('validation', m.unknownTarget, { target });
  if (target.kind === 'requirement') return { kind: 'requirement', id };
  if (target.kind === 'blueprint' && isBlueprintBlockName(id)) return { kind: 'blueprint', id };
  throw new DomainError('validation', m.unknownTarget, { target });
};

/** The key the target's kind needs, then the brand, visible to the actor (else refused). */
export const readCommentBrand = async (
  brands: BrandRepository,
  actor: Actor,
  brandId: string,
  target: CommentTarget,
  guard: Guard,
): Promise<Brand> => {
  requirePermission(actor, COMMENT_READ_KEYS[target.kind]);
  const id = brandId.trim();
  if (id === '') throw new DomainError('validation', Messages.blueprint.missingBrandId);
  return readVisibleBrand(brands, actor, id, guard, Messages.carousel.brandNotFound);
};

/** A user as a comment names them. */
export const personOf = (user: Pick<User, 'uid' | 'email' | 'firstName' | 'lastName'>): CommentPerson => ({
  uid: user.uid,
  email: user.email,
  name: displayName(user),
});

/** The users who can be mentioned on a brand: the active users it allows, and its owner. */
export const brandPeople = (brand: Brand, users: readonly User[]): CommentPerson[] => {
  const allowed = new Set((brand.allowedUsers ?? []).map(normalizeEmail));
  return users
    .filter((user) => isActiveUser(user) && (allowed.has(normalizeEmail(user.email)) || user.uid === brand.owner))
    .map(personOf);
};

/** brandPeople from the users repository, read under the guard. */
export const readBrandPeople = async (users: UserRepository, brand: Brand, guard: Guard): Promise<CommentPerson[]> =>
  brandPeople(brand, await guard(() => users.list()));
