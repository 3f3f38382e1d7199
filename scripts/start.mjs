#!/usr/bin/env node
// `npm start`: the console on the local Firebase emulator stack.
// 1. bundles packages/functions and starts the Auth, Firestore, Storage and Functions
//    emulators (project demo-estudio), importing the data exported by the previous run and
//    exporting it again on exit;
// 2. seeds the demo data (idempotent: the same code as the CLI's seed command);
// 3. serves the web app at http://127.0.0.1:5173 (PORT overrides the port);
// 4. prints the URL and the demo accounts. Ctrl-C stops everything and saves the data.
// ESTUDIO_FRESH=1 starts from an empty stack instead of the saved data.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildFunctions, firebaseBin, prepareEmulators, root } from './emulators/prepare.mjs';

const port = Number(process.env.PORT ?? 5173);
/** Where the Functions emulator serves the userAdmin function (firebase.json, project demo-estudio). */
const FUNCTIONS_URL = 'http://127.0.0.1:5001/demo-estudio/us-central1/userAdmin';
const dataDir = join(root, '.firebase', 'emulator-data');
const children = [];
let stopping = false;

const log = (line) => console.log(`[estudio] ${line}`);

const run = (command, args, options = {}) => {
  const child = spawn(command, args, { cwd: root, detached: true, ...options });
  children.push(child);
  return child;
};

const stopAll = (code = 0) => {
  if (stopping) return;
  stopping = true;
  log('Stopping (the emulators save their data first)…');
  // Each child leads its own process group: stop the whole group, never by name.
  for (const child of [...children].reverse()) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        // already gone
      }
    }
  }
  const emulators = children[0];
  const done = () => process.exit(code);
  if (emulators && emulators.exitCode === null) {
    emulators.once('exit', done);
    setTimeout(done, 20_000).unref();
  } else {
    done();
  }
};
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const waitForReady = (child) =>
  new Promise((resolve, reject) => {
    let output = '';
    const watch = (chunk) => {
      output += chunk.toString();
      if (output.includes('All emulators ready')) resolve();
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.once('exit', (code) =>
      reject(new Error(`The emulators exited (code ${code}) before they were ready:\n${output.slice(-3000)}`)),
    );
  });

const runToEnd = (child, what) =>
  new Promise((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (exit code ${code}).`))));
  });

const main = async () => {
  const started = Date.now();
  const { env: emulatorEnv, notes } = prepareEmulators();
  for (const note of notes) log(note);
  buildFunctions();

  if (process.env.ESTUDIO_FRESH === '1') rmSync(dataDir, { recursive: true, force: true });
  const importArgs = existsSync(join(dataDir, 'firebase-export-metadata.json')) ? ['--import', dataDir] : [];
  log(importArgs.length > 0 ? `Starting the emulators with the data saved in ${dataDir}…` : 'Starting the emulators…');
  const emulators = run(
    process.execPath,
    [
      firebaseBin,
      'emulators:start',
      '--project',
      'demo-estudio',
      '--only',
      'auth,firestore,storage,functions',
      ...importArgs,
      '--export-on-exit',
      dataDir,
    ],
    { env: { ...process.env, ...emulatorEnv }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await waitForReady(emulators);
  log(`Emulators ready in ${Math.round((Date.now() - started) / 1000)} s.`);

  const stackEnv = {
    ...process.env,
    GCLOUD_PROJECT: 'demo-estudio',
    METADATA_SERVER_DETECTION: 'none',
    FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
    VITE_FUNCTIONS_URL: FUNCTIONS_URL,
  };
  const seed = run(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'seed-local.ts')], {
    env: stackEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await runToEnd(seed, 'Seeding the demo data');

  const web = run(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: join(root, 'packages', 'web'), env: stackEnv, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    web.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('Local:')) resolve();
    });
    web.once('exit', (code) => reject(new Error(`The web server exited (code ${code}); is port ${port} free?`)));
  });

  log(`Ready in ${Math.round((Date.now() - started) / 1000)} s.`);
  log(`Console: http://127.0.0.1:${port}`);
  log(`User-administration endpoints: ${FUNCTIONS_URL}/{create-user,update-user-role,disable-user,enable-user}`);
  log('Press Ctrl-C to stop; the data is saved and re-imported on the next start.');
  emulators.once('exit', (code) => {
    if (!stopping) {
      log(`The emulators stopped unexpectedly (code ${code}).`);
      stopAll(1);
    }
  });
};

main().catch((error) => {
  console.error(`[estudio] ${error.message}`);
  stopAll(1);
});
