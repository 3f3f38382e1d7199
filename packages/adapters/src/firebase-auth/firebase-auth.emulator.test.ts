import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App as AdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { AuthFailure, type AuthIdentity } from '@estudio/domain/accounts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeAuthenticatorContract, type AuthAccountSeed } from '../contracts/index.js';
import { FirebaseAuthenticator } from './firebase-authenticator.js';

// Runs under scripts/emulators/exec.mjs, which sets these for the Auth emulator it started.
const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const projectId = process.env.GCLOUD_PROJECT;
if (!host || !projectId) {
  throw new Error(
    'FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT must be set: run through scripts/emulators/exec.mjs.',
  );
}

let admin: AdminApp;
let appCount = 0;

beforeAll(() => {
  // firebase-admin talks to the emulator because FIREBASE_AUTH_EMULATOR_HOST is set.
  admin = initializeAdminApp({ projectId }, 'auth-contract-admin');
});
afterAll(async () => {
  await deleteAdminApp(admin);
});

/** The emulator's own endpoint that removes every account of the project. */
const clearAccounts = async (): Promise<void> => {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear the Auth emulator: ${response.status} ${await response.text()}`);
};

const createAccounts = async (accounts: readonly AuthAccountSeed[]): Promise<void> => {
  const adminAuth = getAdminAuth(admin);
  for (const { uid, email, password, disabled } of accounts) {
    await adminAuth.createUser({ uid, email, password, disabled });
  }
};

/** A fresh web app per case, so no sign-in state leaks from one case into the next. */
const newWebAuth = () => {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `auth-contract-${++appCount}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${host}`, { disableWarnings: true });
  return { app, auth };
};

describeAuthenticatorContract('Firebase Auth emulator', async (accounts) => {
  await clearAccounts();
  await createAccounts(accounts);
  const { app, auth } = newWebAuth();
  return {
    auth: new FirebaseAuthenticator(auth),
    cleanup: async () => {
      await deleteApp(app);
      await clearAccounts();
    },
  };
});

describe('FirebaseAuthenticator on the Auth emulator', () => {
  const LIA: AuthAccountSeed = {
    uid: 'uid-lia',
    email: 'lia@estudio.example',
    password: 'Clave-lia-1',
    disabled: false,
  };
  let service: FirebaseAuthenticator;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    await clearAccounts();
    await createAccounts([LIA]);
    const { app, auth } = newWebAuth();
    service = new FirebaseAuthenticator(auth);
    cleanup = async () => {
      await deleteApp(app);
      await clearAccounts();
    };
  });
  afterEach(async () => {
    await cleanup();
  });

  it('reports when the ID token expires, about an hour after sign-in', async () => {
    const before = Date.now();
    const identity = await service.signIn(LIA.email, LIA.password);
    const lifetime = (identity.tokenExpiresAt?.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(55 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  it('gives the listener the same token expiry as the sign-in', async () => {
    const identity = await service.signIn(LIA.email, LIA.password);
    const seen: (AuthIdentity | null)[] = [];
    const unsubscribe = service.onAuthStateChanged((current) => seen.push(current));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    unsubscribe();
    expect(seen[0]).toEqual(identity);
  });

  describe('with e-mail enumeration protection on (the default of Firebase projects since September 2023)', () => {
    const setEmailPrivacy = async (enabled: boolean): Promise<void> => {
      const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/config`, {
        method: 'PATCH',
        headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
        body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
      });
      if (!response.ok)
        throw new Error(`Could not configure the Auth emulator: ${response.status} ${await response.text()}`);
    };
    beforeEach(async () => {
      await setEmailPrivacy(true);
    });
    afterEach(async () => {
      await setEmailPrivacy(false);
    });

    it('still refuses a wrong password and an unknown e-mail as invalid credentials', async () => {
      await expect(service.signIn(LIA.email, 'otra-clave')).rejects.toMatchObject({ code: 'invalid-credentials' });
      await expect(service.signIn('nadie@estudio.example', 'Clave-1')).rejects.toMatchObject({
        code: 'invalid-credentials',
      });
    });

    it('sends no refusal for a password reset to an unknown e-mail: Firebase answers as if it were sent', async () => {
      // Recorded on purpose: the contract's "refuses an unknown one" holds only with the
      // protection off (the emulator's default). A real project behaves like this case.
      await expect(service.sendPasswordReset('nadie@estudio.example')).resolves.toBeUndefined();
    });
  });

  it('keeps the Firebase reason when a password reset is refused', async () => {
    // The emulator refuses an unknown e-mail; the reason is what the reset screen shows.
    const failure: unknown = await service.sendPasswordReset('nadie@estudio.example').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AuthFailure);
    expect((failure as AuthFailure).message).toContain('auth/user-not-found');
  });
});
