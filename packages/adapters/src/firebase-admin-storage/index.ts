export { FirebaseAdminStoredMediaReader } from './firebase-admin-stored-media-reader.js';
