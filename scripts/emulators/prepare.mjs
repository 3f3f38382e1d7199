// Finds or makes the Java binaries the Firebase emulators need, the standard way first:
// 1. an explicit *_EMULATOR_BINARY_PATH from the environment;
// 2. the jar firebase-tools downloaded into its cache (or downloads now, on a machine
//    with internet access);
// 3. offline: Debian's google-cloud-cli-firestore-emulator jar behind a small wrapper
//    jar (it has no Main-Class), and for Storage an allow-all stand-in of the rules
//    runtime, announced loudly because Storage rules are then NOT enforced.
// When none works it fails with a message that says what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, '..', '..');
const work = join(root, '.firebase', 'emulators');
const firebaseBin = join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
const cacheDir = process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
const DEBIAN_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** A jar firebase-tools already downloaded, newest name last. */
const cachedJar = (prefix) => {
  if (!existsSync(cacheDir)) return null;
  const jars = readdirSync(cacheDir)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.jar'))
    .sort();
  return jars.length > 0 ? join(cacheDir, jars.at(-1)) : null;
};

/** Asks firebase-tools to download an emulator; false offline (it fails fast without DNS). */
const download = (name) => {
  const run = spawnSync(process.execPath, [firebaseBin, `setup:emulators:${name}`], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, FIREBASE_CLI_EXPERIMENTS: '', CI: 'true' },
  });
  return run.status === 0;
};

const requireJava = () => {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    throw new Error(
      'The Firebase emulators need Java (17 or newer) on the PATH. Install it, e.g. `apt-get install -y openjdk-17-jre-headless`.',
    );
  }
};

const makeJar = (jarPath, manifest, classesDir) => {
  mkdirSync(dirname(jarPath), { recursive: true });
  const manifestPath = `${jarPath}.mf`;
  writeFileSync(manifestPath, manifest);
  const args = classesDir ? ['cfm', jarPath, manifestPath, '-C', classesDir, '.'] : ['cfm', jarPath, manifestPath];
  execFileSync('jar', args, { stdio: 'ignore' });
};

const firestoreBinary = (notes) => {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (cachedJar('cloud-firestore-emulator') || download('firestore')) return null;
  if (existsSync(DEBIAN_FIRESTORE_JAR)) {
    const wrapper = join(work, 'firestore-wrapper.jar');
    if (!existsSync(wrapper)) {
      makeJar(
        wrapper,
        `Manifest-Version: 1.0\nMain-Class: ${FIRESTORE_MAIN}\nClass-Path: file:${DEBIAN_FIRESTORE_JAR}\n`,
      );
    }
    notes.push(`Firestore emulator: offline, using Debian's jar (${DEBIAN_FIRESTORE_JAR}).`);
    return wrapper;
  }
  throw new Error(
    [
      'No Firestore emulator is available.',
      "firebase-tools could not download it (is this machine offline?) and Debian's",
      'google-cloud-cli-firestore-emulator package is not installed. Either run once with',
      'internet access, or install the package: `apt-get install -y google-cloud-cli-firestore-emulator`.',
    ].join(' '),
  );
};

const storageBinary = (notes) => {
  if (process.env.STORAGE_EMULATOR_BINARY_PATH)
    return { path: process.env.STORAGE_EMULATOR_BINARY_PATH, standIn: false };
  if (cachedJar('cloud-storage-rules-runtime') || download('storage')) return { path: null, standIn: false };
  const jar = join(work, 'storage-rules-stand-in.jar');
  if (!existsSync(jar)) {
    const classes = join(work, 'stand-in-classes');
    mkdirSync(classes, { recursive: true });
    execFileSync('javac', ['-d', classes, join(here, 'StorageRulesStandIn.java')], { stdio: 'inherit' });
    makeJar(jar, 'Manifest-Version: 1.0\nMain-Class: StorageRulesStandIn\n', classes);
  }
  notes.push(
    'WARNING: Storage rules are NOT enforced. The Cloud Storage rules runtime cannot be downloaded on this machine (offline), so an allow-all stand-in runs in its place. storage.rules is only checked where the real runtime is available.',
  );
  return { path: jar, standIn: true };
};

/**
 * The environment to start the emulators with, and what the caller must tell the user.
 * ESTUDIO_STORAGE_RULES is 'enforced' or 'not-enforced' so tests can say which by name.
 */
export const prepareEmulators = () => {
  requireJava();
  const notes = [];
  // METADATA_SERVER_DETECTION=none: google-auth-library must not probe the GCE metadata
  // server (a network call) when firebase-admin runs against the emulators.
  const env = { FIREBASE_CLI_EXPERIMENTS: '', METADATA_SERVER_DETECTION: 'none' };
  const firestore = firestoreBinary(notes);
  if (firestore) env.FIRESTORE_EMULATOR_BINARY_PATH = firestore;
  const storage = storageBinary(notes);
  if (storage.path) env.STORAGE_EMULATOR_BINARY_PATH = storage.path;
  env.ESTUDIO_STORAGE_RULES = storage.standIn ? 'not-enforced' : 'enforced';
  return { env, notes };
};

/**
 * Bundles packages/functions into the source the Functions emulator loads. Throws with the
 * build's own output when it fails.
 */
export const buildFunctions = () => {
  const result = spawnSync(process.execPath, [join(root, 'packages', 'functions', 'build.mjs')], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`Could not build the functions for the emulator:\n${result.stdout}${result.stderr}`);
  }
};

export { firebaseBin };
