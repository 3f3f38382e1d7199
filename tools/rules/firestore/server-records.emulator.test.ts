// firestore.rules on what the functions alone write: the AI quota, the audit log, the
// LinkedIn connection, tokens and OAuth states, and the sandbox's drafts (docs/product.md,
// "AI calls", "Audit log", "LinkedIn", "The sandbox endpoint"). The columns and the data:
// matrix.ts.
import { describePermissionMatrix, useFirestoreRules } from './harness.js';
import { SERVER_RECORD_READS, SERVER_RECORD_WRITES } from './server-record-rows.js';

useFirestoreRules();

describePermissionMatrix(SERVER_RECORD_READS, SERVER_RECORD_WRITES);
