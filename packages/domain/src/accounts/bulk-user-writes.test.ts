import { describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSION_CONFIG, DEMO_ROLES } from '../permissions/catalogue.js';
import { Messages } from '../messages.js';
import { aUser } from '../testing/fixtures.js';
import { createTwins } from '../testing/twins.js';
import { roleClaimsOf, userPatchOf, writeRoleChanges } from './bulk-user-writes.js';

const role = (id: string) => {
  const found = DEMO_ROLES.find((demo) => demo.id === id);
  if (!found) throw new Error(`no demo role ${id}`);
  return { id: found.id, name: found.name, permissions: [...found.permissions], timestamp: null };
};

/** Two active superadministrators and a strategist, over the demo roles and the default table. */
const setUp = async () => {
  const twins = createTwins(undefined, {
    roles: DEMO_ROLES.map((demo) => role(demo.id)),
    permissionConfig: DEFAULT_PERMISSION_CONFIG,
  });
  await twins.users.save(aUser({ uid: 'ana', email: 'ana@estudio.test', role: 'superadministrador' }));
  await twins.users.save(aUser({ uid: 'bea', email: 'bea@estudio.test', role: 'superadministrador' }));
  await twins.users.save(aUser({ uid: 'eva', email: 'eva@estudio.test', role: 'estratega' }));
  return twins;
};

describe('the bulk import’s users/{uid} writes', () => {
  it('give an account the claims of its role and a record only the fields a row names', () => {
    expect(roleClaimsOf({ id: 'estratega', name: 'Estratega' })).toEqual({ role: 'estratega', roleLabel: 'Estratega' });
    expect(userPatchOf({ uid: 'eva', firstName: 'Eva' })).toEqual({ firstName: 'Eva' });
    expect(userPatchOf({ uid: 'eva', lastName: 'Ríos', role: role('estratega') })).toEqual({
      lastName: 'Ríos',
      role: 'estratega',
    });
  });

  it('write every role change of an import through the guarded writer, together', async () => {
    const { users, guardedUsers } = await setUp();
    const outcome = await writeRoleChanges(guardedUsers, [
      { uid: 'bea', role: role('estratega'), firstName: 'Bea' },
      { uid: 'eva', role: role('superadministrador') },
    ]);
    expect(outcome).toBeNull();
    expect(await users.get('bea')).toMatchObject({ role: 'estratega', firstName: 'Bea' });
    expect((await users.get('eva'))?.role).toBe('superadministrador');
  });

  it('are refused as a whole, with the endpoint’s reason, when they would leave no administrator', async () => {
    const { users, guardedUsers } = await setUp();
    const outcome = await writeRoleChanges(guardedUsers, [
      { uid: 'ana', role: role('estratega') },
      { uid: 'bea', role: role('estratega'), lastName: 'Nueva' },
    ]);
    expect(outcome).toBe(Messages.endpoints.lastAdministrator);
    expect(await users.get('ana')).toMatchObject({ role: 'superadministrador' });
    expect(await users.get('bea')).toMatchObject({ role: 'superadministrador' });
  });

  it('answer a store failure’s text, and write nothing when there is nothing to write', async () => {
    const { guardedUsers } = await setUp();
    expect(await writeRoleChanges(guardedUsers, [])).toBeNull();
    expect(await writeRoleChanges(guardedUsers, [{ uid: 'nadie', role: role('estratega') }])).toEqual(
      expect.any(String),
    );
  });
});
