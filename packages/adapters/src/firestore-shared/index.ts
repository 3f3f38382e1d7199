// The SDK-free half of the Firestore adapters: paths and document <-> entity mapping.
export { FIRESTORE_PATHS, requirementIdForNumber } from './firestore-paths.js';
export { stampUpdatedAt } from './updated-at.js';
export type { FirestoreWriteOptions, UpdatedAtSource } from './updated-at.js';
export { fromStored, toDate, toStored, isTimestampLike, missingDocument } from './stored-values.js';
export type { DocumentFields, TimestampLike } from './stored-values.js';
export { userFromDocument, userToDocument, userPatchToDocument } from './user-document.js';
export { roleFromDocument, roleToDocument } from './role-document.js';
export { permissionConfigFromDocument, permissionConfigToDocument } from './permission-config-document.js';
export { brandFromDocument, brandToDocument, brandPatchToDocument } from './brand-document.js';
export { requirementFromDocument, requirementToDocument, requirementPatchToDocument } from './requirement-document.js';
export { blueprintFromDocument, blueprintToDocument } from './blueprint-document.js';
export { auditEntryFromDocument, auditEntryToDocument } from './audit-document.js';
export {
  linkedInAuthStateFromDocument,
  linkedInAuthStateToDocument,
  linkedInConnectionFromDocument,
  linkedInConnectionToDocument,
  linkedInTokensFromDocument,
  linkedInTokensToDocument,
} from './linkedin-documents.js';
export { scheduledPostFromDocument, scheduledPostToDocument } from './scheduled-post-document.js';
export { sendRecordFromDocument, sendRecordToDocument } from './send-record-document.js';
export { commentFromDocument, commentToDocument } from './comment-document.js';
