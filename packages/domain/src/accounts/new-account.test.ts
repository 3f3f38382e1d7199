import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { checkNewAccount, checkRoleAssignment } from './new-account.js';

const m = Messages.endpoints;
const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/);
const blank = fc.stringMatching(/^\s*$/);

describe('a new account', () => {
  it('is trimmed, with the e-mail lower-cased and the names kept', () => {
    expect(
      checkNewAccount({
        email: ' Nueva@Estudio.TEST ',
        firstName: ' Nora ',
        lastName: 'Díaz ',
        role: ' r1 ',
        roleLabel: 'Estratega',
      }),
    ).toEqual({
      ok: true,
      value: { email: 'nueva@estudio.test', firstName: 'Nora', lastName: 'Díaz', role: 'r1', roleLabel: 'Estratega' },
    });
  });

  it('may leave the names out: they are blank', () => {
    expect(checkNewAccount({ email: 'a@b.co', role: 'r', roleLabel: 'R' })).toEqual({
      ok: true,
      value: { email: 'a@b.co', firstName: '', lastName: '', role: 'r', roleLabel: 'R' },
    });
  });

  it.each([
    [{ email: '', role: 'r', roleLabel: 'R' }, m.fieldRequired('email')],
    [{ email: 'a@b.co', role: ' ', roleLabel: 'R' }, m.fieldRequired('role')],
    [{ email: 'a@b.co', role: 'r', roleLabel: '' }, m.fieldRequired('roleLabel')],
    [{ email: 'sin-arroba', role: 'r', roleLabel: 'R' }, m.invalidEmail],
    [{ email: 'nuevo@', role: 'r', roleLabel: 'R' }, m.invalidEmail],
  ])('refuses %o', (fields, error) => {
    expect(checkNewAccount(fields)).toEqual({ ok: false, error });
  });

  it('never accepts a blank required field, and names it', () => {
    fc.assert(
      fc.property(fc.constantFrom('email', 'role', 'roleLabel'), blank, (field, value) => {
        const fields = { email: 'a@b.co', role: 'r', roleLabel: 'R', [field]: value };
        expect(checkNewAccount(fields)).toEqual({ ok: false, error: m.fieldRequired(field) });
      }),
    );
  });
});

describe('a role assignment', () => {
  it('gives back exactly the trimmed fields of any well-formed assignment', () => {
    fc.assert(
      fc.property(
        word,
        word,
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (uid, role, label) => {
          expect(checkRoleAssignment({ uid: ` ${uid}`, role, roleLabel: label })).toEqual({
            ok: true,
            value: { uid, role, roleLabel: label.trim() },
          });
        },
      ),
    );
  });

  it('never accepts a blank field, and names it', () => {
    fc.assert(
      fc.property(fc.constantFrom('uid', 'role', 'roleLabel'), blank, (field, value) => {
        const fields = { uid: 'u', role: 'r', roleLabel: 'R', [field]: value };
        expect(checkRoleAssignment(fields)).toEqual({ ok: false, error: m.fieldRequired(field) });
      }),
    );
  });
});
