import { beforeEach, vi } from 'vitest';
import { createRequirement, type Requirement, type RequirementStatus } from '../requirements/requirement.js';
import { dispatchCommand } from '../commands/dispatch.js';
import { type Actor } from '../permissions/actor.js';
import { type Brand } from '../brands/brand.js';
import { type PermissionKey } from '../permissions/catalogue.js';
import { type Role } from '../roles/role.js';
import { type User } from '../users/user.js';
import {
  FixedClock,
  InMemoryBrandRepository,
  InMemoryRequirementRepository,
  InMemoryRoleRepository,
  InMemoryUserRepository,
  present,
} from '../testing/index.js';
import { RequirementAssignmentUseCases } from './requirement-assignment.js';
import { RequirementUseCases } from './requirements.js';

/*
 * The brands, people and requirements the requirement tests share (requirements*.test.ts,
 * requirement-assignment.test.ts): Luis sees the brands that list him, Sara sees all.
 */

export const NOW = '2026-02-01T12:00:00.000Z';
export const EARLIER = new Date('2026-01-20T08:00:00.000Z');

export const actor = (email: string, uid: string, ...keys: PermissionKey[]): Actor => ({
  uid,
  email,
  roleCodes: [],
  keys: new Set(keys),
});

/** Luis sees the brands that list him; Sara (superadmin) sees all; Nadie has no list permission. */
export const luis = actor('luis@estudio.example', 'uid-luis', 'ADMIN_BRANDS_ASSIGNED', 'VIEW_REQUIREMENTS');
export const sara = actor(
  'sara@estudio.example',
  'uid-sara',
  'ADMIN_BRANDS_ALL',
  'VIEW_REQUIREMENTS',
  'STATUS_REQUIREMENTS',
  'ASSIGN_REQUIREMENTS',
);
export const nadie = actor('nadie@estudio.example', 'uid-nadie', 'ADMIN_BRANDS_ALL', 'STATUS_REQUIREMENTS');

export const brand = (id: string, brandName: string, allowedUsers: string[] = []): Brand => ({
  id,
  brandName,
  owner: 'uid-owner',
  status: 'active',
  allowedUsers,
});

export const BRANDS: Brand[] = [
  brand('b-zeta', 'Zeta Deportes', ['luis@estudio.example']),
  brand('b-aurora', 'Café Aurora', ['luis@estudio.example']),
  brand('b-otra', 'Otra Marca'),
];

let seq = 0;
/** Requirement ids start again at r1 in each test. */
export const restartIds = (): void => {
  seq = 0;
};
export const req = (
  brandId: string,
  number: number,
  status: RequirementStatus,
  extra: Partial<Requirement> = {},
): Requirement =>
  createRequirement(`${brandId}-r${(seq += 1)}`, {
    brandId,
    brand: present(
      BRANDS.find((b) => b.id === brandId),
      'brand',
    ).brandName,
    title: `Carrusel ${number} - T1`,
    number,
    createdBy: 'sara@estudio.example',
    status,
    createdAt: EARLIER,
    ...extra,
  });

export const user = (
  uid: string,
  email: string,
  role: string,
  status: User['status'] = 'active',
  firstName = '',
): User => ({
  uid,
  email,
  firstName,
  lastName: '',
  role,
  status,
  createdAt: EARLIER,
  lastLoginAt: null,
});

export const ROLES: Role[] = [
  {
    id: 'disenador',
    name: 'Diseñador',
    permissions: ['ver_requerimientos', 'atender_requerimientos'],
    timestamp: null,
  },
  { id: 'estratega', name: 'Estratega', permissions: ['estrategia', 'ver_requerimientos'], timestamp: null },
];
export const USERS: User[] = [
  user('u-ana', 'Ana.Diaz@estudio.example', 'disenador', 'active', 'Ana'),
  user('u-beto', 'beto@estudio.example', 'disenador', 'disabled', 'Beto'),
  user('u-carla', 'carla@estudio.example', 'estratega', 'active', 'Carla'),
  user('u-dora', 'dora@estudio.example', 'rol-borrado', 'active', 'Dora'),
  user('u-eli', 'eli@estudio.example', '', 'active', 'Eli'),
];

/** The repositories and use cases one requirement test runs against, seeded afresh for every test. */
export interface RequirementsWorld {
  requirements: InMemoryRequirementRepository;
  brands: InMemoryBrandRepository;
  users: InMemoryUserRepository;
  roles: InMemoryRoleRepository;
  clock: FixedClock;
  lists: RequirementUseCases;
  assignment: RequirementAssignmentUseCases;
  /** The requirements the repository starts with, in seeding order. */
  seeded: Requirement[];
  /** 'requirements/assign' as the functions' router runs it: a raw JSON body, parsed, then the use case. */
  assign: (who: Actor, requirement: Pick<Requirement, 'brandId' | 'id'>, email: unknown) => Promise<Requirement>;
  /** What the repository holds now for a requirement. */
  stored: (r: Requirement) => Promise<Requirement | null>;
}

export const seedRequirementsWorld = (): RequirementsWorld => {
  restartIds();
  const seeded = [
    req('b-aurora', 1, 'Pendiente'),
    req('b-aurora', 2, 'Finalizado'),
    req('b-aurora', 3, 'En diseño', { inDesignAt: EARLIER, assignedTo: 'Ana.Diaz@estudio.example' }),
    req('b-zeta', 1, 'Solicitar diseño'),
    req('b-zeta', 2, 'Finalizado'),
    req('b-otra', 1, 'Pendiente'),
  ];
  const requirements = new InMemoryRequirementRepository(seeded);
  const brands = new InMemoryBrandRepository(BRANDS);
  const users = new InMemoryUserRepository(USERS);
  const roles = new InMemoryRoleRepository(ROLES);
  const clock = new FixedClock(NOW);
  const lists = new RequirementUseCases(requirements, brands, users, roles, clock);
  const assignment = new RequirementAssignmentUseCases(requirements, brands, users, roles, clock);
  const assign = (who: Actor, requirement: Pick<Requirement, 'brandId' | 'id'>, email: unknown) =>
    dispatchCommand(
      <UC extends object>() => assignment as unknown as UC,
      who,
      'requirements',
      'assign',
      JSON.parse(JSON.stringify({ brandId: requirement.brandId, requirementId: requirement.id, email })) as unknown,
    ) as Promise<Requirement>;
  const stored = (r: Requirement) => requirements.get(r.brandId, r.id);
  return { requirements, brands, users, roles, clock, lists, assignment, seeded, assign, stored };
};

/**
 * Registers a beforeEach that seeds a fresh world; the returned object always holds the
 * current test's repositories and use cases.
 */
export const useRequirementsWorld = (): RequirementsWorld => {
  const world = {} as RequirementsWorld;
  beforeEach(() => {
    Object.assign(world, seedRequirementsWorld());
  });
  return world;
};

/**
 * Holds every listActiveIn read of the repository until the test answers it (the stored rows)
 * or fails it, by the order the reads were made in.
 */
export const deferredReads = (requirements: InMemoryRequirementRepository) => {
  const real = requirements.listActiveIn.bind(requirements);
  const held: { ids: readonly string[]; settle: (outcome: Promise<Requirement[]>) => void; settled: boolean }[] = [];
  vi.spyOn(requirements, 'listActiveIn').mockImplementation(
    (ids) =>
      new Promise<Requirement[]>((resolve) => {
        held.push({ ids, settle: resolve, settled: false });
      }),
  );
  const take = (index: number) => {
    const read = held[index];
    if (read === undefined || read.settled) throw new Error(`no read ${index} waiting`);
    read.settled = true;
    return read;
  };
  return {
    pending: (): number => held.filter((read) => !read.settled).length,
    answer: (index: number): void => {
      const read = take(index);
      read.settle(real(read.ids));
    },
    fail: (index: number, error: Error): void => take(index).settle(Promise.reject(error)),
  };
};
