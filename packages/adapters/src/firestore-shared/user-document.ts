import { normalizeEmail, type User, type UserRepository } from '@estudio/domain/accounts';
import { AUDIT_STAMP_FIELD, type AuditStamp } from '@estudio/domain/audit';
import { pickFields, textOr, toDate, toStoredFields, type DocumentFields } from './stored-values.js';

type UserPatch = Parameters<UserRepository['update']>[1];

/** The fields UserRepository.update may write; anything else in a patch is ignored. */
const PATCHABLE = ['firstName', 'lastName', 'email', 'status', 'role'] as const satisfies readonly (keyof UserPatch)[];

/**
 * users/{uid} as a User. The uid is the document id. Only 'active' is active: the specs
 * list for access only users whose status is 'active', so a record without one is not.
 */
export const userFromDocument = (uid: string, data: DocumentFields): User => ({
  uid,
  email: textOr(data['email'], ''),
  firstName: textOr(data['firstName'], ''),
  lastName: textOr(data['lastName'], ''),
  role: textOr(data['role'], ''),
  status: data['status'] === 'active' ? 'active' : 'disabled',
  createdAt: toDate(data['createdAt']),
  lastLoginAt: toDate(data['lastLoginAt']),
});

/**
 * users/{uid}.emailNormalized: normalizeEmail(email), written with the e-mail by every
 * write (save, an update that changes the e-mail, the seed, the CLI's bulk store), so
 * findByEmail is one equality query instead of a scan. The rules require it to equal the
 * e-mail trimmed and lower-cased. Records written before the field existed lack it and are
 * not found until backfilled: `estudio seed` re-writes the demo users; any other record
 * needs its users/{uid} re-saved (or a one-off backfill). There is no scanning fallback.
 */
export const EMAIL_NORMALIZED_FIELD = 'emailNormalized';

/** The stored fields of a user (the uid is the document id, not a field). */
export const userToDocument = (user: User): Record<string, unknown> =>
  toStoredFields({
    email: user.email,
    [EMAIL_NORMALIZED_FIELD]: normalizeEmail(user.email),
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    status: user.status,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
  });

/** Only the fields the patch gives; a new e-mail brings its normalised form along. */
export const userPatchToDocument = (patch: UserPatch): Record<string, unknown> => {
  const fields = toStoredFields(pickFields(patch, PATCHABLE));
  return typeof fields['email'] === 'string'
    ? { ...fields, [EMAIL_NORMALIZED_FIELD]: normalizeEmail(fields['email']) }
    : fields;
};

/**
 * The changedBy field (AUDIT_STAMP_FIELD) a server write of users/{uid} carries: the
 * administrator the audit log names. Nothing when no stamp is given (browsers never give one).
 */
export const stampFields = (changedBy: AuditStamp | undefined): Record<string, unknown> =>
  changedBy === undefined
    ? {}
    : { [AUDIT_STAMP_FIELD]: { uid: changedBy.uid, email: changedBy.email, at: changedBy.at } };
