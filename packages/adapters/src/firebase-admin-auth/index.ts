export { FirebaseAdminAuthAccounts } from './firebase-admin-auth-accounts.js';
export { FirebaseAdminCallerVerifier } from './firebase-admin-caller-verifier.js';
