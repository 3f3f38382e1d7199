import { FixedClock, FixedTemporaryPasswordProvider } from '@estudio/adapters';
import { FirestoreAdminUserRepository } from '@estudio/adapters/node';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { clearEmulators } from '../cli/clear-emulators.js';
import { NO_PROGRESS } from '../output/progress.js';
import { FirebaseBulkStore } from './firebase-bulk-store.js';

/*
 * The bulk store's user records against the Auth and Firestore emulators (scripts/emulators/
 * exec.mjs --only auth,firestore sets the hosts): what an import writes must be found by
 * e-mail exactly as what the create-user endpoint writes.
 */
const projectId = process.env['GCLOUD_PROJECT'];
const firestoreHost = process.env['FIRESTORE_EMULATOR_HOST'];
const authHost = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
if (!projectId || !firestoreHost || !authHost) {
  throw new Error('Run through scripts/emulators/exec.mjs --only auth,firestore (emulator variables missing).');
}

const app = initializeApp({ projectId }, 'bulk-store-emulator-test');
const auth = getAuth(app);
const db = getFirestore(app);
const store = new FirebaseBulkStore(auth, db, {
  clock: new FixedClock('2026-03-01T10:00:00.000Z'),
  passwords: new FixedTemporaryPasswordProvider('Temporal2026!'),
});
const users = new FirestoreAdminUserRepository(db);
// Over node:http: Node's fetch refuses some offset ports (e.g. 10080 with ESTUDIO_EMULATOR_PORT_OFFSET=2000).
const reset = (): Promise<void> => clearEmulators({ kind: 'emulator', projectId, firestoreHost, authHost });

beforeEach(reset);
afterAll(async () => {
  await reset();
  await deleteApp(app);
});

describe('FirebaseBulkStore users', () => {
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
