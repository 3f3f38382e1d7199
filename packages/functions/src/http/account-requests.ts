import {
  checkAccountId,
  checkNewAccount,
  checkRoleAssignment,
  type NewAccount,
  type RoleAssignment,
} from '@estudio/domain/accounts';
import { Messages } from '@estudio/domain/shared';

/**
 * The JSON bodies of the account endpoints, read into the typed values AccountUseCases
 * takes. Checked before anything is read or written: a refusal is a 400 whose message
 * names the field in Spanish (Messages.endpoints). Ids are plain document ids, text is
 * capped (ACCOUNT_LIMITS). Fields the documented body does not have are ignored; that
 * includes `password` (the server gives every new account a random one) and `roleLabel`
 * (the server reads the role's name from the role itself), which older clients still send.
 *
 *   create-user        {email, firstName?, lastName?, role}
 *   update-user-role   {uid, role}
 *   disable-user       {uid}
 *   enable-user        {uid}
 */
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export type CreateUserBody = NewAccount;
export type UpdateUserRoleBody = RoleAssignment;
export interface AccountUidBody {
  readonly uid: string;
}

const messages = Messages.endpoints;

type Fields = Readonly<Record<string, unknown>>;

export const isFields = (body: unknown): body is Fields =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

const refuse = <T>(error: string): Parsed<T> => ({ ok: false, error });

/**
 * The required text fields of `body` (blank counts as missing), then the optional ones
 * (text when present, '' when absent), or the refusal naming the first field at fault.
 */
const textFields = (
  body: unknown,
  required: readonly string[],
  optional: readonly string[] = [],
): Parsed<Record<string, string>> => {
  if (!isFields(body)) return refuse(messages.bodyNotObject);
  const values: Record<string, string> = {};
  for (const field of required) {
    const value = body[field];
    if (typeof value !== 'string' || value.trim() === '') return refuse(messages.fieldRequired(field));
    values[field] = value;
  }
  for (const field of optional) {
    const value = body[field];
    if (value === undefined) values[field] = '';
    else if (typeof value !== 'string') return refuse(messages.fieldNotText(field));
    else values[field] = value;
  }
  return { ok: true, value: values };
};

/** create-user: the e-mail valid and lower-cased, everything trimmed, absent names blank. */
export const parseCreateUserBody = (body: unknown): Parsed<CreateUserBody> => {
  const fields = textFields(body, ['email', 'role'], ['firstName', 'lastName']);
  if (!fields.ok) return fields;
  const { email = '', role = '', firstName = '', lastName = '' } = fields.value;
  return checkNewAccount({ email, role, firstName, lastName });
};

/** update-user-role, trimmed, both ids plain. */
export const parseUpdateUserRoleBody = (body: unknown): Parsed<UpdateUserRoleBody> => {
  const fields = textFields(body, ['uid', 'role']);
  if (!fields.ok) return fields;
  const { uid = '', role = '' } = fields.value;
  return checkRoleAssignment({ uid, role });
};

/** disable-user and enable-user, trimmed, a plain uid. */
export const parseAccountUidBody = (body: unknown): Parsed<AccountUidBody> => {
  const fields = textFields(body, ['uid']);
  if (!fields.ok) return fields;
  const uid = checkAccountId('uid', fields.value['uid'] ?? '');
  return uid.ok ? { ok: true, value: { uid: uid.value } } : uid;
};
