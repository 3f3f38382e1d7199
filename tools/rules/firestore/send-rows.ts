// A brand's send records (brands/{id}/sends/{id}, docs/product.md, "Envíos"): written by the
// scheduler function alone; read by whoever sees the brand and holds VIEW_REQUIREMENTS.
import { collection, doc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { SEND_RECORD } from '../seed.js';
import { row } from './matrix.js';
import type { MatrixRow } from './matrix.js';
import { ownEmail, ownUid, get, list, updateRaw, remove, NOBODY } from './operations.js';

const SEND = `brands/b-asignada/sends/${SEND_RECORD}`;

//                                                                              adm est dis ges mar rev met off doc anon
export const SEND_READS: readonly MatrixRow[] = [
  row('sends', 'get a b-asignada send (VIEW_REQUIREMENTS)', 'Y   Y   Y   Y   -   Y   -   -   -   -', get(SEND)),
  row('sends', "list b-asignada's sends, newest first", 'Y   Y   Y   Y   -   Y   -   -   -   -', (db) =>
    getDocs(query(collection(db, 'brands/b-asignada/sends'), orderBy('at', 'desc'), limit(100))),
  ),
  row('sends', "list r-1's newest send (an item's panel)", 'Y   Y   Y   Y   -   Y   -   -   -   -', (db) =>
    getDocs(
      query(
        collection(db, 'brands/b-asignada/sends'),
        where('requirementId', '==', 'r-1'),
        orderBy('at', 'desc'),
        limit(1),
      ),
    ),
  ),
  row(
    'sends',
    'list b-todos sends (brand not visible)',
    'Y   -   -   -   -   -   -   -   -   -',
    list('brands/b-todos/sends'),
  ),
  row(
    'sends',
    'get a b-marcas send',
    'Y   -   Y   -   -   -   -   -   -   -',
    get(`brands/b-marcas/sends/${SEND_RECORD}`),
  ),
];

//                                                                              adm est dis ges mar rev met off doc anon
export const SEND_WRITES: readonly MatrixRow[] = [
  row('sends', 'create a record of a send that never happened', NOBODY, (db, who) =>
    setDoc(doc(db, `brands/b-asignada/sends/s-${who.key}`), {
      brandId: 'b-asignada',
      requirementId: 'r-1',
      title: 'Carrusel 1 - T1',
      kind: 'carousel',
      networks: ['Instagram'],
      outcome: 'sent',
      postId: '1',
      sandbox: false,
      reasons: [],
      status: null,
      at: serverTimestamp(),
      by: { uid: ownUid(who), email: ownEmail(who) },
    }),
  ),
  row('sends', "hide a failure: update a record's outcome to sent", NOBODY, updateRaw(SEND, { outcome: 'sent' })),
  row('sends', 'delete a record', NOBODY, remove(SEND)),
];
