// Firestore through firebase-admin: the repositories of the CLI, functions and seed.
export { FirestoreAdminUserRepository } from './firestore-admin-user-repository.js';
export { FirestoreAdminGuardedUserWriter } from './firestore-admin-guarded-user-writer.js';
export { FirestoreAdminRoleRepository } from './firestore-admin-role-repository.js';
export { FirestoreAdminPermissionConfigRepository } from './firestore-admin-permission-config-repository.js';
export { FirestoreAdminBrandRepository } from './firestore-admin-brand-repository.js';
export { FirestoreAdminRequirementRepository } from './firestore-admin-requirement-repository.js';
export { FirestoreAdminBlueprintRepository } from './firestore-admin-blueprint-repository.js';
export { FirestoreAdminAuditLog } from './firestore-admin-audit-log.js';
export { FirestoreAdminAiCallQuota } from './firestore-admin-ai-call-quota.js';
export { FirestoreAdminDesignValidations } from './firestore-admin-design-validations.js';
export { FirestoreAdminSchedulingLedger } from './firestore-admin-scheduling-ledger.js';
export { FirestoreAdminSendRecords } from './firestore-admin-send-records.js';
export {
  FirestoreAdminLinkedInAuthStates,
  FirestoreAdminLinkedInConnectionStore,
  FirestoreAdminLinkedInTokenVault,
} from './firestore-admin-linkedin.js';
export { backfillRequirementBrandIds } from './firestore-admin-requirement-brand-ids.js';
export type { BrandIdBackfill } from './firestore-admin-requirement-brand-ids.js';
export { FirestoreAdminComments } from './firestore-admin-comments.js';
export { FirestoreAdminBrandGuard } from './firestore-admin-brand-guard.js';
