import { normalizeEmail } from '@estudio/domain/accounts';
import { DomainError } from '@estudio/domain/shared';
import type { Role, User } from '@estudio/domain/accounts';
import type { AdminBrandRow } from '@estudio/domain/brands';
import { findByIdOrName } from '../imports/lookup.js';
import { resolveBrand, roleNames } from '../imports/users-import.js';
import type { CliSession } from '../cli/session.js';

/*
 * What a person types for a user, a role or a brand, found among what the acting user may
 * list through the use cases (so each lookup carries the permission check of its list).
 */

const userNotFound = (reference: string): DomainError =>
  new DomainError('not-found', `No existe ningún usuario '${reference}'.`);

/** A user by e-mail (any case) or uid among these; refused as not found. */
export const userIn = (users: readonly User[], reference: string): User => {
  const email = normalizeEmail(reference);
  const user = users.find((u) => normalizeEmail(u.email) === email) ?? users.find((u) => u.uid === reference.trim());
  if (user === undefined) throw userNotFound(reference);
  return user;
};

/** A role by id or name (case and blanks ignored); refused listing the roles there are. */
export const roleIn = (roles: readonly Role[], reference: string): Role => {
  const lookup = findByIdOrName(roles, (role) => role.name, reference);
  if ('found' in lookup) return lookup.found;
  if ('ambiguous' in lookup) {
    const ids = lookup.ambiguous.map((role) => role.id).join(', ');
    throw new DomainError('validation', `Hay varios roles llamados '${reference}': usa su id (${ids}).`);
  }
  throw new DomainError('not-found', `El rol '${reference}' no existe. Roles: ${roleNames(roles)}`);
};

/** A brand by id or name among those listed; refused as not found or ambiguous. */
export const brandIn = (brands: readonly AdminBrandRow[], reference: string): AdminBrandRow => {
  const brand = resolveBrand(brands, reference);
  if (typeof brand === 'string') throw new DomainError('not-found', `No se encontró: ${brand}.`);
  return brand;
};

/** A user the actor may administer (ADMIN_USERS), by e-mail or uid: one lookup, not a list. */
export const findUser = async (session: CliSession, reference: string): Promise<User> => {
  const user = await session.users.find(session.actor, reference);
  if (user === null) throw userNotFound(reference);
  return user;
};

/** A role as the users screen offers them (ADMIN_USERS): for giving a user a role. */
export const findUserRole = async (session: CliSession, reference: string): Promise<Role> =>
  roleIn(await session.users.listRoles(session.actor), reference);

/** A role as the roles screen lists them (ADMIN_ROLES): for changing the role itself. */
export const findRole = async (session: CliSession, reference: string): Promise<Role> =>
  roleIn(await session.roles.list(session.actor), reference);

/** A brand the actor can see on the brand settings screen (ADMIN_BRANDS). */
export const findBrand = async (session: CliSession, reference: string): Promise<AdminBrandRow> =>
  brandIn(await session.brands.listForAdmin(session.actor), reference);
