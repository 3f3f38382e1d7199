import type { User, UserRepository } from '@estudio/domain';
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

/** The stored fields of a user (the uid is the document id, not a field). */
export const userToDocument = (user: User): Record<string, unknown> =>
  toStoredFields({
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    status: user.status,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
  });

export const userPatchToDocument = (patch: UserPatch): Record<string, unknown> =>
  toStoredFields(pickFields(patch, PATCHABLE));
