import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll } from 'vitest';
import { describeAuthAccountsContract } from '../contracts/index.js';
import { FirebaseAdminAuthAccounts } from './firebase-admin-auth-accounts.js';
import { FirebaseAdminCallerVerifier } from './firebase-admin-caller-verifier.js';

// Runs under scripts/emulators/exec.mjs, which sets these for the Auth emulator it started.
const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const projectId = process.env.GCLOUD_PROJECT;
if (!host || !projectId) {
  throw new Error(
    'FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT must be set: run through scripts/emulators/exec.mjs.',
  );
}

const app = initializeApp({ projectId }, 'auth-account-admin-contract');
afterAll(async () => {
  await deleteApp(app);
});

const clearAccounts = async (): Promise<void> => {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear the Auth emulator: ${response.status}`);
};

/** The REST sign-in the web SDK uses, against the emulator: the ID token a browser would hold. */
const signIn = async (email: string, password: string): Promise<string> => {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!response.ok || body.idToken === undefined) throw new Error(body.error?.message ?? `sign-in ${response.status}`);
  return body.idToken;
};

/** What the action page of a password-reset link does: the REST call with its oobCode. */
const followResetLink = async (link: string, newPassword: string): Promise<void> => {
  const oobCode = new URL(link).searchParams.get('oobCode');
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword }),
    },
  );
  if (!response.ok) throw new Error(`reset password: ${response.status} ${await response.text()}`);
};

describeAuthAccountsContract('firebase-admin on the Auth emulator', async () => {
  await clearAccounts();
  const auth = getAuth(app);
  return {
    admin: new FirebaseAdminAuthAccounts(auth),
    // App Check tokens cannot be minted or checked offline; that side is unit-tested.
    verifier: new FirebaseAdminCallerVerifier(auth, null),
    signIn,
    canSignIn: (email, password) =>
      signIn(email, password).then(
        () => true,
        () => false,
      ),
    followResetLink,
    // Token issue and revocation times are compared in whole seconds.
    beforeRevoke: () => new Promise((resolve) => setTimeout(resolve, 1100)),
    cleanup: clearAccounts,
  };
});
