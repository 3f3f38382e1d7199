// Seeds the local emulator stack with the demo data and prints the demo accounts and where
// the content commands are (scripts/ai-status-local.ts then says which AI model serves).
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

const functionsBase = (process.env.VITE_FUNCTIONS_URL ?? '').replace(/\/userAdmin$/, '');
console.log(
  `[estudio] Content commands: ${functionsBase}/{${COMMAND_CONCERNS.join(',')}}/{action} (docs/product.md, "Content commands"); the model serving: ${functionsBase}/ai/status`,
);
