// users/{uid}: who reads the records, and the names, e-mails and own lastLoginAt, the only
// fields a browser still writes.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { TARGET_UID } from '../seed.js';
import { row } from './matrix.js';
import type { MatrixRow } from './matrix.js';
import { ownUid, get, list, updateRaw, remove, aMinuteAgo, Y_ALL_ACTIVE, NOBODY } from './operations.js';

//                                                                              adm est dis ges mar rev met off doc anon
export const USER_READS: readonly MatrixRow[] = [
  row('users', 'get own record', Y_ALL_ACTIVE, (db, who) => getDoc(doc(db, 'users', ownUid(who)))),
  row('users', "get another user's record", 'Y   Y   Y   Y   Y   Y   -   -   -   -', get(`users/${TARGET_UID}`)),
  row('users', 'list', 'Y   Y   Y   Y   Y   Y   -   -   -   -', list('users')),
  row('users', 'list where emailNormalized == (findByEmail)', 'Y   Y   Y   Y   Y   Y   -   -   -   -', (db) =>
    getDocs(query(collection(db, 'users'), where('emailNormalized', '==', 'objetivo@estudio.test'), limit(1))),
  ),
  row('users', "list where status == 'active'", 'Y   Y   Y   Y   Y   Y   -   -   -   -', (db) =>
    getDocs(query(collection(db, 'users'), where('status', '==', 'active'))),
  ),
];

//                                                                              adm est dis ges mar rev met off doc anon
export const USER_WRITES: readonly MatrixRow[] = [
  // users/{uid} records, their role and status are written by the account endpoints alone.
  row('users', 'create a record (the create-user endpoint does it)', NOBODY, (db, who) =>
    setDoc(doc(db, 'users', `u-nuevo-${who.key}`), {
      email: 'Nuevo@estudio.test',
      emailNormalized: 'nuevo@estudio.test',
      firstName: 'N',
      lastName: 'U',
      role: 'disenador',
      status: 'active',
      createdAt: serverTimestamp(),
    }),
  ),
  row('users', 'create a record with a wrong emailNormalized', NOBODY, (db, who) =>
    setDoc(doc(db, 'users', `u-nuevo-${who.key}`), {
      email: 'nuevo@estudio.test',
      emailNormalized: 'otro@estudio.test',
      role: 'disenador',
      status: 'active',
    }),
  ),
  row(
    'users',
    "update another user's names and e-mail",
    'Y   -   -   -   -   -   -   -   -   -',
    updateRaw(`users/${TARGET_UID}`, {
      firstName: 'Otro',
      email: 'Otro@estudio.test',
      emailNormalized: 'otro@estudio.test',
    }),
  ),
  row(
    'users',
    "update another user's e-mail with a wrong emailNormalized",
    NOBODY,
    updateRaw(`users/${TARGET_UID}`, { email: 'otro@estudio.test', emailNormalized: 'objetivo@estudio.test' }),
  ),
  row(
    'users',
    "update another user's status (the disable/enable endpoints do it)",
    NOBODY,
    updateRaw(`users/${TARGET_UID}`, { status: 'disabled' }),
  ),
  row(
    'users',
    "update another user's role (the update-user-role endpoint does it)",
    NOBODY,
    updateRaw(`users/${TARGET_UID}`, { role: 'estratega' }),
  ),
  row(
    'users',
    "stamp another user's record with changedBy (the audit log trusts the endpoints' stamp alone)",
    NOBODY,
    updateRaw(`users/${TARGET_UID}`, { changedBy: { uid: 'u-admin', email: 'admin@estudio.test' } }),
  ),
  row(
    'users',
    "update another user's first name with a control character",
    NOBODY,
    updateRaw(`users/${TARGET_UID}`, { firstName: 'Ana\u001b[31m' }),
  ),
  row(
    'users',
    "update another user's last name to 300 characters",
    NOBODY,
    updateRaw(`users/${TARGET_UID}`, { lastName: 'x'.repeat(300) }),
  ),
  row('users', 'update own lastLoginAt (server time)', Y_ALL_ACTIVE, (db, who) =>
    updateDoc(doc(db, 'users', ownUid(who)), { lastLoginAt: serverTimestamp() }),
  ),
  row('users', "update own lastLoginAt with the client's clock (a minute off)", NOBODY, (db, who) =>
    updateDoc(doc(db, 'users', ownUid(who)), { lastLoginAt: aMinuteAgo() }),
  ),
  row('users', 'update own role (to Superadministrador, or away from it)', NOBODY, (db, who) =>
    updateDoc(doc(db, 'users', ownUid(who)), {
      role: who.role === 'superadministrador' ? 'estratega' : 'superadministrador',
    }),
  ),
  row('users', 'update own status', NOBODY, (db, who) =>
    updateDoc(doc(db, 'users', ownUid(who)), { status: who.status === 'disabled' ? 'active' : 'disabled' }),
  ),
  row('users', 'update own names (ADMIN_USERS)', 'Y   -   -   -   -   -   -   -   -   -', (db, who) =>
    updateDoc(doc(db, 'users', ownUid(who)), { firstName: 'Yo' }),
  ),
  row('users', "delete another user's record", NOBODY, remove(`users/${TARGET_UID}`)),
];
