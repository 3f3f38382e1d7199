#!/usr/bin/env node
// npm run bench: the console's performance figures, as a table.
//   1. gzipped JS of the login route and of the signed-in console showing /requirements,
//      from the production build's chunk graph (packages/web, Vite manifest), and what makes
//      up each (bundle-composition.mjs, through the build's source maps);
//   2. list selection at 1k / 10k / 100k requirements for each sort, and what one status change
//      costs (re-prepared and re-sorted before, one row moved now), and the brand guard's check
//      per keystroke on a 2,200-character caption (packages/domain bench);
//   3. documents read per screen in Debian's Chromium against the emulators, and the first
//      /requirements over many brands of a superadmin and of an assigned user: first rows,
//      all rows, queries of requirements (round trips), brand documents read at sign-in
//      (reads.bench.ts);
//   4. Interaction to Next Paint of typing in a list filter over 10,000 rows (inp.bench.ts);
//   5. 100 concurrent edits by 10 users through the content functions on the emulators:
//      errors, lost updates, wall time and latency (commands.bench.ts);
//   6. each function's module load time, cold, in a fresh Node process: the one-file bundle
//      every function loaded before against each function's own module (function-load.mjs);
//   7. `npm start` ready time at the bench's port offset, three fresh starts, with the network
//      attempts they made (start-ready.mjs).
// `npm run bench -- --import` also runs the CLI's bulk-import benchmark (2,000 users).
// Figures are medians on a shared 2-core machine: compare ratios, not milliseconds.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rmSync } from 'node:fs';
import { buildWithSourceMaps, printComposition } from './bundle-composition.mjs';
import { BUDGETS_KB, measureBundle } from './bundle-size.mjs';
import { measureFunctionLoad } from './function-load.mjs';
import { measureStartReady, reportStartReady } from './start-ready.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The emulator stack sections 3 and 4 start, one after the other (port offset 4000 unless set). */
const benchStackEnv = {
  ...process.env,
  ESTUDIO_EMULATOR_PORT_OFFSET: process.env.ESTUDIO_EMULATOR_PORT_OFFSET ?? '4000',
};
const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('\n== 1. Bundle (production build, gzip -9) ==');
run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
  cwd: join(root, 'packages/web'),
});
const bundle = measureBundle(join(root, 'packages/web/dist'));
console.table([
  {
    route: 'login (/): draws the page, runs the form',
    gzip: kb(bundle.login.gzipBytes),
    budget: `≤ ${BUDGETS_KB.login} KB`,
    holds: bundle.login.gzipBytes <= BUDGETS_KB.login * 1024,
    files: bundle.login.files.length,
  },
  {
    route: '  + Firebase Auth, fetched beside it (signing in waits for it)',
    gzip: kb(bundle.loginAuth.gzipBytes),
    budget: '–',
    holds: '–',
    files: bundle.loginAuth.files.length,
  },
  {
    route: 'signed in, /requirements',
    gzip: kb(bundle.console.gzipBytes),
    budget: `≤ ${BUDGETS_KB.console} KB`,
    holds: bundle.console.gzipBytes <= BUDGETS_KB.console * 1024,
    files: bundle.console.files.length,
  },
  {
    route: '  + the modals and the phone menu, when idle after',
    gzip: kb(bundle.consoleIdle.gzipBytes),
    budget: '–',
    holds: '–',
    files: bundle.consoleIdle.files.length,
  },
]);
console.log(`Firestore or Storage code in the login route: ${bundle.loginHasFirestore ? 'YES' : 'no'}`);
// What each route is made of, by package (a second build, with source maps, in a temporary folder).
const withMaps = buildWithSourceMaps();
try {
  printComposition(withMaps, 12);
} finally {
  rmSync(withMaps, { recursive: true, force: true });
}

console.log('\n== 2. List selection (packages/domain/bench/list-selection.bench.ts) ==');
run(join(root, 'node_modules/.bin/tsx'), ['packages/domain/bench/list-selection.bench.ts']);
console.log('\n-- One status change on the list (packages/domain/bench/row-change.bench.ts) --');
run(join(root, 'node_modules/.bin/tsx'), ['packages/domain/bench/row-change.bench.ts']);
console.log('\n-- The brand guard per keystroke (packages/domain/bench/guard-keystroke.bench.ts) --');
run(join(root, 'node_modules/.bin/tsx'), ['packages/domain/bench/guard-keystroke.bench.ts']);

console.log('\n== 3. Documents read per screen (Chromium, emulators) ==');
run(
  process.execPath,
  ['scripts/emulators/exec.mjs', '--only', 'auth,firestore', '--', 'tsx', 'scripts/bench/reads.bench.ts'],
  { env: benchStackEnv },
);

console.log('\n== 4. Typing in a list filter over 10,000 rows: INP (Chromium, emulators) ==');
run(
  process.execPath,
  ['scripts/emulators/exec.mjs', '--only', 'auth,firestore', '--', 'tsx', 'scripts/bench/inp.bench.ts'],
  { env: benchStackEnv },
);

console.log('\n== 5. Concurrent edits through the content functions (emulators) ==');
run(
  process.execPath,
  [
    'scripts/emulators/exec.mjs',
    '--only',
    'auth,firestore,storage,functions',
    '--',
    'tsx',
    'scripts/bench/commands.bench.ts',
  ],
  { env: benchStackEnv },
);

console.log('\n== 6. Function module load time (cold, fresh Node process, median) ==');
console.table(await measureFunctionLoad());

console.log('\n== 7. npm start ready time (fresh data, bench port offset) ==');
reportStartReady(await measureStartReady({ offset: Number(benchStackEnv.ESTUDIO_EMULATOR_PORT_OFFSET) }));

if (process.argv.includes('--import')) {
  console.log('\n== 8. CLI bulk import (packages/cli/bench) ==');
  run(
    process.execPath,
    [
      'scripts/emulators/exec.mjs',
      '--only',
      'auth,firestore',
      '--cwd',
      'packages/cli',
      '--',
      'tsx',
      'bench/import-users.bench.ts',
    ],
    { env: benchStackEnv },
  );
}
