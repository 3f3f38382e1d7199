// firestore.rules on brands/{id}/requirements/{id}: who reads them, one brand at a time or every
// brand at once, and the status change (docs/product.md, "Status"), the only write a
// browser still makes to one; every other field is the server's. The columns and the data:
// matrix.ts.
import { DEFAULT_PERMISSION_CONFIG } from '@estudio/domain/accounts';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { BRANDS_PER_CHECKED_READ } from '@estudio/domain/requirements';
import {
  Timestamp,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { BEFORE, seed } from '../seed.js';
import { actorByKey, firestoreOf } from '../support.js';
import { as, describePermissionMatrix, refused, rulesEnv, useFirestoreRules } from './harness.js';
import { activeGroupOf, counterOf, countFinished, finishedOf, grid, R1 } from './operations.js';
import { REQUIREMENT_READS, REQUIREMENT_WRITES } from './requirement-rows.js';

useFirestoreRules();

describePermissionMatrix(REQUIREMENT_READS, REQUIREMENT_WRITES);

describe('rules beyond the table', () => {
  beforeEach(async () => {
    await seed(rulesEnv());
  });

  describe('requirements: writing one needs the right to read it', () => {
    const grantMetricsRole = (keys: Record<string, string[]>) =>
      rulesEnv().withSecurityRulesDisabled((context) =>
        updateDoc(doc(firestoreOf(context), 'config/permissions'), {
          ADMIN_BRANDS_ASSIGNED: [...DEFAULT_PERMISSION_CONFIG.ADMIN_BRANDS_ASSIGNED, 'metricas'],
          ...keys,
        }),
      );
    const changeStatus = () =>
      updateDoc(doc(as('metricas'), R1), { status: 'Solicitar diseño', updatedAt: serverTimestamp() });

    it('a status key without VIEW_REQUIREMENTS or GEN_REQUIREMENTS is refused', async () => {
      await grantMetricsRole({ STATUS_REQUIREMENTS: ['metricas'] });
      await refused(changeStatus());
    });
    it('the same key with VIEW_REQUIREMENTS is allowed (the baseline)', async () => {
      await grantMetricsRole({
        STATUS_REQUIREMENTS: ['metricas'],
        VIEW_REQUIREMENTS: [...DEFAULT_PERMISSION_CONFIG.VIEW_REQUIREMENTS, 'metricas'],
      });
      await assertSucceeds(changeStatus());
    });
  });

  describe('requirements: a status or assignee change touches only its own fields', () => {
    it('a status change with updatedAt = request.time is allowed (the baseline)', async () => {
      await assertSucceeds(updateDoc(doc(as('disenador'), R1), { status: 'Finalizado', updatedAt: serverTimestamp() }));
    });
    it('a status change that also edits the caption is denied, even to the Superadministrador', async () => {
      await refused(
        updateDoc(doc(as('admin'), R1), { status: 'Finalizado', caption: 'x', updatedAt: serverTimestamp() }),
      );
    });
    it('an assignee change that also edits the title is denied', async () => {
      await refused(
        updateDoc(doc(as('estratega'), R1), {
          assignedTo: 'contenido@estudio.test',
          title: 'Otro',
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('a status change with an updatedAt that is not request.time is denied', async () => {
      await refused(updateDoc(doc(as('admin'), R1), { status: 'Finalizado', updatedAt: BEFORE }));
      await refused(
        updateDoc(doc(as('admin'), R1), {
          status: 'Finalizado',
          updatedAt: Timestamp.fromMillis(Date.now() + 3_600_000),
        }),
      );
    });
    it('a status change that leaves updatedAt as it was is denied', async () => {
      await refused(updateDoc(doc(as('admin'), R1), { status: 'Finalizado' }));
    });
    it('an unknown status is denied', async () => {
      await refused(updateDoc(doc(as('admin'), R1), { status: 'Archivado', updatedAt: serverTimestamp() }));
    });
    it('inDesignAt goes only with the change to En diseño', async () => {
      await refused(
        updateDoc(doc(as('admin'), R1), {
          status: 'Pendiente',
          inDesignAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
      await refused(updateDoc(doc(as('admin'), R1), { inDesignAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    });
    it('title, number and createdBy never change', async () => {
      await refused(updateDoc(doc(as('admin'), R1), { title: 'Otro', updatedAt: serverTimestamp() }));
      await refused(updateDoc(doc(as('admin'), R1), { number: 99, updatedAt: serverTimestamp() }));
      await refused(updateDoc(doc(as('admin'), R1), { createdBy: 'x@estudio.test', updatedAt: serverTimestamp() }));
    });
    it('a content edit is denied with any updatedAt, request.time included', async () => {
      await refused(updateDoc(doc(as('estratega'), R1), { caption: 'x', updatedAt: BEFORE }));
      // Turned around: with the server's time it was the Estratega's (REQUIREMENTS_EDIT).
      await refused(updateDoc(doc(as('estratega'), R1), { caption: 'x', updatedAt: serverTimestamp() }));
    });
    it("a status change with the status it already has is the status key holder's, and nobody else's", async () => {
      await assertSucceeds(updateDoc(doc(as('disenador'), R1), { status: 'Pendiente', updatedAt: serverTimestamp() }));
      // Without the status key a bare updatedAt (the same status) changes nothing either.
      await rulesEnv().withSecurityRulesDisabled((context) =>
        updateDoc(doc(firestoreOf(context), 'config/permissions'), { STATUS_REQUIREMENTS: ['estrategia'] }),
      );
      await refused(updateDoc(doc(as('disenador'), R1), { status: 'Pendiente', updatedAt: serverTimestamp() }));
      await refused(updateDoc(doc(as('disenador'), R1), { updatedAt: serverTimestamp() }));
    });
    it("the content grid (14 requirements and the counter in one batch) is the server's, not even the Estratega's", async () => {
      // Turned around: the Estratega (GEN_REQUIREMENTS) wrote it; the grid command does now.
      await refused(grid(as('estratega'), actorByKey('estratega'), { count: 14 }));
      await refused(grid(as('admin'), actorByKey('admin'), { count: 14 }));
      const counter = await getDoc(doc(as('estratega'), counterOf('b-asignada')));
      expect(counter.data()).toEqual({ last: 2 });
      expect((await getDoc(doc(as('estratega'), 'brands/b-asignada/requirements/r3'))).exists()).toBe(false);
    });
    it('a new requirement is refused whatever its status or updatedAt', async () => {
      const estratega = actorByKey('estratega');
      const db = as('estratega');
      await refused(grid(db, estratega, { change: (data) => ({ ...data, status: 'Archivado' }) }));
      await refused(grid(db, estratega, { change: (data) => ({ ...data, updatedAt: BEFORE }) }));
      // Turned around: Pendiente with the server's time was the grid's accepted shape.
      await refused(grid(db, estratega, { change: (data) => ({ ...data, updatedAt: serverTimestamp() }) }));
    });
    it('no requirement is created under a brand the caller cannot see', async () => {
      await refused(grid(as('estratega'), actorByKey('estratega'), { brandId: 'b-todos', brand: 'Marca Todos' }));
    });
  });

  describe('requirements of every brand at once (collection group)', () => {
    it('are listed only with ADMIN_BRANDS_ALL, whatever brand the query names', async () => {
      const mine = (db: Firestore) =>
        getDocs(query(collectionGroup(db, 'requirements'), where('brand', '==', 'Marca Estratega')));
      await refused(mine(as('estratega')));
      await refused(
        getDocs(query(collectionGroup(as('disenador'), 'requirements'), where('status', '==', 'Finalizado'))),
      );
      const all = await getDocs(finishedOf(as('admin'), null));
      expect(all.docs.map((d) => d.ref.parent.parent?.id).sort()).toEqual([
        'b-asignada',
        'b-estratega',
        'b-marcas',
        'b-todos',
      ]);
      expect((await countFinished(as('admin'), null)).data().count).toBe(4);
    });
    it('need VIEW_REQUIREMENTS besides ALL visibility', async () => {
      await rulesEnv().withSecurityRulesDisabled((context) =>
        updateDoc(doc(firestoreOf(context), 'config/permissions'), { VIEW_REQUIREMENTS: ['ver_requerimientos'] }),
      );
      await refused(getDocs(finishedOf(as('admin'), null)));
      // Brand by brand GEN_REQUIREMENTS also reads (the grid), as before.
      await assertSucceeds(getDocs(finishedOf(as('admin'), 'b-todos')));
    });
    it('give no document by path: a get stays under the brand rules', async () => {
      await refused(getDoc(doc(as('estratega'), 'brands/b-todos/requirements/r-2')));
    });
  });

  describe('the active list over several brands (collection group on the stored brandId)', () => {
    /** `count` more brands the Diseñador is assigned to, each with one Pendiente requirement. */
    const assignedBrands = async (count: number): Promise<string[]> => {
      const ids = Array.from({ length: count }, (_, n) => `b-grupo-${String(n).padStart(2, '0')}`);
      await rulesEnv().withSecurityRulesDisabled(async (context) => {
        const db = firestoreOf(context);
        const batch = writeBatch(db);
        for (const id of ids) {
          batch.set(doc(db, 'brands', id), {
            brandName: id,
            owner: 'u-externo',
            allowedUsers: [actorByKey('disenador').email],
            status: 'active',
          });
          batch.set(doc(db, 'brands', id, 'requirements', 'r-1'), { brandId: id, status: 'Pendiente', number: 1 });
        }
        await batch.commit();
      });
      return ids;
    };

    it('gives an assigned user exactly the active requirements of the brands it names', async () => {
      const found = await getDocs(activeGroupOf(as('disenador'), ['b-asignada', 'b-marcas']));
      expect(found.docs.map((d) => d.ref.path).sort()).toEqual([
        'brands/b-asignada/requirements/r-1',
        'brands/b-marcas/requirements/r-1',
      ]);
    });

    it('takes the most brands the list names at once without ALL within the rules’ read budget', async () => {
      const ids = await assignedBrands(BRANDS_PER_CHECKED_READ);
      expect((await getDocs(activeGroupOf(as('disenador'), ids))).size).toBe(BRANDS_PER_CHECKED_READ);
      // The budget is what bounds it (BRANDS_PER_CHECKED_READ): the emulator refuses 15 brands at once.
      await assertFails(getDocs(activeGroupOf(as('disenador'), await assignedBrands(15))));
    });

    it('refuses a brand id that is no brand', async () => {
      await refused(getDocs(activeGroupOf(as('disenador'), ['b-asignada', 'b-ninguna'])));
    });
  });
});
