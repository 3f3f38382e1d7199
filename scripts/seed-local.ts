// Seeds the local emulator stack with the demo data and prints the demo accounts and which
// AI model serves the ai function.
// Run by `npm start` with the emulator hosts in the environment (firebase-admin reads them).
import { DEMO_ACCOUNTS, seedDemoData } from '@estudio/adapters/node';
import { COMMAND_CONCERNS } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error(
    '[estudio] seed-local only seeds the emulators: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set.',
  );
  process.exit(1);
}

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-estudio';
const app = initializeApp({ projectId }, 'seed-local');
// The ready-to-schedule carousel's cards and video go to the Storage emulator (its default bucket).
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const summary = await seedDemoData({
  auth: getAuth(app),
  firestore: getFirestore(app),
  now: new Date(),
  ...(storageHost === undefined
    ? {}
    : { storage: { bucket: getStorage(app).bucket(`${projectId}.appspot.com`), host: storageHost } }),
});
console.log(`[estudio] Demo data: ${JSON.stringify(summary)}`);
console.log('[estudio] Demo accounts:');
for (const account of DEMO_ACCOUNTS) {
  console.log(`[estudio]   ${account.email.padEnd(26)} ${account.password}   ${account.roleName}`);
}

// Which model answers the ai function, as the function itself reports it (POST status, signed
// in as the first demo account): the demo model is labelled so nobody mistakes its answers.
const aiModelLine = async (): Promise<string> => {
  const userAdminUrl = process.env.VITE_FUNCTIONS_URL;
  const [account] = DEMO_ACCOUNTS;
  if (userAdminUrl === undefined || account === undefined) return 'unknown (no functions URL)';
  const aiUrl = userAdminUrl.replace(/\/userAdmin$/, '/ai');
  const signIn = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken?: string };
  const response = await fetch(`${aiUrl}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken ?? ''}` },
    body: '{}',
  });
  const status = (await response.json()) as {
    success?: boolean;
    provider?: string;
    model?: string;
    demo?: boolean;
    error?: string;
  };
  if (status.success !== true) return `unknown (${status.error ?? response.status})`;
  return status.demo === true
    ? `${Messages.ai.demoModelBadge} (${status.model}): offline sample answers, not a real model. README "AI models" says how to use Gemini or an OpenAI-compatible server.`
    : `${status.provider} · ${status.model}`;
};
const functionsBase = (process.env.VITE_FUNCTIONS_URL ?? '').replace(/\/userAdmin$/, '');
console.log(
  `[estudio] Content commands: ${functionsBase}/{${COMMAND_CONCERNS.join(',')}}/{action} (docs/product.md, "Content commands"); the model serving: ${functionsBase}/ai/status`,
);
console.log(`[estudio] AI model: ${await aiModelLine().catch((error: unknown) => `unknown (${String(error)})`)}`);
