import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.emulator.test.ts', 'node_modules/**'],
    coverage: {
      enabled: true,
      provider: 'v8',
      // The use cases' coverage is held by the domain's own run, their tests beside them.
      // Test doubles and scaffolding are never counted: they would lift the figure without a
      // line of product code being exercised.
      include: ['src/system/**/*.ts'],
      exclude: [
        'src/**/*.test.ts',
        'src/**/index.ts',
        // Test doubles and scaffolding: the in-memory twins' bindings, the contract suites.
        'src/memory/**',
        'src/contracts/**',
        'src/**/*.suite.ts',
        'src/**/*emulator-support.ts',
        // Held by the emulator suites (vitest.emulators.config.ts) and the seed's own tests.
        'src/firestore-*/**',
        'src/firebase-*/**',
        'src/seed/**',
      ],
      reporter: [['text', { skipFull: true }], 'text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
