// firestore.rules on a requirement's creation and its brand's counter: the grid command
// numbers and writes them on the server (docs/product.md, "Content grid"), so no browser
// creates one, however it is numbered. The columns and the data: matrix.ts.
import { deleteDoc, doc, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { seed } from '../seed.js';
import { actorByKey, firestoreOf } from '../support.js';
import { as, describePermissionMatrix, refused, rulesEnv, useFirestoreRules } from './harness.js';
import { aMinuteAgo, counterOf, grid } from './operations.js';
import { CREATION_READS, CREATION_WRITES } from './requirement-creation-rows.js';

useFirestoreRules();

describePermissionMatrix(CREATION_READS, CREATION_WRITES);

describe('rules beyond the table', () => {
  beforeEach(async () => {
    await seed(rulesEnv());
  });

  // The numbering checks of the old create rule, each now refused: the grid command numbers
  // requirements on the server (the successes below were allowed to the Estratega).
  describe("requirements: no browser creates one nor moves its brand's counter, however it is numbered", () => {
    const estratega = actorByKey('estratega');
    it("the document id is 'r' + the number, so one batch cannot repeat a number", async () => {
      await refused(grid(as('estratega'), estratega, { id: (number) => `r-${number}` }));
      await refused(grid(as('estratega'), estratega, { from: 3, count: 2, id: () => 'r3' }));
    });
    it("a number above the counter's new value is refused", async () => {
      await refused(grid(as('estratega'), estratega, { from: 3, count: 2, last: 3 }));
    });
    it('the counter moves only with the requirement that takes its new value', async () => {
      await refused(setDoc(doc(as('estratega'), counterOf('b-asignada')), { last: 5 }));
      await refused(setDoc(doc(as('estratega'), counterOf('b-asignada')), { last: 3, otro: 1 }));
    });
    it('the counter moves by no amount, 100 at most included', async () => {
      await refused(grid(as('estratega'), estratega, { from: 103 }));
      await refused(grid(as('estratega'), estratega, { from: 102 }));
    });
    it('needs GEN_REQUIREMENTS: a reader cannot move the counter', async () => {
      await refused(grid(as('disenador'), actorByKey('disenador')));
    });
    it('is refused with a scheduledPost, a schedulingClaim, or neither', async () => {
      const sent = {
        postId: '99',
        sentAt: aMinuteAgo(),
        digest: 'abc',
        kind: 'carousel',
        networks: [],
        sandbox: false,
      };
      await refused(grid(as('estratega'), estratega, { change: (data) => ({ ...data, scheduledPost: sent }) }));
      await refused(
        grid(as('estratega'), estratega, { change: (data) => ({ ...data, schedulingClaim: { digest: 'abc' } }) }),
      );
      await refused(grid(as('estratega'), estratega, { change: (data) => ({ ...data, scheduledPost: null }) }));
    });
    it('a brand from before the counter (none stored) gets neither counter nor requirement', async () => {
      await rulesEnv().withSecurityRulesDisabled((context) =>
        deleteDoc(doc(firestoreOf(context), counterOf('b-asignada'))),
      );
      await refused(grid(as('estratega'), estratega, { from: 3 }));
      await refused(grid(as('admin'), actorByKey('admin'), { from: 1, count: 14 }));
    });
  });
});
