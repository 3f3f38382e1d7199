import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '@estudio/adapters/node';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';

/*
 * The deployed shape end to end: the bundle of build.mjs running in the Functions emulator,
 * called over HTTP with real ID tokens from the Auth emulator, writing to the Auth and
 * Firestore emulators. Started by scripts/emulators/exec.mjs --only auth,firestore,functions.
 *
 * What the userAdmin suite files share: the Admin SDK on the emulators, the demo people,
 * signing in and following a reset link as the sign-in service does, and the function's
 * routes called as the console and any other client call them.
 */
const hub = process.env.FIREBASE_EMULATOR_HUB;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const projectId = process.env.GCLOUD_PROJECT;
if (!hub || !authHost || !projectId) {
  throw new Error(
    'Run through scripts/emulators/exec.mjs --only auth,firestore,functions (emulator variables missing).',
  );
}

const app = initializeApp({ projectId }, 'functions-emulator-test');
export const auth = getAuth(app);
export const db = getFirestore(app);
let baseUrl = '';

/** The userAdmin function's address in the Functions emulator (known once useUserAdminFunction's hook ran). */
export const userAdminUrl = (): string => baseUrl;

export const emailOf = (roleName: string): string => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.roleName === roleName);
  if (account === undefined) throw new Error(`no demo account for ${roleName}`);
  return account.email;
};
export const ADMIN = emailOf('Superadministrador');
export const CONTENT = emailOf('Gestor de contenido');
export const DESIGNER = emailOf('Diseñador');

export const signIn = async (email: string, password = DEMO_PASSWORD): Promise<string> => {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (body.idToken === undefined) throw new Error(`sign-in of ${email}: ${body.error?.message}`);
  return body.idToken;
};

/** What the sign-in service's action page does with a password-reset link: sets the new password. */
export const followResetLink = async (link: string, newPassword: string): Promise<void> => {
  const oobCode = new URL(link).searchParams.get('oobCode');
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ oobCode, newPassword }) },
  );
  if (!response.ok) throw new Error(`reset password: ${response.status} ${await response.text()}`);
};

/** The password the Auth emulator holds for an account (its fake hash spells it out). */
export const emulatorPasswordOf = async (uid: string): Promise<string | undefined> => {
  const hash = (await auth.getUser(uid)).passwordHash ?? '';
  const text = hash.startsWith('fakeHash') ? hash : Buffer.from(hash, 'base64').toString('utf8');
  return /:password=(.*)$/.exec(text)?.[1];
};

export const call = async (
  route: string,
  body: unknown,
  token: string | null,
): Promise<{ status: number; body: unknown }> => {
  const response = await fetch(`${baseUrl}/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

/** A request as any client may send it: the raw body and content type, the answer as text. */
export const send = async (
  route: string,
  body: string,
  contentType: string | null,
  token: string | null,
): Promise<{ status: number; type: string; text: string }> => {
  const headers: Record<string, string> = {};
  if (contentType !== null) headers['content-type'] = contentType;
  if (token !== null) headers['authorization'] = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/${route}`, { method: 'POST', headers, body });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
};

export const roleIdOf = async (name: string): Promise<string> => {
  const snapshot = await db.collection('roles').where('name', '==', name).get();
  const [role] = snapshot.docs;
  if (role === undefined) throw new Error(`no role ${name}`);
  return role.id;
};

/** The suite file's hooks: the function's address found before its tests, the Admin SDK closed after. */
export const useUserAdminFunction = (): void => {
  beforeAll(async () => {
    const emulators = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<
      string,
      { host: string; port: number }
    >;
    const functions = emulators['functions'];
    if (functions === undefined) throw new Error('The Functions emulator is not running.');
    baseUrl = `http://${functions.host}:${functions.port}/${projectId}/us-central1/userAdmin`;
  });
  afterAll(async () => {
    await deleteApp(app);
  });
};

/** Empties the Auth and Firestore emulators, seeds the demo data, and answers the Superadministrador's ID token. */
export const freshDemoData = async (): Promise<string> => {
  await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    {
      method: 'DELETE',
    },
  );
  await seedDemoData({ auth, firestore: db, now: new Date('2026-11-21T12:00:00Z') });
  return signIn(ADMIN);
};
