// The CLI's imports on firebase-admin: the BulkStore port's adapter.
export { FirebaseAdminBulkStore } from './firebase-admin-bulk-store.js';
export type { BulkStoreSources } from './firebase-admin-bulk-store.js';
export { mapLimit } from './pool.js';
