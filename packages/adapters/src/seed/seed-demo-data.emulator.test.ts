import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getStorage } from 'firebase-admin/storage';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import type { CollectionReference, DocumentData, Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FirestoreAdminBlueprintRepository,
  FirestoreAdminBrandRepository,
  FirestoreAdminPermissionConfigRepository,
  FirestoreAdminRequirementRepository,
  FirestoreAdminRoleRepository,
  FirestoreAdminSendRecords,
  FirestoreAdminUserRepository,
} from '../firestore-admin/index.js';
import { present } from '../contracts/fixtures.js';
import { buildDemoDataset } from './demo-data.js';
import { demoMediaUrl } from './demo-media.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-users.js';
import { resetEmulatorData } from './reset-emulator-data.js';
import { SEED_KINDS, seedDemoData } from './seed-demo-data.js';
import type { SeedKind, SeedSummary } from './seed-demo-data.js';

/*
 * The seed against the Firestore and Auth emulators (started by scripts/emulators/exec.mjs,
 * which sets GCLOUD_PROJECT and the *_EMULATOR_HOST variables that firebase-admin reads).
 */

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-estudio';
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const NOW = new Date('2026-03-15T13:45:00.000Z');
const dataset = buildDemoDataset(NOW);

let app: App;
let auth: Auth;
let firestore: Firestore;

const reset = (): Promise<void> => resetEmulatorData({ projectId, firestoreHost, authHost });
const seed = (): Promise<SeedSummary> => seedDemoData({ auth, firestore, now: NOW });

const DATASET_SIZES: Record<SeedKind, number> = {
  accounts: dataset.authAccounts.length,
  config: 1,
  roles: dataset.roles.length,
  users: dataset.users.length,
  brands: dataset.brands.length,
  blueprints: dataset.blueprints.length,
  requirements: dataset.requirements.length,
  counters: new Set(dataset.requirements.map((requirement) => requirement.brandId)).size,
  sends: dataset.sends.length,
  comments: dataset.comments.length,
  // Without a Storage emulator the seed uploads nothing (the storage test below gives it one).
  media: 0,
};

const summaryWhere = (outcome: 'created' | 'unchanged', except: Partial<SeedSummary> = {}): SeedSummary =>
  Object.fromEntries(
    SEED_KINDS.map((kind) => [
      kind,
      except[kind] ?? {
        created: outcome === 'created' ? DATASET_SIZES[kind] : 0,
        updated: 0,
        unchanged: outcome === 'unchanged' ? DATASET_SIZES[kind] : 0,
      },
    ]),
  ) as SeedSummary;

interface StoredDocument {
  readonly data: DocumentData | undefined;
  readonly updateTime: string;
}

/** Every document in the project, with its last write time, by path. */
const allDocuments = async (): Promise<Map<string, StoredDocument>> => {
  const found = new Map<string, StoredDocument>();
  const walk = async (collections: CollectionReference[]): Promise<void> => {
    for (const collection of collections) {
      const refs = await collection.listDocuments();
      const snapshots = refs.length === 0 ? [] : await firestore.getAll(...refs);
      for (const snapshot of snapshots) {
        if (snapshot.exists) {
          const time = snapshot.updateTime;
          found.set(snapshot.ref.path, { data: snapshot.data(), updateTime: `${time?.seconds}.${time?.nanoseconds}` });
        }
      }
      for (const ref of refs) await walk(await ref.listCollections());
    }
  };
  await walk(await firestore.listCollections());
  return found;
};

/** Every account with what a re-seed must not touch (including when tokens became valid). */
const allAccounts = async () => {
  const { users } = await auth.listUsers(1000);
  return new Map(
    users.map((user) => [
      user.uid,
      {
        email: user.email,
        displayName: user.displayName,
        disabled: user.disabled,
        passwordHash: user.passwordHash,
        tokensValidAfterTime: user.tokensValidAfterTime,
      },
    ]),
  );
};

const signIn = async (email: string, password: string) => {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('seedDemoData on the emulators', () => {
  beforeAll(() => {
    if (!firestoreHost || !authHost) {
      throw new Error('Run through scripts/emulators/exec.mjs: the emulator hosts are not set.');
    }
    app = initializeApp({ projectId }, `seed-emulator-test-${process.pid}-${NOW.getTime()}`);
    auth = getAuth(app);
    firestore = getFirestore(app);
  });

  beforeEach(async () => {
    await reset();
  });

  afterAll(async () => {
    await reset();
    await deleteApp(app);
  });

  it('creates the whole dataset on an empty project, as the specs name the fields', async () => {
    expect(await seed()).toEqual(summaryWhere('created'));

    const documents = await allDocuments();
    expect(documents.size).toBe(
      DATASET_SIZES.config +
        DATASET_SIZES.roles +
        DATASET_SIZES.users +
        DATASET_SIZES.brands +
        DATASET_SIZES.blueprints +
        DATASET_SIZES.requirements +
        DATASET_SIZES.counters +
        DATASET_SIZES.sends +
        DATASET_SIZES.comments,
    );
    expect((await allAccounts()).size).toBe(DATASET_SIZES.accounts);

    const admin = documents.get('users/demo-admin')?.data;
    expect(Object.keys(admin ?? {}).sort()).toEqual([
      'createdAt',
      'email',
      'emailNormalized',
      'firstName',
      'lastLoginAt',
      'lastName',
      'role',
      'status',
    ]);
    expect(admin?.['emailNormalized']).toBe(String(admin?.['email']).trim().toLowerCase());
    expect(admin?.['role']).toBe('superadministrador');
    expect(admin?.['createdAt']).toBeInstanceOf(Timestamp);

    expect(documents.get('roles/estratega')?.data).toMatchObject({ name: 'Estratega' });
    expect(documents.get('config/permissions')?.data?.['ADMIN_USERS']).toEqual(['acceso_total']);

    const withoutStatus = documents.get('brands/demo-sonrisa-austral')?.data;
    expect(withoutStatus).toBeDefined();
    expect(withoutStatus).not.toHaveProperty('status');
    expect(documents.get('brands/demo-panaderia-la-espiga')?.data?.['status']).toBe('disabled');

    const blueprint = documents.get('brands/demo-cafe-cumbre-andina/blueprints/demo-cafe-cumbre-andina')?.data;
    expect(Object.keys(blueprint ?? {}).sort()).toEqual(['bloques', 'updatedAt']);

    const requirement = documents.get('brands/demo-cafe-cumbre-andina/requirements/demo-req-001')?.data;
    expect(requirement).toMatchObject({ title: 'Carrusel 1 - T1', number: 1, brand: 'Café Cumbre Andina' });
    expect(requirement?.['updatedAt']).toBeInstanceOf(Timestamp);
    expect(requirement).not.toHaveProperty('id');
    // The brand its path names, which the active list reads several brands by.
    expect(requirement?.['brandId']).toBe('demo-cafe-cumbre-andina');
  });

  it('reads back through the Firestore repositories as the dataset it was built from', async () => {
    await seed();
    const byKey = <T>(items: readonly T[], key: (item: T) => string | number): T[] =>
      [...items].sort((a, b) => String(key(a)).localeCompare(String(key(b)), 'en', { numeric: true }));

    expect(await new FirestoreAdminPermissionConfigRepository(firestore).get()).toEqual(dataset.permissionConfig);
    expect(byKey(await new FirestoreAdminRoleRepository(firestore).list(), (role) => role.id)).toEqual(
      byKey(dataset.roles, (role) => role.id),
    );
    expect(byKey(await new FirestoreAdminUserRepository(firestore).list(), (user) => user.uid)).toEqual(
      byKey(dataset.users, (user) => user.uid),
    );
    expect(byKey(await new FirestoreAdminBrandRepository(firestore).list(), (brand) => brand.id)).toEqual(
      byKey(dataset.brands, (brand) => brand.id),
    );
    const blueprints = new FirestoreAdminBlueprintRepository(firestore);
    const requirements = new FirestoreAdminRequirementRepository(firestore);
    for (const brand of dataset.brands) {
      expect(await blueprints.get(brand.id)).toEqual(dataset.blueprints.find((b) => b.brandId === brand.id));
      const stored = await requirements.list(brand.id);
      expect(byKey(stored, (requirement) => requirement.number)).toEqual(
        dataset.requirements.filter((requirement) => requirement.brandId === brand.id),
      );
    }
  });

  it("writes the demo's send records as the scheduler's history reads them: a sent, a refused and a failed one", async () => {
    await seed();
    const history = new FirestoreAdminSendRecords(firestore);
    const [brandId] = [...new Set(dataset.sends.map((send) => send.brandId))];
    expect(await history.list(brandId!, 10)).toEqual(
      [...dataset.sends].sort((a, b) => b.at.getTime() - a.at.getTime()),
    );
    expect(dataset.sends.map((send) => send.outcome).sort()).toEqual(['failed', 'refused', 'sent']);
  });

  it("writes each brand's requirement counter at its highest seeded number, and never moves one back", async () => {
    await seed();
    const brandIds = [...new Set(dataset.requirements.map((requirement) => requirement.brandId))];
    for (const brandId of brandIds) {
      const highest = Math.max(...dataset.requirements.filter((r) => r.brandId === brandId).map((r) => r.number));
      expect((await firestore.doc(`brands/${brandId}/counters/requirements`).get()).data()).toEqual({ last: highest });
    }
    // The app handed out more numbers after the seed: a second seed keeps them taken.
    const moved = `brands/${brandIds[0]!}/counters/requirements`;
    await firestore.doc(moved).set({ last: 500 });
    expect(await seed()).toEqual(summaryWhere('unchanged'));
    expect((await firestore.doc(moved).get()).data()).toEqual({ last: 500 });
    // A grid generated now continues after every seeded number.
    const [first] = await new FirestoreAdminRequirementRepository(firestore).createNumbered(brandIds[1]!, 1, (n) => [
      { brandId: brandIds[1]!, brand: 'Demo', title: `Blog ${n} - T1`, number: n, createdBy: 'admin@estudio.test' },
    ]);
    const seededTop = Math.max(...dataset.requirements.filter((r) => r.brandId === brandIds[1]).map((r) => r.number));
    expect(first?.number).toBe(seededTop + 1);
  });

  it('changes nothing on a second run and reports everything unchanged', async () => {
    await seed();
    const documents = await allDocuments();
    const accounts = await allAccounts();

    expect(await seed()).toEqual(summaryWhere('unchanged'));

    expect(await allDocuments()).toEqual(documents);
    expect(await allAccounts()).toEqual(accounts);
  });

  it('uploads the ready-to-schedule media to Storage once, and the requirements name them there', async () => {
    const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    if (storageHost === undefined) throw new Error('Run with the Storage emulator (exec.mjs --only …,storage).');
    const bucket = getStorage(app).bucket(`${projectId}.appspot.com`);
    await Promise.all(dataset.media.map((file) => bucket.file(file.path).delete({ ignoreNotFound: true })));
    const withStorage = () => seedDemoData({ auth, firestore, now: NOW, storage: { bucket, host: storageHost } });
    const located = buildDemoDataset(NOW, { host: storageHost, bucket: bucket.name });

    const first = await withStorage();
    expect(first.media).toEqual({ created: dataset.media.length, updated: 0, unchanged: 0 });
    for (const file of dataset.media) {
      const response = await fetch(demoMediaUrl({ host: storageHost, bucket: bucket.name }, file.path));
      expect(response.status, file.path).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(file.base64, 'base64'))).toBe(true);
      expect(response.headers.get('content-type')).toBe(file.contentType);
    }
    const { carousel, video } = located.readyToSchedule;
    const requirements = new FirestoreAdminRequirementRepository(firestore);
    const storedCarousel = await requirements.get(carousel.brandId, carousel.requirementId);
    expect(storedCarousel?.imagesAIUrl).toEqual(
      dataset.media
        .filter((file) => file.contentType === 'image/png')
        .map((file) => demoMediaUrl({ host: storageHost, bucket: bucket.name }, file.path)),
    );
    const storedVideo = await requirements.get(video.brandId, video.requirementId);
    const chosen = storedVideo?.scripts[storedVideo.videoToPublishIndex];
    expect(chosen?.videoUrl).toBe(
      demoMediaUrl(
        { host: storageHost, bucket: bucket.name },
        `videos/${video.brandId}/${video.requirementId}/guion1/video-guion-1.mp4`,
      ),
    );

    const again = await withStorage();
    expect(again.media).toEqual({ created: 0, updated: 0, unchanged: dataset.media.length });
    expect(again.requirements.updated).toBe(0);
  });

  it('lets every demo account sign in with the demo password, and not the disabled user', async () => {
    await seed();
    for (const account of DEMO_ACCOUNTS) {
      const { status, body } = await signIn(account.email, account.password);
      expect({ email: account.email, status }).toEqual({ email: account.email, status: 200 });
      expect(body['email']).toBe(account.email);
      expect(body['idToken']).toEqual(expect.any(String));
    }
    expect((await auth.getUser('demo-inactivo')).disabled).toBe(true);
    const refused = await signIn('inactivo@estudio.test', DEMO_PASSWORD);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('USER_DISABLED');
  });

  it('restores what drifted and keeps what it did not create', async () => {
    await seed();
    const requirementPath = 'brands/demo-textiles-quetzal/requirements/demo-req-003';
    await firestore.doc(requirementPath).update({ status: 'Finalizado', assignedTo: 'Por asignar' });
    await firestore.doc('brands/demo-ruta-verde').delete();
    await auth.updateUser('demo-disenador', { disabled: true, password: 'OtraClave2026!' });
    await firestore.doc('brands/marca-ajena').set({ brandName: 'Marca ajena', owner: 'uid-ajeno' });
    await firestore
      .doc('brands/demo-cafe-cumbre-andina/requirements/creado-en-la-app')
      .set({ title: 'Blog 29 - T1', number: 29 });
    await auth.createUser({ uid: 'uid-ajeno', email: 'ajeno@estudio.test', password: 'Ajeno2026!' });

    expect(await seed()).toEqual(
      summaryWhere('unchanged', {
        accounts: { created: 0, updated: 1, unchanged: DATASET_SIZES.accounts - 1 },
        brands: { created: 1, updated: 0, unchanged: DATASET_SIZES.brands - 1 },
        requirements: { created: 0, updated: 1, unchanged: DATASET_SIZES.requirements - 1 },
      }),
    );

    const restored = (await firestore.doc(requirementPath).get()).data();
    const expected = dataset.requirements.find((r) => r.brandId === 'demo-textiles-quetzal' && r.number === 3);
    expect(restored?.['status']).toBe(expected?.status);
    expect(restored?.['assignedTo']).toBe(expected?.assignedTo);
    expect((await firestore.doc('brands/demo-ruta-verde').get()).exists).toBe(true);
    expect((await signIn('disenador@estudio.test', DEMO_PASSWORD)).status).toBe(200);

    expect((await firestore.doc('brands/marca-ajena').get()).exists).toBe(true);
    expect((await firestore.doc('brands/demo-cafe-cumbre-andina/requirements/creado-en-la-app').get()).exists).toBe(
      true,
    );
    expect((await auth.getUser('uid-ajeno')).email).toBe('ajeno@estudio.test');
  });

  it('backfills emailNormalized on demo users written before the field, so findByEmail finds them', async () => {
    await seed();
    const users = new FirestoreAdminUserRepository(firestore);
    const demo = present(dataset.users[0]);
    await firestore.doc(`users/${demo.uid}`).update({ emailNormalized: FieldValue.delete() });
    expect(await users.findByEmail(demo.email)).toBeNull();

    expect(await seed()).toEqual(
      summaryWhere('unchanged', { users: { created: 0, updated: 1, unchanged: DATASET_SIZES.users - 1 } }),
    );
    expect(await users.findByEmail(demo.email.toUpperCase())).toEqual(demo);
  });

  it('refuses, before writing anything, an e-mail that belongs to another account', async () => {
    await auth.createUser({ uid: 'otra-admin', email: 'admin@estudio.test', password: 'Cualquiera2026!' });

    await expect(seed()).rejects.toThrow(/admin@estudio\.test \(uid otra-admin\)/);

    expect((await allDocuments()).size).toBe(0);
    expect([...(await allAccounts()).keys()]).toEqual(['otra-admin']);
  });

  it('reset clears every document and account of the project', async () => {
    await seed();
    await firestore.doc('brands/marca-ajena').set({ brandName: 'Marca ajena' });

    await reset();

    expect(await firestore.listCollections()).toEqual([]);
    expect((await allDocuments()).size).toBe(0);
    expect((await auth.listUsers(10)).users).toEqual([]);
  });

  it('reset refuses when the emulator hosts are not set', async () => {
    await expect(resetEmulatorData({ projectId, firestoreHost: undefined, authHost })).rejects.toThrow(
      /FIRESTORE_EMULATOR_HOST is not set/,
    );
    await expect(resetEmulatorData({ projectId, firestoreHost, authHost: '' })).rejects.toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST is not set/,
    );
  });
});
