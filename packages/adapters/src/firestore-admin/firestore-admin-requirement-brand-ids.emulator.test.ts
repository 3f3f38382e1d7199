import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { clearFirestoreEmulator, emulatorProjectId } from '../firestore-shared/firestore-emulator-support.js';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { FirestoreAdminRequirementRepository } from './firestore-admin-requirement-repository.js';
import { backfillRequirementBrandIds } from './firestore-admin-requirement-brand-ids.js';

/*
 * `estudio requirements backfill-brand-ids` on the emulator: requirements stored before the
 * brandId field get it from their path, once; the active list then finds them across brands.
 */

const app = initializeApp({ projectId: emulatorProjectId() }, 'requirement-brand-ids');
const db = getFirestore(app);
afterAll(async () => {
  await deleteApp(app);
});

const UPDATED = Timestamp.fromMillis(Date.UTC(2026, 0, 2));
const legacy = (number: number, extra: Record<string, unknown> = {}) => ({
  title: `Carrusel ${number} - T1`,
  number,
  status: 'Pendiente',
  updatedAt: UPDATED,
  ...extra,
});

describe('backfillRequirementBrandIds', () => {
  beforeEach(clearFirestoreEmulator);

  it('writes the path’s brand where brandId is missing or another, reports it, and writes nothing the second time', async () => {
    // 501 requirements of one brand: more than one page.
    const batch = db.bulkWriter();
    for (let n = 1; n <= 501; n += 1) void batch.set(db.doc(FIRESTORE_PATHS.requirement('b-uno', `r${n}`)), legacy(n));
    void batch.set(db.doc(FIRESTORE_PATHS.requirement('b-dos', 'r1')), legacy(1, { brandId: 'b-dos' }));
    void batch.set(db.doc(FIRESTORE_PATHS.requirement('b-dos', 'r2')), legacy(2, { brandId: 'b-uno' }));
    // Not a brand's requirement: left alone.
    void batch.set(db.doc('users/u1/requirements/r1'), legacy(1));
    await batch.close();
    const repository = new FirestoreAdminRequirementRepository(db);
    expect(await repository.listActiveIn(['b-uno', 'b-dos'])).toHaveLength(1);

    expect(await backfillRequirementBrandIds(db)).toEqual({ scanned: 503, written: 502 });
    const stored = (path: string) =>
      db
        .doc(path)
        .get()
        .then((snapshot) => snapshot.data() ?? {});
    expect(await stored(FIRESTORE_PATHS.requirement('b-uno', 'r501'))).toEqual({ ...legacy(501), brandId: 'b-uno' });
    expect((await stored(FIRESTORE_PATHS.requirement('b-dos', 'r2')))['brandId']).toBe('b-dos');
    expect(await stored('users/u1/requirements/r1')).not.toHaveProperty('brandId');
    expect(await repository.listActiveIn(['b-uno', 'b-dos'])).toHaveLength(503);

    expect(await backfillRequirementBrandIds(db)).toEqual({ scanned: 503, written: 0 });
  });

  it('reports nothing on a store without requirements', async () => {
    expect(await backfillRequirementBrandIds(db)).toEqual({ scanned: 0, written: 0 });
  });
});
