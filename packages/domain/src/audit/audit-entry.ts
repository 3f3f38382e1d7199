import { normalizeEmail } from '../users/user.js';
import { auditChanges, sameAuditValue } from './audit-changes.js';
import type { AuditChange, AuditFields, AuditOperation } from './audit-changes.js';

/*
 * One entry of the append-only audit log: who changed which document, when, and how
 * (docs/product.md, "Audit log"). Stored in the top-level `audit` collection, written only
 * by the server's Firestore triggers.
 */

/** The audited collections, as the entry names them. */
export const AUDIT_COLLECTIONS = [
  'brands',
  'requirements',
  'blueprints',
  'comments',
  'commentReads',
  'users',
  'roles',
  'config',
] as const;
export type AuditCollection = (typeof AUDIT_COLLECTIONS)[number];

/** Where a document sits: which audited collection, under which brand, with which id. */
export interface AuditTarget {
  readonly collection: AuditCollection;
  /** The brand a brand, requirement, blueprint or comment belongs to; null for the others. */
  readonly brandId: string | null;
  readonly documentId: string;
}

export interface NewAuditEntry extends AuditTarget {
  readonly at: Date;
  /** The signed-in user who wrote (null: a server, or unknown). */
  readonly actorUid: string | null;
  /** Their e-mail (a service account's own for server writes); null when unknown. */
  readonly actorEmail: string | null;
  /** How the writer was authenticated, as the platform says it ('app_user', 'service_account', 'unknown'…). */
  readonly authType: string;
  /** The document's path (brands/b1/requirements/r1). */
  readonly path: string;
  readonly operation: AuditOperation;
  readonly changes: readonly AuditChange[];
}

export interface AuditEntry extends NewAuditEntry {
  readonly id: string;
}

/**
 * The audited document at this path, or null for any other document (a LinkedIn token
 * under users/{uid}/linkedin, another config document, a path of any other shape).
 */
export const auditTarget = (path: string): AuditTarget | null => {
  const segments = path.split('/');
  if (segments.some((segment) => segment === '')) return null;
  const [first, second, third, fourth] = segments;
  if (first === undefined || second === undefined) return null;
  if (segments.length === 2) {
    if (first === 'brands') return { collection: 'brands', brandId: second, documentId: second };
    if (first === 'users' || first === 'roles') return { collection: first, brandId: null, documentId: second };
    if (first === 'config' && second === 'permissions')
      return { collection: 'config', brandId: null, documentId: second };
    return null;
  }
  if (
    segments.length === 4 &&
    first === 'brands' &&
    (third === 'requirements' || third === 'blueprints' || third === 'comments' || third === 'commentReads') &&
    fourth !== undefined
  ) {
    return { collection: third, brandId: second, documentId: fourth };
  }
  return null;
};

/** Who wrote, as the platform's auth context says it (authType, authId). */
export interface AuditAuthContext {
  readonly authType?: string | null;
  readonly authId?: string | null;
}

/** The writer an entry records before any look-up: a user's uid, or a service account's e-mail. */
export interface AuditWriter {
  readonly authType: string;
  readonly uid: string | null;
  readonly email: string | null;
}

const looksLikeEmail = (text: string): boolean => /^[^\s@]+@[^\s@]+$/.test(text);

/**
 * The writer from the auth context: a signed-in user ('app_user') is their uid; a server
 * ('service_account', the admin SDK) is its account's e-mail; anything else (or a context
 * the platform did not fill: 'unknown') is recorded as it is, with no identity invented.
 */
export const auditWriter = (context: AuditAuthContext): AuditWriter => {
  const authType = context.authType?.trim() || 'unknown';
  const id = context.authId?.trim() ?? '';
  if (authType === 'app_user' && id !== '' && !id.includes('/')) return { authType, uid: id, email: null };
  if (authType === 'service_account' && looksLikeEmail(id)) return { authType, uid: null, email: normalizeEmail(id) };
  return { authType, uid: null, email: null };
};

/**
 * Who asked the server for a write: the account endpoints and the CLI write users/{uid}, and
 * the content commands write brands, requirements and blueprints, through the admin SDK, so
 * the platform names only the service account (or, in the emulator, nobody); they stamp the
 * document with the person behind the write (AUDIT_STAMP_FIELD), which no browser may write
 * (firestore.rules), and the entry names them.
 */
export interface AuditStamp {
  readonly uid: string;
  readonly email: string;
  /** When the server wrote (so two writes by one administrator bear different stamps). */
  readonly at: Date;
}

/** The field holding the AuditStamp of the last server write (users, brands, requirements, blueprints). */
export const AUDIT_STAMP_FIELD = 'changedBy';

/** The collections whose documents a server write stamps (AccountUseCases, the content commands). */
const STAMPED_COLLECTIONS: ReadonlySet<AuditCollection> = new Set([
  'users',
  'brands',
  'requirements',
  'blueprints',
  'comments',
  'commentReads',
]);

/**
 * The stamp this write put on the record: one of the right shape that the write changed (a
 * stamp merely carried over from an earlier server write names nobody).
 */
const freshStamp = (write: AuditedWrite): { uid: string; email: string | null } | null => {
  const value: unknown = write.after?.[AUDIT_STAMP_FIELD];
  if (typeof value !== 'object' || value === null) return null;
  if (sameAuditValue(write.before?.[AUDIT_STAMP_FIELD], value)) return null;
  const { uid, email } = value as Record<string, unknown>;
  if (typeof uid !== 'string' || uid.trim() === '') return null;
  // The CLI's operator has a uid ('estudio-cli') and no e-mail.
  return { uid: uid.trim(), email: typeof email === 'string' && email.trim() !== '' ? normalizeEmail(email) : null };
};

/** One write the triggers saw: the document's path and data on both sides, when, and by whom. */
export interface AuditedWrite extends AuditAuthContext {
  readonly path: string;
  /** null: the document did not exist before (a create). */
  readonly before: AuditFields | null;
  /** null: the document does not exist after (a delete). */
  readonly after: AuditFields | null;
  readonly at: Date;
}

/**
 * The entry a write makes, the writer's e-mail given (looked up by the caller for a user),
 * or null when the write is not audited: a document outside the audited collections, or a
 * write that changed nothing worth recording (see auditChanges).
 */
export const auditEntryFor = (write: AuditedWrite, writerEmail: string | null = null): NewAuditEntry | null => {
  const target = auditTarget(write.path);
  if (target === null) return null;
  const diff = auditChanges(write.before, write.after);
  if (diff === null) return null;
  const writer = auditWriter(write);
  // A server's write (no signed-in user in the auth context) names the person it stamped; a browser's never does.
  const stamp = STAMPED_COLLECTIONS.has(target.collection) && writer.authType !== 'app_user' ? freshStamp(write) : null;
  const email =
    writer.email ?? (writerEmail === null || writerEmail.trim() === '' ? null : normalizeEmail(writerEmail));
  return {
    at: new Date(write.at.getTime()),
    actorUid: stamp === null ? writer.uid : stamp.uid,
    actorEmail: stamp === null ? email : stamp.email,
    authType: writer.authType,
    path: write.path,
    ...target,
    operation: diff.operation,
    // The stamp says who wrote, not what was written: never a change of its own, a create's neither.
    changes: diff.changes.filter((change) => change.field !== AUDIT_STAMP_FIELD),
  };
};
