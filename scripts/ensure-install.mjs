#!/usr/bin/env node
// Runs before `npm start`, `npm test` and `npm run bench`: on a fresh clone (or after the
// lockfile changed) it installs the exact locked dependencies, so the two quick-start
// commands need nothing else. Only Node built-ins here: nothing else is installed yet.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const [major, minor] = process.versions.node.split('.').map(Number);
if (!((major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major > 22)) {
  console.error(`Estudio de Marca needs Node 20.19+ or 22.12+ (found ${process.versions.node}). See README.md.`);
  process.exit(1);
}

const lockfile = join(root, 'package-lock.json');
const installed = join(root, 'node_modules', '.package-lock.json');
const upToDate =
  existsSync(installed) &&
  existsSync(lockfile) &&
  statSync(installed).mtimeMs >= statSync(lockfile).mtimeMs &&
  workspacesLinked();

if (!upToDate) {
  const command = existsSync(lockfile) ? 'ci' : 'install';
  console.log(`Installing dependencies (npm ${command}); this happens once per fresh clone…`);
  execFileSync('npm', [command, '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
}

function workspacesLinked() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return pkg.workspaces.length > 0 && existsSync(join(root, 'node_modules', '@estudio', 'domain'));
}
