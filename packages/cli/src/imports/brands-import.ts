import { normalizeEmail } from '@estudio/domain/accounts';
import { addAllowedUser, brandStatus, canBeGrantedAccess } from '@estudio/domain/brands';
import { validateBrandName, validateSecureUrl } from '@estudio/domain/shared';
import type { User } from '@estudio/domain/accounts';
import type { Brand, BrandStatus } from '@estudio/domain/brands';
import { nameKey } from './lookup.js';
import { splitList, textOf } from './records.js';
import type { ColumnSpec, ImportRecord, RowError } from './records.js';

/*
 * `brands import`: columns brandName and, if wanted, ownerEmail, status (active or
 * disabled), allowedUsers (e-mails separated by ';' or '|'), idMetrics and linkMetrics.
 * Brands are matched by name. allowedUsers only adds: `brands revoke` removes access.
 */

export const BRAND_COLUMNS: ColumnSpec = {
  required: ['brandName'],
  optional: ['ownerEmail', 'status', 'allowedUsers', 'idMetrics', 'linkMetrics'],
};

export interface ValidBrandRow {
  readonly line: number;
  readonly brandName: string;
  readonly owner: User | null;
  readonly status: BrandStatus | null;
  /** The users' e-mails as their records hold them. */
  readonly allowedUsers: readonly string[];
  readonly idMetrics: string | null;
  readonly linkMetrics: string | null;
  readonly existing: Brand | null;
}

const optionalText = (value: string): string | null => (value === '' ? null : value);

export const validateBrandRows = (
  records: readonly ImportRecord[],
  context: { readonly brands: readonly Brand[]; readonly users: readonly User[] },
): { rows: ValidBrandRow[]; errors: RowError[] } => {
  const usersByEmail = new Map(context.users.map((user) => [normalizeEmail(user.email), user]));
  const seen = new Map<string, number>();
  const rows: ValidBrandRow[] = [];
  const errors: RowError[] = [];
  for (const record of records) {
    const problems: string[] = [];
    const brandName = textOf(record.values['brandName']);
    const name = validateBrandName(brandName);
    if (!name.ok) problems.push(name.message);
    const key = nameKey(brandName);
    const earlier = seen.get(key);
    if (brandName !== '' && earlier !== undefined) problems.push(`marca repetida: ya está en la línea ${earlier}`);
    else seen.set(key, record.line);
    const named = context.brands.filter((brand) => nameKey(brand.brandName) === key);
    if (named.length > 1)
      problems.push(`hay ${named.length} marcas llamadas '${brandName}': corrígelo antes de importar`);

    const ownerEmail = textOf(record.values['ownerEmail']);
    const owner = ownerEmail === '' ? null : (usersByEmail.get(normalizeEmail(ownerEmail)) ?? null);
    if (ownerEmail !== '' && owner === null) problems.push(`el dueño '${ownerEmail}' no es un usuario`);

    const statusText = textOf(record.values['status']);
    const status =
      statusText === '' ? null : statusText === 'active' || statusText === 'disabled' ? statusText : undefined;
    if (status === undefined) problems.push(`estado '${statusText}' no válido (active o disabled)`);

    const allowedUsers: string[] = [];
    for (const email of splitList(record.values['allowedUsers'])) {
      const user = usersByEmail.get(normalizeEmail(email)) ?? null;
      if (!canBeGrantedAccess(user)) problems.push(`'${email}' no es un usuario activo: solo ellos reciben acceso`);
      else if (user !== null) allowedUsers.push(user.email);
    }
    const linkMetrics = optionalText(textOf(record.values['linkMetrics']));
    const link = validateSecureUrl(linkMetrics);
    if (!link.ok) problems.push(`linkMetrics: ${link.message}`);

    if (problems.length > 0 || status === undefined) {
      errors.push({ line: record.line, reason: problems.join('; ') });
      continue;
    }
    rows.push({
      line: record.line,
      brandName,
      owner,
      status,
      allowedUsers,
      idMetrics: optionalText(textOf(record.values['idMetrics'])),
      linkMetrics,
      existing: named[0] ?? null,
    });
  }
  return { rows, errors };
};

/** The fields an import changes on an existing brand. */
export interface BrandChanges {
  owner?: string;
  ownerEmail?: string;
  status?: BrandStatus;
  allowedUsers?: readonly string[];
  idMetrics?: string;
  linkMetrics?: string;
}

export type PlannedBrand =
  | { readonly action: 'create'; readonly row: ValidBrandRow }
  | { readonly action: 'update'; readonly row: ValidBrandRow; readonly brand: Brand; readonly changes: BrandChanges }
  | { readonly action: 'unchanged'; readonly row: ValidBrandRow; readonly brand: Brand };

/** Blank cells leave a brand's fields alone; allowedUsers grows by the missing e-mails. */
export const planBrandImport = (rows: readonly ValidBrandRow[]): PlannedBrand[] =>
  rows.map((row) => {
    const brand = row.existing;
    if (brand === null) return { action: 'create', row };
    const changes: BrandChanges = {};
    if (row.owner !== null && row.owner.uid !== brand.owner) {
      changes.owner = row.owner.uid;
      changes.ownerEmail = row.owner.email;
    }
    if (row.status !== null && row.status !== brandStatus(brand)) changes.status = row.status;
    let allowed = brand.allowedUsers ?? [];
    for (const email of row.allowedUsers) allowed = addAllowedUser(allowed, email).allowedUsers;
    if (allowed.length !== (brand.allowedUsers ?? []).length) changes.allowedUsers = allowed;
    if (row.idMetrics !== null && row.idMetrics !== brand.idMetrics) changes.idMetrics = row.idMetrics;
    if (row.linkMetrics !== null && row.linkMetrics !== brand.linkMetrics) changes.linkMetrics = row.linkMetrics;
    return Object.keys(changes).length === 0
      ? { action: 'unchanged', row, brand }
      : { action: 'update', row, brand, changes };
  });
