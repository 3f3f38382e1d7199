// The Node-only surface of @estudio/adapters: firebase-admin adapters and the demo seed,
// for the CLI, the functions and local scripts. Kept apart from the main entry so the
// browser bundle never pulls in firebase-admin.

export {
  FirestoreAdminBlueprintRepository,
  FirestoreAdminBrandRepository,
  FirestoreAdminPermissionConfigRepository,
  FirestoreAdminRequirementRepository,
  FirestoreAdminRoleRepository,
  FirestoreAdminUserRepository,
  FirestoreAdminAuditLog,
  FirestoreAdminGuardedUserWriter,
} from './firestore-admin/index.js';

// Migrations of stored documents the CLI runs (docs/local-stack.md, "A real Firebase project"): brandId on requirements.
export { backfillRequirementBrandIds } from './firestore-admin/index.js';
export type { BrandIdBackfill } from './firestore-admin/index.js';

// The CLI's imports: many accounts, records, roles and brands at once (the BulkStore port),
// and the pool it runs calls with where there is no batch call.
export { FirebaseAdminBulkStore, mapLimit } from './bulk/index.js';
export type { BulkStoreSources } from './bulk/index.js';

// Sign-in accounts and caller verification for the user-administration endpoints.
export { FirebaseAdminAuthAccounts, FirebaseAdminCallerVerifier } from './firebase-admin-auth/index.js';

// Server-side reads of the console's uploads (this project's bucket only), also in
// @estudio/adapters/genkit: the scheduler and linkedin functions read them without Genkit.
export { FirebaseAdminStoredMediaReader } from './firebase-admin-storage/index.js';

// The server's port bindings (functions, CLI) and new accounts' random passwords.
export { firebaseAdminPortBindings } from './bindings/firebase-admin-bindings.js';
export type { FirebaseAdminOptions } from './bindings/firebase-admin-bindings.js';
export { RandomPasswordGenerator } from './system/random-password-generator.js';

// --- Demo data: the seed of `npm start` and `estudio seed`, and the emulator reset ----------
export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  demoPerson,
  SEED_KINDS,
  buildDemoDataset,
  demoDayOf,
  resetEmulatorData,
  seedDemoData,
} from './seed/index.js';
export type {
  DemoAccount,
  DemoAuthAccount,
  DemoDataset,
  ResetEmulatorDataOptions,
  SeedCounts,
  SeedDemoDataOptions,
  SeedKind,
  SeedSummary,
  DemoStorage,
  DemoRequirementKey,
} from './seed/index.js';
// --- end Demo data ---------------------------------------------------------------------------

// --- Document mappers: users/{uid} as the functions' test kits write it, and what the audit
// triggers read of a snapshot (stored values with timestamps as Dates) -----------------------
export { userToDocument } from './firestore-shared/index.js';
export { fromStored } from './firestore-shared/index.js';
// What the comments' emulator cases read back.
export { commentFromDocument } from './firestore-shared/index.js';
// --- end Document mappers ----------------------------------------------------------------------
