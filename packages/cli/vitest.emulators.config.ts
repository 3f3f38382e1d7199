import { defineConfig } from 'vitest/config';

// The CLI's commands run in-process against the Auth and Firestore emulators; run through
// `nx test-emulators @estudio/cli`, which starts the emulators before and stops them after
// (scripts/emulators/exec.mjs).
export default defineConfig({
  test: {
    include: ['src/**/*.emulator.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
