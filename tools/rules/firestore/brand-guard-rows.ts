// The brand guard (docs/product.md, "Revisión de marca"): a requirement's brand-review history
// (…/requirements/{id}/brandReviewHistory/{id}) read by whoever reads the requirement, written
// by guard/score alone; the requirement's brandReview (guard/score), brandDrift (the drift
// marker) and a sent post's override (the scheduler's ledger) are never a browser's to write,
// not even to clear a mark. The columns and the data: matrix.ts.
import { Timestamp, collection, doc, getDocs, orderBy, query, serverTimestamp, setDoc } from 'firebase/firestore';
import { BRAND_REVIEW_ENTRY, REQUIREMENT_FIELD_WRITES } from '../seed.js';
import { row } from './matrix.js';
import type { MatrixRow } from './matrix.js';
import { NOBODY, R1, get, list, ownEmail, ownUid, remove, update, updateRaw } from './operations.js';

const HISTORY = `${R1}/brandReviewHistory`;

//                                                                              adm est dis ges mar rev met off doc anon
export const BRAND_GUARD_READS: readonly MatrixRow[] = [
  row(
    'brandReviewHistory',
    'get b-asignada/r-1 history entry (who reads the requirement)',
    'Y   Y   Y   Y   -   Y   -   -   -   -',
    get(`${HISTORY}/${BRAND_REVIEW_ENTRY}`),
  ),
  row(
    'brandReviewHistory',
    'list b-asignada/r-1 history, newest first (the panel)',
    'Y   Y   Y   Y   -   Y   -   -   -   -',
    (db) => getDocs(query(collection(db, HISTORY), orderBy('at', 'desc'))),
  ),
  row(
    'brandReviewHistory',
    'list b-todos/r-1 history (brand not visible)',
    'Y   -   -   -   -   -   -   -   -   -',
    list('brands/b-todos/requirements/r-1/brandReviewHistory'),
  ),
  row(
    'brandReviewHistory',
    'get b-marcas/r-1 history entry (the Diseñador is allowed there)',
    'Y   -   Y   -   -   -   -   -   -   -',
    get(`brands/b-marcas/requirements/r-1/brandReviewHistory/${BRAND_REVIEW_ENTRY}`),
  ),
];

//                                                                              adm est dis ges mar rev met off doc anon
export const BRAND_GUARD_WRITES: readonly MatrixRow[] = [
  row('brandReviewHistory', 'create an entry (guard/score does it)', NOBODY, (db, who) =>
    setDoc(doc(db, `${HISTORY}/g-${who.key}`), {
      ...(REQUIREMENT_FIELD_WRITES.brandReview as Record<string, unknown>),
      score: 100,
      passed: true,
      at: serverTimestamp(),
      by: { uid: ownUid(who), email: ownEmail(who) },
    }),
  ),
  row(
    'brandReviewHistory',
    'update an entry (a better score)',
    NOBODY,
    updateRaw(`${HISTORY}/${BRAND_REVIEW_ENTRY}`, { score: 100, passed: true }),
  ),
  row('brandReviewHistory', 'delete an entry', NOBODY, remove(`${HISTORY}/${BRAND_REVIEW_ENTRY}`)),
  row(
    'requirements',
    "clear r-1's drift mark by hand (brandDrift null: only a new score answers a drift)",
    NOBODY,
    update(R1, { brandDrift: null }),
  ),
  row(
    'requirements',
    "pass r-1's review by its path (brandReview.passed)",
    NOBODY,
    updateRaw(R1, { 'brandReview.passed': true, 'brandReview.score': 100 }),
  ),
  row(
    'requirements',
    "write a sent post's override reason by hand (the scheduler's ledger does it)",
    NOBODY,
    updateRaw(R1, {
      scheduledPost: {
        postId: '99',
        sentAt: Timestamp.now(),
        digest: 'abc',
        kind: 'carousel',
        networks: ['Instagram'],
        by: { uid: 'u-gestor', email: 'contenido@estudio.test' },
        sandbox: false,
        override: { reason: 'El cliente lo aprobó por escrito.', findings: ['«exótico»'] },
      },
    }),
  ),
  row(
    'requirements',
    "a status change carrying a passing review (STATUS_REQUIREMENTS' write plus brandReview)",
    NOBODY,
    update(R1, { status: 'Solicitar diseño', brandReview: REQUIREMENT_FIELD_WRITES.brandReview }),
  ),
];
