// What the functions write and browsers never do: aiQuota/{uid}, audit/{id}, the LinkedIn
// connection and tokens, and the sandbox's drafts.
import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { AUDIT_ENTRY, LINKEDIN_STATE, SANDBOX_POST, TARGET_UID } from '../seed.js';
import { row } from './matrix.js';
import type { MatrixRow } from './matrix.js';
import { ownUid, get, list, updateRaw, remove, Y_ALL_ACTIVE, NOBODY } from './operations.js';

//                                                                              adm est dis ges mar rev met off doc anon
export const SERVER_RECORD_READS: readonly MatrixRow[] = [
  row('aiQuota', 'get the own quota', NOBODY, (db, who) => getDoc(doc(db, 'aiQuota', ownUid(who)))),
  row('audit', 'get an entry (ADMIN_USERS)', 'Y   -   -   -   -   -   -   -   -   -', get(`audit/${AUDIT_ENTRY}`)),
  row('audit', 'list the entries (ADMIN_USERS)', 'Y   -   -   -   -   -   -   -   -   -', list('audit')),
  row('audit', 'list the entries of one document (ADMIN_USERS)', 'Y   -   -   -   -   -   -   -   -   -', (db) =>
    getDocs(query(collection(db, 'audit'), where('path', '==', 'brands/b-asignada'))),
  ),

  row('linkedin', 'get own linkedin/default (the connection, no token)', Y_ALL_ACTIVE, (db, who) =>
    getDoc(doc(db, 'users', ownUid(who), 'linkedin', 'default')),
  ),
  row('linkedin', "get another user's linkedin/default", NOBODY, get(`users/${TARGET_UID}/linkedin/default`)),
  row('linkedin', 'list own linkedin collection', NOBODY, (db, who) =>
    getDocs(collection(db, 'users', ownUid(who), 'linkedin')),
  ),
  row('linkedin', 'get own linkedinTokens (the tokens)', NOBODY, (db, who) =>
    getDoc(doc(db, 'linkedinTokens', ownUid(who))),
  ),
  row('linkedin', 'list linkedinTokens', NOBODY, list('linkedinTokens')),
  row('linkedin', 'get an OAuth state (linkedinAuthStates)', NOBODY, get(`linkedinAuthStates/${LINKEDIN_STATE}`)),
  row('linkedin', 'list linkedinAuthStates', NOBODY, list('linkedinAuthStates')),
  row('sandbox', 'get a recorded draft', NOBODY, get(`sandbox/metricool/posts/${SANDBOX_POST}`)),
  row('sandbox', 'list the recorded drafts', NOBODY, list('sandbox/metricool/posts')),
];

//                                                                              adm est dis ges mar rev met off doc anon
export const SERVER_RECORD_WRITES: readonly MatrixRow[] = [
  row('aiQuota', 'reset the own quota', NOBODY, (db, who) =>
    setDoc(doc(db, 'aiQuota', ownUid(who)), { windowStart: serverTimestamp(), count: 0 }),
  ),
  row('audit', 'create an entry', NOBODY, (db, who) =>
    setDoc(doc(db, 'audit', `a-${who.key}`), { actor: { uid: ownUid(who) }, path: 'brands/b-asignada' }),
  ),
  row('audit', 'update an entry', NOBODY, updateRaw(`audit/${AUDIT_ENTRY}`, { changed: [] })),
  row('audit', 'delete an entry', NOBODY, remove(`audit/${AUDIT_ENTRY}`)),

  row('linkedin', 'write own linkedin/default (connected)', NOBODY, (db, who) =>
    setDoc(doc(db, 'users', ownUid(who), 'linkedin', 'default'), { connected: true, organizationId: '1' }),
  ),
  row('linkedin', 'delete own linkedin/default', NOBODY, (db, who) =>
    deleteDoc(doc(db, 'users', ownUid(who), 'linkedin', 'default')),
  ),
  row('linkedin', 'write own linkedinTokens (a token)', NOBODY, (db, who) =>
    setDoc(doc(db, 'linkedinTokens', ownUid(who)), { accessToken: 'robado' }),
  ),
  row('linkedin', 'write an OAuth state (linkedinAuthStates)', NOBODY, (db, who) =>
    setDoc(doc(db, 'linkedinAuthStates', `forjado-${who.key}`), { uid: ownUid(who), brandId: 'b-asignada' }),
  ),
  row(
    'linkedin',
    'mark an OAuth state unused',
    NOBODY,
    updateRaw(`linkedinAuthStates/${LINKEDIN_STATE}`, { usedAt: null }),
  ),
  row('sandbox', 'record a draft', NOBODY, (db, who) =>
    setDoc(doc(db, 'sandbox', 'metricool', 'posts', `p-${who.key}`), { draft: true }),
  ),
  row('sandbox', 'delete a recorded draft', NOBODY, remove(`sandbox/metricool/posts/${SANDBOX_POST}`)),
];
