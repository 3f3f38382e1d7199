import type { BulkProgress } from '@estudio/domain/accounts';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FirestoreAdminBrandRepository,
  FirestoreAdminGuardedUserWriter,
  FirestoreAdminPermissionConfigRepository,
  FirestoreAdminRoleRepository,
  FirestoreAdminUserRepository,
} from '../firestore-admin/index.js';
import { FixedClock, SequentialPasswordGenerator } from '../memory/index.js';
import { resetEmulatorData } from '../seed/reset-emulator-data.js';
import { describeBulkStoreContract } from '../contracts/index.js';
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
const NOW = new Date('2026-03-01T10:00:00.000Z');
const store = new FirebaseAdminBulkStore(auth, db, {
  clock: new FixedClock(NOW.toISOString()),
  passwords,
  users,
  guarded: new FirestoreAdminGuardedUserWriter(db),
});
const NO_PROGRESS: BulkProgress = { tick: () => undefined };
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

describeBulkStoreContract('FirebaseAdminBulkStore on the Auth and Firestore emulators', async () => {
  await reset();
  return {
    store,
    users,
    roles: new FirestoreAdminRoleRepository(db),
    brands: new FirestoreAdminBrandRepository(db),
    permissionConfig: new FirestoreAdminPermissionConfigRepository(db),
    claimsOf: async (uid) => (await auth.getUser(uid)).customClaims ?? null,
    now: NOW,
  };
});
