import { Messages } from '../messages.js';
import type { NewAccount, RoleAssignment } from '../ports/account-gateway.js';
import { isValidEmail } from '../session/session-policy.js';
import { TEXT_LIMITS, hasControlCharacters } from '../shared/text.js';
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
  readonly firstName?: string;
  readonly lastName?: string;
}

/**
 * Caps on what the account endpoints take: the e-mail and names with the caps every stored
 * name and e-mail has (TEXT_LIMITS, which firestore.rules share), and ids (uid, role id) as
 * long as a Firebase uid may be.
 */
export const ACCOUNT_LIMITS = { email: TEXT_LIMITS.email, name: TEXT_LIMITS.name, id: 128 } as const;

/**
 * A uid or a role id: a plain document id. No '/' (it would name another document), no
 * dots, blanks or other characters Firebase's own ids never have.
 */
export const ACCOUNT_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

const messages = Messages.endpoints;

const refuse = <T>(error: string): AccountCheck<T> => ({ ok: false, error });

/** The first of `fields` that is blank, or null. */
const blankField = (values: Readonly<Record<string, string>>): string | null =>
  Object.entries(values).find(([, value]) => value.trim() === '')?.[0] ?? null;

/** A uid or role id, trimmed: required, ACCOUNT_ID_PATTERN, at most ACCOUNT_LIMITS.id. */
export const checkAccountId = (field: string, value: string): AccountCheck<string> => {
  const id = value.trim();
  if (id === '') return refuse(messages.fieldRequired(field));
  if (id.length > ACCOUNT_LIMITS.id || !ACCOUNT_ID_PATTERN.test(id)) return refuse(messages.invalidId(field));
  return { ok: true, value: id };
};

/** A person's name, trimmed: at most ACCOUNT_LIMITS.name, no control characters. */
const checkName = (field: string, value: string): AccountCheck<string> => {
  const name = value.trim();
  if (name.length > ACCOUNT_LIMITS.name) return refuse(messages.fieldTooLong(field, ACCOUNT_LIMITS.name));
  if (hasControlCharacters(name)) return refuse(messages.controlCharacters(field));
  return { ok: true, value: name };
};

/**
 * A new account: e-mail and role required; a valid e-mail of at most 254 characters,
 * stored lower-cased; a plain role id; names capped and free of control characters;
 * everything trimmed, absent names blank.
 */
export const checkNewAccount = (fields: NewAccountFields): AccountCheck<NewAccount> => {
  const { email } = fields;
  const blank = blankField({ email, role: fields.role });
  if (blank !== null) return refuse(messages.fieldRequired(blank));
  if (email.trim().length > ACCOUNT_LIMITS.email) return refuse(messages.fieldTooLong('email', ACCOUNT_LIMITS.email));
  if (!isValidEmail(email)) return refuse(messages.invalidEmail);
  const role = checkAccountId('role', fields.role);
  if (!role.ok) return role;
  const firstName = checkName('firstName', fields.firstName ?? '');
  if (!firstName.ok) return firstName;
  const lastName = checkName('lastName', fields.lastName ?? '');
  if (!lastName.ok) return lastName;
  return {
    ok: true,
    value: { email: normalizeEmail(email), firstName: firstName.value, lastName: lastName.value, role: role.value },
  };
};

/** A role change: uid and role required, plain ids, trimmed. */
export const checkRoleAssignment = (fields: RoleAssignment): AccountCheck<RoleAssignment> => {
  const uid = checkAccountId('uid', fields.uid);
  if (!uid.ok) return uid;
  const role = checkAccountId('role', fields.role);
  if (!role.ok) return role;
  return { ok: true, value: { uid: uid.value, role: role.value } };
};
