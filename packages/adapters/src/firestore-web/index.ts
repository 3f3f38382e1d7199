// Firestore through the web SDK (modular): the browser's repositories.
export { FirestoreWebUserRepository } from './firestore-web-user-repository.js';
export { FirestoreWebRoleRepository } from './firestore-web-role-repository.js';
export { FirestoreWebPermissionConfigRepository } from './firestore-web-permission-config-repository.js';
export { FirestoreWebBrandRepository } from './firestore-web-brand-repository.js';
export { FirestoreWebRequirementRepository } from './firestore-web-requirement-repository.js';
export { FirestoreWebBlueprintRepository } from './firestore-web-blueprint-repository.js';
export { FirestoreWebLinkedInConnectionReader } from './firestore-web-linkedin-connection-reader.js';
export { FirestoreWebDesignValidationHistory } from './firestore-web-design-validation-history.js';
export { FirestoreWebSendHistory } from './firestore-web-send-history.js';
export { FirestoreWebCommentLog } from './firestore-web-comment-log.js';
export { FirestoreWebBrandReviewHistory } from './firestore-web-brand-review-history.js';
