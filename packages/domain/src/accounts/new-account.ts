import { Messages } from '../messages.js';
import { isValidEmail } from '../session/session-policy.js';
import { normalizeEmail } from '../users/user.js';

/**
 * The bodies of the user-administration endpoints (spec 000 section 7), checked before
 * anything is written. A refusal names the field in Spanish, so a 400 says what to fix.
 */
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export interface CreateUserBody {
  readonly email: string;
  readonly role: string;
  readonly roleLabel: string;
}
export interface UpdateUserRoleBody {
  readonly uid: string;
  readonly role: string;
  readonly roleLabel: string;
}
export interface AccountUidBody {
  readonly uid: string;
}

const messages = Messages.endpoints;

type Fields = Readonly<Record<string, unknown>>;

const isFields = (body: unknown): body is Fields =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/** A required text field, trimmed; blank counts as missing. */
const text = (body: Fields, field: string): string | null => {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value.trim();
};

const refuse = <T>(error: string): Parsed<T> => ({ ok: false, error });

const required = <T>(body: unknown, fields: readonly string[], build: (values: string[]) => Parsed<T>): Parsed<T> => {
  if (!isFields(body)) return refuse(messages.bodyNotObject);
  const values: string[] = [];
  for (const field of fields) {
    const value = text(body, field);
    if (value === null) return refuse(messages.fieldRequired(field));
    values.push(value);
  }
  return build(values);
};

/**
 * {email, password, role, roleLabel}. The password field is accepted for the documented
 * shape but never used: the server gives every new account its own configured temporary
 * password, so no browser has to hold it. When present it must still be text.
 */
export const parseCreateUserBody = (body: unknown): Parsed<CreateUserBody> =>
  required(body, ['email', 'role', 'roleLabel'], ([email = '', role = '', roleLabel = '']) => {
    const password = (body as Fields)['password'];
    if (password !== undefined && typeof password !== 'string') {
      return refuse(messages.fieldNotText('password'));
    }
    if (!isValidEmail(email)) return refuse(messages.invalidEmail);
    return { ok: true, value: { email: normalizeEmail(email), role, roleLabel } };
  });

/** {uid, role, roleLabel}. */
export const parseUpdateUserRoleBody = (body: unknown): Parsed<UpdateUserRoleBody> =>
  required(body, ['uid', 'role', 'roleLabel'], ([uid = '', role = '', roleLabel = '']) => ({
    ok: true,
    value: { uid, role, roleLabel },
  }));

/** {uid}: disable-user and enable-user. */
export const parseAccountUidBody = (body: unknown): Parsed<AccountUidBody> =>
  required(body, ['uid'], ([uid = '']) => ({ ok: true, value: { uid } }));
