// firestore.rules on the brand guard: a requirement's brand-review history read with the
// requirement, written by guard/score alone; brandReview, brandDrift and a send's override are
// the server's (docs/product.md, "Revisión de marca"). The columns and the data: matrix.ts.
import { BRAND_GUARD_READS, BRAND_GUARD_WRITES } from './brand-guard-rows.js';
import { describePermissionMatrix, useFirestoreRules } from './harness.js';

useFirestoreRules();

describePermissionMatrix(BRAND_GUARD_READS, BRAND_GUARD_WRITES);
