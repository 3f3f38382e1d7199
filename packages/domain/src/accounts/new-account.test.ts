import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { parseAccountUidBody, parseCreateUserBody, parseUpdateUserRoleBody } from './account-requests.js';

const m = Messages.endpoints;
const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/);
const notAnObject = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.array(fc.anything()));

describe('the user-administration bodies', () => {
  it('reads create-user, trimming and lower-casing the e-mail', () => {
    expect(
      parseCreateUserBody({ email: ' Nueva@Estudio.TEST ', password: 'x', role: ' r1 ', roleLabel: 'Estratega' }),
    ).toEqual({ ok: true, value: { email: 'nueva@estudio.test', role: 'r1', roleLabel: 'Estratega' } });
  });

  it('accepts create-user without a password (the server sets its own)', () => {
    expect(parseCreateUserBody({ email: 'a@b.co', role: 'r', roleLabel: 'R' }).ok).toBe(true);
  });

  it.each([
    [{ email: '', role: 'r', roleLabel: 'R' }, m.fieldRequired('email')],
    [{ email: 'a@b.co', roleLabel: 'R' }, m.fieldRequired('role')],
    [{ email: 'a@b.co', role: 'r', roleLabel: null }, m.fieldRequired('roleLabel')],
    [{ email: 'a@b.co', role: 'r', roleLabel: 'R', password: false }, m.fieldNotText('password')],
    [{ email: 'sin-arroba', role: 'r', roleLabel: 'R' }, m.invalidEmail],
  ])('refuses create-user %o', (body, error) => {
    expect(parseCreateUserBody(body)).toEqual({ ok: false, error });
  });

  it('names the role or user the server could not find', () => {
    expect(m.unknownRole('r-9')).toBe("El rol 'r-9' no existe.");
    expect(m.unknownUser('u-9')).toBe("El usuario 'u-9' no existe.");
  });

  it('reads update-user-role and the uid bodies', () => {
    expect(parseUpdateUserRoleBody({ uid: 'u1', role: 'r', roleLabel: 'R', extra: 1 })).toEqual({
      ok: true,
      value: { uid: 'u1', role: 'r', roleLabel: 'R' },
    });
    expect(parseAccountUidBody({ uid: ' u1 ' })).toEqual({ ok: true, value: { uid: 'u1' } });
    expect(parseAccountUidBody({ uid: 5 })).toEqual({ ok: false, error: m.fieldRequired('uid') });
  });

  it('refuses anything that is not a JSON object, whatever the endpoint', () => {
    fc.assert(
      fc.property(notAnObject, (body) => {
        for (const parse of [parseCreateUserBody, parseUpdateUserRoleBody, parseAccountUidBody]) {
          expect(parse(body)).toEqual({ ok: false, error: m.bodyNotObject });
        }
      }),
    );
  });

  it('gives back exactly the trimmed fields of any well-formed uid/role body', () => {
    fc.assert(
      fc.property(word, word, fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), (uid, role, label) => {
        const result = parseUpdateUserRoleBody({ uid: ` ${uid}`, role, roleLabel: label });
        expect(result).toEqual({ ok: true, value: { uid, role, roleLabel: label.trim() } });
      }),
    );
  });

  it('never accepts a body with a blank required field', () => {
    fc.assert(
      fc.property(fc.constantFrom('uid', 'role', 'roleLabel'), fc.stringMatching(/^\s*$/), (field, blank) => {
        const body = { uid: 'u', role: 'r', roleLabel: 'R', [field]: blank };
        expect(parseUpdateUserRoleBody(body)).toEqual({ ok: false, error: m.fieldRequired(field) });
      }),
    );
  });
});
