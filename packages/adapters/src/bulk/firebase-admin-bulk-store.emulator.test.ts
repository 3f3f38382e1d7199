import { DEFAULT_PERMISSION_CONFIG, DEMO_ROLES, Messages } from '@estudio/domain';
import type { BulkNewUser, BulkProgress, BulkResult } from '@estudio/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { aBrand } from '../contracts/fixtures.js';
import {
  FirestoreAdminBrandRepository,
  FirestoreAdminGuardedUserWriter,
  FirestoreAdminPermissionConfigRepository,
  FirestoreAdminRoleRepository,
  FirestoreAdminUserRepository,
} from '../firestore-admin/index.js';
import { FixedClock, SequentialPasswordGenerator } from '../memory/index.js';
import { resetEmulatorData } from '../seed/reset-emulator-data.js';
import { FirebaseAdminBulkStore } from './firebase-admin-bulk-store.js';

/*
 * The bulk store's user records against the Auth and Firestore emulators (scripts/emulators/
 * exec.mjs sets the hosts): what an import writes must be found by e-mail exactly as what the
 * create-user endpoint writes.
 */
const projectId = process.env['GCLOUD_PROJECT'];
const firestoreHost = process.env['FIRESTORE_EMULATOR_HOST'];
const authHost = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
if (!projectId || !firestoreHost || !authHost) {
  throw new Error('Run through scripts/emulators/exec.mjs (emulator variables missing).');
}

const app = initializeApp({ projectId }, 'bulk-store-emulator-test');
const auth = getAuth(app);
const db = getFirestore(app);
const passwords = new SequentialPasswordGenerator();
const users = new FirestoreAdminUserRepository(db);
const roles = new FirestoreAdminRoleRepository(db);
const brands = new FirestoreAdminBrandRepository(db);
const NOW = new Date('2026-03-01T10:00:00.000Z');
const store = new FirebaseAdminBulkStore(auth, db, {
  clock: new FixedClock(NOW.toISOString()),
  passwords,
  users,
  guarded: new FirestoreAdminGuardedUserWriter(db),
});
const NO_PROGRESS: BulkProgress = { tick: () => undefined };
const DISENADOR = { id: 'disenador', name: 'Diseñador' };
/** A written item's new id. */
const idOf = (result: BulkResult | undefined): string => (result?.ok === true ? (result.uid ?? '') : '');
const reset = (): Promise<void> => resetEmulatorData({ projectId, firestoreHost, authHost });

beforeEach(reset);
afterAll(async () => {
  await reset();
  await deleteApp(app);
});

/** The password the Auth emulator holds for an account (its fake hash spells it out). */
const emulatorPasswordOf = async (uid: string): Promise<string | undefined> => {
  const hash = (await auth.getUser(uid)).passwordHash ?? '';
  const text = hash.startsWith('fakeHash') ? hash : Buffer.from(hash, 'base64').toString('utf8');
  return /:password=(.*)$/.exec(text)?.[1];
};

describe('FirebaseAdminBulkStore users', () => {
  it('gives every new account its own password and a one-time link to set the one its owner will use', async () => {
    const results = await store.createUsers(
      ['uno@estudio.test', 'dos@estudio.test'].map((email) => ({
        email,
        firstName: '',
        lastName: '',
        role: { id: 'disenador', name: 'Diseñador' },
      })),
      NO_PROGRESS,
    );
    const created = results.map((result) => (result.ok ? result : null));
    expect(created.every((result) => result !== null)).toBe(true);
    const stored = await Promise.all(created.map((result) => emulatorPasswordOf(result?.uid ?? '')));
    expect(stored[0]).toBeDefined();
    expect(stored[0]).not.toBe(stored[1]);
    expect(passwords.issued).toEqual(expect.arrayContaining(stored));
    expect(stored).not.toContain('Temporal2026!');
    const links = created.map((result) => result?.passwordResetLink ?? '');
    for (const link of links) expect(new URL(link).searchParams.get('mode')).toBe('resetPassword');
    expect(links[0]).not.toBe(links[1]);
  });

  it('writes each imported record with its normalised e-mail, so findByEmail finds it', async () => {
    const [result] = await store.createUsers(
      [
        {
          email: ' Nueva.Persona@Estudio.TEST ',
          firstName: 'Nueva',
          lastName: 'Persona',
          role: { id: 'disenador', name: 'Diseñador' },
        },
      ],
      NO_PROGRESS,
    );
    expect(result?.ok).toBe(true);
    const uid = result?.ok === true ? (result.uid ?? '') : '';
    expect((await db.doc(`users/${uid}`).get()).data()).toMatchObject({
      email: 'Nueva.Persona@Estudio.TEST',
      emailNormalized: 'nueva.persona@estudio.test',
    });
    expect((await users.findByEmail('nueva.persona@estudio.test'))?.uid).toBe(uid);
  });

  it('leaves the normalised e-mail alone when an update changes only names and role', async () => {
    const [result] = await store.createUsers(
      [{ email: 'ana@estudio.test', firstName: 'Ana', lastName: 'A', role: { id: 'disenador', name: 'Diseñador' } }],
      NO_PROGRESS,
    );
    const uid = result?.ok === true ? (result.uid ?? '') : '';
    await store.updateUsers(
      [{ uid, firstName: 'Ana María', role: { id: 'estratega', name: 'Estratega' } }],
      NO_PROGRESS,
    );
    expect((await users.findByEmail('ANA@estudio.test'))?.firstName).toBe('Ana María');
  });
});

describe('FirebaseAdminBulkStore users/{uid} through the guarded writer and the user repository', () => {
  it('refuses, as a whole, role changes that would leave nobody administering: records and claims as they were', async () => {
    const superRole = DEMO_ROLES.find((role) => role.id === 'superadministrador');
    if (superRole === undefined) throw new Error('no superadministrador demo role');
    const boss = await roles.create({ name: superRole.name, permissions: superRole.permissions, timestamp: NOW });
    await new FirestoreAdminPermissionConfigRepository(db).save(DEFAULT_PERMISSION_CONFIG);
    const people: BulkNewUser[] = [
      { email: 'jefa@estudio.test', firstName: 'Jefa', lastName: 'J', role: { id: boss.id, name: boss.name } },
      { email: 'otra@estudio.test', firstName: 'Otra', lastName: 'O', role: DISENADOR },
      { email: 'tercera@estudio.test', firstName: 'Tercera', lastName: 'T', role: DISENADOR },
    ];
    const [jefa, otra, tercera] = (await store.createUsers(people, NO_PROGRESS)).map(idOf);
    let ticks = 0;

    const results = await store.updateUsers(
      [
        { uid: jefa!, role: DISENADOR },
        { uid: otra!, firstName: 'Otra Vez', role: { id: 'estratega', name: 'Estratega' } },
        { uid: tercera!, lastName: 'Nueva' },
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
    expect(await users.get(jefa!)).toMatchObject({ role: boss.id, status: 'active' });
    expect(await users.get(otra!)).toMatchObject({ role: 'disenador', firstName: 'Otra' });
    expect(await users.get(tercera!)).toMatchObject({ lastName: 'Nueva', firstName: 'Tercera' });
    expect(await users.get('no-existe')).toBeNull();
    expect((await auth.getUser(jefa!)).customClaims).toEqual({ role: boss.id, roleLabel: boss.name });
    expect((await auth.getUser(otra!)).customClaims).toEqual({ role: 'disenador', roleLabel: 'Diseñador' });
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

describe('FirebaseAdminBulkStore roles and brands', () => {
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
