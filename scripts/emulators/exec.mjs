#!/usr/bin/env node
// Runs a command with the Firebase emulators (demo project) up, then stops them:
//   node scripts/emulators/exec.mjs --only auth,firestore,storage -- vitest run
// The emulators are started and stopped by this command alone; nothing is left running.
import { spawnSync } from 'node:child_process';
import { firebaseBin, prepareEmulators, root } from './prepare.mjs';

const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const own = split === -1 ? [] : argv.slice(0, split);
const command = split === -1 ? argv : argv.slice(split + 1);
const onlyAt = own.indexOf('--only');
const only = onlyAt === -1 ? 'auth,firestore,storage' : own[onlyAt + 1];
if (command.length === 0) {
  console.error('usage: exec.mjs [--only auth,firestore,storage] -- <command> [args…]');
  process.exit(2);
}

let prepared;
try {
  prepared = prepareEmulators();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
for (const note of prepared.notes) console.warn(note);

const quoted = command.map((part) => (/^[\w@%+=:,./-]+$/.test(part) ? part : `'${part.replace(/'/g, `'\\''`)}'`));
const run = spawnSync(
  process.execPath,
  [firebaseBin, 'emulators:exec', '--project', 'demo-estudio', '--only', only, quoted.join(' ')],
  { cwd: process.cwd(), stdio: 'inherit', env: { ...process.env, ...prepared.env } },
);
process.exit(run.status ?? 1);
