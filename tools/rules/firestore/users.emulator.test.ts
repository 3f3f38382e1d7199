// firestore.rules on users/{uid}: who reads the records, and what a browser still writes, the
// names and e-mails with ADMIN_USERS and one's own lastLoginAt; roles, statuses and new
// records are the account endpoints' (docs/product.md, "Users and roles", "Account
// endpoints"). The columns and the data: matrix.ts.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { TARGET_UID, seed } from '../seed.js';
import { firestoreOf } from '../support.js';
import { as, describePermissionMatrix, refused, rulesEnv, useFirestoreRules } from './harness.js';
import { aMinuteAgo } from './operations.js';
import { USER_READS, USER_WRITES } from './user-rows.js';

useFirestoreRules();

describePermissionMatrix(USER_READS, USER_WRITES);

describe('rules beyond the table', () => {
  beforeEach(async () => {
    await seed(rulesEnv());
  });

  describe('users: nobody changes their own role or status', () => {
    it('the Superadministrador cannot change their own role or status', async () => {
      await refused(updateDoc(doc(as('admin'), 'users/u-admin'), { role: 'estratega' }));
      await refused(updateDoc(doc(as('admin'), 'users/u-admin'), { status: 'disabled' }));
    });
    it('a disabled user cannot enable themselves, nor record a sign-in', async () => {
      await refused(updateDoc(doc(as('disabled'), 'users/u-deshabilitado'), { status: 'active' }));
      await refused(updateDoc(doc(as('disabled'), 'users/u-deshabilitado'), { lastLoginAt: serverTimestamp() }));
    });
    it("a user records only lastLoginAt about themselves, and only as the server's time", async () => {
      await refused(
        updateDoc(doc(as('estratega'), 'users/u-estratega'), { lastLoginAt: serverTimestamp(), firstName: 'X' }),
      );
      await refused(updateDoc(doc(as('estratega'), 'users/u-estratega'), { lastLoginAt: 'ayer' }));
      await refused(updateDoc(doc(as('estratega'), 'users/u-estratega'), { lastLoginAt: aMinuteAgo() }));
      await refused(
        updateDoc(doc(as('estratega'), 'users/u-estratega'), {
          lastLoginAt: Timestamp.fromMillis(Date.now() + 86_400_000),
        }),
      );
      await assertSucceeds(updateDoc(doc(as('estratega'), 'users/u-estratega'), { lastLoginAt: serverTimestamp() }));
    });
    it('nobody creates their own record (that would choose their own role)', async () => {
      await refused(
        setDoc(doc(as('nodoc'), 'users/u-sin-ficha'), {
          email: 'sinficha@estudio.test',
          role: 'superadministrador',
          status: 'active',
        }),
      );
    });
    it('no browser creates a record, nor writes role or status, even with ADMIN_USERS', async () => {
      const record = {
        email: 'z@estudio.test',
        emailNormalized: 'z@estudio.test',
        role: 'disenador',
        status: 'active',
      };
      await refused(setDoc(doc(as('admin'), 'users/u-z'), record));
      await refused(updateDoc(doc(as('admin'), `users/${TARGET_UID}`), { role: 'estratega', firstName: 'Otro' }));
      await refused(updateDoc(doc(as('admin'), `users/${TARGET_UID}`), { status: 'disabled' }));
      // Names and e-mails stay the console's to edit.
      await assertSucceeds(updateDoc(doc(as('admin'), `users/${TARGET_UID}`), { firstName: 'Otro', lastName: '' }));
    });
    it('a status outside active/disabled is denied', async () => {
      await refused(updateDoc(doc(as('admin'), `users/${TARGET_UID}`), { status: 'borrado' }));
    });
  });

  describe('users: emailNormalized is the e-mail trimmed and lower-cased, always with it', () => {
    const target = `users/${TARGET_UID}`;
    it('an e-mail change without its normalised form, or with a stale one, is denied', async () => {
      await refused(updateDoc(doc(as('admin'), target), { email: 'otro@estudio.test' }));
      await refused(
        updateDoc(doc(as('admin'), target), { email: 'Otro@estudio.test', emailNormalized: 'Otro@estudio.test' }),
      );
    });
    it('the normalised form alone cannot point elsewhere', async () => {
      await refused(updateDoc(doc(as('admin'), target), { emailNormalized: 'admin@estudio.test' }));
    });
    it('exactly what the mapper writes is allowed, and re-writing it onto an old record backfills it', async () => {
      await assertSucceeds(
        updateDoc(doc(as('admin'), target), { email: 'Otro@Estudio.test', emailNormalized: 'otro@estudio.test' }),
      );
      await rulesEnv().withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'users/u-antiguo'), {
          email: 'Antiguo@estudio.test',
          role: 'disenador',
          status: 'active',
        }),
      );
      await assertSucceeds(updateDoc(doc(as('admin'), 'users/u-antiguo'), { emailNormalized: 'antiguo@estudio.test' }));
    });
  });
});
