import { normalizeEmail, checkNewAccount } from '@estudio/domain/accounts';
import { addAllowedUser, canBeGrantedAccess } from '@estudio/domain/brands';
import type { Role, User } from '@estudio/domain/accounts';
import type { Brand } from '@estudio/domain/brands';
import { findByIdOrName } from './lookup.js';
import { splitList, textOf } from './records.js';
import type { ColumnSpec, ImportRecord, RowError } from './records.js';

/*
 * `users import`: columns email, firstName, lastName, role (a role's name or id) and, if
 * wanted, brands (names or ids separated by ';' or '|') to grant access to. Validation and
 * planning are pure: the command reads the current users, roles and brands first.
 */

export const USER_COLUMNS: ColumnSpec = { required: ['email', 'role'], optional: ['firstName', 'lastName', 'brands'] };

export interface UserImportContext {
  readonly users: readonly User[];
  readonly roles: readonly Role[];
  readonly brands: readonly Brand[];
}

export interface ValidUserRow {
  readonly line: number;
  /** As typed (trimmed); accounts are created with it normalised, like the endpoint does. */
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly brands: readonly Brand[];
  /** The user already holding this e-mail, if any. */
  readonly existing: User | null;
}

export const roleNames = (roles: readonly Role[]): string => roles.map((role) => role.name).join(', ');

const resolveRole = (roles: readonly Role[], reference: string): Role | string => {
  const lookup = findByIdOrName(roles, (role) => role.name, reference);
  if ('found' in lookup) return lookup.found;
  if ('ambiguous' in lookup)
    return `hay varios roles llamados '${reference}': usa su id (${lookup.ambiguous.map((r) => r.id).join(', ')})`;
  return `el rol '${reference}' no existe (roles: ${roleNames(roles)})`;
};

export const resolveBrand = <B extends Brand>(brands: readonly B[], reference: string): B | string => {
  const lookup = findByIdOrName(brands, (brand) => brand.brandName, reference);
  if ('found' in lookup) return lookup.found;
  if ('ambiguous' in lookup)
    return `hay varias marcas llamadas '${reference}': usa su id (${lookup.ambiguous.map((b) => b.id).join(', ')})`;
  return `la marca '${reference}' no existe`;
};

/** Every row checked, every problem of a row reported together on its line. */
export const validateUserRows = (
  records: readonly ImportRecord[],
  context: UserImportContext,
): { rows: ValidUserRow[]; errors: RowError[] } => {
  const byEmail = new Map(context.users.map((user) => [normalizeEmail(user.email), user]));
  const seen = new Map<string, number>();
  const rows: ValidUserRow[] = [];
  const errors: RowError[] = [];

  for (const record of records) {
    const problems: string[] = [];
    const email = textOf(record.values['email']);
    const role = resolveRole(context.roles, textOf(record.values['role']));
    if (typeof role === 'string') problems.push(textOf(record.values['role']) === '' ? 'falta el rol' : role);
    // The create-user endpoint's own check of the e-mail, so both refuse the same rows.
    const body = checkNewAccount({ email, role: 'x' });
    if (!body.ok) problems.push(email === '' ? 'falta el correo' : `${body.error} ('${email}')`);
    const key = normalizeEmail(email);
    const earlier = seen.get(key);
    if (email !== '' && earlier !== undefined) problems.push(`correo repetido: ya está en la línea ${earlier}`);
    else seen.set(key, record.line);

    const existing = byEmail.get(key) ?? null;
    const brands: Brand[] = [];
    for (const reference of splitList(record.values['brands'])) {
      const brand = resolveBrand(context.brands, reference);
      if (typeof brand === 'string') problems.push(brand);
      else if (!brands.includes(brand)) brands.push(brand);
    }
    if (brands.length > 0 && existing !== null && !canBeGrantedAccess(existing)) {
      problems.push('el usuario está deshabilitado: solo los usuarios activos reciben acceso a marcas');
    }

    if (problems.length > 0 || typeof role === 'string') {
      errors.push({ line: record.line, reason: problems.join('; ') });
      continue;
    }
    rows.push({
      line: record.line,
      email,
      firstName: textOf(record.values['firstName']),
      lastName: textOf(record.values['lastName']),
      role,
      brands,
      existing,
    });
  }
  return { rows, errors };
};

export interface UserChanges {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly role?: Role;
}

export type PlannedUser =
  | { readonly action: 'create'; readonly row: ValidUserRow }
  | { readonly action: 'update'; readonly row: ValidUserRow; readonly user: User; readonly changes: UserChanges }
  | { readonly action: 'unchanged'; readonly row: ValidUserRow; readonly user: User };

/** The allowedUsers a brand ends with, and the e-mails the import adds to it. */
export interface BrandGrant {
  readonly brand: Brand;
  readonly added: readonly string[];
  readonly allowedUsers: readonly string[];
}

export interface UserImportPlan {
  readonly users: readonly PlannedUser[];
  readonly grants: readonly BrandGrant[];
  /** Grants the file asks for that the brands already have. */
  readonly grantsUnchanged: number;
}

/**
 * What applying the rows would do. Blank names leave stored names alone; a role is
 * changed only when it differs; grants only add (brands revoke removes). Planning the
 * plan's own result again gives nothing but 'unchanged' (idempotence).
 */
export const planUserImport = (rows: readonly ValidUserRow[]): UserImportPlan => {
  const users: PlannedUser[] = [];
  const allowed = new Map<string, { brand: Brand; list: readonly string[]; added: string[] }>();
  let grantsUnchanged = 0;

  for (const row of rows) {
    const user = row.existing;
    if (user === null) users.push({ action: 'create', row });
    else {
      const changes: { firstName?: string; lastName?: string; role?: Role } = {};
      if (row.firstName !== '' && row.firstName !== user.firstName) changes.firstName = row.firstName;
      if (row.lastName !== '' && row.lastName !== user.lastName) changes.lastName = row.lastName;
      if (row.role.id !== user.role) changes.role = row.role;
      users.push(
        Object.keys(changes).length === 0
          ? { action: 'unchanged', row, user }
          : { action: 'update', row, user, changes },
      );
    }
    // The e-mail as the user's record holds it, as the brand panel grants it.
    const email = user?.email ?? row.email;
    for (const brand of row.brands) {
      const entry = allowed.get(brand.id) ?? { brand, list: brand.allowedUsers ?? [], added: [] };
      const change = addAllowedUser(entry.list, email);
      if (change.changed) {
        entry.list = change.allowedUsers;
        entry.added.push(email);
      } else grantsUnchanged += 1;
      allowed.set(brand.id, entry);
    }
  }
  const grants = [...allowed.values()]
    .filter((entry) => entry.added.length > 0)
    .map((entry) => ({ brand: entry.brand, added: entry.added, allowedUsers: entry.list }));
  return { users, grants, grantsUnchanged };
};
