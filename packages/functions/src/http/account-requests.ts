import { checkNewAccount, checkRoleAssignment, Messages, type NewAccount, type RoleAssignment } from '@estudio/domain';

/**
 * The JSON bodies of the account endpoints, read into the typed values AccountUseCases
 * takes. Checked before anything is read or written: a refusal is a 400 whose message
 * names the field in Spanish (Messages.endpoints). Fields the documented body does not
 * have are ignored; that includes `password`, which the console no longer sends (the
 * server gives every new account its configured temporary password).
 *
 *   create-user        {email, firstName?, lastName?, role, roleLabel}
 *   update-user-role   {uid, role, roleLabel}
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

const isFields = (body: unknown): body is Fields => typeof body === 'object' && body !== null && !Array.isArray(body);

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
  const fields = textFields(body, ['email', 'role', 'roleLabel'], ['firstName', 'lastName']);
  if (!fields.ok) return fields;
  const { email = '', role = '', roleLabel = '', firstName = '', lastName = '' } = fields.value;
  return checkNewAccount({ email, role, roleLabel, firstName, lastName });
};

/** update-user-role, trimmed. */
export const parseUpdateUserRoleBody = (body: unknown): Parsed<UpdateUserRoleBody> => {
  const fields = textFields(body, ['uid', 'role', 'roleLabel']);
  if (!fields.ok) return fields;
  const { uid = '', role = '', roleLabel = '' } = fields.value;
  return checkRoleAssignment({ uid, role, roleLabel });
};

/** disable-user and enable-user, trimmed. */
export const parseAccountUidBody = (body: unknown): Parsed<AccountUidBody> => {
  const fields = textFields(body, ['uid']);
  if (!fields.ok) return fields;
  return { ok: true, value: { uid: (fields.value['uid'] ?? '').trim() } };
};
