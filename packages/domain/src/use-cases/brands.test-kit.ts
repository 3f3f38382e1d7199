import { beforeEach, expect } from 'vitest';
import { Messages } from '../messages.js';
import {
  FixedClock,
  InMemoryBrandRepository,
  InMemoryRoleRepository,
  InMemoryUserRepository,
} from '../testing/index.js';
import { BrandUseCases } from './brands.js';
import { type Actor } from '../permissions/actor.js';
import { type Brand } from '../brands/brand.js';
import { type PermissionKey } from '../permissions/catalogue.js';
import { type Role } from '../roles/role.js';
import { type User } from '../users/user.js';

/*
 * The people and brands the brand administration tests share (brands*.test.ts): Sara sees
 * everything; Luis sees what lists him or what he owns; Eva sees nothing.
 */

export const NOW = '2026-02-01T12:00:00.000Z';
export const EARLIER = new Date('2026-01-01T00:00:00.000Z');
export const m = Messages.brandSettings;

export const actor = (uid: string, ...keys: PermissionKey[]): Actor => ({
  uid,
  email: `${uid}@estudio.example`,
  roleCodes: [],
  keys: new Set(keys),
});

export const ADMIN_KEYS: PermissionKey[] = ['ADMIN_BRANDS', 'ADMIN_BRAND_DISABLE', 'ADMIN_BRAND_USERS'];
/** Sara sees everything; Luis sees what lists him or what he owns; Eva sees nothing. */
export const sara = actor('sara', 'ADMIN_BRANDS_ALL', ...ADMIN_KEYS);
export const luis = actor('luis', 'ADMIN_BRANDS_ASSIGNED', 'ADMIN_BRANDS_OWNER', ...ADMIN_KEYS);
export const eva = actor('eva', ...ADMIN_KEYS);
export const reader = actor('lector', 'ADMIN_BRANDS_ALL');

export const brand = (id: string, brandName: string, extra: Partial<Brand> = {}): Brand => ({
  id,
  brandName,
  owner: 'sara',
  updatedAt: EARLIER,
  ...extra,
});
export const BRANDS: Brand[] = [
  brand('b-zeta', 'Zeta Deportes', { allowedUsers: ['luis@estudio.example'], status: 'active' }),
  brand('b-aurora', 'Café Aurora', { owner: 'luis', ownerEmail: 'viejo@estudio.example' }),
  brand('b-otra', 'Otra Marca', { status: 'disabled', owner: 'sin-registro', ownerEmail: 'guardado@x.co' }),
  brand('b-huerfana', 'Huérfana', { owner: 'sin-registro' }),
];

export const user = (uid: string, extra: Partial<User> = {}): User => ({
  uid,
  email: `${uid}@estudio.example`,
  firstName: uid.charAt(0).toUpperCase() + uid.slice(1),
  lastName: 'Prueba',
  role: 'r-dis',
  status: 'active',
  createdAt: EARLIER,
  lastLoginAt: null,
  ...extra,
});
export const USERS: User[] = [
  user('sara', { role: 'r-super' }),
  user('luis', { email: 'Luis@Estudio.example' }),
  user('ana'),
  user('off', { status: 'disabled' }),
];
export const ROLES: Role[] = [
  { id: 'r-dis', name: 'Diseñador', permissions: ['atender_requerimientos'], timestamp: null },
  { id: 'r-super', name: 'Superadministrador', permissions: ['acceso_total'], timestamp: null },
];

/** The repositories and use case one brand test runs against, fresh for every test. */
export interface BrandsWorld {
  brands: InMemoryBrandRepository;
  users: InMemoryUserRepository;
  roles: InMemoryRoleRepository;
  service: BrandUseCases;
  /** Asserts that the stored brands are exactly the seed. */
  expectUntouched: () => Promise<void>;
}

export const seedBrandsWorld = (): BrandsWorld => {
  const brands = new InMemoryBrandRepository(BRANDS);
  const users = new InMemoryUserRepository(USERS);
  const roles = new InMemoryRoleRepository(ROLES);
  const service = new BrandUseCases(brands, users, roles, new FixedClock(NOW));
  const expectUntouched = async (): Promise<void> => {
    expect(await brands.list()).toEqual(BRANDS);
  };
  return { brands, users, roles, service, expectUntouched };
};

/** Registers a beforeEach that builds a fresh world; the returned object always holds the current test's. */
export const useBrandsWorld = (): BrandsWorld => {
  const world = {} as BrandsWorld;
  beforeEach(() => {
    Object.assign(world, seedBrandsWorld());
  });
  return world;
};
