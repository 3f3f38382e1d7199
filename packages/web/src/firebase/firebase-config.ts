import type { FirebaseOptions } from 'firebase/app';

/** Where the browser's Firebase lives: the local emulators, or a real project. */
export interface WebFirebaseConfig {
  readonly options: FirebaseOptions;
  /** Emulator hosts when running against the local stack; null for a real project. */
  readonly emulators: { readonly auth: string; readonly firestore: string; readonly storage: string } | null;
  /** The userAdmin function (VITE_FUNCTIONS_URL overrides the project's default). */
  readonly functionsUrl: string;
  /** The ai function, whose routes are the AI calls (VITE_AI_URL overrides the project's default). */
  readonly aiUrl: string;
  /** The scheduler function: schedule-carousel / schedule-video (VITE_SCHEDULER_URL overrides). */
  readonly schedulerUrl: string;
  /** The content functions' base (…/us-central1): each concern is a function there. */
  readonly commandsUrl: string;
  /** The linkedin function: auth / disconnect (VITE_LINKEDIN_URL overrides). */
  readonly linkedinUrl: string;
}

/** The local stack of `npm start` (firebase.json); VITE_EMULATOR_* move it (a port offset). */
const LOCAL_STACK = {
  projectId: 'demo-estudio',
  auth: '127.0.0.1:9099',
  firestore: '127.0.0.1:8080',
  storage: '127.0.0.1:9199',
  functions: '127.0.0.1:5001',
} as const;

/**
 * Reads the configuration from Vite's environment. With no VITE_FIREBASE_PROJECT_ID the
 * app targets the local emulator stack of `npm start` (project demo-estudio, the ports of
 * firebase.json); scripts/start.mjs sets VITE_EMULATOR_PROJECT_ID and
 * VITE_EMULATOR_{AUTH,FIRESTORE,STORAGE,FUNCTIONS}_HOST when it runs a stack on other
 * ports. A real project is chosen by setting VITE_FIREBASE_* (see README); no secret lives
 * here, the web API key is an identifier, not a credential. The userAdmin and ai functions
 * share a region (VITE_FUNCTIONS_REGION), as do the scheduler and linkedin functions;
 * VITE_FUNCTIONS_URL / VITE_AI_URL / VITE_SCHEDULER_URL / VITE_LINKEDIN_URL point elsewhere.
 */
export const readWebFirebaseConfig = (env: Record<string, string | undefined>): WebFirebaseConfig => {
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  if (!projectId) {
    const demoProject = env.VITE_EMULATOR_PROJECT_ID || LOCAL_STACK.projectId;
    const functionsHost = env.VITE_EMULATOR_FUNCTIONS_HOST || LOCAL_STACK.functions;
    return {
      options: {
        projectId: demoProject,
        apiKey: 'demo-api-key',
        authDomain: `${demoProject}.firebaseapp.com`,
        storageBucket: `${demoProject}.appspot.com`,
      },
      emulators: {
        auth: env.VITE_EMULATOR_AUTH_HOST || LOCAL_STACK.auth,
        firestore: env.VITE_EMULATOR_FIRESTORE_HOST || LOCAL_STACK.firestore,
        storage: env.VITE_EMULATOR_STORAGE_HOST || LOCAL_STACK.storage,
      },
      functionsUrl: env.VITE_FUNCTIONS_URL || `http://${functionsHost}/${demoProject}/us-central1/userAdmin`,
      aiUrl: env.VITE_AI_URL || `http://${functionsHost}/${demoProject}/us-central1/ai`,
      schedulerUrl: env.VITE_SCHEDULER_URL || `http://${functionsHost}/${demoProject}/us-central1/scheduler`,
      linkedinUrl: env.VITE_LINKEDIN_URL || `http://${functionsHost}/${demoProject}/us-central1/linkedin`,
      commandsUrl: env.VITE_COMMANDS_URL || `http://${functionsHost}/${demoProject}/us-central1`,
    };
  }
  const functionsBase = `https://${env.VITE_FUNCTIONS_REGION ?? 'us-central1'}-${projectId}.cloudfunctions.net`;
  return {
    options: {
      projectId,
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
      appId: env.VITE_FIREBASE_APP_ID,
    },
    emulators: null,
    functionsUrl: env.VITE_FUNCTIONS_URL ?? `${functionsBase}/userAdmin`,
    aiUrl: env.VITE_AI_URL ?? `${functionsBase}/ai`,
    schedulerUrl: env.VITE_SCHEDULER_URL ?? `${functionsBase}/scheduler`,
    linkedinUrl: env.VITE_LINKEDIN_URL ?? `${functionsBase}/linkedin`,
    commandsUrl: env.VITE_COMMANDS_URL ?? functionsBase,
  };
};
