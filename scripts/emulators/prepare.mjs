// Finds or makes the Java binaries the Firebase emulators need, without touching the network
// when a usable local jar is there (tools/emulator-binaries.mjs decides, in this order):
// 1. an explicit *_EMULATOR_BINARY_PATH from the environment;
// 2. the jar firebase-tools downloaded into its cache (its own version, or an earlier one);
// 3. Firestore: Debian's google-cloud-cli-firestore-emulator jar behind a small wrapper jar
//    (it has no Main-Class);
// 4. firebase-tools' download (the standard path on a machine with internet access), unless
//    a download failed in the last 24 h (the machine is offline: no new attempt until then);
// 5. Storage, offline: an allow-all stand-in of the rules runtime, announced loudly because
//    Storage rules are then NOT enforced.
// When none works it fails with a message that says what to install.
// It also gives the firebase CLI an environment that keeps it off the network
// (firebaseCliEnv), and builds each stack's functions into the stack's own folder.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chooseFirestore,
  chooseStorageRuntime,
  expectedJarName,
  knownOffline,
  otherCachedJar,
} from '../../tools/emulator-binaries.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, '..', '..');
const work = join(root, '.firebase', 'emulators');
const firebaseBin = join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
const cacheDir = process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
const DEBIAN_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
/** Where a failed download is remembered (tools/emulator-binaries.mjs, knownOffline). */
const offlineRecord = join(work, 'offline.json');

/** The jar firebase-tools expects for an emulator, read from its own list (the version it pins). */
const toolsInfo = JSON.parse(
  readFileSync(
    join(root, 'node_modules', 'firebase-tools', 'lib', 'emulator', 'downloadableEmulatorInfo.json'),
    'utf8',
  ),
);
const cacheFiles = () => (existsSync(cacheDir) ? readdirSync(cacheDir) : []);

/** What firebase-tools' cache holds of an emulator: its own jar, or an earlier version's path. */
const cacheFacts = (name, prefix) => {
  const expected = expectedJarName(toolsInfo[name]);
  const files = cacheFiles();
  const other = otherCachedJar(files, prefix, expected);
  return { cached: files.includes(expected), otherCached: other === null ? null : join(cacheDir, other) };
};

const failedAt = () => {
  try {
    return JSON.parse(readFileSync(offlineRecord, 'utf8')).failedAt ?? null;
  } catch {
    return null;
  }
};
const offline = () => knownOffline({ env: process.env, failedAt: failedAt() });

/**
 * The firebase CLI's environment for a local stack, kept off the network: no update check
 * (NO_UPDATE_NOTIFIER), no message of the day (fetched once a day from the internet unless its
 * settings say it was fetched: the CLI reads its settings under XDG_CONFIG_HOME, here
 * .firebase/cli-config, never the user's, where that date is kept current; usage statistics
 * stay off there too), and no npm registry look-up (the Functions emulator runs `npm show
 * firebase-functions` on every load of the functions: npm_config_offline answers it from npm's
 * cache). A demo project needs no login, so the CLI's own settings are not needed.
 */
export const firebaseCliEnv = () => {
  const config = join(root, '.firebase', 'cli-config');
  const store = join(config, 'configstore', 'firebase-tools.json');
  let fresh = false;
  try {
    fresh = Date.now() - (JSON.parse(readFileSync(store, 'utf8')).motd?.fetched ?? 0) < 60 * 60 * 1000;
  } catch {
    // no settings yet
  }
  if (!fresh) {
    mkdirSync(dirname(store), { recursive: true });
    // Written whole then renamed: a CLI of another stack reading it never sees half a file.
    const temporary = `${store}.${process.pid}`;
    writeFileSync(temporary, JSON.stringify({ motd: { fetched: Date.now() } }));
    renameSync(temporary, store);
  }
  return { XDG_CONFIG_HOME: config, NO_UPDATE_NOTIFIER: '1', npm_config_offline: 'true', FIREBASE_CLI_EXPERIMENTS: '' };
};

/** Asks firebase-tools to download an emulator (the network); a failure is remembered for a day. */
const download = (name) => {
  const run = spawnSync(process.execPath, [firebaseBin, `setup:emulators:${name}`], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, ...firebaseCliEnv(), CI: 'true' },
  });
  if (run.status === 0) return true;
  mkdirSync(work, { recursive: true });
  writeFileSync(offlineRecord, `${JSON.stringify({ failedAt: new Date().toISOString(), emulator: name })}\n`);
  return false;
};

const retryHint = 'Downloads are tried again after 24 h, or now with ESTUDIO_OFFLINE=0.';

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

const debianWrapper = () => {
  const wrapper = join(work, 'firestore-wrapper.jar');
  if (!existsSync(wrapper)) {
    makeJar(
      wrapper,
      `Manifest-Version: 1.0\nMain-Class: ${FIRESTORE_MAIN}\nClass-Path: file:${DEBIAN_FIRESTORE_JAR}\n`,
    );
  }
  return wrapper;
};

const noFirestore = () =>
  new Error(
    [
      'No Firestore emulator is available.',
      "firebase-tools could not download it (this machine is offline) and Debian's",
      'google-cloud-cli-firestore-emulator package is not installed. Either run once with',
      'internet access, or install the package: `apt-get install -y google-cloud-cli-firestore-emulator`.',
      retryHint,
    ].join(' '),
  );

const firestoreBinary = (notes) => {
  const facts = {
    override: process.env.FIRESTORE_EMULATOR_BINARY_PATH || null,
    ...cacheFacts('firestore', 'cloud-firestore-emulator'),
    debian: existsSync(DEBIAN_FIRESTORE_JAR),
    offline: offline(),
  };
  const choice = chooseFirestore(facts);
  if (choice.use === 'override') {
    if (!facts.override) notes.push(`Firestore emulator: the jar downloaded earlier (${choice.path}).`);
    return choice.path;
  }
  if (choice.use === 'cache') return null;
  if (choice.use === 'debian') {
    notes.push(`Firestore emulator: Debian's jar (${DEBIAN_FIRESTORE_JAR}); nothing downloaded.`);
    return debianWrapper();
  }
  if (choice.use === 'download' && download('firestore')) return null;
  throw noFirestore();
};

const standInJar = () => {
  const jar = join(work, 'storage-rules-stand-in.jar');
  if (!existsSync(jar)) {
    const classes = join(work, 'stand-in-classes');
    mkdirSync(classes, { recursive: true });
    execFileSync('javac', ['-d', classes, join(here, 'StorageRulesStandIn.java')], { stdio: 'inherit' });
    makeJar(jar, 'Manifest-Version: 1.0\nMain-Class: StorageRulesStandIn\n', classes);
  }
  return jar;
};

const canBuildStandIn = () =>
  existsSync(join(work, 'storage-rules-stand-in.jar')) || spawnSync('javac', ['-version']).status === 0;

const storageBinary = (notes) => {
  const facts = {
    override: process.env.STORAGE_EMULATOR_BINARY_PATH || null,
    ...cacheFacts('storage', 'cloud-storage-rules-runtime'),
    standIn: canBuildStandIn(),
    offline: offline(),
  };
  let choice = chooseStorageRuntime(facts);
  if (choice.use === 'download') {
    if (download('storage')) return { path: null, standIn: false };
    choice = chooseStorageRuntime({ ...facts, offline: true });
  }
  if (choice.use === 'override') return { path: choice.path, standIn: false };
  if (choice.use === 'cache') return { path: null, standIn: false };
  if (choice.use === 'none') {
    throw new Error(
      `The Cloud Storage rules runtime cannot be downloaded (this machine is offline) and no JDK (javac) is there to build its offline stand-in: install one, e.g. \`apt-get install -y openjdk-17-jdk-headless\`. ${retryHint}`,
    );
  }
  notes.push(
    `WARNING: Storage rules are NOT enforced. The Cloud Storage rules runtime cannot be downloaded on this machine (offline), so an allow-all stand-in runs in its place. storage.rules is only checked where the real runtime is available. ${retryHint}`,
  );
  return { path: standInJar(), standIn: true };
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
  const env = { ...firebaseCliEnv(), METADATA_SERVER_DETECTION: 'none' };
  const firestore = firestoreBinary(notes);
  if (firestore) env.FIRESTORE_EMULATOR_BINARY_PATH = firestore;
  const storage = storageBinary(notes);
  if (storage.path) env.STORAGE_EMULATOR_BINARY_PATH = storage.path;
  env.ESTUDIO_STORAGE_RULES = storage.standIn ? 'not-enforced' : 'enforced';
  return { env, notes };
};

/** What the functions bundle is made from: the three packages' sources, the build and the lockfile. */
const FUNCTIONS_INPUTS = [
  'packages/functions/src',
  'packages/functions/build.mjs',
  'packages/functions/package.json',
  'packages/adapters/src',
  'packages/adapters/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

/** A fingerprint of the inputs (paths, sizes, modification times) and of the functions' .env files. */
const functionsInputsFingerprint = () => {
  const hash = createHash('sha256');
  const add = (path) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) add(join(path, entry));
    } else {
      hash.update(`${relative(root, path)}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const input of FUNCTIONS_INPUTS) add(join(root, input));
  const functionsDir = join(root, 'packages', 'functions');
  for (const file of readdirSync(functionsDir)
    .filter((f) => /^\.env(\..+)?$/.test(f))
    .sort())
    add(join(functionsDir, file));
  return hash.digest('hex');
};

/**
 * Bundles packages/functions into `outdir`, the source a stack's Functions emulator loads
 * (scripts/emulators/stack.mjs gives each stack its own, so no other stack rebuilds or
 * reloads it). Skipped when that folder already holds a build of the same inputs. Throws with
 * the build's own output when it fails. Answers whether it built.
 */
export const buildFunctions = (outdir) => {
  const stampPath = join(outdir, '.inputs');
  const fingerprint = functionsInputsFingerprint();
  if (
    existsSync(join(outdir, 'index.js')) &&
    existsSync(stampPath) &&
    readFileSync(stampPath, 'utf8') === fingerprint
  ) {
    return false;
  }
  const result = spawnSync(process.execPath, [join(root, 'packages', 'functions', 'build.mjs'), '--outdir', outdir], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`Could not build the functions for the emulator:\n${result.stdout}${result.stderr}`);
  }
  writeFileSync(stampPath, fingerprint);
  return true;
};

export { firebaseBin };
