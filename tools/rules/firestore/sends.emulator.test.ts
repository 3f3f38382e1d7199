// firestore.rules on a brand's send records: read with the brand's requirements, written by
// the scheduler function alone (docs/product.md, "Envíos"). The columns and the data: matrix.ts.
import { describePermissionMatrix, useFirestoreRules } from './harness.js';
import { SEND_READS, SEND_WRITES } from './send-rows.js';

useFirestoreRules();

describePermissionMatrix(SEND_READS, SEND_WRITES);
