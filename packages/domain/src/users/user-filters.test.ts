import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { Role } from '../roles/role.js';
import { roleArb, userArb } from '../test-support/access-arbitraries.js';
import type { User } from './user.js';
import {
  assignableUsers,
  compareUsers,
  filterUsers,
  matchesUserFilter,
  sortUsers,
  toggleUserSort,
} from './user-filters.js';
import type { UserSort } from './user-filters.js';

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

const users: User[] = [
  user('zoe', { firstName: 'Zoe', lastName: 'Ruiz', role: 'r2', createdAt: new Date('2024-05-01T00:00:00Z') }),
  user('ana', { firstName: 'Ana', lastName: 'Pérez', createdAt: new Date('2024-01-01T00:00:00Z') }),
  user('nadie', { createdAt: null }),
  user('alvaro', { firstName: 'Álvaro', lastName: 'Gil', createdAt: new Date('2024-03-01T00:00:00Z') }),
];
const uids = (list: readonly User[]): string[] => list.map((u) => u.uid);

const sortArb: fc.Arbitrary<UserSort> = fc.record({
  field: fc.constantFrom('name', 'email', 'createdAt'),
  direction: fc.constantFrom('asc', 'desc'),
});

describe('user filter', () => {
  it('matches full name or e-mail without case', () => {
    expect(uids(filterUsers(users, { text: 'ANA P', role: '' }))).toEqual(['ana']);
    expect(uids(filterUsers(users, { text: 'nadie@', role: '' }))).toEqual(['nadie']);
    expect(uids(filterUsers(users, { text: 'ruiz', role: 'r1' }))).toEqual([]);
  });

  it('applies the exact role when given', () => {
    expect(uids(filterUsers(users, { text: '', role: 'r2' }))).toEqual(['zoe']);
    expect(uids(filterUsers(users, { text: '', role: 'r' }))).toEqual([]);
  });

  it('property: never returns a user that does not match, keeping order', () => {
    fc.assert(
      fc.property(
        fc.array(userArb, { maxLength: 10 }),
        fc.string({ maxLength: 3 }),
        fc.constantFrom('', 'r1', 'r2'),
        (list, text, role) => {
          const result = filterUsers(list, { text, role });
          for (const u of result) expect(matchesUserFilter(u, { text, role })).toBe(true);
          expect(result).toEqual(list.filter((u) => matchesUserFilter(u, { text, role })));
          if (text.trim() === '' && role === '') expect(result).toEqual(list);
        },
      ),
    );
  });
});

describe('user sort', () => {
  it('sorts by name in Spanish order, ignoring accents', () => {
    expect(uids(sortUsers(users, { field: 'name', direction: 'asc' }))).toEqual(['nadie', 'alvaro', 'ana', 'zoe']);
  });

  it('sorts by e-mail descending', () => {
    expect(uids(sortUsers(users, { field: 'email', direction: 'desc' }))).toEqual(['zoe', 'nadie', 'ana', 'alvaro']);
  });

  it('sorts by creation date, unknown dates last either way', () => {
    expect(uids(sortUsers(users, { field: 'createdAt', direction: 'asc' }))).toEqual(['ana', 'alvaro', 'zoe', 'nadie']);
    expect(uids(sortUsers(users, { field: 'createdAt', direction: 'desc' }))).toEqual([
      'zoe',
      'alvaro',
      'ana',
      'nadie',
    ]);
  });

  it('treats an invalid date as unknown', () => {
    const odd = [user('x', { createdAt: new Date(Number.NaN) }), users[1]!];
    expect(uids(sortUsers(odd, { field: 'createdAt', direction: 'asc' }))).toEqual(['ana', 'x']);
  });

  it('toggles the direction on the same field and starts ascending on another', () => {
    expect(toggleUserSort(null, 'email')).toEqual({ field: 'email', direction: 'asc' });
    expect(toggleUserSort({ field: 'email', direction: 'asc' }, 'email')).toEqual({
      field: 'email',
      direction: 'desc',
    });
    expect(toggleUserSort({ field: 'email', direction: 'desc' }, 'email').direction).toBe('asc');
    expect(toggleUserSort({ field: 'email', direction: 'desc' }, 'name')).toEqual({
      field: 'name',
      direction: 'asc',
    });
  });

  it('property: a sorted permutation in which equal users keep their input order', () => {
    fc.assert(
      fc.property(fc.array(userArb, { maxLength: 12 }), sortArb, (list, sort) => {
        const tagged = list.map((u, index) => ({ ...u, index }));
        const result = sortUsers(tagged, sort);
        expect([...result].sort((a, b) => a.index - b.index)).toEqual(tagged);
        const compare = compareUsers(sort);
        for (let i = 1; i < result.length; i++) {
          const order = compare(result[i - 1]!, result[i]!);
          expect(order).toBeLessThanOrEqual(0);
          if (order === 0) expect(result[i - 1]!.index).toBeLessThan(result[i]!.index);
        }
      }),
    );
  });
});

describe('assignableUsers', () => {
  const roles: Role[] = [
    { id: 'r1', name: 'Diseñador', permissions: ['atender_requerimientos'], timestamp: null },
    { id: 'r2', name: 'Estratega', permissions: ['estrategia'], timestamp: null },
  ];

  it('gives active users whose role attends requirements, labelled by name or e-mail', () => {
    const list = [
      ...users,
      user('off', { firstName: 'Apagada', status: 'disabled' }),
      user('lost', { role: 'deleted' }),
    ];
    expect(assignableUsers(list, roles)).toEqual([
      { email: 'alvaro@marca.co', label: 'Álvaro Gil' },
      { email: 'ana@marca.co', label: 'Ana Pérez' },
      { email: 'nadie@marca.co', label: 'nadie@marca.co' },
    ]);
  });

  it('property: every assignable user is active with an attending role', () => {
    fc.assert(
      fc.property(fc.array(userArb, { maxLength: 10 }), fc.array(roleArb, { maxLength: 3 }), (list, roleList) => {
        const result = assignableUsers(list, roleList);
        for (const entry of result) {
          const match = list.find(
            (u) =>
              u.email === entry.email &&
              u.status === 'active' &&
              roleList.some((r) => r.id === u.role && r.permissions.includes('atender_requerimientos')),
          );
          expect(match).toBeDefined();
        }
      }),
    );
  });
});
