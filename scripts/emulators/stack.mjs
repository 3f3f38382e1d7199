// Where one emulator stack lives: the ports of firebase.json, or, with
// ESTUDIO_EMULATOR_PORT_OFFSET=N, a second independent stack beside it (every port + N,
// project demo-estudio-N, its own temp dir and data dir), e.g. the browser suite on +3000
// while `npm start` runs on the usual ports. Every stack, the usual one included, runs its
// functions from a folder of its own (packages/functions/dist-stacks/offset-N, through a
// generated config), so building them for one stack never reloads another's; deploys keep
// firebase.json's packages/functions/dist. Used by exec.mjs (test suites) and start.mjs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { stackConfig, stackPaths } from '../../tools/emulator-stack-config.mjs';
import { root } from './prepare.mjs';

/**
 * How the Functions emulator runs requests. A deployed function serves many requests at once
 * in one instance; the emulator serves every request in flight with a Node process of its own
 * (a worker, kept for the next request once done), and by default starts up to 50 at once
 * (FUNCTIONS_EMULATOR_PARALLEL), each loading the 10 MB bundle. It gives a starting worker
 * 30 s (FUNCTIONS_DISCOVERY_TIMEOUT), then drops the request without any answer. On a shared
 * 2-core machine, 100 edits sent at once (the concurrent-edits suite and `npm run bench`)
 * started 50 workers together, none loaded within 30 s, and every request hung. So: at most
 * 4 workers per core run at once (the rest wait in the emulator's queue, as requests wait for
 * a free instance), and a starting worker gets 120 s. Either can be overridden from the
 * environment.
 */
export const functionsEmulatorEnv = (env = process.env) => ({
  FUNCTIONS_EMULATOR_PARALLEL: env.FUNCTIONS_EMULATOR_PARALLEL ?? String(4 * availableParallelism()),
  FUNCTIONS_DISCOVERY_TIMEOUT: env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
});

/** The project of the default stack; a stack on offset N uses `${DEMO_PROJECT}-N`. */
export const DEMO_PROJECT = 'demo-estudio';

/** ESTUDIO_EMULATOR_PORT_OFFSET as a whole number (0 when unset); throws on anything else. */
export const portOffset = (env = process.env) => {
  const raw = env.ESTUDIO_EMULATOR_PORT_OFFSET ?? '0';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) {
    throw new Error(`ESTUDIO_EMULATOR_PORT_OFFSET must be a whole number between 0 and 50000, not '${raw}'.`);
  }
  return offset;
};

const hostOf = (emulator, offset) => `${emulator.host}:${emulator.port + offset}`;

/**
 * The stack for a port offset. It writes .firebase/firebase.offset-N.json (stackConfig) and,
 * for N > 0, makes the stack's own temp dir. Returns:
 * - projectId and configArgs (to add to `firebase emulators:*`);
 * - hosts: host:port of auth, firestore, storage, functions; hub: the emulator hub's;
 * - functionsUrl: the userAdmin function on this stack;
 * - sandboxUrl: the local sandbox standing in for Metricool and LinkedIn (the sandbox function);
 * - dataDir: where `npm start` exports and imports this stack's data;
 * - functionsDir: where this stack's functions are built (prepare.mjs, buildFunctions);
 * - env: what the emulators' process needs besides (ESTUDIO_SANDBOX_URL, the Functions emulator's
 *   functionsEmulatorEnv; TMPDIR of its own for N > 0).
 */
export const emulatorStack = (offset = portOffset()) => {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const emulators = config.emulators;
  const hosts = {
    auth: hostOf(emulators.auth, offset),
    firestore: hostOf(emulators.firestore, offset),
    storage: hostOf(emulators.storage, offset),
    functions: hostOf(emulators.functions, offset),
  };
  const projectId = offset > 0 ? `${DEMO_PROJECT}-${offset}` : DEMO_PROJECT;
  const paths = stackPaths(root, offset);
  const stack = {
    offset,
    projectId,
    configArgs: ['--config', paths.config],
    hosts,
    hub: hostOf(emulators.hub, offset),
    functionsUrl: `http://${hosts.functions}/${projectId}/us-central1/userAdmin`,
    sandboxUrl: `http://${hosts.functions}/${projectId}/us-central1/sandbox`,
    dataDir: paths.dataDir,
    functionsDir: paths.functionsDir,
    // The Functions emulator does not tell a function its own origin: the scheduler and
    // linkedin functions learn where the local sandbox is from this (packages/functions
    // settings.ts, sandboxBaseUrl; only on demo-* projects in the emulator).
    env: {
      ESTUDIO_SANDBOX_URL: `http://${hosts.functions}/${projectId}/us-central1/sandbox`,
      ...functionsEmulatorEnv(),
    },
  };
  mkdirSync(join(root, '.firebase'), { recursive: true });
  writeFileSync(paths.config, JSON.stringify(stackConfig(config, { base: root, offset }), null, 2));
  // The Storage emulator keeps its blobs under the OS temp dir and deletes them on exit:
  // a stack of its own gets a temp dir of its own, or stopping one would empty the other.
  if (paths.tmpDir !== null) {
    mkdirSync(paths.tmpDir, { recursive: true });
    stack.env.TMPDIR = paths.tmpDir;
  }
  return stack;
};

/**
 * The environment that points firebase-admin (the seed) and the web app (Vite's VITE_*,
 * read by packages/web/src/firebase/firebase-config.ts) at a stack.
 */
export const stackClientEnv = (stack) => ({
  GCLOUD_PROJECT: stack.projectId,
  METADATA_SERVER_DETECTION: 'none',
  FIRESTORE_EMULATOR_HOST: stack.hosts.firestore,
  FIREBASE_AUTH_EMULATOR_HOST: stack.hosts.auth,
  FIREBASE_STORAGE_EMULATOR_HOST: stack.hosts.storage,
  VITE_EMULATOR_PROJECT_ID: stack.projectId,
  VITE_EMULATOR_AUTH_HOST: stack.hosts.auth,
  VITE_EMULATOR_FIRESTORE_HOST: stack.hosts.firestore,
  VITE_EMULATOR_STORAGE_HOST: stack.hosts.storage,
  // The ai function's URL is derived from it (packages/web/src/firebase/firebase-config.ts).
  VITE_EMULATOR_FUNCTIONS_HOST: stack.hosts.functions,
  VITE_FUNCTIONS_URL: stack.functionsUrl,
});
