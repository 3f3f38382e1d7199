// @estudio/adapters/browser-auth: Firebase Auth for the browser, which the web app loads at start
// in a chunk of its own, beside the login route (./browser-start has what the first paint needs).
// Kept apart from the main entry so that no Firestore, Storage, twin or seed code comes with it.
export { firebaseWebAuth } from './bindings/firebase-web-auth.js';
export type { FirebaseWebAuth } from './bindings/firebase-web-auth.js';
