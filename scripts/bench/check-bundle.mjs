#!/usr/bin/env node
// The bundle budgets as a check (Nx target bundle-budget of @estudio/web, part of npm test):
// byte sizes of a build are deterministic, so they can fail a run. Reads packages/web/dist.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS_KB, measureBundle, serverOnlyCodeIn } from './bundle-size.mjs';

const dist = join(fileURLToPath(new URL('../..', import.meta.url)), 'packages/web/dist');
const { login, console: signedIn, loginHasFirestore, loginHasFullCatalogue } = measureBundle(dist);
const serverOnly = serverOnlyCodeIn(dist);
const checks = [
  [
    `login route ${(login.gzipBytes / 1024).toFixed(1)} KB gz ≤ ${BUDGETS_KB.login} KB`,
    login.gzipBytes <= BUDGETS_KB.login * 1024,
  ],
  [
    `signed-in /requirements ${(signedIn.gzipBytes / 1024).toFixed(1)} KB gz ≤ ${BUDGETS_KB.console} KB`,
    signedIn.gzipBytes <= BUDGETS_KB.console * 1024,
  ],
  ['no Firestore or Storage code in the login route', !loginHasFirestore],
  ["only the login route's messages (messages-shell.ts) in the login route", !loginHasFullCatalogue],
  [
    `no server-only code or demo seed in any chunk${serverOnly.length > 0 ? ` (found: ${serverOnly.join(', ')})` : ''}`,
    serverOnly.length === 0,
  ],
];
for (const [name, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${name}`);
const failed = checks.filter(([, ok]) => !ok).length;
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
