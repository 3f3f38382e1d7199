import { defineConfig } from 'vitest/config';

// The suites that need the Firebase emulators (Firestore, Storage). Run them through
// scripts/emulators/exec.mjs, which starts the emulators, sets FIRESTORE_EMULATOR_HOST,
// FIREBASE_STORAGE_EMULATOR_HOST, GCLOUD_PROJECT and ESTUDIO_STORAGE_RULES, and stops them:
//   node ../scripts/emulators/exec.mjs --only firestore,storage -- npx vitest run --config vitest.emulators.config.ts
export default defineConfig({
  test: {
    include: ['rules/**/*.emulator.test.ts'],
    // One emulator, one data set: the suites clear and seed it, so they never overlap.
    fileParallelism: false,
    // Every case by name: the matrix reads as the permission table, and cases that cannot
    // run here (storage.rules offline) say so instead of vanishing from the summary.
    reporters: ['verbose'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
