import { checkPermissionCodes, newRoleName } from '@estudio/domain/accounts';
import type { Role } from '@estudio/domain/accounts';
import { nameKey } from './lookup.js';
import { splitList, textOf } from './records.js';
import type { ColumnSpec, ImportRecord, RowError } from './records.js';

/*
 * `roles import`: columns name and permissions (codes separated by ';' or '|', or a JSON
 * list). Roles are matched by name; unknown codes are refused with the valid ones listed.
 */

export const ROLE_COLUMNS: ColumnSpec = { required: ['name', 'permissions'], optional: [] };

export interface ValidRoleRow {
  readonly line: number;
  readonly name: string;
  readonly permissions: readonly string[];
  readonly existing: Role | null;
}

/** The refusal of unknown codes, listing the valid ones (as `roles create` says it too). */
export const unknownCodesReason = (unknown: readonly string[], valid: readonly string[]): string =>
  `códigos de permiso desconocidos: ${unknown.join(', ')}. Válidos: ${valid.join(', ')}`;

export const validateRoleRows = (
  records: readonly ImportRecord[],
  roles: readonly Role[],
): { rows: ValidRoleRow[]; errors: RowError[] } => {
  const seen = new Map<string, number>();
  const rows: ValidRoleRow[] = [];
  const errors: RowError[] = [];
  for (const record of records) {
    const problems: string[] = [];
    const name = newRoleName(textOf(record.values['name']));
    if (name === null) problems.push('falta el nombre del rol');
    const check = checkPermissionCodes(splitList(record.values['permissions']));
    if (!check.ok) problems.push(unknownCodesReason(check.unknown, check.valid));
    let existing: Role | null = null;
    if (name !== null) {
      const key = nameKey(name);
      const earlier = seen.get(key);
      if (earlier !== undefined) problems.push(`rol repetido: ya está en la línea ${earlier}`);
      else seen.set(key, record.line);
      const named = roles.filter((role) => nameKey(role.name) === key);
      if (named.length > 1) problems.push(`hay ${named.length} roles llamados '${name}': corrígelo antes de importar`);
      existing = named[0] ?? null;
    }
    if (problems.length > 0 || name === null) errors.push({ line: record.line, reason: problems.join('; ') });
    else rows.push({ line: record.line, name, permissions: check.codes, existing });
  }
  return { rows, errors };
};

export type PlannedRole =
  | { readonly action: 'create'; readonly row: ValidRoleRow }
  | {
      readonly action: 'update';
      readonly row: ValidRoleRow;
      readonly role: Role;
      readonly added: readonly string[];
      readonly removed: readonly string[];
    }
  | { readonly action: 'unchanged'; readonly row: ValidRoleRow; readonly role: Role };

/** A role's codes are a set: the same codes in another order change nothing. */
export const planRoleImport = (rows: readonly ValidRoleRow[]): PlannedRole[] =>
  rows.map((row) => {
    const role = row.existing;
    if (role === null) return { action: 'create', row };
    const added = row.permissions.filter((code) => !role.permissions.includes(code));
    const removed = role.permissions.filter((code) => !row.permissions.includes(code));
    return added.length === 0 && removed.length === 0
      ? { action: 'unchanged', row, role }
      : { action: 'update', row, role, added, removed };
  });
