// firestore.rules on a brand's comments and each user's read marks: read with the target's key
// on a brand the caller sees, the marks by their user; written by the comments commands alone
// (docs/product.md, "Comments"). The columns and the data: matrix.ts.
import { COMMENT_READS, COMMENT_WRITES } from './comment-rows.js';
import { describePermissionMatrix, useFirestoreRules } from './harness.js';

useFirestoreRules();

describePermissionMatrix(COMMENT_READS, COMMENT_WRITES);
