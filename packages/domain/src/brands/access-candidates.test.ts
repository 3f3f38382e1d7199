import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { Role } from '../roles/role.js';
import { roleArb, userArb } from '../test-support/access-arbitraries.js';
import type { User } from '../users/user.js';
import { accessCandidates, filterAccessCandidates, matchesAccessCandidate } from './access-candidates.js';

const user = (uid: string, extra: Partial<User>): User => ({
  uid,
  email: `${uid}@marca.co`,
  firstName: '',
  lastName: '',
  role: 'r1',
  status: 'active',
  createdAt: null,
  lastLoginAt: null,
  ...extra,
});
const roles: Role[] = [
  { id: 'r1', name: 'Diseñador', permissions: ['atender_requerimientos'], timestamp: null },
  { id: 'r2', name: 'Estratega', permissions: ['estrategia'], timestamp: null },
];
const users: User[] = [
  user('zoe', { firstName: 'Zoe', lastName: 'Ruiz', role: 'r2' }),
  user('ana', { firstName: 'Ana', lastName: 'Pérez', email: 'ANA@marca.co' }),
  user('off', { firstName: 'Apagado', status: 'disabled' }),
  user('ghost', { firstName: 'Ana', lastName: 'Pérez', role: 'gone' }),
];

describe('access candidates', () => {
  const candidates = accessCandidates({ allowedUsers: ['ana@marca.co'] }, users, roles);

  it('lists active users only, sorted by name then e-mail, with role and access mark', () => {
    expect(candidates.map((c) => c.uid)).toEqual(['ana', 'ghost', 'zoe']);
    expect(candidates[0]).toEqual({
      uid: 'ana',
      email: 'ANA@marca.co',
      name: 'Ana Pérez',
      roleId: 'r1',
      roleName: 'Diseñador',
      rolePermissions: ['atender_requerimientos'],
      hasAccess: true,
    });
    expect(candidates[1]).toMatchObject({ roleName: '', rolePermissions: [], hasAccess: false });
  });

  it('filters on name or e-mail and on the exact role', () => {
    const uids = (text: string, roleId: string): string[] =>
      filterAccessCandidates(candidates, { text, roleId }).map((c) => c.uid);
    expect(uids('pérez', '')).toEqual(['ana', 'ghost']);
    expect(uids('ZOE@', '')).toEqual(['zoe']);
    expect(uids('', 'r1')).toEqual(['ana']);
    expect(uids('zoe', 'r1')).toEqual([]);
    expect(uids('', '')).toEqual(['ana', 'ghost', 'zoe']);
  });

  it('property: only active users, and the filter never returns a row that does not match', () => {
    fc.assert(
      fc.property(
        fc.array(userArb, { maxLength: 8 }),
        fc.array(roleArb, { maxLength: 3 }),
        fc.string({ maxLength: 3 }),
        fc.constantFrom('', 'r1', 'r2'),
        (list, roleList, text, roleId) => {
          const rows = accessCandidates({}, list, roleList);
          expect(rows).toHaveLength(list.filter((u) => u.status === 'active').length);
          const filtered = filterAccessCandidates(rows, { text, roleId });
          for (const row of filtered) expect(matchesAccessCandidate(row, { text, roleId })).toBe(true);
          if (text.trim() === '' && roleId === '') expect(filtered).toEqual(rows);
        },
      ),
    );
  });
});
