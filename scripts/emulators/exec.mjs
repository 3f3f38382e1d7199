#!/usr/bin/env node
// Runs a command with the Firebase emulators (demo project) up, then stops them:
//   node scripts/emulators/exec.mjs --only auth,firestore,storage -- vitest run
// The emulators are started and stopped by this command alone; nothing is left running.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join, relative, resolve } from 'node:path';
import { buildFunctions, firebaseBin, prepareEmulators, root } from './prepare.mjs';

const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const own = split === -1 ? [] : argv.slice(0, split);
const command = split === -1 ? argv : argv.slice(split + 1);
const onlyAt = own.indexOf('--only');
const only = onlyAt === -1 ? 'auth,firestore,storage' : own[onlyAt + 1];
// --cwd DIR: where the command runs (Nx starts this script from the workspace root).
const cwdAt = own.indexOf('--cwd');
const cwd = cwdAt === -1 ? process.cwd() : resolve(process.cwd(), own[cwdAt + 1]);
if (command.length === 0) {
  console.error('usage: exec.mjs [--only auth,firestore,storage] [--cwd DIR] -- <command> [args…]');
  process.exit(2);
}

let prepared;
try {
  prepared = prepareEmulators();
  if (only.split(',').includes('functions')) buildFunctions();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
for (const note of prepared.notes) console.warn(note);

// ESTUDIO_EMULATOR_PORT_OFFSET=N runs a second, independent stack (ports + N, project
// demo-estudio-N) beside another one, e.g. two suites developed at the same time.
const offset = Number(process.env.ESTUDIO_EMULATOR_PORT_OFFSET ?? 0);
let projectId = 'demo-estudio';
const configArgs = [];
if (offset > 0) {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  config.firestore.rules = join(root, config.firestore.rules);
  config.firestore.indexes = join(root, config.firestore.indexes);
  config.storage.rules = join(root, config.storage.rules);
  // firebase-tools joins a functions source to the config file's folder, even an absolute one.
  for (const codebase of config.functions) codebase.source = relative(join(root, '.firebase'), join(root, codebase.source));
  for (const emulator of Object.values(config.emulators)) {
    if (typeof emulator === 'object' && emulator.port) emulator.port += offset;
  }
  config.emulators.firestore.websocketPort = 9150 + offset;
  const path = join(root, '.firebase', `firebase.offset-${offset}.json`);
  mkdirSync(join(root, '.firebase'), { recursive: true });
  writeFileSync(path, JSON.stringify(config, null, 2));
  configArgs.push('--config', path);
  projectId = `demo-estudio-${offset}`;
  // The Storage emulator keeps its blobs under the OS temp dir and deletes them on exit:
  // a stack of its own gets a temp dir of its own, or stopping one would empty the other.
  const tmp = join(root, '.firebase', `tmp-offset-${offset}`);
  mkdirSync(tmp, { recursive: true });
  process.env.TMPDIR = tmp;
}

const quoted = command.map((part) => (/^[\w@%+=:,./-]+$/.test(part) ? part : `'${part.replace(/'/g, `'\\''`)}'`));
const run = spawnSync(
  process.execPath,
  [firebaseBin, 'emulators:exec', ...configArgs, '--project', projectId, '--only', only, quoted.join(' ')],
  {
    cwd,
    stdio: 'inherit',
    // The workspace's tools (vitest, tsx…) resolve however this script was started.
    env: { ...process.env, ...prepared.env, PATH: [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter) },
  },
);
process.exit(run.status ?? 1);
