// firestore.rules on a brand's blueprint and a requirement's validation history: read with
// the brand, written by the blueprint commands and carousel/validate alone (docs/product.md,
// "Communication guide (blueprint)", "Carousels"). The columns and the data: matrix.ts.
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../seed.js';
import { BLUEPRINT_AND_HISTORY_READS, BLUEPRINT_AND_HISTORY_WRITES } from './blueprint-and-history-rows.js';
import { as, describePermissionMatrix, refused, rulesEnv, useFirestoreRules } from './harness.js';

useFirestoreRules();

describePermissionMatrix(BLUEPRINT_AND_HISTORY_READS, BLUEPRINT_AND_HISTORY_WRITES);

describe('rules beyond the table', () => {
  beforeEach(async () => {
    await seed(rulesEnv());
  });

  describe('blueprints', () => {
    it("one blueprint per brand, under the brand's id", async () => {
      await refused(setDoc(doc(as('admin'), 'brands/b-nueva/blueprints/otro'), { bloques: {} }));
    });
    it('editing an existing blueprint is refused to a reader, and to the keys that once allowed it', async () => {
      await refused(updateDoc(doc(as('disenador'), 'brands/b-asignada/blueprints/b-asignada'), { bloques: {} }));
      // Turned around: EDIT_BLUEPRINT and GEN_BLUEPRINT (the Estratega) edited it directly.
      await refused(
        updateDoc(doc(as('estratega'), 'brands/b-estratega/blueprints/b-estratega'), {
          'bloques.tercer_bloque': { mensaje_clave: 'x' },
          updatedAt: serverTimestamp(),
        }),
      );
      const stored = await getDoc(doc(as('estratega'), 'brands/b-estratega/blueprints/b-estratega'));
      expect(stored.get('bloques')).toEqual({
        segundo_bloque: { mision_y_proposito: { mision: 'M', proposito: 'P' } },
      });
    });
  });
});
