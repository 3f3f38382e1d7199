import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    // The emulator suites run under vitest.emulators.config.ts, with the emulators up.
    exclude: ['**/*.emulator.test.ts', '**/node_modules/**'],
    // Linting through the ESLint API computes the Nx project graph on first use.
    testTimeout: 60_000,
  },
});
