import { DEMO_ROLES } from '@estudio/domain/accounts';
import type { DemoRole, User } from '@estudio/domain/accounts';

/*
 * The people of the demo: one active account per demo role (the sign-in accounts printed by
 * `npm start` and `estudio seed`) plus one disabled account. Uids are fixed so that seeding
 * is idempotent and the brands can name their owners.
 */

/** The one password of every demo account (README, "Quick start"). */
export const DEMO_PASSWORD = 'Estudio2026!';

export type DemoUserKey = 'admin' | 'estratega' | 'disenador' | 'contenido' | 'marcas' | 'revisor' | 'inactivo';

/** A demo user record, its role a DEMO_ROLES id and its dates relative to the seed's day. */
export interface DemoPerson extends Omit<User, 'createdAt' | 'lastLoginAt'> {
  readonly key: DemoUserKey;
  /** Days before the seed's day when the account was created. */
  readonly createdDaysAgo: number;
  /** Days before the seed's day of the last sign-in, or null when never signed in. */
  readonly lastLoginDaysAgo: number | null;
}

const roleId = (name: string): string => {
  const role = DEMO_ROLES.find((candidate: DemoRole) => candidate.name === name);
  // The demo accounts are defined by role name (shared/design/permissions.md); a renamed role is a fault here.
  if (role === undefined) throw new Error(`Unknown demo role name: ${name}`);
  return role.id;
};

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    key: 'admin',
    uid: 'demo-admin',
    email: 'admin@estudio.test',
    firstName: 'Valentina',
    lastName: 'Ríos Ospina',
    role: roleId('Superadministrador'),
    status: 'active',
    createdDaysAgo: 180,
    lastLoginDaysAgo: 1,
  },
  {
    key: 'estratega',
    uid: 'demo-estratega',
    email: 'estratega@estudio.test',
    firstName: 'Mateo',
    lastName: 'Salazar Duque',
    role: roleId('Estratega'),
    status: 'active',
    createdDaysAgo: 170,
    lastLoginDaysAgo: 2,
  },
  {
    key: 'disenador',
    uid: 'demo-disenador',
    email: 'disenador@estudio.test',
    firstName: 'Lucía',
    lastName: 'Fernández Gil',
    role: roleId('Diseñador'),
    status: 'active',
    createdDaysAgo: 160,
    lastLoginDaysAgo: 1,
  },
  {
    key: 'contenido',
    uid: 'demo-contenido',
    email: 'contenido@estudio.test',
    firstName: 'Andrés',
    lastName: 'Castillo Peña',
    role: roleId('Gestor de contenido'),
    status: 'active',
    createdDaysAgo: 150,
    lastLoginDaysAgo: 3,
  },
  {
    key: 'marcas',
    uid: 'demo-marcas',
    email: 'marcas@estudio.test',
    firstName: 'Camila',
    lastName: 'Herrera Vidal',
    role: roleId('Administrador de marcas'),
    status: 'active',
    createdDaysAgo: 140,
    lastLoginDaysAgo: 5,
  },
  {
    // The client who approves pieces of the brands assigned to them (docs/product.md, "Approval").
    key: 'revisor',
    uid: 'demo-revisor',
    email: 'revisor@estudio.test',
    firstName: 'Sofía',
    lastName: 'Mejía Rojas',
    role: roleId('Cliente revisor'),
    status: 'active',
    createdDaysAgo: 30,
    lastLoginDaysAgo: 2,
  },
  {
    // A former designer: shows the disabled state in user management and is never assignable.
    key: 'inactivo',
    uid: 'demo-inactivo',
    email: 'inactivo@estudio.test',
    firstName: 'Diego',
    lastName: 'Morales Ruiz',
    role: roleId('Diseñador'),
    status: 'disabled',
    createdDaysAgo: 130,
    lastLoginDaysAgo: 45,
  },
];

export const demoPerson = (key: DemoUserKey): DemoPerson => {
  const person = DEMO_PEOPLE.find((candidate) => candidate.key === key);
  if (person === undefined) throw new Error(`Unknown demo user: ${key}`);
  return person;
};

export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly roleName: string;
}

/** The accounts that can sign in, in the order they are printed. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_PEOPLE.filter((person) => person.status === 'active').map(
  (person) => ({
    email: person.email,
    password: DEMO_PASSWORD,
    roleName: DEMO_ROLES.find((role) => role.id === person.role)?.name ?? person.role,
  }),
);
