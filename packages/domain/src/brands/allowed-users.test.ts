import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { emailArb } from '../test-support/access-arbitraries.js';
import { normalizeEmail } from '../users/user.js';
import {
  addAllowedUser,
  canBeGrantedAccess,
  hasAllowedUser,
  planAccessChanges,
  removeAllowedUser,
} from './allowed-users.js';

const distinctEmails = fc.uniqueArray(emailArb, { selector: normalizeEmail, maxLength: 5 });

describe('allowed users', () => {
  it('finds an e-mail ignoring case and blanks', () => {
    expect(hasAllowedUser({ allowedUsers: [' Ana@Marca.co'] }, 'ana@marca.co ')).toBe(true);
    expect(hasAllowedUser({}, 'ana@marca.co')).toBe(false);
  });

  it('adds a new e-mail, trimmed, at the end', () => {
    expect(addAllowedUser(['a@x.co'], ' b@x.co ')).toEqual({
      allowedUsers: ['a@x.co', 'b@x.co'],
      changed: true,
    });
    expect(addAllowedUser(undefined, 'b@x.co')).toEqual({ allowedUsers: ['b@x.co'], changed: true });
  });

  it('does nothing when the e-mail is already there in any case, or is blank', () => {
    const list = ['A@x.co'];
    expect(addAllowedUser(list, 'a@X.co')).toEqual({ allowedUsers: list, changed: false });
    expect(addAllowedUser(list, '  ')).toEqual({ allowedUsers: list, changed: false });
  });

  it('removes every spelling of the e-mail', () => {
    expect(removeAllowedUser(['A@x.co', 'b@x.co', 'a@x.co '], 'a@x.co')).toEqual({
      allowedUsers: ['b@x.co'],
      changed: true,
    });
  });

  it('reports no change when removing an absent e-mail', () => {
    expect(removeAllowedUser(['b@x.co'], 'a@x.co')).toEqual({ allowedUsers: ['b@x.co'], changed: false });
    expect(removeAllowedUser(undefined, 'a@x.co')).toEqual({ allowedUsers: [], changed: false });
  });

  it('grants access only to existing active users', () => {
    expect(canBeGrantedAccess({ status: 'active' })).toBe(true);
    expect(canBeGrantedAccess({ status: 'disabled' })).toBe(false);
    expect(canBeGrantedAccess(null)).toBe(false);
  });

  it('property: add never creates duplicates and always leaves the e-mail present', () => {
    fc.assert(
      fc.property(distinctEmails, emailArb, (list, email) => {
        const { allowedUsers, changed } = addAllowedUser(list, email);
        const normalized = allowedUsers.map(normalizeEmail);
        expect(new Set(normalized).size).toBe(normalized.length);
        expect(hasAllowedUser({ allowedUsers }, email)).toBe(true);
        expect(changed).toBe(!hasAllowedUser({ allowedUsers: list }, email));
      }),
    );
  });

  it('property: add then remove leaves the list without that e-mail', () => {
    fc.assert(
      fc.property(fc.array(emailArb, { maxLength: 6 }), emailArb, (list, email) => {
        const added = addAllowedUser(list, email).allowedUsers;
        const { allowedUsers } = removeAllowedUser(added, email);
        expect(hasAllowedUser({ allowedUsers }, email)).toBe(false);
        // Every other e-mail is kept, in order.
        expect(allowedUsers).toEqual(list.filter((e) => normalizeEmail(e) !== normalizeEmail(email)));
      }),
    );
  });

  describe('planAccessChanges', () => {
    const people: Record<string, { email: string; status: 'active' | 'disabled' }> = {
      'ana@x.co': { email: 'Ana@X.co', status: 'active' },
      'luis@x.co': { email: 'luis@x.co', status: 'active' },
      'off@x.co': { email: 'off@x.co', status: 'disabled' },
    };
    const lookup = (email: string) => people[normalizeEmail(email)] ?? null;

    it("grants active users under their record's e-mail and refuses unknown and inactive ones", () => {
      const plan = planAccessChanges(
        ['luis@x.co'],
        'grant',
        [' ana@x.co', 'LUIS@x.co', 'off@x.co', 'nadie@x.co', 'ana@x.co'],
        lookup,
      );
      expect(plan.allowedUsers).toEqual(['luis@x.co', 'Ana@X.co']);
      expect(plan.outcomes.map((o) => o.outcome)).toEqual([
        'granted',
        'already-granted',
        'inactive-user',
        'unknown-user',
        'already-granted',
      ]);
      expect(plan.outcomes[0]?.email).toBe(' ana@x.co');
      expect(plan).toMatchObject({ changed: true, refused: 2 });
    });

    it('revokes every spelling of each e-mail, whoever it belongs to', () => {
      const plan = planAccessChanges(
        ['A@x.co', 'off@x.co', 'a@x.co'],
        'revoke',
        ['a@X.co', 'nadie@x.co', 'off@x.co'],
        () => {
          throw new Error('a revoke looks nobody up');
        },
      );
      expect(plan.allowedUsers).toEqual([]);
      expect(plan.outcomes.map((o) => o.outcome)).toEqual(['revoked', 'not-granted', 'revoked']);
      expect(plan).toMatchObject({ changed: true, refused: 0 });
    });

    it('reports no change when every e-mail is already as asked, even with no list stored', () => {
      expect(planAccessChanges(undefined, 'revoke', ['a@x.co'], lookup)).toMatchObject({
        allowedUsers: [],
        changed: false,
      });
      expect(planAccessChanges(['luis@x.co'], 'grant', ['luis@x.co', 'off@x.co'], lookup)).toMatchObject({
        allowedUsers: ['luis@x.co'],
        changed: false,
        refused: 1,
      });
    });

    it('property: a grant of many is the single grants one after another', () => {
      fc.assert(
        fc.property(distinctEmails, fc.array(emailArb, { maxLength: 6 }), (list, emails) => {
          const active = (email: string) => ({ email: email.trim(), status: 'active' as const });
          const plan = planAccessChanges(list, 'grant', emails, active);
          const oneByOne = emails.reduce<readonly string[]>(
            (current, email) => addAllowedUser(current, email).allowedUsers,
            list,
          );
          expect(plan.allowedUsers).toEqual(oneByOne);
        }),
      );
    });
  });
});
