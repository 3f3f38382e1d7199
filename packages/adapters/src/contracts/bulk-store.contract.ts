import { DEFAULT_PERMISSION_CONFIG, DEMO_ROLES } from '@estudio/domain/accounts';
import { Messages } from '@estudio/domain/shared';
import type {
  BulkNewUser,
  BulkProgress,
  BulkResult,
  BulkStore,
  PermissionConfigRepository,
  RoleRepository,
  UserRepository,
} from '@estudio/domain/accounts';
import type { BrandRepository } from '@estudio/domain/brands';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aBrand } from './fixtures.js';

export interface BulkStoreSubject {
  readonly store: BulkStore;
  /** Where the store's writes are read back: the stores it writes, empty. */
  readonly users: UserRepository;
  readonly roles: RoleRepository;
  readonly brands: BrandRepository;
  readonly permissionConfig: PermissionConfigRepository;
  /** The claims an account holds now. */
  claimsOf(uid: string): Promise<object | null>;
  /** The time the store's clock gives. */
  readonly now: Date;
  readonly cleanup?: () => Promise<void>;
}

const NO_PROGRESS: BulkProgress = { tick: () => undefined };
const DISENADOR = { id: 'disenador', name: 'Diseñador' };
/** A written item's new id. */
const idOf = (result: BulkResult | undefined): string => (result?.ok === true ? (result.uid ?? '') : '');

/**
 * What every BulkStore must do, twin or Firebase: each item its own result, users/{uid}
 * written as the account endpoints write it (role changes judged together by the
 * last-administrator guard), roles and brands under new ids stamped by the store's clock.
 */
export const describeBulkStoreContract = (name: string, makeSubject: () => Promise<BulkStoreSubject>): void => {
  describe(`BulkStore contract: ${name}`, () => {
    let subject: BulkStoreSubject;
    let store: BulkStore;
    let users: UserRepository;
    let roles: RoleRepository;
    let brands: BrandRepository;
    let NOW: Date;

    beforeEach(async () => {
      subject = await makeSubject();
      ({ store, users, roles, brands, now: NOW } = subject);
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    describe('users/{uid}, through the guarded writer and the user repository', () => {
      it('refuses, as a whole, role changes that would leave nobody administering: records and claims as they were', async () => {
        const superRole = DEMO_ROLES.find((role) => role.id === 'superadministrador');
        if (superRole === undefined) throw new Error('no superadministrador demo role');
        const boss = await roles.create({ name: superRole.name, permissions: superRole.permissions, timestamp: NOW });
        await subject.permissionConfig.save(DEFAULT_PERMISSION_CONFIG);
        const people: BulkNewUser[] = [
          { email: 'jefa@estudio.test', firstName: 'Jefa', lastName: 'J', role: { id: boss.id, name: boss.name } },
          { email: 'otra@estudio.test', firstName: 'Otra', lastName: 'O', role: DISENADOR },
          { email: 'tercera@estudio.test', firstName: 'Tercera', lastName: 'T', role: DISENADOR },
        ];
        const [jefa = '', otra = '', tercera = ''] = (await store.createUsers(people, NO_PROGRESS)).map(idOf);
        expect([jefa, otra, tercera].every((uid) => uid !== '')).toBe(true);
        let ticks = 0;

        const results = await store.updateUsers(
          [
            { uid: jefa, role: DISENADOR },
            { uid: otra, firstName: 'Otra Vez', role: { id: 'estratega', name: 'Estratega' } },
            { uid: tercera, lastName: 'Nueva' },
            { uid: 'no-existe', firstName: 'Nadie' },
          ],
          { tick: (count = 1) => (ticks += count) },
        );

        expect(results.slice(0, 2)).toEqual([
          { ok: false, reason: Messages.endpoints.lastAdministrator },
          { ok: false, reason: Messages.endpoints.lastAdministrator },
        ]);
        // Names alone are written each on its own: a missing record fails by itself.
        expect(results[2]).toEqual({ ok: true });
        expect(results[3]?.ok).toBe(false);
        expect(ticks).toBe(4);
        expect(await users.get(jefa)).toMatchObject({ role: boss.id, status: 'active' });
        expect(await users.get(otra)).toMatchObject({ role: 'disenador', firstName: 'Otra' });
        expect(await users.get(tercera)).toMatchObject({ lastName: 'Nueva', firstName: 'Tercera' });
        expect(await users.get('no-existe')).toBeNull();
        expect(await subject.claimsOf(jefa)).toEqual({ role: boss.id, roleLabel: boss.name });
        expect(await subject.claimsOf(otra)).toEqual({ role: 'disenador', roleLabel: 'Diseñador' });
      });

      it('refuses an e-mail that already has an account, and creates the rest', async () => {
        const [first] = await store.createUsers(
          [{ email: 'ya@estudio.test', firstName: 'Ya', lastName: '', role: DISENADOR }],
          NO_PROGRESS,
        );
        const results = await store.createUsers(
          [
            { email: ' YA@estudio.test ', firstName: 'Otra', lastName: '', role: DISENADOR },
            { email: 'nueva@estudio.test', firstName: 'Nueva', lastName: '', role: DISENADOR },
          ],
          NO_PROGRESS,
        );
        expect(results[0]).toEqual({ ok: false, reason: Messages.rolesAndUsers.emailInUse });
        expect(results[1]?.ok).toBe(true);
        expect((await users.findByEmail('ya@estudio.test'))?.uid).toBe(idOf(first));
        expect(await users.findByEmail('nueva@estudio.test')).toMatchObject({
          uid: idOf(results[1]),
          role: 'disenador',
          status: 'active',
          createdAt: NOW,
          lastLoginAt: null,
        });
      });
    });

    describe('roles and brands', () => {
      it('creates roles and brands under new ids, stamped by its clock, and updates them; a missing one fails alone', async () => {
        const createdRoles = await store.createRoles([{ name: 'Auditor', permissions: ['ver_requerimientos'] }]);
        const roleId = idOf(createdRoles[0]);
        expect(await roles.get(roleId)).toMatchObject({
          name: 'Auditor',
          permissions: ['ver_requerimientos'],
          timestamp: NOW,
        });
        const permissions = await store.updateRolePermissions([
          { id: roleId, permissions: ['estrategia'] },
          { id: 'no-existe', permissions: [] },
        ]);
        expect(permissions.map((result) => result.ok)).toEqual([true, false]);
        expect((await roles.get(roleId))?.permissions).toEqual(['estrategia']);

        const { createdAt: _created, updatedAt: _updated, ...fields } = aBrand({ allowedUsers: [] });
        const createdBrands = await store.createBrands([fields]);
        const brandId = idOf(createdBrands[0]);
        expect(await brands.get(brandId)).toMatchObject({ brandName: 'Café Aurora', createdAt: NOW, allowedUsers: [] });
        const changed = await store.updateBrands([
          { id: brandId, patch: { status: 'disabled' } },
          { id: 'no-existe', patch: { status: 'disabled' } },
        ]);
        expect(changed.map((result) => result.ok)).toEqual([true, false]);
        const granted = await store.setAllowedUsers([{ brandId, allowedUsers: ['ana@estudio.test'] }], NO_PROGRESS);
        expect(granted).toEqual([{ ok: true }]);
        expect(await brands.get(brandId)).toMatchObject({ status: 'disabled', allowedUsers: ['ana@estudio.test'] });
      });
    });
  });
};
