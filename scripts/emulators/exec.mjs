#!/usr/bin/env node
// Runs a command with the Firebase emulators (demo project) up, then stops them:
//   node scripts/emulators/exec.mjs --only auth,firestore,storage -- vitest run
// The emulators are started and stopped by this command alone; nothing is left running.
import { spawnSync } from 'node:child_process';
import { delimiter, join, resolve } from 'node:path';
import { buildFunctions, firebaseBin, prepareEmulators, root } from './prepare.mjs';
import { emulatorStack, portOffset } from './stack.mjs';

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

// ESTUDIO_EMULATOR_PORT_OFFSET=N runs a second, independent stack (ports + N, project
// demo-estudio-N, a temp dir and a functions folder of its own) beside another one, e.g. two
// suites developed at the same time (stack.mjs).
let prepared;
let stack;
try {
  stack = emulatorStack(portOffset());
  prepared = prepareEmulators();
  if (only.split(',').includes('functions')) buildFunctions(stack.functionsDir);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
for (const note of prepared.notes) console.warn(note);
Object.assign(process.env, stack.env);

const quoted = command.map((part) => (/^[\w@%+=:,./-]+$/.test(part) ? part : `'${part.replace(/'/g, `'\\''`)}'`));
const run = spawnSync(
  process.execPath,
  [firebaseBin, 'emulators:exec', ...stack.configArgs, '--project', stack.projectId, '--only', only, quoted.join(' ')],
  {
    cwd,
    stdio: 'inherit',
    // The workspace's tools (vitest, tsx…) resolve however this script was started.
    env: {
      ...process.env,
      ...prepared.env,
      PATH: [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
    },
  },
);
process.exit(run.status ?? 1);
