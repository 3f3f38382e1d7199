#!/usr/bin/env node
// The bundle budgets as a check (Nx target bundle-budget of @estudio/web, part of npm test):
// byte sizes of a build are deterministic, so they can fail a run. Reads packages/web/dist.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS_KB, measureBundle, serverOnlyCodeIn } from './bundle-size.mjs';

const dist = join(fileURLToPath(new URL('../..', import.meta.url)), 'packages/web/dist');
const {
  login,
  loginAuth,
  console: signedIn,
  consoleIdle,
  loginHasFirestore,
  loginHasFirebaseAuth,
  loginHasFullCatalogue,
  loginHasKitCatalogue,
} = measureBundle(dist);
const serverOnly = serverOnlyCodeIn(dist);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const checks = [
  [
    `login route ${kb(login.gzipBytes)} gz ≤ ${BUDGETS_KB.login} KB (draws the page and runs its form; ` +
      `Firebase Auth, ${kb(loginAuth.gzipBytes)}, is fetched beside it and signing in waits for it)`,
    login.gzipBytes <= BUDGETS_KB.login * 1024,
  ],
  [
    `signed-in /requirements ${kb(signedIn.gzipBytes)} gz ≤ ${BUDGETS_KB.console} KB (Firebase Auth included; ` +
      `the modals and the phone's drawer, ${kb(consoleIdle.gzipBytes)}, come after it, when the browser is idle)`,
    signedIn.gzipBytes <= BUDGETS_KB.console * 1024,
  ],
  ['no Firestore or Storage code in the login route', !loginHasFirestore],
  ['the login route draws without Firebase Auth (its own chunk, fetched beside it)', !loginHasFirebaseAuth],
  ["only the login route's messages (messages-shell.ts) in the login route", !loginHasFullCatalogue],
  ["only the login route's kit words (ui/src/access-texts.ts) in the login route", !loginHasKitCatalogue],
  [
    `no server-only code or demo seed in any chunk${serverOnly.length > 0 ? ` (found: ${serverOnly.join(', ')})` : ''}`,
    serverOnly.length === 0,
  ],
];
for (const [name, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${name}`);
const failed = checks.filter(([, ok]) => !ok).length;
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
