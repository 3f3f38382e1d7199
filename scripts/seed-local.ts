// Seeds the local emulator stack with the demo data and prints the demo accounts.
// Run by `npm start` with the emulator hosts in the environment (firebase-admin reads them).
import { DEMO_ACCOUNTS, seedDemoData } from '@estudio/adapters/node';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error(
    '[estudio] seed-local only seeds the emulators: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set.',
  );
  process.exit(1);
}

const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-estudio' }, 'seed-local');
const summary = await seedDemoData({ auth: getAuth(app), firestore: getFirestore(app), now: new Date() });
console.log(`[estudio] Demo data: ${JSON.stringify(summary)}`);
console.log('[estudio] Demo accounts:');
for (const account of DEMO_ACCOUNTS) {
  console.log(`[estudio]   ${account.email.padEnd(26)} ${account.password}   ${account.roleName}`);
}
