// fast-check generators shared by the access policy tests: small pools of uids, e-mails and
// names so that generated brands, users and actors actually meet each other.
import fc from 'fast-check';
import type { Brand, BrandStatus } from '../brands/brand.js';
import type { Actor } from '../permissions/actor.js';
import { PERMISSION_CODES, PERMISSION_KEYS } from '../permissions/catalogue.js';
import type { PermissionKey } from '../permissions/catalogue.js';
import type { Role } from '../roles/role.js';
import type { User, UserStatus } from '../users/user.js';

export const uidArb = fc.constantFrom('u1', 'u2', 'u3', 'u4');
export const emailArb = fc.constantFrom(
  'ana@marca.co',
  'ANA@marca.co',
  ' luis@marca.co ',
  'luis@marca.co',
  'eva@otra.com',
  'zoe@otra.com',
);
export const nameArb = fc.constantFrom('', 'Ana', 'ana', 'Álvaro', 'Luis', 'Ñandú', 'zeta', 'Zeta');
export const roleIdArb = fc.constantFrom('r1', 'r2', 'r3');

export const brandArb: fc.Arbitrary<Brand> = fc.record(
  {
    id: fc.constantFrom('b1', 'b2', 'b3', 'b4', 'b5', 'b6'),
    brandName: nameArb,
    owner: uidArb,
    ownerEmail: emailArb,
    status: fc.constantFrom<BrandStatus>('active', 'disabled'),
    allowedUsers: fc.array(emailArb, { maxLength: 4 }),
  },
  { requiredKeys: ['id', 'brandName', 'owner'] },
);

export const keysArb: fc.Arbitrary<ReadonlySet<PermissionKey>> = fc
  .subarray([...PERMISSION_KEYS])
  .map((keys) => new Set(keys));

export const actorArb: fc.Arbitrary<Actor> = fc.record({
  uid: uidArb,
  email: emailArb,
  roleCodes: fc.constant([]),
  keys: keysArb,
});

export const dateArb = fc.option(
  fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }),
  { nil: null },
);

export const userArb: fc.Arbitrary<User> = fc.record({
  uid: uidArb,
  email: emailArb,
  firstName: nameArb,
  lastName: nameArb,
  role: roleIdArb,
  status: fc.constantFrom<UserStatus>('active', 'disabled'),
  createdAt: dateArb,
  lastLoginAt: dateArb,
});

export const roleArb: fc.Arbitrary<Role> = fc.record({
  id: roleIdArb,
  name: nameArb,
  permissions: fc.subarray([...PERMISSION_CODES], { maxLength: 5 }),
  timestamp: fc.constant(null),
});

/** An actor with exactly the given keys. */
export const actorWith = (keys: readonly PermissionKey[], uid = 'u1', email = 'ana@marca.co'): Actor => ({
  uid,
  email,
  roleCodes: [],
  keys: new Set(keys),
});
