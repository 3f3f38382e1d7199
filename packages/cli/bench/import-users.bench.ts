// Benchmark, not a test: `npm run bench` (root) starts the Auth and Firestore emulators on
// their own ports (ESTUDIO_EMULATOR_PORT_OFFSET, 4000 by default) and runs this with tsx.
//
// It imports BENCH_USERS users (2,000 by default), each granted access to two brands, the
// way `estudio users import` does (Auth importUsers in batches of ≤1000, each account's
// random password, password-reset link and users/{uid} record made 32 accounts at a time,
// Firestore BulkWriter for the brands), and the same work as a naive loop that awaits one Admin
// SDK call at a time (createUser, its reset link, setCustomUserClaims, set users/{uid},
// update each brand). Both start from
// the same seeded emulators; the bulk import runs BENCH_RUNS times (median reported).
import { RandomPasswordGenerator, seedDemoData } from '@estudio/adapters/node';
import { FieldValue } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capturedIo, run, toCsv } from '../src/index.js';
import { clearEmulators } from '../src/cli/clear-emulators.js';
import { resolveTarget } from '../src/cli/target.js';

const USERS = Number(process.env['BENCH_USERS'] ?? 2000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 2);
const target = resolveTarget(undefined, process.env);
if (target.kind !== 'emulator' || process.env['FIRESTORE_EMULATOR_HOST'] === undefined) {
  throw new Error('Run through npm run bench (scripts/emulators/exec.mjs): the emulators are needed.');
}

const app = initializeApp({ projectId: target.projectId }, 'bench');
const auth = getAuth(app);
const db = getFirestore(app);

const fresh = async (): Promise<{ id: string; brandName: string }[]> => {
  await clearEmulators(target);
  await seedDemoData({ auth, firestore: db, now: new Date() });
  const snapshot = await db.collection('brands').get();
  return snapshot.docs.map((doc) => ({ id: doc.id, brandName: String(doc.get('brandName')) }));
};

const rowsFor = (brands: readonly { id: string; brandName: string }[]) =>
  Array.from({ length: USERS }, (_, i) => ({
    email: `persona${String(i).padStart(5, '0')}@bench.test`,
    firstName: `Persona ${i}`,
    lastName: 'Bench',
    role: i % 2 === 0 ? 'Diseñador' : 'Gestor de contenido',
    roleId: i % 2 === 0 ? 'disenador' : 'gestor-contenido',
    brands: [brands[i % brands.length], brands[(i + 1) % brands.length]].filter((b) => b !== undefined),
  }));

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const dir = mkdtempSync(join(tmpdir(), 'estudio-bench-'));
const bulkTimes: number[] = [];
for (let attempt = 1; attempt <= RUNS; attempt += 1) {
  const rows = rowsFor(await fresh());
  const path = join(dir, 'equipo.csv');
  writeFileSync(
    path,
    toCsv([
      ['email', 'firstName', 'lastName', 'role', 'brands'],
      ...rows.map((r) => [r.email, r.firstName, r.lastName, r.role, r.brands.map((b) => b.brandName).join(';')]),
    ]),
  );
  const io = capturedIo(process.env);
  const started = performance.now();
  const code = await run(['--json', 'users', 'import', path], io);
  const elapsed = performance.now() - started;
  const result = JSON.parse(io.out() || '{}') as {
    summary?: { created: number; failed: number };
    extra?: Record<string, number>;
  };
  if (code !== 0 || result.summary?.created !== USERS)
    throw new Error(`bulk import failed (${code}): ${io.err().slice(-2000)}`);
  bulkTimes.push(elapsed);
  console.log(
    `bulk #${attempt}: ${seconds(elapsed)} (${result.summary.created} users, ${result.extra?.['accesos añadidos'] ?? 0} grants)`,
  );
}

// The naive loop: one awaited call at a time, same accounts (random password, password
// link), claims, records and grants.
const passwords = new RandomPasswordGenerator();
const rows = rowsFor(await fresh());
const started = performance.now();
let calls = 0;
for (const row of rows) {
  const { uid } = await auth.createUser({ email: row.email, password: passwords.newPassword(), disabled: false });
  await auth.setCustomUserClaims(uid, { role: row.roleId, roleLabel: row.role });
  await auth.generatePasswordResetLink(row.email);
  await db.doc(`users/${uid}`).set(
    {
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      role: row.roleId,
      status: 'active',
      createdAt: new Date(),
      lastLoginAt: null,
    },
    { merge: true },
  );
  calls += 4;
  for (const brand of row.brands) {
    await db
      .doc(`brands/${brand.id}`)
      .update({ allowedUsers: FieldValue.arrayUnion(row.email), updatedAt: FieldValue.serverTimestamp() });
    calls += 1;
  }
}
const naive = performance.now() - started;
const bulk = median(bulkTimes);
console.log(`naive loop: ${seconds(naive)} (${calls} awaited calls)`);
console.log('');
console.log(`Importing ${USERS} users with 2 brand grants each into the emulators:`);
console.log(`  estudio users import (median of ${RUNS}): ${seconds(bulk)}   [${bulkTimes.map(seconds).join(', ')}]`);
console.log(`  naive one-call-per-row loop:            ${seconds(naive)}`);
console.log(`  ratio naive / bulk:                     ${(naive / bulk).toFixed(1)}×`);
await deleteApp(app);
