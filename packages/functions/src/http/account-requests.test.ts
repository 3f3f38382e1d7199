import { ACCOUNT_LIMITS } from '@estudio/domain/accounts';
import { Messages } from '@estudio/domain/shared';
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
      }),
    ).toEqual({
      ok: true,
      value: { email: 'nueva@estudio.test', firstName: 'Nora', lastName: 'Díaz', role: 'r1' },
    });
  });

  it('reads create-user without names as blank names', () => {
    expect(parseCreateUserBody({ email: 'a@b.co', role: 'r' })).toEqual({
      ok: true,
      value: { email: 'a@b.co', firstName: '', lastName: '', role: 'r' },
    });
  });

  it('ignores a password and a roleLabel in create-user, whatever they hold: the server sets both itself', () => {
    for (const extra of ['x', '', 123456, null, { nested: true }]) {
      expect(parseCreateUserBody({ email: 'a@b.co', password: extra, roleLabel: extra, role: 'r' })).toEqual({
        ok: true,
        value: { email: 'a@b.co', firstName: '', lastName: '', role: 'r' },
      });
    }
  });

  it.each([
    [{ email: '', role: 'r' }, m.fieldRequired('email')],
    [{ email: 'a@b.co' }, m.fieldRequired('role')],
    [{ email: 'a@b.co', role: 7 }, m.fieldRequired('role')],
    [{ email: 'a@b.co', role: 'r', firstName: 5 }, m.fieldNotText('firstName')],
    [{ email: 'a@b.co', role: 'r', lastName: null }, m.fieldNotText('lastName')],
    [{ email: 'sin-arroba', role: 'r' }, m.invalidEmail],
    [{ email: 'a@b.co', role: 'roles/r' }, m.invalidId('role')],
    [{ email: 'a@b.co', role: 'r', firstName: 'x'.repeat(5000) }, m.fieldTooLong('firstName', ACCOUNT_LIMITS.name)],
    [{ email: `${'x'.repeat(300)}@b.co`, role: 'r' }, m.fieldTooLong('email', 254)],
  ])('refuses create-user %o', (body, error) => {
    expect(parseCreateUserBody(body)).toEqual({ ok: false, error });
  });

  it('reads update-user-role and the uid bodies, ignoring other fields (roleLabel included)', () => {
    expect(parseUpdateUserRoleBody({ uid: 'u1', role: 'r', roleLabel: 'Otro', extra: 1 })).toEqual({
      ok: true,
      value: { uid: 'u1', role: 'r' },
    });
    expect(parseAccountUidBody({ uid: ' u1 ' })).toEqual({ ok: true, value: { uid: 'u1' } });
    expect(parseAccountUidBody({ uid: 5 })).toEqual({ ok: false, error: m.fieldRequired('uid') });
  });

  it('refuses uids that are not a plain document id (a slash, odd characters, too long)', () => {
    for (const uid of ['users/u1', 'u1/../u2', 'u 1', 'u'.repeat(129)]) {
      expect(parseAccountUidBody({ uid })).toEqual({ ok: false, error: m.invalidId('uid') });
      expect(parseUpdateUserRoleBody({ uid, role: 'r' })).toEqual({ ok: false, error: m.invalidId('uid') });
    }
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
      fc.property(word, word, (uid, role) => {
        const result = parseUpdateUserRoleBody({ uid: ` ${uid}`, role });
        expect(result).toEqual({ ok: true, value: { uid, role } });
      }),
    );
  });

  it('never accepts a body with a blank or non-text required field, and names it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('uid', 'role'),
        fc.oneof(fc.stringMatching(/^\s*$/), fc.integer(), fc.constant(null), fc.constant(undefined)),
        (field, bad) => {
          const body = { uid: 'u', role: 'r', [field]: bad };
          expect(parseUpdateUserRoleBody(body)).toEqual({ ok: false, error: m.fieldRequired(field) });
        },
      ),
    );
  });
});
