// The suite's stack seen from the test process: its Firestore emulator through the Admin
// SDK (the repositories the CLI uses), for setting up and checking what the screens
// stored. firebase.json's Firestore port + the suite's offset, project demo-estudio-N
// (scripts/emulators/stack.mjs). One app per spec file, deleted in its afterAll.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT_OFFSET } from './stack.js';

const firebaseJson = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'firebase.json'), 'utf8'),
) as { emulators: { firestore: { host: string; port: number }; functions: { host: string; port: number } } };
const FIRESTORE_HOST = `${firebaseJson.emulators.firestore.host}:${firebaseJson.emulators.firestore.port + E2E_PORT_OFFSET}`;
const PROJECT_ID = `demo-estudio-${E2E_PORT_OFFSET}`;

/** A function of the suite's stack: http://host:port/<project>/us-central1/<name>. */
export const functionUrl = (name: string): string =>
  `http://${firebaseJson.emulators.functions.host}:${firebaseJson.emulators.functions.port + E2E_PORT_OFFSET}/${PROJECT_ID}/us-central1/${name}`;

/** Opens the stack's Firestore lazily, under an app named for the spec; `close` deletes the app. */
export const stackFirestore = (
  appName: string,
): { readonly db: () => Firestore; readonly close: () => Promise<void> } => {
  let app: App | null = null;
  return {
    db: () => {
      if (app === null) {
        process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
        // Offline and against an emulator: google-auth-library must not probe the GCE metadata
        // server for credentials (a network call that can stall a spec's first read).
        process.env.METADATA_SERVER_DETECTION = 'none';
        app = initializeApp({ projectId: PROJECT_ID }, appName);
      }
      return getFirestore(app);
    },
    close: async () => {
      if (app !== null) await deleteApp(app);
      app = null;
    },
  };
};
