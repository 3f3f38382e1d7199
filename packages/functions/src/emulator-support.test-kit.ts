import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '@estudio/adapters/node';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

/*
 * What the scheduler and linkedin emulator suites share: the emulator hosts, the demo
 * accounts' ID tokens, a fresh seed (with the ready-to-schedule media in the Storage
 * emulator) and the functions' URLs on this stack.
 */

export const hub = process.env.FIREBASE_EMULATOR_HUB;
export const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
export const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
export const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
export const projectId = process.env.GCLOUD_PROJECT ?? '';
if (!hub || !authHost || !firestoreHost || !storageHost || projectId === '') {
  throw new Error(
    'Run through scripts/emulators/exec.mjs --only auth,firestore,storage,functions (emulator variables missing).',
  );
}

/** The demo data's seed day: the ready requirements' dates are days after it, so still ahead of today's clock. */
export const SEED_NOW = new Date();

export const ROLE_NAMES = [
  'Superadministrador',
  'Estratega',
  'Diseñador',
  'Gestor de contenido',
  'Administrador de marcas',
  'Cliente revisor',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const accountOf = (roleName: RoleName): string => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.roleName === roleName);
  if (account === undefined) throw new Error(`no demo account for ${roleName}`);
  return account.email;
};

export const signIn = async (email: string): Promise<{ idToken: string; uid: string }> => {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; localId?: string; error?: { message: string } };
  if (body.idToken === undefined || body.localId === undefined) {
    throw new Error(`sign-in of ${email}: ${body.error?.message}`);
  }
  return { idToken: body.idToken, uid: body.localId };
};

/** Empties Auth and Firestore, seeds the demo data with its media, and signs every demo role in. */
export const freshStack = async (app: App): Promise<Record<RoleName, { idToken: string; uid: string }>> => {
  await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await seedDemoData({
    auth: getAuth(app),
    firestore: getFirestore(app),
    now: SEED_NOW,
    storage: { bucket: getStorage(app).bucket(`${projectId}.appspot.com`), host: storageHost ?? '' },
  });
  const tokens: Partial<Record<RoleName, { idToken: string; uid: string }>> = {};
  for (const roleName of ROLE_NAMES) tokens[roleName] = await signIn(accountOf(roleName));
  return tokens as Record<RoleName, { idToken: string; uid: string }>;
};

/** This stack's URL of a function (the Functions emulator's host from the hub). */
export const functionUrl = async (name: string): Promise<string> => {
  const emulators = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<
    string,
    { host: string; port: number }
  >;
  const functions = emulators['functions'];
  if (functions === undefined) throw new Error('The Functions emulator is not running.');
  return `http://${functions.host}:${functions.port}/${projectId}/us-central1/${name}`;
};

export interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

export const postJson = async (url: string, body: unknown, idToken: string): Promise<Answer> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
