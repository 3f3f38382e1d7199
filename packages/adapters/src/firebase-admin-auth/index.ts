export { FirebaseAdminAccounts } from './firebase-admin-accounts.js';
export { FirebaseAdminCallerVerifier } from './firebase-admin-caller-verifier.js';
