import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { ACCOUNT_LIMITS, checkAccountId, checkNewAccount, checkRoleAssignment } from './new-account.js';

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
      }),
    ).toEqual({
      ok: true,
      value: { email: 'nueva@estudio.test', firstName: 'Nora', lastName: 'Díaz', role: 'r1' },
    });
  });

  it('may leave the names out: they are blank', () => {
    expect(checkNewAccount({ email: 'a@b.co', role: 'r' })).toEqual({
      ok: true,
      value: { email: 'a@b.co', firstName: '', lastName: '', role: 'r' },
    });
  });

  it.each([
    [{ email: '', role: 'r' }, m.fieldRequired('email')],
    [{ email: 'a@b.co', role: ' ' }, m.fieldRequired('role')],
    [{ email: 'sin-arroba', role: 'r' }, m.invalidEmail],
    [{ email: 'nuevo@', role: 'r' }, m.invalidEmail],
    [{ email: 'a@b.co', role: 'roles/otro' }, m.invalidId('role')],
    [{ email: 'a@b.co', role: 'r'.repeat(ACCOUNT_LIMITS.id + 1) }, m.invalidId('role')],
    [{ email: `${'a'.repeat(ACCOUNT_LIMITS.email)}@b.co`, role: 'r' }, m.fieldTooLong('email', ACCOUNT_LIMITS.email)],
    [
      { email: 'a@b.co', role: 'r', firstName: 'N'.repeat(ACCOUNT_LIMITS.name + 1) },
      m.fieldTooLong('firstName', ACCOUNT_LIMITS.name),
    ],
    [
      { email: 'a@b.co', role: 'r', lastName: 'D'.repeat(ACCOUNT_LIMITS.name + 1) },
      m.fieldTooLong('lastName', ACCOUNT_LIMITS.name),
    ],
    [{ email: 'a@b.co', role: 'r', firstName: 'Nora\u001b[2J' }, m.controlCharacters('firstName')],
    [{ email: 'a@b.co', role: 'r', lastName: 'Díaz\u202e' }, m.controlCharacters('lastName')],
  ])('refuses %o', (fields, error) => {
    expect(checkNewAccount(fields)).toEqual({ ok: false, error });
  });

  it('accepts names right at the cap', () => {
    const name = 'Ñ'.repeat(ACCOUNT_LIMITS.name);
    expect(checkNewAccount({ email: 'a@b.co', role: 'r', firstName: name, lastName: name }).ok).toBe(true);
  });

  it('never accepts a blank required field, and names it', () => {
    fc.assert(
      fc.property(fc.constantFrom('email', 'role'), blank, (field, value) => {
        const fields = { email: 'a@b.co', role: 'r', [field]: value };
        expect(checkNewAccount(fields)).toEqual({ ok: false, error: m.fieldRequired(field) });
      }),
    );
  });
});

describe('a role assignment', () => {
  it('gives back exactly the trimmed fields of any well-formed assignment', () => {
    fc.assert(
      fc.property(word, word, (uid, role) => {
        expect(checkRoleAssignment({ uid: ` ${uid}`, role })).toEqual({ ok: true, value: { uid, role } });
      }),
    );
  });

  it('never accepts a blank field, and names it', () => {
    fc.assert(
      fc.property(fc.constantFrom('uid', 'role'), blank, (field, value) => {
        const fields = { uid: 'u', role: 'r', [field]: value };
        expect(checkRoleAssignment(fields)).toEqual({ ok: false, error: m.fieldRequired(field) });
      }),
    );
  });

  it('refuses ids that could name another document, or are too long', () => {
    for (const uid of ['users/otro', '../x', 'a b', 'ñandú', 'u'.repeat(ACCOUNT_LIMITS.id + 1)]) {
      expect(checkRoleAssignment({ uid, role: 'r' })).toEqual({ ok: false, error: m.invalidId('uid') });
    }
  });
});

describe('an account id (uid or role id)', () => {
  it('is letters, digits, - and _ up to the cap, trimmed', () => {
    expect(checkAccountId('uid', ' Ab-9_x ')).toEqual({ ok: true, value: 'Ab-9_x' });
    expect(checkAccountId('uid', 'u'.repeat(ACCOUNT_LIMITS.id)).ok).toBe(true);
    expect(checkAccountId('uid', '  ')).toEqual({ ok: false, error: m.fieldRequired('uid') });
  });

  it('never accepts a slash, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(checkAccountId('uid', `${before}/${after}`).ok).toBe(false);
      }),
    );
  });
});
