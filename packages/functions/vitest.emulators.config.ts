import { defineConfig } from 'vitest/config';

// Suites that talk to the Firebase emulators; run through `nx test-emulators`, which
// starts the emulators before and stops them after (scripts/emulators/exec.mjs).
export default defineConfig({
  test: {
    include: ['src/**/*.emulator.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
