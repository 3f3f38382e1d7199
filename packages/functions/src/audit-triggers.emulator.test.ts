import { DEMO_ACCOUNTS, DEMO_PASSWORD, FirestoreAdminAuditLog, seedDemoData } from '@estudio/adapters/node';
import type { AuditEntry } from '@estudio/domain/audit';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The audit triggers of build.mjs's bundle in the Functions emulator: writes to the Firestore
 * emulator (by a signed-in client through the REST API, by firebase-admin, and by the
 * userAdmin endpoint) each make one `audit` entry. Triggers run asynchronously, so every
 * check polls. Started by scripts/emulators/exec.mjs --only auth,firestore,functions.
 */
const hub = process.env.FIREBASE_EMULATOR_HUB;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const projectId = process.env.GCLOUD_PROJECT;
if (!hub || !authHost || !firestoreHost || !projectId) {
  throw new Error(
    'Run through scripts/emulators/exec.mjs --only auth,firestore,functions (emulator variables missing).',
  );
}

const app = initializeApp({ projectId }, 'audit-triggers-emulator-test');
const auth = getAuth(app);
const db = getFirestore(app);
const log = new FirestoreAdminAuditLog(db);
let userAdminUrl = '';

const ADMIN = DEMO_ACCOUNTS.find((account) => account.roleName === 'Superadministrador')?.email ?? '';
const DESIGNER = DEMO_ACCOUNTS.find((account) => account.roleName === 'Diseñador')?.email ?? '';

const signIn = async (email: string): Promise<{ idToken: string; localId: string }> => {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; localId?: string; error?: { message: string } };
  if (body.idToken === undefined || body.localId === undefined)
    throw new Error(`sign-in of ${email}: ${body.error?.message}`);
  return { idToken: body.idToken, localId: body.localId };
};

/** A signed-in client's write, as the web SDK sends it: the REST API with the user's ID token (rules apply). */
const clientPatch = async (idToken: string, path: string, fields: Record<string, unknown>): Promise<void> => {
  const mask = Object.keys(fields)
    .map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`)
    .join('&');
  const response = await fetch(
    `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/${path}?${mask}`,
    {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ fields }),
    },
  );
  if (!response.ok) throw new Error(`client write of ${path}: ${response.status} ${await response.text()}`);
};

/**
 * The first entry of this document matching the predicate, waiting for the trigger (null after
 * the timeout). The Functions emulator runs the triggers one after another: on a busy machine
 * the seed's hundred creates (and, after the userAdmin suite, its many seeds) can still be
 * queued ahead of a test's own write for tens of seconds.
 */
const entryFor = async (
  path: string,
  matches: (entry: AuditEntry) => boolean,
  timeoutMs = 75_000,
): Promise<AuditEntry | null> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await log.list({ limit: 1000 })).find((entry) => entry.path === path && matches(entry));
    if (found !== undefined) return found;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/**
 * Waits until the triggers have caught up: no new entry for three seconds (the seed makes about
 * a hundred; the userAdmin suite, when it ran before in the same emulator, left one hundred per
 * test of its own reseeds queued, which a busy machine takes minutes to work through).
 */
const settled = async (timeoutMs = 420_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const count = (await db.collection('audit').count().get()).data().count;
    if (count !== last) {
      last = count;
      quietSince = Date.now();
    } else if (count > 0 && Date.now() - quietSince >= 3000) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the audit triggers did not settle (${last} entries)`);
};

const changed = (entry: AuditEntry, field: string): boolean => entry.changes.some((change) => change.field === field);

beforeAll(async () => {
  const emulators = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<
    string,
    { host: string; port: number }
  >;
  const functions = emulators['functions'];
  if (functions === undefined) throw new Error('The Functions emulator is not running.');
  userAdminUrl = `http://${functions.host}:${functions.port}/${projectId}/us-central1/userAdmin`;
  await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await seedDemoData({ auth, firestore: db, now: new Date('2026-11-21T12:00:00Z') });
  // Every seeded document is a create the triggers record: let them finish first.
  await settled();
}, 450_000);
afterAll(async () => {
  await deleteApp(app);
});

describe('the audit triggers in the Functions emulator', { timeout: 90_000 }, () => {
  it('record a signed-in user’s change of a role: which fields, old and new values, and the auth context as the emulator gives it', async () => {
    const admin = await signIn(ADMIN);
    const role = (await db.collection('roles').where('name', '==', 'Diseñador').get()).docs[0];
    if (role === undefined) throw new Error('no Diseñador role');
    const before = role.get('permissions') as string[];
    await clientPatch(admin.idToken, `roles/${role.id}`, {
      permissions: { arrayValue: { values: [...before, 'metricas'].map((code) => ({ stringValue: code })) } },
    });

    const entry = await entryFor(
      `roles/${role.id}`,
      (candidate) => candidate.operation === 'update' && changed(candidate, 'permissions'),
    );
    expect(entry).toMatchObject({
      collection: 'roles',
      brandId: null,
      documentId: role.id,
      operation: 'update',
      changes: [{ field: 'permissions', before, after: [...before, 'metricas'] }],
    });
    // The Functions emulator (firebase-tools 14.27.0) does not fill the auth context of
    // Firestore events: every write, a signed-in client's too, arrives with authType
    // 'unknown' and the placeholder authId 'fake-auth-id@gmail.com', so the entry records an
    // unknown writer instead of inventing one. Deployed, a console user's write arrives as
    // 'app_user' with their uid, and the entry carries their uid and e-mail.
    expect(entry).toMatchObject({ authType: 'unknown', actorUid: null, actorEmail: null });
    expect(Math.abs((entry?.at.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('record a brand changed through firebase-admin, under its brand', async () => {
    const brand = (await db.collection('brands').limit(1).get()).docs[0];
    if (brand === undefined) throw new Error('no brand');
    await brand.ref.update({ idMetrics: 'auditoria-1', updatedAt: new Date() });

    // Other suites in this emulator write the same demo brand (the scheduler suite removes and
    // restores its idMetrics), so the entry sought is the one of this write.
    const entry = await entryFor(
      `brands/${brand.id}`,
      (candidate) =>
        candidate.operation === 'update' &&
        candidate.changes.some((change) => change.field === 'idMetrics' && change.after === 'auditoria-1'),
    );
    expect(entry).toMatchObject({
      collection: 'brands',
      brandId: brand.id,
      documentId: brand.id,
      operation: 'update',
      changes: [{ field: 'idMetrics', after: 'auditoria-1' }],
    });
  });

  it('name the person a server write through firebase-admin stamped as changedBy, not listing the stamp itself', async () => {
    const brand = (await db.collection('brands').limit(1).get()).docs[0];
    if (brand === undefined) throw new Error('no brand');
    const designer = await auth.getUserByEmail(DESIGNER);
    const ref = db.collection(`brands/${brand.id}/requirements`).doc('auditado-por-comando');
    // What a content command writes: the fields, and who asked for them.
    await ref.set({
      title: 'Carrusel de un comando',
      caption: 'Primera',
      changedBy: { uid: designer.uid, email: DESIGNER, at: new Date() },
    });
    const created = await entryFor(ref.path, (candidate) => candidate.operation === 'create');
    expect(created).toMatchObject({
      collection: 'requirements',
      brandId: brand.id,
      actorUid: designer.uid,
      actorEmail: DESIGNER.toLowerCase(),
      changes: [
        { field: 'caption', after: 'Primera' },
        { field: 'title', after: 'Carrusel de un comando' },
      ],
    });
    const admin = await auth.getUserByEmail(ADMIN);
    await ref.update({ caption: 'Segunda', changedBy: { uid: admin.uid, email: ADMIN, at: new Date() } });
    const updated = await entryFor(
      ref.path,
      (candidate) => candidate.operation === 'update' && changed(candidate, 'caption'),
    );
    expect(updated).toMatchObject({
      actorUid: admin.uid,
      actorEmail: ADMIN.toLowerCase(),
      changes: [{ field: 'caption', before: 'Primera', after: 'Segunda' }],
    });
    await ref.delete();
  });

  it('record a requirement created and deleted under its brand', async () => {
    const brand = (await db.collection('brands').limit(1).get()).docs[0];
    if (brand === undefined) throw new Error('no brand');
    const ref = db.collection(`brands/${brand.id}/requirements`).doc('auditado');
    await ref.set({ title: 'Carrusel auditado', status: 'Pendiente', number: 999 });
    const created = await entryFor(ref.path, (candidate) => candidate.operation === 'create');
    expect(created).toMatchObject({
      collection: 'requirements',
      brandId: brand.id,
      documentId: 'auditado',
      changes: [
        { field: 'number', after: 999 },
        { field: 'status', after: 'Pendiente' },
        { field: 'title', after: 'Carrusel auditado' },
      ],
    });
    await ref.delete();
    expect(await entryFor(ref.path, (candidate) => candidate.operation === 'delete')).toMatchObject({
      changes: expect.arrayContaining([{ field: 'title', before: 'Carrusel auditado' }]),
    });
  });

  it('record a user disabled through the userAdmin endpoint, and skip a sign-in that only writes lastLoginAt', async () => {
    const admin = await signIn(ADMIN);
    const designer = await auth.getUserByEmail(DESIGNER);
    const own = await signIn(DESIGNER);
    // The session's own bookkeeping: only lastLoginAt (a write the rules let the user make).
    await db.doc(`users/${own.localId}`).update({ lastLoginAt: new Date() });

    const response = await fetch(`${userAdminUrl}/disable-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.idToken}` },
      body: JSON.stringify({ uid: designer.uid }),
    });
    expect(response.status).toBe(200);

    const entry = await entryFor(
      `users/${designer.uid}`,
      (candidate) => candidate.operation === 'update' && changed(candidate, 'status'),
    );
    // The endpoint writes through the admin SDK; its changedBy stamp names the administrator behind it.
    expect(entry).toMatchObject({
      collection: 'users',
      operation: 'update',
      actorUid: admin.localId,
      actorEmail: ADMIN,
      changes: [{ field: 'status', before: 'active', after: 'disabled' }],
    });
    // The lastLoginAt write came first; give its trigger time too, then: no entry for it.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // Other suites may change this user too (its role, say): only bookkeeping must leave no trace.
    const userEntries = (await log.list({ limit: 1000 })).filter((e) => e.path === `users/${designer.uid}`);
    expect(
      userEntries.filter((e) => e.operation === 'update' && e.changes.every((c) => c.field === 'lastLoginAt')),
    ).toEqual([]);
    const updates = userEntries.filter((e) => e.operation === 'update');
    expect(updates.flatMap((e) => e.changes).filter((change) => change.field === 'lastLoginAt')).toEqual([]);
  });
});
