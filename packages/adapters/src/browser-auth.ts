// @estudio/adapters/browser-auth: what the browser needs before anyone signs in (Firebase
// Auth, the clock and the logger). Kept apart from the main entry so the login route's
// bundle holds no Firestore, Storage, twin or seed code.
export { firebaseWebAuth } from './bindings/firebase-web-auth.js';
export type { FirebaseWebAuth } from './bindings/firebase-web-auth.js';
export { ConsoleLogger } from './system/console-logger.js';
export { SystemClock } from './system/system-clock.js';
