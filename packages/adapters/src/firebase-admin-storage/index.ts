export { FirebaseAdminStoredMediaReader } from './firebase-admin-stored-media-reader.js';
export { FirebaseAdminMediaObjects, downloadUrl } from './firebase-admin-media-objects.js';
