// firestore.rules on brands/{id}: who sees each brand (docs/product.md, "Brand visibility"),
// and the only writes a browser still makes to one, its status and allowedUsers from the
// brand settings (docs/product.md, "Brand settings (`/adminbrands`)"); the rest is the
// server's. The columns and the data: matrix.ts.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { BEFORE, seed } from '../seed.js';
import { actorByKey } from '../support.js';
import type { ActorKey } from '../support.js';
import { BRAND_READS, BRAND_WRITES } from './brand-rows.js';
import { as, describePermissionMatrix, refused, rulesEnv, useFirestoreRules } from './harness.js';
import { newBrand } from './operations.js';

useFirestoreRules();

describePermissionMatrix(BRAND_READS, BRAND_WRITES);

describe('rules beyond the table', () => {
  beforeEach(async () => {
    await seed(rulesEnv());
  });

  describe('brands', () => {
    it('a status toggle with an old updatedAt is denied', async () => {
      await refused(updateDoc(doc(as('admin'), 'brands/b-asignada'), { status: 'disabled', updatedAt: BEFORE }));
    });
    it('a status toggle without updatedAt is denied', async () => {
      await refused(updateDoc(doc(as('marcas'), 'brands/b-asignada'), { status: 'disabled' }));
    });
    it('a brand without status can be disabled (and enabled again)', async () => {
      await assertSucceeds(
        updateDoc(doc(as('marcas'), 'brands/b-marcas'), { status: 'disabled', updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(
        updateDoc(doc(as('marcas'), 'brands/b-marcas'), { status: 'active', updatedAt: serverTimestamp() }),
      );
    });
    it('a status outside active/disabled is denied', async () => {
      await refused(
        updateDoc(doc(as('admin'), 'brands/b-asignada'), { status: 'borrada', updatedAt: serverTimestamp() }),
      );
    });
    it('owner and createdAt never change', async () => {
      await refused(
        updateDoc(doc(as('admin'), 'brands/b-asignada'), { owner: 'u-admin', updatedAt: serverTimestamp() }),
      );
      await refused(
        updateDoc(doc(as('admin'), 'brands/b-asignada'), {
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('a status toggle carrying a DNA field is denied, even to a holder of every key', async () => {
      const toggleAndRename = (key: ActorKey) =>
        updateDoc(doc(as(key), 'brands/b-asignada'), {
          status: 'disabled',
          brandName: 'X',
          updatedAt: serverTimestamp(),
        });
      await refused(toggleAndRename('estratega'));
      // Turned around: the Adm. de marcas (ADMIN_BRAND_DISABLE and SAVE_BRAND) could do both at once.
      await refused(toggleAndRename('marcas'));
      await refused(toggleAndRename('admin'));
    });
    it('a bare updatedAt needs one of the brand settings keys', async () => {
      await refused(updateDoc(doc(as('estratega'), 'brands/b-asignada'), { updatedAt: serverTimestamp() }));
      await assertSucceeds(updateDoc(doc(as('marcas'), 'brands/b-asignada'), { updatedAt: serverTimestamp() }));
    });
    it('allowedUsers must stay a list', async () => {
      await refused(
        updateDoc(doc(as('marcas'), 'brands/b-asignada'), {
          allowedUsers: 'nuevo@estudio.test',
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('no browser creates a brand, however it is shaped (the save-dna command does)', async () => {
      const estratega = actorByKey('estratega');
      const db = as('estratega');
      await refused(setDoc(doc(db, 'brands/b-x1'), newBrand(estratega, { owner: 'u-admin' })));
      await refused(setDoc(doc(db, 'brands/b-x2'), newBrand(estratega, { status: 'disabled' })));
      await refused(setDoc(doc(db, 'brands/b-x3'), newBrand(estratega, { updatedAt: BEFORE })));
      // Turned around: the Estratega's own, active brand with the server's time was allowed (SAVE_BRAND).
      await refused(setDoc(doc(db, 'brands/b-x4'), newBrand(estratega)));
      await refused(setDoc(doc(as('admin'), 'brands/b-x5'), newBrand(actorByKey('admin'))));
      expect((await getDoc(doc(as('admin'), 'brands/b-x4'))).exists()).toBe(false);
    });
    it('nor one with metrics fields or allowedUsers, whatever keys the creator holds', async () => {
      await refused(setDoc(doc(as('estratega'), 'brands/b-m1'), newBrand(actorByKey('estratega'), { idMetrics: 'm' })));
      // Turned around: the Adm. de marcas (ADMIN_METRICS) could.
      await refused(setDoc(doc(as('marcas'), 'brands/b-m2'), newBrand(actorByKey('marcas'), { idMetrics: 'm' })));
      await refused(
        setDoc(
          doc(as('estratega'), 'brands/b-m3'),
          newBrand(actorByKey('estratega'), { allowedUsers: ['a@estudio.test'] }),
        ),
      );
      // Turned around: the Adm. de marcas (ADMIN_BRAND_USERS) could.
      await refused(
        setDoc(doc(as('marcas'), 'brands/b-m4'), newBrand(actorByKey('marcas'), { allowedUsers: ['a@estudio.test'] })),
      );
    });
    it("the web app must ask for visible brands: an owner query by someone else's uid is denied", async () => {
      await refused(getDocs(query(collection(as('estratega'), 'brands'), where('owner', '==', 'u-marcas'))));
    });
    it('the ASSIGNED and OWNER queries answer exactly the visible brands', async () => {
      const assigned = await getDocs(
        query(collection(as('disenador'), 'brands'), where('allowedUsers', 'array-contains', 'disenador@estudio.test')),
      );
      expect(assigned.docs.map((d) => d.id).sort()).toEqual(['b-asignada', 'b-marcas', 'b-nueva']);
      const owned = await getDocs(query(collection(as('marcas'), 'brands'), where('owner', '==', 'u-marcas')));
      expect(owned.docs.map((d) => d.id)).toEqual(['b-marcas']);
    });
  });
});
