// @estudio/adapters/browser-data: the browser's ports once someone is signed in
// (Firestore, Storage on first upload, the HTTP endpoints). The web app imports it
// dynamically after sign-in, so none of it is in the login route's bundle.
export { firebaseWebPortBindings } from './bindings/firebase-web-bindings.js';
export type { FirebaseWebOptions } from './bindings/firebase-web-bindings.js';
export { provide, type PortBinding } from './wiring/port-binding.js';
