import { Messages } from '../messages.js';
import { type Actor } from '../permissions/actor.js';
import { type Role } from '../roles/role.js';
import { type User } from '../users/user.js';
import { type UserRepository } from '../ports/repositories.js';
import { beforeEach, expect } from 'vitest';
import {
  FixedClock,
  InMemoryAccountGateway,
  InMemoryAuthenticator,
  InMemoryRoleRepository,
  InMemoryUserRepository,
  SequentialIdGenerator,
} from '../testing/index.js';
import { UserUseCases } from './users.js';

/*
 * The people and roles the user administration tests share (users*.test.ts), and the
 * console's read-only view of users/{uid}.
 */

export const NOW = '2026-02-01T12:00:00.000Z';
export const EARLIER = new Date('2026-01-01T00:00:00.000Z');
export const m = Messages.rolesAndUsers;

export const admin: Actor = {
  uid: 'sara',
  email: 'sara@estudio.example',
  roleCodes: [],
  keys: new Set(['ADMIN_USERS']),
};
export const outsider: Actor = { ...admin, keys: new Set(['ADMIN_ROLES', 'ADMIN_BRANDS']) };

export const user = (uid: string, extra: Partial<User> = {}): User => ({
  uid,
  email: `${uid}@estudio.example`,
  firstName: 'Nombre',
  lastName: 'Apellido',
  role: 'r-dis',
  status: 'active',
  createdAt: EARLIER,
  lastLoginAt: null,
  ...extra,
});
export const USERS: User[] = [user('ana'), user('off', { status: 'disabled' })];
export const ROLES: Role[] = [
  { id: 'r-dis', name: 'Diseñador', permissions: ['atender_requerimientos'], timestamp: null },
  { id: 'r-est', name: 'Estratega', permissions: ['estrategia'], timestamp: null },
];

export type Write = readonly [operation: 'save' | 'update' | 'recordLogin', ...args: unknown[]];

/**
 * The console's view of users/{uid}: reads go to the shared records (where the endpoints'
 * twin writes), every write is recorded and refused, so a test sees any write the console
 * itself attempts.
 */
export const readOnlyView = (records: InMemoryUserRepository, writes: Write[]): UserRepository => ({
  get: (uid) => records.get(uid),
  list: () => records.list(),
  listActive: () => records.listActive(),
  findByEmail: (email) => records.findByEmail(email),
  save: async (user) => {
    writes.push(['save', user]);
    throw new Error('the console wrote users/{uid}');
  },
  update: async (uid, patch) => {
    writes.push(['update', uid, patch]);
    throw new Error('the console wrote users/{uid}');
  },
  recordLogin: async (uid, at) => {
    writes.push(['recordLogin', uid, at]);
    throw new Error('the console wrote users/{uid}');
  },
});

/** The sign-in accounts, repositories and use cases one user test runs against, fresh for every test. */
export interface UsersWorld {
  auth: InMemoryAuthenticator;
  users: InMemoryUserRepository;
  roles: InMemoryRoleRepository;
  endpoints: InMemoryAccountGateway;
  service: UserUseCases;
  /** Asserts the repository still holds exactly USERS. */
  expectUsersUntouched: () => Promise<void>;
}

export const seedUsersWorld = (): UsersWorld => {
  const clock = new FixedClock(NOW);
  const auth = new InMemoryAuthenticator({
    clock,
    ids: new SequentialIdGenerator('nuevo-'),
    accounts: [
      { uid: 'ana', email: 'ana@estudio.example', password: 'x', disabled: false },
      { uid: 'off', email: 'off@estudio.example', password: 'x', disabled: true },
      { uid: 'sin-registro', email: 'huerfano@estudio.example', password: 'x', disabled: false },
    ],
  });
  const users = new InMemoryUserRepository(USERS);
  const roles = new InMemoryRoleRepository(ROLES);
  const endpoints = new InMemoryAccountGateway(auth, users, clock);
  const service = new UserUseCases(users, roles, endpoints);
  const expectUsersUntouched = async (): Promise<void> => {
    expect(await users.list()).toEqual(USERS);
  };
  return { auth, users, roles, endpoints, service, expectUsersUntouched };
};

/** Registers a beforeEach that builds a fresh world; the returned object always holds the current test's. */
export const useUsersWorld = (): UsersWorld => {
  const world = {} as UsersWorld;
  beforeEach(() => {
    Object.assign(world, seedUsersWorld());
  });
  return world;
};
