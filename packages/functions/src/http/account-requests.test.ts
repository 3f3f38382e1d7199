import { Messages } from '@estudio/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAccountUidBody, parseCreateUserBody, parseUpdateUserRoleBody } from './account-requests.js';

const m = Messages.endpoints;
const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/);
const notAnObject = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.anything()),
);

describe('the account endpoint bodies', () => {
  it('reads create-user, trimming, lower-casing the e-mail and keeping the names', () => {
    expect(
      parseCreateUserBody({
        email: ' Nueva@Estudio.TEST ',
        firstName: ' Nora ',
        lastName: 'Díaz',
        role: ' r1 ',
        roleLabel: 'Estratega',
      }),
    ).toEqual({
      ok: true,
      value: { email: 'nueva@estudio.test', firstName: 'Nora', lastName: 'Díaz', role: 'r1', roleLabel: 'Estratega' },
    });
  });

  it('reads create-user without names as blank names', () => {
    expect(parseCreateUserBody({ email: 'a@b.co', role: 'r', roleLabel: 'R' })).toEqual({
      ok: true,
      value: { email: 'a@b.co', firstName: '', lastName: '', role: 'r', roleLabel: 'R' },
    });
  });

  it('ignores a password in create-user, whatever it holds: the server assigns its own', () => {
    for (const password of ['x', '', 123456, null]) {
      expect(parseCreateUserBody({ email: 'a@b.co', password, role: 'r', roleLabel: 'R' })).toEqual({
        ok: true,
        value: { email: 'a@b.co', firstName: '', lastName: '', role: 'r', roleLabel: 'R' },
      });
    }
  });

  it.each([
    [{ email: '', role: 'r', roleLabel: 'R' }, m.fieldRequired('email')],
    [{ email: 'a@b.co', roleLabel: 'R' }, m.fieldRequired('role')],
    [{ email: 'a@b.co', role: 'r', roleLabel: null }, m.fieldRequired('roleLabel')],
    [{ email: 'a@b.co', role: 'r', roleLabel: 7 }, m.fieldRequired('roleLabel')],
    [{ email: 'a@b.co', role: 'r', roleLabel: 'R', firstName: 5 }, m.fieldNotText('firstName')],
    [{ email: 'a@b.co', role: 'r', roleLabel: 'R', lastName: null }, m.fieldNotText('lastName')],
    [{ email: 'sin-arroba', role: 'r', roleLabel: 'R' }, m.invalidEmail],
  ])('refuses create-user %o', (body, error) => {
    expect(parseCreateUserBody(body)).toEqual({ ok: false, error });
  });

  it('reads update-user-role and the uid bodies, ignoring other fields', () => {
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
      fc.property(
        word,
        word,
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (uid, role, label) => {
          const result = parseUpdateUserRoleBody({ uid: ` ${uid}`, role, roleLabel: label });
          expect(result).toEqual({ ok: true, value: { uid, role, roleLabel: label.trim() } });
        },
      ),
    );
  });

  it('never accepts a body with a blank or non-text required field, and names it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('uid', 'role', 'roleLabel'),
        fc.oneof(fc.stringMatching(/^\s*$/), fc.integer(), fc.constant(null), fc.constant(undefined)),
        (field, bad) => {
          const body = { uid: 'u', role: 'r', roleLabel: 'R', [field]: bad };
          expect(parseUpdateUserRoleBody(body)).toEqual({ ok: false, error: m.fieldRequired(field) });
        },
      ),
    );
  });
});
