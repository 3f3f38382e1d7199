import {
  FirestoreAdminAuditLog,
  FirestoreAdminBrandRepository,
  FirestoreAdminPermissionConfigRepository,
  FirestoreAdminRoleRepository,
  FirestoreAdminUserRepository,
} from '@estudio/adapters/node';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import 'reflect-metadata';
import { capturedIo } from '../cli/io.js';
import { run } from '../cli/program.js';

/*
 * What the CLI's emulator suites (src/emulator/*.emulator.test.ts) share: every command
 * in-process against the Auth and Firestore emulators started by scripts/emulators/exec.mjs
 * --only auth,firestore (ESTUDIO_EMULATOR_PORT_OFFSET picks the ports), firebase-admin's
 * own handles to look at what they wrote, and the sign-in service's REST calls. Each block
 * starts from `reset --yes` and `seed` (fresh).
 */
export const authHost = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
export const projectId = process.env['GCLOUD_PROJECT'];
if (!authHost || !process.env['FIRESTORE_EMULATOR_HOST'] || !projectId) {
  throw new Error('Run through scripts/emulators/exec.mjs --only auth,firestore (emulator variables missing).');
}

export const env = { ...process.env };
/** The fixed temporary password every new account once shared: it opens none now. */
export const OLD_SHARED_PASSWORD = 'Temporal2026!';

/** `estudio …`: the exit code and what it wrote. */
export const cli = async (...argv: string[]) => {
  const io = capturedIo(env);
  const code = await run(argv, io);
  return { code, out: io.out(), err: io.err() };
};

/** `estudio --json …`, which must succeed: its answer. */
export const json = async <T = unknown>(...argv: string[]): Promise<T> => {
  const result = await cli('--json', ...argv);
  if (result.code !== 0) throw new Error(`estudio ${argv.join(' ')} → ${result.code}: ${result.err}`);
  return JSON.parse(result.out) as T;
};

/** The emulators emptied and seeded again. */
export const fresh = async (): Promise<void> => {
  const reset = await cli('reset', '--yes');
  expect(reset.code, reset.err).toBe(0);
  const seed = await cli('seed');
  expect(seed.code, seed.err).toBe(0);
};

export const dir = mkdtempSync(join(tmpdir(), 'estudio-cli-'));
/** A file of the suite's own temporary folder, with this text: its path. */
export const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const app = initializeApp({ projectId }, 'cli-emulator-test');
export const auth = getAuth(app);
export const db = getFirestore(app);
export const repos = {
  users: new FirestoreAdminUserRepository(db),
  roles: new FirestoreAdminRoleRepository(db),
  brands: new FirestoreAdminBrandRepository(db),
  config: new FirestoreAdminPermissionConfigRepository(db),
  audit: new FirestoreAdminAuditLog(db),
};
afterAll(async () => {
  await deleteApp(app);
});

/** Whether the sign-in service lets this e-mail and password in. */
export const signIn = async (email: string, password: string): Promise<boolean> => {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return response.ok;
};

/** What the sign-in service's page does with a password-reset link: sets the new password. */
export const followResetLink = async (link: string, newPassword: string): Promise<void> => {
  const oobCode = new URL(link).searchParams.get('oobCode');
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ oobCode, newPassword }) },
  );
  if (!response.ok) throw new Error(`reset password: ${response.status} ${await response.text()}`);
};

/** What an import prints with --json. */
export interface ImportOutput {
  summary: { created: number; updated: number; unchanged: number; failed: number };
  extra?: Record<string, number>;
  invalid: { line: number; reason: string }[];
  rows: { line: number; key: string; action: string; ok?: boolean; passwordResetLink?: string }[];
  applied: boolean;
}
