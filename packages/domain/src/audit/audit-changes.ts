/*
 * Which fields of a document a write changed, for the audit log (docs/product.md, "Audit
 * log"). Pure: the trigger hands the document's data before and after the write, with
 * timestamps already turned into Dates, and gets the list of changes to store.
 */

/** A document's fields as the audit reads them (timestamps as Dates). */
export type AuditFields = Readonly<Record<string, unknown>>;

/** A value small enough to be kept in an audit entry as it was. */
export type AuditValue = string | number | boolean | null | Date | readonly string[];

/**
 * One changed field. Small values are kept: `before` is absent when the field did not
 * exist before the write, `after` when it does not exist after it. A field whose old or new
 * value is not small (a long text, a map, a long list…) is recorded as `changed: true`
 * without either value, so the log never copies a document's bulk (or a secret in it).
 */
export interface AuditChange {
  readonly field: string;
  readonly before?: AuditValue;
  readonly after?: AuditValue;
  readonly changed?: true;
}

export type AuditOperation = 'create' | 'update' | 'delete';

/** What a write did to one document. */
export interface AuditDiff {
  readonly operation: AuditOperation;
  /** Sorted by field name. */
  readonly changes: readonly AuditChange[];
}

/** The longest text kept as a value (characters). */
export const AUDIT_MAX_TEXT = 200;
/** The longest list of texts kept as a value. */
export const AUDIT_MAX_LIST = 20;

/**
 * Fields that only keep the books (when a user last signed in, when a document was last
 * written, which administrator asked the server for the last write of a user record:
 * audit-entry.ts's AUDIT_STAMP_FIELD): an update that changes nothing else is not audited, and they are left out of
 * the changes of any update (the entry's own time says when).
 */
export const AUDIT_BOOKKEEPING_FIELDS: readonly string[] = ['lastLoginAt', 'updatedAt', 'changedBy'];

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const isSmallText = (value: unknown): value is string => typeof value === 'string' && value.length <= AUDIT_MAX_TEXT;

/** Whether a value is small enough to be kept (see AuditValue, AUDIT_MAX_TEXT, AUDIT_MAX_LIST). */
export const isSmallAuditValue = (value: unknown): value is AuditValue =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  isSmallText(value) ||
  (value instanceof Date && !Number.isNaN(value.getTime())) ||
  (Array.isArray(value) && value.length <= AUDIT_MAX_LIST && value.every(isSmallText));

/**
 * Deep equality of stored values: Dates by their time, lists item by item, maps key by key
 * whatever their order, anything else by identity (NaN equals NaN).
 */
export const sameAuditValue = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && Object.is(a.getTime(), b.getTime());
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameAuditValue(item, b[index]))
    );
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && sameAuditValue(a[key], b[key]))
    );
  }
  return false;
};

const kept = (value: AuditValue): AuditValue =>
  value instanceof Date ? new Date(value.getTime()) : Array.isArray(value) ? [...(value as string[])] : value;

/** One field's change: values kept when each side is absent or small. */
const changeOf = (field: string, before: AuditFields | null, after: AuditFields | null): AuditChange => {
  const had = before !== null && Object.hasOwn(before, field);
  const has = after !== null && Object.hasOwn(after, field);
  const old = had ? before[field] : undefined;
  const now = has ? after[field] : undefined;
  if ((had && !isSmallAuditValue(old)) || (has && !isSmallAuditValue(now))) return { field, changed: true };
  return {
    field,
    ...(had ? { before: kept(old as AuditValue) } : {}),
    ...(has ? { after: kept(now as AuditValue) } : {}),
  };
};

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Parts of a large map kept by their dotted path when the map changes, so the log names them
 * even though the map itself is recorded only as changed: the reason given to send a piece
 * despite the brand review's blocking findings, and those findings (docs/product.md, "Revisión
 * de marca"), written by the scheduler's ledger in the sent post.
 */
export const AUDIT_KEPT_DETAILS: Readonly<Record<string, readonly string[]>> = {
  scheduledPost: ['override.reason', 'override.findings'],
};

/** The longest text of a kept detail (an override's reason is at most 500 characters; a finding's line longer). */
export const AUDIT_MAX_DETAIL_TEXT = 1000;

const isDetailText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= AUDIT_MAX_DETAIL_TEXT;

const isDetailValue = (value: unknown): value is AuditValue =>
  isDetailText(value) || (Array.isArray(value) && value.length <= AUDIT_MAX_LIST && value.every(isDetailText));

/** The value at a dotted path of a map (undefined when any step is missing). */
const atPath = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((at, key) => (isPlainObject(at) && Object.hasOwn(at, key) ? at[key] : undefined), value);

/** The kept details of a changed field whose value differs: each as its own change, when small enough. */
const detailsOf = (field: string, before: AuditFields | null, after: AuditFields | null): AuditChange[] =>
  (AUDIT_KEPT_DETAILS[field] ?? []).flatMap((path): AuditChange[] => {
    const old = atPath(before?.[field], path);
    const now = atPath(after?.[field], path);
    if (sameAuditValue(old, now)) return [];
    if ((old !== undefined && !isDetailValue(old)) || (now !== undefined && !isDetailValue(now))) return [];
    return [
      {
        field: `${field}.${path}`,
        ...(old === undefined ? {} : { before: kept(old as AuditValue) }),
        ...(now === undefined ? {} : { after: kept(now as AuditValue) }),
      },
    ];
  });

/**
 * What a write did, from the document's data before and after it (null: no document). A
 * create lists every field with its new value, a delete every field with its old one, an
 * update only the fields whose value changed, bookkeeping fields left out; each changed field
 * followed by its kept details (AUDIT_KEPT_DETAILS) that differ. null when there
 * is nothing to audit: no document on either side, a write that changed no value, or an
 * update of bookkeeping fields only.
 */
export const auditChanges = (before: AuditFields | null, after: AuditFields | null): AuditDiff | null => {
  if (before === null && after === null) return null;
  const operation: AuditOperation = before === null ? 'create' : after === null ? 'delete' : 'update';
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changed = [...fields].filter((field) => {
    if (operation !== 'update') return true;
    if (AUDIT_BOOKKEEPING_FIELDS.includes(field)) return false;
    const had = Object.hasOwn(before ?? {}, field);
    const has = Object.hasOwn(after ?? {}, field);
    return had !== has || !sameAuditValue(before?.[field], after?.[field]);
  });
  if (operation === 'update' && changed.length === 0) return null;
  return {
    operation,
    changes: changed
      .sort(byName)
      .flatMap((field) => [changeOf(field, before, after), ...detailsOf(field, before, after)]),
  };
};
