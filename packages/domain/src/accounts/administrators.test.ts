import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { DEFAULT_PERMISSION_CONFIG, SUPERADMIN_CODE } from '../permissions/catalogue.js';
import type { Role } from '../roles/role.js';
import type { User } from '../users/user.js';
import { administratorsOf, requireAdministratorLeft, type AdministrationState } from './administrators.js';

const ROLES: Role[] = [
  { id: 'r-super', name: 'Superadministrador', permissions: [SUPERADMIN_CODE], timestamp: null },
  { id: 'r-dis', name: 'Diseñador', permissions: ['atender_requerimientos'], timestamp: null },
];
const user = (uid: string, role: string, status: User['status'] = 'active'): User => ({
  uid,
  email: `${uid}@estudio.example`,
  firstName: '',
  lastName: '',
  role,
  status,
  createdAt: null,
  lastLoginAt: null,
});
const state = (...users: User[]): AdministrationState => ({ users, roles: ROLES, config: DEFAULT_PERMISSION_CONFIG });
const refusal = (call: () => void): unknown => {
  try {
    call();
  } catch (error) {
    return error;
  }
  return null;
};

describe('the last administrator', () => {
  it('counts the active holders of ADMIN_USERS and ADMIN_ROLES only', () => {
    expect(administratorsOf(state(user('a', 'r-super'), user('b', 'r-super', 'disabled'), user('c', 'r-dis')))).toEqual(
      ['a'],
    );
  });

  it('refuses disabling, or changing the role of, the only one', () => {
    const only = state(user('a', 'r-super'), user('c', 'r-dis'));
    for (const change of [
      { uid: 'a', status: 'disabled' as const },
      { uid: 'a', role: 'r-dis' },
    ]) {
      expect(refusal(() => requireAdministratorLeft(only, [change]))).toMatchObject({
        kind: 'conflict',
        message: Messages.endpoints.lastAdministrator,
      });
    }
  });

  it('refuses a batch that removes every one of them at once', () => {
    const two = state(user('a', 'r-super'), user('b', 'r-super'));
    expect(refusal(() => requireAdministratorLeft(two, [{ uid: 'a', role: 'r-dis' }]))).toBeNull();
    expect(
      refusal(() =>
        requireAdministratorLeft(two, [
          { uid: 'a', role: 'r-dis' },
          { uid: 'b', status: 'disabled' },
        ]),
      ),
    ).toMatchObject({ kind: 'conflict' });
  });

  it('lets changes through when another one stays, or when there was none to lose', () => {
    expect(
      refusal(() =>
        requireAdministratorLeft(state(user('a', 'r-super'), user('b', 'r-super')), [{ uid: 'a', status: 'disabled' }]),
      ),
    ).toBeNull();
    expect(
      refusal(() => requireAdministratorLeft(state(user('c', 'r-dis')), [{ uid: 'c', status: 'disabled' }])),
    ).toBeNull();
    // Enabling or promoting never loses one.
    expect(
      refusal(() => requireAdministratorLeft(state(user('a', 'r-super')), [{ uid: 'a', status: 'active' }])),
    ).toBeNull();
  });

  it('follows a configuration that gives the rights to another code', () => {
    const config = {
      ...DEFAULT_PERMISSION_CONFIG,
      ADMIN_USERS: ['atender_requerimientos'],
      ADMIN_ROLES: ['atender_requerimientos'],
    };
    const designers: AdministrationState = { users: [user('c', 'r-dis'), user('a', 'r-super')], roles: ROLES, config };
    expect(administratorsOf(designers)).toEqual(['c']);
    expect(refusal(() => requireAdministratorLeft(designers, [{ uid: 'a', status: 'disabled' }]))).toBeNull();
    expect(refusal(() => requireAdministratorLeft(designers, [{ uid: 'c', status: 'disabled' }]))).toMatchObject({
      kind: 'conflict',
    });
  });
});
