import { Messages } from '../messages.js';
import type { NewAccount, RoleAssignment } from '../ports/account-gateway.js';
import { isValidEmail } from '../session/session-policy.js';
import { normalizeEmail } from '../users/user.js';

/**
 * The rules a new account and a role change must meet before the server writes anything,
 * on typed values (reading an HTTP body into them is the functions' job). A refusal names
 * the field in Spanish (Messages.endpoints), so the caller knows what to fix.
 */
export type AccountCheck<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** What a new account is made from; the names may be left out (blank). */
export interface NewAccountFields {
  readonly email: string;
  readonly role: string;
  readonly roleLabel: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

const messages = Messages.endpoints;

const refuse = <T>(error: string): AccountCheck<T> => ({ ok: false, error });

/** The first of `fields` that is blank, or null. */
const blankField = (values: Readonly<Record<string, string>>): string | null =>
  Object.entries(values).find(([, value]) => value.trim() === '')?.[0] ?? null;

/**
 * A new account: e-mail, role and role label required; a valid e-mail, stored lower-cased;
 * everything trimmed, absent names blank.
 */
export const checkNewAccount = (fields: NewAccountFields): AccountCheck<NewAccount> => {
  const { email, role, roleLabel } = fields;
  const blank = blankField({ email, role, roleLabel });
  if (blank !== null) return refuse(messages.fieldRequired(blank));
  if (!isValidEmail(email)) return refuse(messages.invalidEmail);
  return {
    ok: true,
    value: {
      email: normalizeEmail(email),
      firstName: (fields.firstName ?? '').trim(),
      lastName: (fields.lastName ?? '').trim(),
      role: role.trim(),
      roleLabel: roleLabel.trim(),
    },
  };
};

/** A role change: uid, role and role label required, trimmed. */
export const checkRoleAssignment = (fields: RoleAssignment): AccountCheck<RoleAssignment> => {
  const blank = blankField({ uid: fields.uid, role: fields.role, roleLabel: fields.roleLabel });
  if (blank !== null) return refuse(messages.fieldRequired(blank));
  return { ok: true, value: { uid: fields.uid.trim(), role: fields.role.trim(), roleLabel: fields.roleLabel.trim() } };
};
