#!/usr/bin/env node
// `npx estudio …` and `npm run estudio -- …` from the repository root, on a fresh clone
// too: installs the workspace first when needed (its output goes to stderr, so piped
// exports stay clean), then runs the CLI of packages/cli.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const install = spawnSync(process.execPath, [join(root, 'scripts', 'ensure-install.mjs')], {
  cwd: root,
  stdio: ['inherit', 2, 2],
});
if (install.status !== 0) process.exit(install.status ?? 1);
await import(pathToFileURL(join(root, 'packages', 'cli', 'bin', 'estudio.mjs')).href);
