// A brand's comments (brands/{id}/comments/{id}, docs/product.md, "Comments") and each user's
// read marks (brands/{id}/commentReads/{uid}): written by the comments commands alone; a
// comment read by whoever sees the brand and reads its target (VIEW_REQUIREMENTS for a
// requirement's, VIEW_BLUEPRINT for a guide block's), with a query that names targetKind;
// the read marks by their user alone.
import { collection, doc, getDoc, getDocs, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { BLOCK_COMMENT, REQUIREMENT_COMMENT } from '../seed.js';
import { row } from './matrix.js';
import type { MatrixRow } from './matrix.js';
import { NOBODY, get, ownEmail, ownUid, remove, updateRaw } from './operations.js';

const COMMENTS = 'brands/b-asignada/comments';
const COMMENT = `${COMMENTS}/${REQUIREMENT_COMMENT}`;

const ofKind = (brand: string, kind: string, targetId?: string) => (db: Parameters<MatrixRow['run']>[0]) =>
  getDocs(
    targetId === undefined
      ? query(collection(db, `brands/${brand}/comments`), where('targetKind', '==', kind))
      : query(
          collection(db, `brands/${brand}/comments`),
          where('targetKind', '==', kind),
          where('targetId', '==', targetId),
        ),
  );

//                                                                              adm est dis ges mar rev met off doc anon
export const COMMENT_READS: readonly MatrixRow[] = [
  row('comments', "get a b-asignada requirement's comment", 'Y   Y   Y   Y   -   Y   -   -   -   -', get(COMMENT)),
  row(
    'comments',
    "get a b-asignada guide block's comment (VIEW_BLUEPRINT)",
    'Y   Y   Y   Y   -   Y   -   -   -   -',
    get(`${COMMENTS}/${BLOCK_COMMENT}`),
  ),
  row(
    'comments',
    "list r-1's thread (targetKind and targetId ==)",
    'Y   Y   Y   Y   -   Y   -   -   -   -',
    ofKind('b-asignada', 'requirement', 'r-1'),
  ),
  row(
    'comments',
    "list b-asignada's requirement comments (the lists' counts)",
    'Y   Y   Y   Y   -   Y   -   -   -   -',
    ofKind('b-asignada', 'requirement'),
  ),
  row(
    'comments',
    "list a guide block's thread",
    'Y   Y   Y   Y   -   Y   -   -   -   -',
    ofKind('b-asignada', 'blueprint', 'primer_bloque'),
  ),
  // The rule cannot tell which key such a query needs: refused even to those who hold both.
  row('comments', "list b-asignada's comments without naming targetKind", NOBODY, (db) =>
    getDocs(collection(db, COMMENTS)),
  ),
  row(
    'comments',
    'list b-todos requirement comments (brand not visible)',
    'Y   -   -   -   -   -   -   -   -   -',
    ofKind('b-todos', 'requirement'),
  ),
  row(
    'comments',
    'get a b-marcas comment',
    'Y   -   Y   -   -   -   -   -   -   -',
    get(`brands/b-marcas/comments/${REQUIREMENT_COMMENT}`),
  ),
  row('commentReads', 'get one’s own read marks', 'Y   Y   Y   Y   Y   Y   Y   -   -   -', (db, who) =>
    getDoc(doc(db, `brands/b-asignada/commentReads/${ownUid(who)}`)),
  ),
  row(
    'commentReads',
    "get the Estratega's read marks",
    '-   Y   -   -   -   -   -   -   -   -',
    get('brands/b-asignada/commentReads/u-estratega'),
  ),
  row('commentReads', "list b-asignada's read marks", NOBODY, (db) =>
    getDocs(collection(db, 'brands/b-asignada/commentReads')),
  ),
];

//                                                                              adm est dis ges mar rev met off doc anon
export const COMMENT_WRITES: readonly MatrixRow[] = [
  row('comments', 'create a comment as oneself', NOBODY, (db, who) =>
    setDoc(doc(db, `${COMMENTS}/c-${who.key}`), {
      brandId: 'b-asignada',
      targetKind: 'requirement',
      targetId: 'r-1',
      author: { uid: ownUid(who), email: ownEmail(who), name: who.label },
      text: 'Hola',
      mentions: [],
      createdAt: serverTimestamp(),
      changedBy: { uid: ownUid(who), email: ownEmail(who), at: serverTimestamp() },
    }),
  ),
  row('comments', "change a comment's text", NOBODY, updateRaw(COMMENT, { text: 'Otro texto' })),
  row('comments', 'delete a comment', NOBODY, remove(COMMENT)),
  row('commentReads', 'mark every thread read for oneself', NOBODY, (db, who) =>
    setDoc(doc(db, `brands/b-asignada/commentReads/${ownUid(who)}`), {
      uid: ownUid(who),
      marks: { 'requirement:r-1': serverTimestamp() },
    }),
  ),
  row(
    'commentReads',
    "delete the Estratega's read marks",
    NOBODY,
    remove('brands/b-asignada/commentReads/u-estratega'),
  ),
];
