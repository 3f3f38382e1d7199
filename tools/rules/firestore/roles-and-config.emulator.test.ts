// firestore.rules on roles/{id} and config/permissions: read by every active user, written
// with ADMIN_ROLES, never so as to lock the editor out; and the permission table decides,
// with the default when it is missing (docs/product.md, "Permissions"). The columns and the
// data: matrix.ts.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { seed } from '../seed.js';
import { actorByKey, firestoreOf } from '../support.js';
import { as, describePermissionMatrix, refused, rulesEnv, useFirestoreRules } from './harness.js';
import { grid, R1 } from './operations.js';
import { ROLE_AND_CONFIG_READS, ROLE_AND_CONFIG_WRITES } from './role-and-config-rows.js';

useFirestoreRules();

describePermissionMatrix(ROLE_AND_CONFIG_READS, ROLE_AND_CONFIG_WRITES);

describe('rules beyond the table', () => {
  beforeEach(async () => {
    await seed(rulesEnv());
  });

  describe('roles and config/permissions: the admin cannot lock themselves out', () => {
    it('the Superadministrador cannot delete their own role', async () => {
      await refused(deleteDoc(doc(as('admin'), 'roles/superadministrador')));
    });
    it("an edit of one's own role must keep ADMIN_ROLES", async () => {
      await refused(updateDoc(doc(as('admin'), 'roles/superadministrador'), { permissions: ['metricas'] }));
      await assertSucceeds(
        updateDoc(doc(as('admin'), 'roles/superadministrador'), { permissions: ['acceso_total', 'metricas'] }),
      );
    });
    it('a configuration that takes ADMIN_ROLES away from its editor is denied', async () => {
      await refused(updateDoc(doc(as('admin'), 'config/permissions'), { ADMIN_ROLES: ['estrategia'] }));
    });
    it('a role needs a name and a list of codes', async () => {
      await refused(setDoc(doc(as('admin'), 'roles/sin-nombre'), { name: '', permissions: [] }));
      await refused(setDoc(doc(as('admin'), 'roles/codigos'), { name: 'X', permissions: 'metricas' }));
    });
  });

  describe('config/permissions decides, with the default when it is missing', () => {
    it('without the document the default applies: ALL for the superadmin, OWNER for the Estratega', async () => {
      await rulesEnv().withSecurityRulesDisabled((context) =>
        deleteDoc(doc(firestoreOf(context), 'config/permissions')),
      );
      await assertSucceeds(getDocs(collection(as('admin'), 'brands')));
      await assertSucceeds(getDoc(doc(as('estratega'), 'brands/b-estratega')));
      await refused(getDoc(doc(as('estratega'), 'brands/b-todos')));
      // Turned around: the Gestor (VIDEO_UPLOAD by default) wrote videoUrl; it is the server's now.
      await refused(
        updateDoc(doc(as('gestor'), R1), { videoUrl: 'https://v.test/a.mp4', updatedAt: serverTimestamp() }),
      );
      await refused(
        updateDoc(doc(as('disenador'), R1), { videoUrl: 'https://v.test/b.mp4', updatedAt: serverTimestamp() }),
      );
      // The default's STATUS_REQUIREMENTS: the Diseñador changes a status, the Adm. de marcas does not.
      await assertSucceeds(
        updateDoc(doc(as('disenador'), R1), { status: 'Solicitar diseño', updatedAt: serverTimestamp() }),
      );
      await refused(updateDoc(doc(as('marcas'), R1), { status: 'Finalizado', updatedAt: serverTimestamp() }));
    });
    it("without the document the heaviest writes stay inside the rules' budget", async () => {
      await rulesEnv().withSecurityRulesDisabled((context) =>
        deleteDoc(doc(firestoreOf(context), 'config/permissions')),
      );
      // The heaviest writes a browser still makes: a status change to En diseño, and a brand's
      // status with its allowedUsers.
      await assertSucceeds(
        updateDoc(doc(as('admin'), R1), {
          status: 'En diseño',
          inDesignAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
      await assertSucceeds(
        updateDoc(doc(as('marcas'), 'brands/b-marcas'), {
          status: 'disabled',
          allowedUsers: ['disenador@estudio.test', 'nuevo@estudio.test'],
          updatedAt: serverTimestamp(),
        }),
      );
      // Turned around: the grid and every content field at once were the heaviest allowed
      // writes; each is refused by the rules themselves now, within the budget.
      await refused(grid(as('estratega'), actorByKey('estratega'), { count: 14 }));
      const url = (tag: string): string => `https://img.test/${tag}.png`;
      const everything = (tag: string): Record<string, unknown> => ({
        caption: tag,
        instructions: [tag],
        suggestedWords: [tag],
        imagesAIUrl: [url(tag)],
        // A browser may only drop validation entries (the ai function writes them): r-1's card 1 goes.
        validation: {},
        article: [{ tag }],
        videoUrl: url(tag),
        videoData: { tag },
        imageAIUrl: url(tag),
        scripts: [{ tag }],
        videoToPublishIndex: tag.length,
        publicationDate: Timestamp.now(),
        selectedSocialNetwork: [tag],
        collaborators: tag,
        pinNewFormat: tag === 'a',
        updatedAt: serverTimestamp(),
      });
      await refused(updateDoc(doc(as('admin'), R1), everything('a')));
      await refused(updateDoc(doc(as('gestor'), R1), everything('bb')));
    });
    it('a key missing from the document, or not a code nor a list, falls back to the default', async () => {
      await rulesEnv().withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'config/permissions'), { ADMIN_BRANDS_ALL: 42 }),
      );
      await assertSucceeds(getDocs(collection(as('admin'), 'brands')));
      await refused(getDocs(collection(as('estratega'), 'brands')));
    });
    it('a change to the document takes effect at once, with a single code as well as a list', async () => {
      await rulesEnv().withSecurityRulesDisabled((context) =>
        updateDoc(doc(firestoreOf(context), 'config/permissions'), { ADMIN_BRANDS_ALL: 'estrategia' }),
      );
      await assertSucceeds(getDocs(collection(as('estratega'), 'brands')));
      await refused(getDocs(collection(as('admin'), 'brands')));
    });
    it('a role that no longer exists grants nothing', async () => {
      await rulesEnv().withSecurityRulesDisabled((context) => deleteDoc(doc(firestoreOf(context), 'roles/estratega')));
      await refused(getDoc(doc(as('estratega'), 'brands/b-estratega')));
      await assertSucceeds(getDoc(doc(as('estratega'), 'users/u-estratega')));
    });
  });
});
